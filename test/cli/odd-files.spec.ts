// Specification of how the audit treats what people's transcript folders really hold:
// FIFOs, links in and out of the searched folders, folders it cannot read, files that
// change under it, resumed transcripts, byte order marks, cut-off, huge and deeply nested
// lines, records of a shape it does not know. Each
// case is a real odd file or folder made in a temporary folder. The tests run as root
// here, so "cannot read" is made in ways that stop root too: a FIFO in place of a file,
// a link to nothing, a link loop, and a folder nested past the system's path length.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { humanSession } from '../../cli/report.js'
import type { AuditAction, SessionAudit } from '../../cli/replay.js'
import { MAX_DEPTH, findSessions, nestedDeeperThan, readSession } from '../../cli/transcripts.js'
import type { Problems, RecordedCall, TranscriptEvent } from '../../cli/transcripts.js'
import { SAMPLE, callAndResult, collect, jsonLines, prompt, runCli, tempFiles, toolResult, toolUse } from './fixtures.js'

const mkfifo = (path: string): void => {
  execFileSync('mkfifo', [path])
}
const lines = (records: readonly unknown[]): string => records.map((r) => JSON.stringify(r)).join('\n') + '\n'
const newProblems = (): Problems => ({ unreadable: [], partlyRead: [] })
const callsOf = (events: TranscriptEvent[]): RecordedCall[] => events.filter((e): e is RecordedCall => e.kind === 'call')

async function readAll(dir: string, problems = newProblems(), maxLineBytes?: number): Promise<{ events: TranscriptEvent[]; problems: Problems; unreadable: { path: string; reason: string }[] }> {
  const found = await findSessions([dir], 'claude')
  expect(found.sessions).toHaveLength(1)
  const events = await collect(readSession(found.sessions[0]!, 'claude', problems, maxLineBytes !== undefined ? { maxLineBytes } : {}))
  return { events, problems, unreadable: found.unreadable }
}

const session = (): unknown[] => [prompt('go'), ...callAndResult(1, 'Bash', { command: 'ls' }, 'a')]

describe('files that are not regular files', () => {
  test('a FIFO passed directly is reported and the other paths are audited: nothing waits for a writer', async () => {
    const dir = tempFiles({})
    mkfifo(join(dir, 'pipe.jsonl'))
    const run = await runCli(['audit', '--json', '--sample', join(dir, 'pipe.jsonl')])
    expect(run.status).toBe(0)
    const total = jsonLines(run.stdout).at(-1)!.total as Record<string, unknown>
    expect(total.sessions).toBe(1)
    expect(total.unreadable).toEqual([{ path: join(dir, 'pipe.jsonl'), reason: 'a FIFO, not a regular file' }])
  })

  test('a *.jsonl link to a FIFO is reported, not opened', async () => {
    const dir = tempFiles({ 's.jsonl': session() })
    mkfifo(join(dir, 'pipe'))
    symlinkSync(join(dir, 'pipe'), join(dir, 'link.jsonl'))
    const { sessions, unreadable } = await findSessions([dir], 'claude')
    expect(sessions.map((s) => s.path)).toEqual([join(dir, 's.jsonl')])
    expect(unreadable).toEqual([{ path: join(dir, 'link.jsonl'), reason: 'a link to a FIFO, not a regular file' }])
  })

  test('a FIFO named *.jsonl inside a folder is reported, not opened', async () => {
    const dir = tempFiles({ 's.jsonl': session() })
    mkfifo(join(dir, 'p.jsonl'))
    expect((await findSessions([dir], 'claude')).unreadable).toEqual([{ path: join(dir, 'p.jsonl'), reason: 'a FIFO, not a regular file' }])
  })

  test('a transcript replaced by a FIFO after it was found is checked before it is read: unreadable, no hang', async () => {
    const dir = tempFiles({ 's.jsonl': session() })
    const { sessions } = await findSessions([dir], 'claude')
    rmSync(join(dir, 's.jsonl'))
    mkfifo(join(dir, 's.jsonl'))
    await expect(collect(readSession(sessions[0]!, 'claude'))).rejects.toThrow('a FIFO, not a regular file')
  })
})

describe('links', () => {
  test('a *.jsonl link out of the searched folder is not followed, and said so', async () => {
    const outside = tempFiles({ 'secret.jsonl': session() })
    const dir = tempFiles({ 's.jsonl': session() })
    symlinkSync(join(outside, 'secret.jsonl'), join(dir, 'out.jsonl'))
    const { sessions, unreadable } = await findSessions([dir], 'claude')
    expect(sessions.map((s) => s.path)).toEqual([join(dir, 's.jsonl')])
    expect(unreadable).toEqual([{ path: join(dir, 'out.jsonl'), reason: 'a link out of the folders searched, not followed' }])
  })

  test('a transcript swapped for a link to a file outside the folder after it was found is not read', async () => {
    const outside = tempFiles({ 'secret.jsonl': session() })
    const dir = tempFiles({ 's.jsonl': session() })
    const { sessions } = await findSessions([dir], 'claude')
    rmSync(join(dir, 's.jsonl'))
    symlinkSync(join(outside, 'secret.jsonl'), join(dir, 's.jsonl'))
    await expect(collect(readSession(sessions[0]!, 'claude'))).rejects.toThrow('a link out of the folders searched, not followed')
  })

  test('a subagent file swapped for a link to outside after it was found is listed unreadable, not merged', async () => {
    const outside = tempFiles({ 'agent-x.jsonl': [toolUse('msg_9', 'toolu_9', 'Read', { file_path: 'x' }, { isSidechain: true, agentId: 'x' })] })
    const dir = tempFiles({ 's.jsonl': session(), 's/subagents/agent-x.jsonl': [toolUse('msg_8', 'toolu_8', 'Grep', { pattern: 'y' }, { isSidechain: true, agentId: 'x' })] })
    const { sessions } = await findSessions([dir], 'claude')
    const part = join(dir, 's', 'subagents', 'agent-x.jsonl')
    rmSync(part)
    symlinkSync(join(outside, 'agent-x.jsonl'), part)
    const problems = newProblems()
    const calls = callsOf(await collect(readSession(sessions[0]!, 'claude', problems)))
    expect(calls.map((c) => c.tool)).toEqual(['Bash'])
    expect(problems.unreadable).toEqual([{ path: part, reason: 'a link out of the folders searched, not followed' }])
  })

  test('a link to a transcript inside the searched folder is still read', async () => {
    const dir = tempFiles({ 'real/s.jsonl': session() })
    symlinkSync(join(dir, 'real', 's.jsonl'), join(dir, 'linked.jsonl'))
    const { sessions } = await findSessions([join(dir, 'linked.jsonl'), join(dir, 'real')], 'claude')
    expect(sessions).toHaveLength(1)
    expect((await collect(readSession(sessions[0]!, 'claude'))).length).toBeGreaterThan(0)
  })

  test("a subagent link out of the searched folder is not merged into the session", async () => {
    const outside = tempFiles({ 'agent-x.jsonl': [toolUse('msg_9', 'toolu_9', 'Read', { file_path: 'x' }, { isSidechain: true, agentId: 'x' })] })
    const dir = tempFiles({ 's.jsonl': session(), 's/subagents/keep.txt': '' })
    symlinkSync(join(outside, 'agent-x.jsonl'), join(dir, 's', 'subagents', 'agent-x.jsonl'))
    const { sessions } = await findSessions([dir], 'claude')
    expect(sessions).toEqual([{ path: join(dir, 's.jsonl'), parts: [] }])
  })

  test('a session folder linked to its own folder (<id> -> .) is not followed: each session is read once', async () => {
    const dir = tempFiles({ 's.jsonl': session(), 't.jsonl': session() })
    symlinkSync('.', join(dir, 's'))
    const { sessions } = await findSessions([dir], 'claude')
    expect(sessions).toEqual([
      { path: join(dir, 's.jsonl'), parts: [] },
      { path: join(dir, 't.jsonl'), parts: [] },
    ])
    expect((await findSessions([join(dir, 's.jsonl')], 'claude')).sessions).toEqual([{ path: join(dir, 's.jsonl'), parts: [] }])
  })

  test('a *.jsonl link to a transcript inside the searched folder adds nothing: the transcript is read once', async () => {
    const dir = tempFiles({ 's.jsonl': session() })
    symlinkSync(join(dir, 's.jsonl'), join(dir, 'again.jsonl'))
    expect((await findSessions([dir], 'claude')).sessions).toHaveLength(1)
  })

  test('a link to nothing and a link loop are reported by path', async () => {
    const dir = tempFiles({ 's.jsonl': session() })
    symlinkSync(join(dir, 'missing'), join(dir, 'dangling.jsonl'))
    symlinkSync(join(dir, 'b.jsonl'), join(dir, 'a.jsonl'))
    symlinkSync(join(dir, 'a.jsonl'), join(dir, 'b.jsonl'))
    const { sessions, unreadable } = await findSessions([dir], 'claude')
    expect(sessions).toHaveLength(1)
    expect(unreadable).toEqual([
      { path: join(dir, 'a.jsonl'), reason: 'a link that loops' },
      { path: join(dir, 'b.jsonl'), reason: 'a link that loops' },
      { path: join(dir, 'dangling.jsonl'), reason: 'a link to nothing' },
    ])
  })
})

describe('what cannot be read is reported by path, and the rest is read', () => {
  const deep: string[] = []
  afterAll(() => {
    // Node's rm cannot reach past the path length limit; rm -rf works folder by folder
    for (const dir of deep) execFileSync('rm', ['-rf', dir])
  })

  test('a folder nested past the path length limit is reported, and the transcripts beside it are found', async () => {
    const dir = tempFiles({ 'a.jsonl': session(), 'z/b.jsonl': session() })
    deep.push(join(dir, 'deep'))
    const name = 'd'.repeat(250)
    // made from the inside out, one relative step at a time: no absolute path that long is ever opened
    execFileSync('sh', ['-c', `mkdir deep && cd deep && for i in $(seq 20); do mkdir ${name} && cd -P ${name} || exit 1; done`], { cwd: dir })
    const { sessions, unreadable } = await findSessions([dir], 'claude')
    expect(sessions.map((s) => s.path)).toEqual([join(dir, 'a.jsonl'), join(dir, 'z', 'b.jsonl')])
    expect(unreadable).toHaveLength(1)
    expect(unreadable[0]!.path.startsWith(join(dir, 'deep', name))).toBe(true)
    expect(unreadable[0]!.reason).toBe('path too long')
  })

  test('a subagent file that cannot be read is reported by its own path; the main file and other subagents are read', async () => {
    const sidechain = (agent: string, n: number): unknown[] => [toolUse(`msg_${n}`, `toolu_${n}`, 'Read', { file_path: agent }, { isSidechain: true, agentId: agent }), toolResult(`toolu_${n}`, 'x', false, { isSidechain: true, agentId: agent })]
    const dir = tempFiles({ 's.jsonl': session(), 's/subagents/agent-a.jsonl': sidechain('a', 7), 's/subagents/agent-b.jsonl': sidechain('b', 8) })
    const { sessions } = await findSessions([dir], 'claude')
    const bad = join(dir, 's', 'subagents', 'agent-a.jsonl')
    rmSync(bad)
    mkfifo(bad) // replaced after it was found
    const problems = newProblems()
    const events = await collect(readSession(sessions[0]!, 'claude', problems))
    expect(callsOf(events).map((c) => c.loop)).toEqual(['main', 'b'])
    expect(problems.unreadable).toEqual([{ path: bad, reason: 'a FIFO, not a regular file' }])
  })

  test('a session whose main file cannot be read still yields its subagents, and the main file is reported', async () => {
    const dir = tempFiles({ 's.jsonl': session(), 's/subagents/agent-a.jsonl': [toolUse('msg_7', 'toolu_7', 'Read', { file_path: 'a' }, { isSidechain: true, agentId: 'a' })] })
    const { sessions } = await findSessions([dir], 'claude')
    rmSync(join(dir, 's.jsonl'))
    mkfifo(join(dir, 's.jsonl'))
    const problems = newProblems()
    expect(callsOf(await collect(readSession(sessions[0]!, 'claude', problems))).map((c) => c.loop)).toEqual(['a'])
    expect(problems.unreadable).toEqual([{ path: join(dir, 's.jsonl'), reason: 'a FIFO, not a regular file' }])
  })
})

describe('a resumed transcript', () => {
  test('repeats earlier records with new uuids; a call whose tool_use id was read before is the same call, counted once', async () => {
    const first = [prompt('go'), ...callAndResult(1, 'Bash', { command: 'npm test' }, 'fail', true), ...callAndResult(2, 'Bash', { command: 'npm test' }, 'fail', true)]
    // the resume copies the conversation so far: same message and tool_use ids, new uuids
    const copied = first.map((r, i) => ({ ...r, uuid: `11111111-0000-4000-8000-${String(i).padStart(12, '0')}` }))
    const dir = tempFiles({ 's.jsonl': [...first, ...copied, ...callAndResult(3, 'Read', { file_path: 'a' }, 'ok')] })
    const calls = callsOf((await readAll(dir)).events)
    expect(calls.map((c) => [c.index, c.tool])).toEqual([
      [0, 'Bash'],
      [1, 'Bash'],
      [2, 'Read'],
    ])
  })

  test('its copies draw no action in the audit: two identical failures stay one note', async () => {
    const first = [prompt('go'), ...callAndResult(1, 'Bash', { command: 'npm test' }, 'fail', true), ...callAndResult(2, 'Bash', { command: 'npm test' }, 'fail', true)]
    const copied = first.map((r, i) => ({ ...r, uuid: `22222222-0000-4000-8000-${String(i).padStart(12, '0')}` }))
    const dir = tempFiles({ 's.jsonl': [...first, ...copied, ...copied] })
    const line = jsonLines((await runCli(['audit', '--json', dir])).stdout)[0]!
    expect(line.calls).toBe(2)
    expect((line.actions as { action: string }[]).map((a) => a.action)).toEqual(['note'])
  })
})

describe('lines', () => {
  test('a UTF-8 byte order mark does not cost the first record', async () => {
    const dir = tempFiles({ 's.jsonl': `\ufeff${lines(session())}` })
    expect((await readAll(dir)).events[0]).toEqual({ kind: 'person-prompt' })
  })

  test('a cut-off last line is reported for its file, and the lines before it are read', async () => {
    const dir = tempFiles({ 's.jsonl': `${lines(session())}{"type":"user","message":{"role":"us` })
    const { events, problems } = await readAll(dir)
    expect(callsOf(events)).toHaveLength(1)
    expect(problems.partlyRead).toEqual([{ path: join(dir, 's.jsonl'), reason: 'the last line is cut off (no line end, not JSON), skipped' }])
  })

  test('a last line without a line end that is whole JSON is read, without a note', async () => {
    const dir = tempFiles({ 's.jsonl': lines(session()).trimEnd() })
    const { events, problems } = await readAll(dir)
    expect(callsOf(events)[0]!.result?.text).toBe('a')
    expect(problems.partlyRead).toEqual([])
  })

  test('a line over the cap is skipped with a note for its file, and the records around it are read', async () => {
    const huge = JSON.stringify(prompt('x'.repeat(3 << 20))) // spans several 1 MB chunks
    const dir = tempFiles({ 's.jsonl': `${JSON.stringify(prompt('go'))}\n${huge}\n${lines(callAndResult(1, 'Bash', { command: 'ls' }, 'a'))}` })
    const { events, problems } = await readAll(dir, newProblems(), 1 << 20)
    expect(events.map((e) => e.kind)).toEqual(['person-prompt', 'call'])
    expect(problems.partlyRead).toEqual([{ path: join(dir, 's.jsonl'), reason: 'a line over 1 MB skipped' }])
  })

  test('a line over the 64 MB default cap with no line end is skipped, and the file is reported', async () => {
    const dir = tempFiles({})
    const path = join(dir, 's.jsonl')
    writeFileSync(path, lines(session()))
    writeFileSync(path, Buffer.alloc(65 << 20, 0x61), { flag: 'a' })
    const { events, problems } = await readAll(dir)
    expect(callsOf(events)).toHaveLength(1)
    expect(problems.partlyRead).toEqual([{ path, reason: 'a line over 64 MB skipped' }])
    rmSync(path)
  })

  test('lines that are not JSON among good ones are counted in the note', async () => {
    const dir = tempFiles({ 's.jsonl': `${JSON.stringify(prompt('go'))}\nnot json\n{"also": \n${lines(callAndResult(1, 'Bash', { command: 'ls' }, 'a'))}` })
    expect((await readAll(dir)).problems.partlyRead).toEqual([{ path: join(dir, 's.jsonl'), reason: '2 lines not JSON skipped' }])
  })

  test('a file of junk with a few JSON values that are no records is listed once, as not read, not also as read in part', async () => {
    const dir = tempFiles({ 'junk.jsonl': `\u0000\u00ff garbage\n7\n{"level":"info"}\n\u0001 more garbage` })
    const run = await runCli(['audit', '--json', dir])
    const total = jsonLines(run.stdout).at(-1)!.total as Record<string, unknown>
    expect(total.unreadable).toEqual([{ path: join(dir, 'junk.jsonl'), reason: 'not a Claude Code transcript (no user or assistant records)' }])
    expect(total.partlyRead).toEqual([])
  })

  test('Windows line ends and characters split across read chunks are read as written', async () => {
    const text = `${'é'.repeat((1 << 19) - 20)}✓` // 2-byte characters: some fall across the 1 MB chunk boundary
    const records = [prompt('go'), ...callAndResult(1, 'Bash', { command: 'ls' }, text)]
    const dir = tempFiles({ 's.jsonl': records.map((r) => JSON.stringify(r)).join('\r\n') + '\r\n' })
    expect(callsOf((await readAll(dir)).events)[0]!.result?.text).toBe(text)
  })
})

describe('records of a shape the reader does not know', () => {
  const oddBlock = { type: 'user', uuid: 'odd', timestamp: '2026-01-01T00:00:00.500Z', message: { role: 'user', content: [{ type: { toString: 1 }, text: 'x' }] } }

  test('a content block whose type is an object (its String() throws) costs its record, never the session', async () => {
    const dir = tempFiles({ 's.jsonl': [prompt('go'), oddBlock, ...callAndResult(1, 'Bash', { command: 'ls' }, 'a')] })
    const { events, problems } = await readAll(dir)
    expect(events.map((e) => e.kind)).toEqual(['person-prompt', 'call'])
    expect(problems.partlyRead).toEqual([{ path: join(dir, 's.jsonl'), reason: 'a record in no shape it knows skipped (a content block without a type in words)' }])
  })

  test('such records in a subagent file are counted for the session, which is still audited', async () => {
    const agentRecord = { ...oddBlock, isSidechain: true, agentId: 'x' }
    const dir = tempFiles({ 's.jsonl': session(), 's/subagents/agent-x.jsonl': [agentRecord, agentRecord] })
    const run = await runCli(['audit', '--json', dir])
    const total = jsonLines(run.stdout).at(-1)!.total as Record<string, unknown>
    expect(total.sessions).toBe(1)
    expect(total.calls).toBe(1)
    expect(total.partlyRead).toEqual([{ path: join(dir, 's.jsonl'), reason: '2 records in no shape it knows skipped (a content block without a type in words)' }])
  })

  test('an assistant record with such a block leaves no trace: its calls are not read, the calls around it are', async () => {
    const odd = toolUse('msg_odd', 'toolu_odd', 'Bash', { command: 'ls' })
    ;(odd.message as { content: unknown[] }).content.push({ type: ['tool_use'] })
    const dir = tempFiles({ 's.jsonl': [prompt('go'), odd, ...callAndResult(1, 'Bash', { command: 'pwd' }, 'a')] })
    const { events } = await readAll(dir)
    expect(callsOf(events).map((c) => c.input)).toEqual([{ command: 'pwd' }])
  })
})

describe('deeply nested lines', () => {
  const deepCall = (levels: number): string =>
    `{"type":"assistant","uuid":"deep","timestamp":"2026-01-01T00:00:00.500Z","message":{"id":"msg_deep","role":"assistant","stop_reason":"tool_use","content":[{"type":"tool_use","id":"toolu_deep","name":"Bash","input":{"command":${'['.repeat(levels)}${']'.repeat(levels)}}}]}}`

  test(`a line nested deeper than ${MAX_DEPTH} levels is skipped unparsed with a note, and the records around it are read`, async () => {
    const dir = tempFiles({ 's.jsonl': `${JSON.stringify(prompt('go'))}\n${deepCall(2_000_000)}\n${lines(callAndResult(1, 'Bash', { command: 'ls' }, 'a'))}` })
    const { events, problems } = await readAll(dir)
    expect(callsOf(events).map((c) => c.input)).toEqual([{ command: 'ls' }])
    expect(problems.partlyRead).toEqual([{ path: join(dir, 's.jsonl'), reason: `a line nested deeper than ${MAX_DEPTH} levels skipped` }])
  })

  test(`a call input nested ${MAX_DEPTH} levels deep is read`, async () => {
    const dir = tempFiles({ 's.jsonl': `${JSON.stringify(prompt('go'))}\n${deepCall(MAX_DEPTH - 6)}\n` })
    const { events, problems } = await readAll(dir)
    expect(callsOf(events)).toHaveLength(1)
    expect(problems.partlyRead).toEqual([])
  })

  test('brackets inside strings, escaped quotes among them, are not nesting', () => {
    const text = JSON.stringify({ a: `${'['.repeat(5000)}\\"${'{'.repeat(5000)}`, b: '\\' })
    expect(nestedDeeperThan(text, 10)).toBe(false)
    expect(nestedDeeperThan(`[${text.repeat(2)}]`.replace('}{', '},{'), 10)).toBe(false)
  })

  test('nesting is counted to the level and no further', () => {
    const nested = (levels: number): string => `${'[{"k":'.repeat(levels)}1${'}]'.repeat(levels)}`
    expect(nestedDeeperThan(nested(5), 10)).toBe(false)
    expect(nestedDeeperThan(nested(6), 10)).toBe(true) // 12 levels: 6 arrays and 6 objects
    expect(nestedDeeperThan(`${'['.repeat(3000)}${']'.repeat(3000)}`, 3000)).toBe(false)
    expect(nestedDeeperThan(`${'['.repeat(3001)}${']'.repeat(3001)}`, 3000)).toBe(true)
  })
})

describe('the human report', () => {
  test('is written for a stuck subagent with 60,000 refusals, its call numbers in at most four ranges', () => {
    const actions: AuditAction[] = Array.from({ length: 60_000 }, (_, i) => ({ index: 2 * i, agent: 'a1', tool: 'Bash', action: 'block', count: i + 5, rule: 'repeat' }))
    const audit: SessionAudit = { session: 's.jsonl', calls: 120_000, actions, loops: [{ agent: 'a1', tool: 'Bash', excerpt: 'ls', count: 60_004, actions }], saved: 60_000 }
    expect(humanSession(audit)).toContain('block #1, #3, #5, #7, …')
  })

  test('counts calls from 1 where --json counts them from 0', async () => {
    const json = jsonLines((await runCli(['audit', '--json', '--sample'])).stdout)[0]!.actions as { index: number; action: string }[]
    const firstBlock = json.find((a) => a.action === 'block')!.index
    expect((await runCli(['audit', '--sample'])).stdout).toContain(`block #${firstBlock + 1}`)
  })

  test('shows terminal control characters from paths, tool names and arguments as escapes, never sends them', async () => {
    const evil = '\x1b]52;c;aGk=\x07'
    const records = [prompt('go'), ...[1, 2, 3, 4, 5].flatMap((n) => callAndResult(n, `Ba${evil}sh`, { command: `ls ${evil}` }, 'same', true))]
    const dir = tempFiles({ [`s${evil}.jsonl`]: records })
    const run = await runCli(['audit', dir])
    expect(run.stdout).not.toContain('\x1b')
    expect(run.stdout).not.toContain('\x07')
    expect(run.stdout).toContain('\\x1b]52;c;aGk=\\x07')
  })
})

test('the sample still reads as one session when given with its folder and its file', async () => {
  const { sessions } = await findSessions([SAMPLE, join(SAMPLE, 'c5d72784-7ecd-443a-a044-a78534bd0455.jsonl')], 'claude')
  expect(sessions).toHaveLength(1)
})

test('a link from one searched folder into another is followed, and its transcript read once', async () => {
  const other = tempFiles({ 'b.jsonl': session() })
  const dir = tempFiles({ 'a.jsonl': session() })
  symlinkSync(join(other, 'b.jsonl'), join(dir, 'b.jsonl'))
  const { sessions, unreadable } = await findSessions([dir, other], 'claude')
  expect(sessions.map((s) => s.path)).toEqual([join(dir, 'a.jsonl'), join(dir, 'b.jsonl')])
  expect(unreadable).toEqual([])
})
