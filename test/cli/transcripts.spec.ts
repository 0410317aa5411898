// Specification of cli/transcripts.ts: how sessions are found on disk, and what each
// transcript record means for the replay. The sample is a real Claude Code 2.1 session
// (samples/make-sample.mjs); smaller cases use records of the same shape.
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { findSessions, isPersonText, readSession, readSessionBatches } from '../../cli/transcripts.js'
import type { Format, RecordedCall, TranscriptEvent } from '../../cli/transcripts.js'
import { SAMPLE, answer, callAndResult, collect, prompt, tempFiles, toolResult, toolUse } from './fixtures.js'

async function eventsOf(dir: string, format: Format = 'claude'): Promise<TranscriptEvent[]> {
  const { sessions } = await findSessions([dir], format)
  expect(sessions).toHaveLength(1)
  return collect(readSession(sessions[0]!, format))
}
const callsOf = (events: TranscriptEvent[]): RecordedCall[] => events.filter((e): e is RecordedCall => e.kind === 'call')
const kinds = (events: TranscriptEvent[]): string[] => events.map((e) => (e.kind === 'call' ? `call ${e.index}` : e.kind === 'turn-end' || e.kind === 'compaction' ? `${e.kind} ${e.loop}` : e.kind))

describe('the sample, a real Claude Code session', () => {
  test('comes a batch at a time from readSessionBatches, the same events in the same order', async () => {
    const { sessions } = await findSessions([SAMPLE], 'claude')
    const batches = [...readSessionBatches(sessions[0]!, 'claude')]
    expect(batches.length).toBeGreaterThan(0)
    expect(batches.flat()).toEqual(await collect(readSession(sessions[0]!, 'claude')))
  })

  test('is one session, its subagent transcript read with it', async () => {
    const { sessions, unreadable } = await findSessions([SAMPLE], 'claude')
    expect(unreadable).toEqual([])
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.parts).toEqual([expect.stringMatching(/\/subagents\/agent-[^/]+\.jsonl$/)])
  })

  test('yields its calls in file order, each with its result: six failing Bash calls, then the varied ones', async () => {
    const calls = callsOf(await eventsOf(SAMPLE))
    expect(calls.map((c) => c.index)).toEqual(calls.map((_, i) => i))
    expect(calls.map((c) => c.tool)).toEqual(['Bash', 'Bash', 'Bash', 'Bash', 'Bash', 'Bash', 'Agent', 'Bash', 'Read', 'Bash', 'Bash'])
    expect(calls.slice(0, 6).every((c) => c.input.command === 'ls /definitely/missing' && c.result?.isError === true)).toBe(true)
    expect(calls.slice(6).every((c) => c.result?.isError === false)).toBe(true)
  })

  test('gives the two calls of one model response the same step, and every other call its own', async () => {
    const calls = callsOf(await eventsOf(SAMPLE))
    const steps = calls.map((c) => c.step)
    expect(steps[8]).toBe(steps[9])
    expect(new Set(steps).size).toBe(calls.length - 1)
  })

  test("counts the script as the person's only prompt, not the subagent's prompt nor the task notification", async () => {
    const events = await eventsOf(SAMPLE)
    expect(events.filter((e) => e.kind === 'person-prompt')).toHaveLength(1)
    expect(events[0]!.kind).toBe('person-prompt')
  })

  test("ends the subagent's turn on its answer, and the main turn on the final answer", async () => {
    const { sessions } = await findSessions([SAMPLE], 'claude')
    const agent = /agent-([^/]+)\.jsonl$/.exec(sessions[0]!.parts[0]!)![1]
    const events = await eventsOf(SAMPLE)
    expect(events.filter((e) => e.kind === 'turn-end')).toEqual([
      { kind: 'turn-end', loop: agent },
      { kind: 'turn-end', loop: 'main' },
    ])
    expect(events[events.length - 1]).toEqual({ kind: 'turn-end', loop: 'main' })
  })
})

describe('Claude Code records', () => {
  test('a subagent file found without its main transcript is a session of its own', async () => {
    const dir = tempFiles({ 's/subagents/agent-a1.jsonl': [prompt('look', { isSidechain: true, agentId: 'a1' })] })
    const { sessions } = await findSessions([join(dir, 's', 'subagents')], 'claude')
    expect(sessions).toEqual([{ path: join(dir, 's', 'subagents', 'agent-a1.jsonl'), parts: [] }])
  })

  test("a subagent file's calls belong to its agent and are merged into the session by time", async () => {
    const start = [prompt('go'), ...callAndResult(1, 'Bash', { command: 'ls' }, 'a')]
    const sidechain = { isSidechain: true, agentId: 'a1' }
    const meanwhile = [toolUse('msg_2', 'toolu_2', 'Read', { file_path: 'x' }, sidechain), toolResult('toolu_2', 'x', false, sidechain)] // stamped between
    const end = callAndResult(3, 'Bash', { command: 'pwd' }, '/')
    const dir = tempFiles({ 's.jsonl': [...start, ...end], 's/subagents/agent-a1.jsonl': meanwhile })
    const calls = callsOf(await eventsOf(dir))
    expect(calls.map((c) => [c.index, c.loop, c.tool])).toEqual([
      [0, 'main', 'Bash'],
      [1, 'a1', 'Read'],
      [2, 'main', 'Bash'],
    ])
  })

  test('sidechain records without an agent id (older versions) form one loop per chain of parent ids', async () => {
    const first = toolUse('msg_1', 'toolu_1', 'Grep', { pattern: 'a' }, { isSidechain: true, parentUuid: null })
    const second = toolUse('msg_2', 'toolu_2', 'Grep', { pattern: 'b' }, { isSidechain: true, parentUuid: first.uuid })
    const other = toolUse('msg_3', 'toolu_3', 'Grep', { pattern: 'c' }, { isSidechain: true, parentUuid: null })
    const dir = tempFiles({ 's.jsonl': [prompt('go'), first, other, second] })
    const loops = callsOf(await eventsOf(dir)).map((c) => c.loop)
    expect(loops).toEqual([`sidechain-${String(first.uuid).slice(0, 8)}`, `sidechain-${String(other.uuid).slice(0, 8)}`, `sidechain-${String(first.uuid).slice(0, 8)}`])
  })

  test('a text answer with no stop reason ends the turn only when no call of the same response follows', async () => {
    const dir = tempFiles({
      's.jsonl': [prompt('go'), answer('msg_1', 'let me look', null), toolUse('msg_1', 'toolu_1', 'Bash', { command: 'ls' }), toolResult('toolu_1', 'a'), answer('msg_2', 'done', null), prompt('thanks')],
    })
    expect(kinds(await eventsOf(dir))).toEqual(['person-prompt', 'text', 'call 0', 'text', 'turn-end main', 'person-prompt'])
  })

  test("a person's interrupt is an interrupt, not a prompt", async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), prompt('[Request interrupted by user for tool use]'), prompt('[Request interrupted by user]')] })
    expect(kinds(await eventsOf(dir))).toEqual(['person-prompt', 'interrupt', 'interrupt'])
  })

  test('a compact boundary and the summary after it are compactions, not prompts', async () => {
    const boundary = { type: 'system', subtype: 'compact_boundary', isSidechain: false, timestamp: '2026-01-02T00:00:00.000Z' }
    const summary = prompt('This session is being continued from a previous conversation that ran out of context.', { isCompactSummary: true })
    const dir = tempFiles({ 's.jsonl': [prompt('go'), boundary, summary] })
    expect(kinds(await eventsOf(dir))).toEqual(['person-prompt', 'compaction main', 'compaction main'])
  })

  test('meta records, hook feedback, command output and prompts of a non-person origin are not prompts', async () => {
    const dir = tempFiles({
      's.jsonl': [
        prompt('go'),
        prompt('Caveat: the messages below…', { isMeta: true }),
        prompt('Stop hook feedback:\n- [uv run stop.py]: error'),
        prompt('<local-command-stdout>Set model</local-command-stdout>'),
        prompt('<task-notification>\n<task-id>b1</task-id>', { turnOrigin: 'task_notification' }),
        prompt('a scheduled check', { turnOrigin: 'scheduled' }),
      ],
    })
    expect(kinds(await eventsOf(dir))).toEqual(['person-prompt'])
  })

  test('a prompt typed while the turn ran, delivered into it, is a person prompt', async () => {
    const queued = { type: 'attachment', isSidechain: false, timestamp: '2026-01-02T00:00:00.000Z', attachment: { type: 'queued_command', prompt: 'use the other file', commandMode: 'prompt', origin: { kind: 'composer' } } }
    const dir = tempFiles({ 's.jsonl': [prompt('go'), queued] })
    expect(kinds(await eventsOf(dir))).toEqual(['person-prompt', 'person-prompt'])
  })

  test('a result refused by a permission rule or a person is marked as a permission refusal', async () => {
    const refused = toolResult('toolu_1', 'Claude requested permissions to write to /x, but you have not granted it yet.', true, {
      toolDenialKind: 'user-rejected',
      permissionDecision: { decision: 'reject' },
    })
    const dir = tempFiles({ 's.jsonl': [prompt('go'), toolUse('msg_1', 'toolu_1', 'Write', { file_path: '/x' }), refused] })
    expect(callsOf(await eventsOf(dir))[0]!.result).toMatchObject({ isError: true, permissionDenied: true })
  })

  test('a call cut off because the turn was ended marks its result aborted and ends the main turn', async () => {
    const text = '[Tool call did not complete: the turn was ended to deliver the message that follows. Nothing refused it; re-run it if still needed.]'
    const dir = tempFiles({ 's.jsonl': [prompt('go'), toolUse('msg_1', 'toolu_1', 'Bash', { command: 'sleep 9' }), toolResult('toolu_1', text, true)] })
    const events = await eventsOf(dir)
    expect(kinds(events)).toEqual(['person-prompt', 'call 0', 'interrupt'])
    expect(callsOf(events)[0]!.result).toMatchObject({ aborted: true })
  })

  test('a call the transcript has no result for still counts, without a result', async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), toolUse('msg_1', 'toolu_1', 'Bash', { command: 'make' })] })
    const calls = callsOf(await eventsOf(dir))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.result).toBeUndefined()
  })

  test("a call left without a result is given up when its loop's next response comes, before that response's calls", async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), toolUse('msg_1', 'toolu_1', 'Bash', { command: 'make' }), ...callAndResult(2, 'Bash', { command: 'ls' }, 'a')] })
    const calls = callsOf(await eventsOf(dir))
    expect(calls.map((c) => [c.index, c.result === undefined])).toEqual([
      [0, true],
      [1, false],
    ])
  })

  test('image blocks of a result reach the replay with it', async () => {
    const result = { ...toolResult('toolu_1', ''), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'image', source: {} }] }] } }
    const dir = tempFiles({ 's.jsonl': [prompt('go'), toolUse('msg_1', 'toolu_1', 'Read', { file_path: 'a.png' }), result] })
    expect(callsOf(await eventsOf(dir))[0]!.result).toMatchObject({ text: '[image]', raw: [{ type: 'image', source: {} }] })
  })
})

describe('what cannot be read', () => {
  test('a path that does not exist is unreadable: no such file or folder', async () => {
    const dir = tempFiles({})
    const { sessions, unreadable } = await findSessions([join(dir, 'nothing.jsonl')], 'claude')
    expect(sessions).toEqual([])
    expect(unreadable).toEqual([{ path: join(dir, 'nothing.jsonl'), reason: 'no such file or folder' }])
  })

  test.each([
    ['an empty file', '', 'empty file'],
    ['a file of anything but JSON lines', 'hello\nworld\n', 'not JSON lines (none of 2 parsed)'],
    ['a corpus file read as Claude Code', '{"agent":"main","step":0,"tool":"bash","input":{},"isError":false,"text":""}\n', 'not a Claude Code transcript (it looks like the calls format: use --format calls)'],
  ])('%s is unreadable, with the reason', async (_what, content, reason) => {
    const dir = tempFiles({ 's.jsonl': content })
    await expect(eventsOf(dir)).rejects.toThrow(reason)
  })

  test('a line that is not JSON is skipped and the rest is read', async () => {
    const dir = tempFiles({ 's.jsonl': `${JSON.stringify(prompt('go'))}\n{"type":"user","mess\n${callAndResult(1, 'Bash', { command: 'ls' }, 'a').map((r) => JSON.stringify(r)).join('\n')}\n` })
    expect(kinds(await eventsOf(dir))).toEqual(['person-prompt', 'call 0'])
  })
})

describe('the calls format (the corpus)', () => {
  test('reads calls with their loop, step and result, prompts and interrupts, and numbers the calls in file order', async () => {
    const dir = tempFiles({
      'c.jsonl': [
        { user: 'fix the bug' },
        { agent: 'main', step: 0, tool: 'Bash', input: { command: 'ls' }, isError: false, text: 'a' },
        { agent: 'sidechain-1', step: 0, tool: 'Read', input: { file_path: 'x' }, isError: null, text: 'b' },
        { interrupt: true },
      ],
    })
    const events = await eventsOf(dir, 'calls')
    expect(kinds(events)).toEqual(['person-prompt', 'call 0', 'call 1', 'interrupt'])
    expect(callsOf(events).map((c) => [c.loop, c.step, c.result])).toEqual([
      ['main', 'main 0', { isError: false, text: 'a' }],
      ['sidechain-1', 'sidechain-1 0', { isError: false, text: 'b' }],
    ])
  })

  test('hook feedback stored as a user line is not a prompt', async () => {
    const dir = tempFiles({ 'c.jsonl': [{ user: 'go' }, { user: 'Stop hook feedback:\n- [uv run .claude/hooks/stop.py]: error' }, { user: 'Bash operation feedback:\n- failed' }] })
    expect(kinds(await eventsOf(dir, 'calls'))).toEqual(['person-prompt'])
  })

  test('every file is a session of its own, even beside a folder of the same name', async () => {
    const dir = tempFiles({ 'c.jsonl': [{ user: 'go' }], 'c/d.jsonl': [{ user: 'go' }] })
    const { sessions } = await findSessions([dir], 'calls')
    expect(sessions.map((s) => s.path).sort()).toEqual([join(dir, 'c', 'd.jsonl'), join(dir, 'c.jsonl')].sort())
  })
})

describe('isPersonText', () => {
  test.each([
    'fix the failing test',
    '/prime',
    '<command-name>/review</command-name>',
    '[Image #1] what is this?',
  ])('%j is something a person sent', (text) => {
    expect(isPersonText(text)).toBe(true)
  })

  test.each([
    'Stop hook feedback:\n- error',
    'PreToolUse:Bash hook feedback:\n- blocked',
    'Bash operation feedback:\n- failed',
    '<local-command-stdout>ok</local-command-stdout>',
    '<bash-stdout>a</bash-stdout><bash-stderr></bash-stderr>',
    '<task-notification>\n<task-id>x</task-id>',
    '<session-start-hook>hello</session-start-hook>',
    '<ide_opened_file>The user opened a.ts</ide_opened_file>',
    '[Request interrupted by user]',
    'This session is being continued from a previous conversation that ran out of context.',
    '   ',
  ])('%j is not', (text) => {
    expect(isPersonText(text)).toBe(false)
  })
})

describe('the model response of each call, and its token usage', () => {
  const usage = (input: number, output: number, read = 0, created = 0) => ({ input_tokens: input, output_tokens: output, cache_read_input_tokens: read, cache_creation_input_tokens: created, service_tier: 'standard' })
  const withUsage = (record: Record<string, unknown>, u: unknown) => ({ ...record, message: { ...(record.message as object), usage: u } })

  test("each call names the response it came in; that response's usage is on one of its calls only, as last recorded", async () => {
    // one response: a text block, then two parallel calls; each record carries the usage so far
    const text = withUsage(answer('msg_1', 'two reads', 'tool_use'), usage(10, 2, 500, 40))
    const a = withUsage(toolUse('msg_1', 'toolu_a', 'Read', { file_path: 'a' }), usage(10, 30, 500, 40))
    const b = withUsage(toolUse('msg_1', 'toolu_b', 'Read', { file_path: 'b' }), usage(10, 61, 500, 40))
    const next = withUsage(toolUse('msg_2', 'toolu_c', 'Bash', { command: 'ls' }), usage(3, 7))
    const dir = tempFiles({ 's.jsonl': [prompt('go'), text, a, b, toolResult('toolu_a', 'x'), toolResult('toolu_b', 'y'), next, toolResult('toolu_c', 'z')] })
    const calls = callsOf(await eventsOf(dir))
    expect(calls.map((c) => [c.response, c.usage])).toEqual([
      ['msg_1', { input_tokens: 10, output_tokens: 61, cache_read_input_tokens: 500, cache_creation_input_tokens: 40 }],
      ['msg_1', undefined],
      ['msg_2', { input_tokens: 3, output_tokens: 7, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }],
    ])
  })

  test('a response without a usage record, and the calls format, leave usage out', async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), ...callAndResult(1, 'Bash', { command: 'ls' }, 'a')] })
    expect(callsOf(await eventsOf(dir))[0]).toMatchObject({ response: 'msg_1' })
    expect(callsOf(await eventsOf(dir))[0]!.usage).toBeUndefined()
    const calls = tempFiles({ 'c.jsonl': [{ agent: 'main', step: 0, tool: 'Bash', input: {}, isError: false, text: '' }] })
    expect(callsOf(await eventsOf(calls, 'calls'))[0]).not.toHaveProperty('usage')
  })

  test('a resumed copy of a response does not carry its usage again', async () => {
    const first = [prompt('go'), withUsage(toolUse('msg_1', 'toolu_1', 'Bash', { command: 'ls' }), usage(5, 5)), toolResult('toolu_1', 'a')]
    const copy = first.map((r, i) => ({ ...r, uuid: `33333333-0000-4000-8000-${String(i).padStart(12, '0')}` }))
    const dir = tempFiles({ 's.jsonl': [...first, ...copy] })
    expect(callsOf(await eventsOf(dir)).filter((c) => c.usage !== undefined)).toHaveLength(1)
  })
})
