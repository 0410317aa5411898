// Specification of cli/replay.ts: a recorded session driven through the guard's core
// the way hooks/register.ts drives it, and what the counterfactual counts as saved.
import { describe, expect, test } from 'vitest'
import { replaySession } from '../../cli/replay.js'
import type { AuditAction } from '../../cli/replay.js'
import type { RecordedCall, RecordedResult, TranscriptEvent } from '../../cli/transcripts.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'

const settings = (raw: RawOptions = {}) => readSettings(raw).settings
const defaults = settings()

function* stream(events: readonly TranscriptEvent[]): Generator<TranscriptEvent> {
  yield* events
}
const replay = (events: TranscriptEvent[], raw: RawOptions = {}) => replaySession('s.jsonl', stream(events), settings(raw))

/** Numbers calls in order; each call is its own model response unless given a step. */
function session(...parts: (Omit<RecordedCall, 'index' | 'kind'> | TranscriptEvent)[]): TranscriptEvent[] {
  let index = 0
  return parts.map((p) => {
    if ('kind' in p && p.kind !== 'call') return p
    const i = index++
    return { step: `r${i}`, ...p, kind: 'call', index: i } as RecordedCall
  })
}
const failing = (loop = 'main', extra: Partial<RecordedResult> = {}) => ({
  loop,
  tool: 'Bash',
  input: { command: 'ls /definitely/missing' },
  result: { isError: true, text: "ls: cannot access '/definitely/missing': No such file or directory", ...extra },
})
const succeeding = (command: string, text = 'same output', loop = 'main') => ({ loop, tool: 'Bash', input: { command }, result: { isError: false, text } })
const times = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make)
const of = (actions: AuditAction[], kind: AuditAction['action']) => actions.filter((a) => a.action === kind)

describe('refusals', () => {
  test("a refused call is saved and its real outcome is not fed: each further refusal adds exactly one to the count", async () => {
    // without steps (a transcript without response ids) a fed outcome would count once more
    const audit = await replay(session(...times(8, () => ({ ...failing(), step: undefined }))), { abortAfter: 0 })
    const blocks = of(audit.actions, 'block')
    expect(blocks.map((b) => b.index)).toEqual([4, 5, 6, 7])
    expect(blocks.map((b) => b.count)).toEqual([defaults.blockAt, defaults.blockAt + 1, defaults.blockAt + 2, defaults.blockAt + 3])
    expect(audit.saved).toBe(blocks.length)
  })

  test("an abort ends the turn: every later call, on any loop, is saved and fed nothing until a person's next prompt", async () => {
    const audit = await replay(session(...times(9, () => failing()), failing('agent-1'), { kind: 'person-prompt' }, failing()))
    const abort = of(audit.actions, 'abort')
    const abortAt = defaults.blockAt - 1 + defaults.abortAfter - 1
    expect(abort.map((a) => a.index)).toEqual([abortAt])
    expect(audit.actions.filter((a) => a.index > abortAt)).toEqual([])
    expect(audit.saved).toBe(defaults.abortAfter + (9 - 1 - abortAt) + 1)
    expect(audit.calls).toBe(11)
  })

  test("a call's block is listed before its abort, and actions are in call order", async () => {
    const audit = await replay(session(...times(7, () => failing())))
    const at = audit.actions.findIndex((a) => a.action === 'abort')
    expect(audit.actions[at - 1]).toMatchObject({ action: 'block', index: audit.actions[at]!.index })
    expect(audit.actions.map((a) => a.index)).toEqual([...audit.actions.map((a) => a.index)].sort((a, b) => a - b))
  })

  test('observe mode never refuses and saves nothing, but still warns', async () => {
    const audit = await replay(session(...times(8, () => failing())), { mode: 'observe' })
    expect(of(audit.actions, 'block')).toEqual([])
    expect(of(audit.actions, 'warn').length).toBeGreaterThan(0)
    expect(audit.saved).toBe(0)
  })

  test('blockAt 0 never refuses', async () => {
    const audit = await replay(session(...times(8, () => failing())), { blockAt: 0 })
    expect(of(audit.actions, 'block')).toEqual([])
  })

  test('a call the transcript has no result for goes through beforeCall only: it can be refused, never counted', async () => {
    const noResult = () => ({ ...failing(), result: undefined })
    const refused = await replay(session(...times(4, () => failing()), noResult()))
    expect(of(refused.actions, 'block').map((b) => b.index)).toEqual([4])
    const uncounted = await replay(session(...times(8, noResult)))
    expect(uncounted.actions).toEqual([])
  })
})

describe('resets', () => {
  test('without a reset, eight identical failures draw a refusal', async () => {
    const audit = await replay(session(...times(8, () => failing())))
    expect(of(audit.actions, 'block').length).toBeGreaterThan(0)
  })

  test.each<[string, TranscriptEvent]>([
    ["a person's prompt", { kind: 'person-prompt' }],
    ['an interrupt', { kind: 'interrupt' }],
    ['the end of the main turn', { kind: 'turn-end', loop: 'main' }],
    ['a compaction', { kind: 'compaction', loop: 'main' }],
  ])('%s between two runs of four identical failures starts the count over: no refusal', async (_what, reset) => {
    const audit = await replay(session(...times(4, () => failing()), reset, ...times(4, () => failing())))
    expect(of(audit.actions, 'block')).toEqual([])
  })
})

describe('what counts as the same call', () => {
  test('calls are counted per agent: a subagent repeating the main agent\'s call does not lengthen its chain', async () => {
    const audit = await replay(session(succeeding('ls'), succeeding('ls', 'same output', 'agent-1'), succeeding('ls'), succeeding('ls', 'same output', 'agent-1')))
    expect(audit.actions).toEqual([])
  })

  test('parallel twins (one key, one model response) count once', async () => {
    const twins = await replay(session(...[0, 0, 1, 1].map((r) => ({ ...succeeding('ls'), step: `r${r}` }))))
    expect(twins.actions).toEqual([])
    const apart = await replay(session(...times(4, () => succeeding('ls'))))
    expect(of(apart.actions, 'warn').length).toBeGreaterThan(0)
  })

  test('a read-only call between repeats leaves the chain alone; a write ends it (read-only estimate)', async () => {
    const reading = await replay(session(succeeding('ls'), succeeding('ls'), succeeding('cat notes.txt', 'notes'), succeeding('ls')))
    expect(of(reading.actions, 'warn').map((w) => w.index)).toEqual([3])
    const writing = await replay(session(succeeding('ls'), succeeding('ls'), succeeding('touch notes.txt', ''), succeeding('ls')))
    expect(writing.actions).toEqual([])
  })

  test('transparent tools skip the guard, unless the options say otherwise', async () => {
    const todo = () => ({ loop: 'main', tool: 'TodoWrite', input: { todos: [] }, result: { isError: false, text: 'Todos have been modified successfully.' } })
    expect((await replay(session(...times(6, todo)))).actions).toEqual([])
    const counted = await replay(session(...times(6, todo)), { transparentTools: [] })
    expect(of(counted.actions, 'block').length).toBeGreaterThan(0)
  })
})

describe('outcomes from the transcript', () => {
  test('a call refused by a permission rule twice draws the refused-twice note, not a failure note', async () => {
    const audit = await replay(session(failing('main', { permissionDenied: true }), failing('main', { permissionDenied: true })))
    expect(audit.actions.map((a) => a.rule)).toEqual(['refused-twice'])
  })

  test('a call cut off by an aborted turn is not a failure', async () => {
    const audit = await replay(session(...times(3, () => failing('main', { aborted: true }))))
    expect(audit.actions).toEqual([])
  })
})

describe('the loops found', () => {
  test('name the tool, argument excerpt, agent and the highest count, with their actions', async () => {
    const audit = await replay(session(succeeding('pwd', '/'), ...times(6, () => failing('agent-7'))))
    expect(audit.loops).toHaveLength(1)
    expect(audit.loops[0]).toMatchObject({ agent: 'agent-7', tool: 'Bash', excerpt: 'ls /definitely/missing', count: 6 })
    expect(audit.loops[0]!.actions).toEqual(audit.actions)
  })
})

describe('what the calls cost in tokens', () => {
  const usage = (input: number, output = 0, read = 0, written = 0) => ({ input_tokens: input, output_tokens: output, cache_read_input_tokens: read, cache_creation_input_tokens: written })
  /** A call in the response `response`; the usage goes on the response's first call only, as the reader gives it. */
  const priced = <C extends object>(call: C, response: string, tokens?: number) => ({ ...call, step: response, response, ...(tokens !== undefined ? { usage: usage(tokens) } : {}) })

  test('from the first call the guard spoke on, every call in the loop counts; those that would not have run are saved', async () => {
    // actions: note #2, warnings #3–#4, refusals #5–#7 and the turn ended at #7; #8–#9 come after the end
    const audit = await replay(session(priced(succeeding('make'), 'r0', 1000), ...times(9, () => failing()).map((c, i) => priced(c, `r${i + 1}`, 100))))
    expect(of(audit.actions, 'abort').map((a) => a.index)).toEqual([7])
    expect(audit.tokens).toEqual({ all: 1900, inLoops: 800, savedByRefusal: 500, cacheReads: { all: 0, inLoops: 0, savedByRefusal: 0 } })
  })

  test("a response's tokens are split evenly among its calls, the calls outside the loop keeping their share", async () => {
    // each looping response also reads a file: half of it is the loop's
    const events = session(...times(6, (): object[] => []).flatMap((_, i) => [priced(failing(), `r${i}`, 300), priced({ tool: 'Read', loop: 'main', input: { file_path: `/f${i}` }, result: { isError: false, text: 'x' } }, `r${i}`)]))
    const audit = await replay(events, { mode: 'observe' })
    const flagged = new Set(audit.actions.map((a) => a.index))
    expect(flagged.size).toBe(5) // the failing calls of responses 2 to 6
    expect(audit.tokens).toMatchObject({ all: 1800, inLoops: 750, savedByRefusal: 0 })
  })

  test('cache reads are included, and said apart', async () => {
    const call = (i: number) => ({ ...priced(failing(), `r${i}`), usage: usage(10, 20, 1000, 70) })
    const audit = await replay(session(...Array.from({ length: 5 }, (_, i) => call(i))), { mode: 'observe' })
    expect(audit.actions.map((a) => a.index)).toEqual([1, 2, 3, 4])
    expect(audit.tokens).toEqual({ all: 5500, inLoops: 4400, savedByRefusal: 0, cacheReads: { all: 5000, inLoops: 4000, savedByRefusal: 0 } })
  })

  test('a transcript without usage has no token figures', async () => {
    const audit = await replay(session(...times(8, () => failing())))
    expect(audit).not.toHaveProperty('tokens')
  })
})

describe('outputs not read again', () => {
  const large = 'line of a long log\n'.repeat(200) // 3,800 characters

  test('from the warnAt-th identical run on, each large unchanged output counts its recorded characters', async () => {
    const audit = await replay(session(...times(4, () => succeeding('docker logs web', large))), { blockAt: 0 })
    expect(audit.notReread).toEqual({ calls: 2, chars: 2 * large.length })
  })

  test('small outputs, changed outputs and dedupeOutput off count nothing', async () => {
    const small = await replay(session(...times(4, () => succeeding('cat VERSION', '1.2.3'))), { blockAt: 0 })
    const changing = await replay(session(...[1, 2, 3, 4].map((n) => succeeding('docker logs web', `${large}${n}`))), { blockAt: 0 })
    const off = await replay(session(...times(4, () => succeeding('docker logs web', large))), { blockAt: 0, dedupeOutput: false })
    expect([small.notReread, changing.notReread, off.notReread]).toEqual([{ calls: 0, chars: 0 }, { calls: 0, chars: 0 }, { calls: 0, chars: 0 }])
  })
})
