// Specification of cli/suggest.ts and `loop-guard audit --suggest`: the option space
// replayed over a history held in memory, what counts as a loop caught and as a wrong
// refusal, the choice, and the lines that apply it. Histories are written in the
// one-call-per-line form (`--format calls`).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { JudgeMemo, choose, countsOf, loadHistory, optionSpace, suggestionText, tryOptions, trySessions } from '../../cli/suggest.js'
import { trySessionsInThreads } from '../../cli/suggest-threads.js'
import { judgeTexts } from '../../hooks/judge.js'
import type { History, Trial, Tried } from '../../cli/suggest.js'
import { findSessions } from '../../cli/transcripts.js'
import { DEFAULTS, readSettings } from '../../hooks/options.js'
import { runCli, tempFiles } from './fixtures.js'

const base = readSettings({}).settings
type Line = Record<string, unknown>
const call = (step: number, command: string, text: string, isError = false): Line => ({ agent: 'main', step, tool: 'Bash', input: { command }, isError, text })

/** The same failing call `times` times. */
const stuck = (times: number, from = 0): Line[] => Array.from({ length: times }, (_, i) => call(from + i, 'cat /no/such/file', 'cat: /no/such/file: No such file or directory', true))
/** A poll that shows the same thing `same` times, then something new. */
const poll = (same: number): Line[] => [...Array.from({ length: same }, (_, i) => call(i, 'cat build.log', 'building…')), call(same, 'cat build.log', 'build done')]

async function history(files: Record<string, Line[]>): Promise<History> {
  const { sessions } = await findSessions([tempFiles(files)], 'calls')
  return loadHistory(sessions, 'calls')
}

const tried = (warnAt: number, blockAt: number, abortAfter: number): Tried => ({ warnAt, blockAt, abortAfter })
const trial = (t: Tried, caught: number, wrongRefusals: number, saved = 0): Trial => ({ ...t, caught, wrongRefusals, harmedSessions: wrongRefusals > 0 ? 1 : 0, refusals: 0, turnsEnded: 0, warnings: 0, saved })

describe('the option space', () => {
  test('every combination tried is one the plugin accepts as given', () => {
    for (const t of optionSpace()) expect(readSettings(t).problems).toEqual([])
  })

  test('includes the defaults and never refusing', () => {
    const space = optionSpace()
    expect(space).toContainEqual(tried(DEFAULTS.warnAt, DEFAULTS.blockAt, DEFAULTS.abortAfter))
    expect(space.some((t) => t.blockAt === 0)).toBe(true)
  })
})

describe('output that was changing', () => {
  test('a poll whose output changes marks its earlier runs in the same request', async () => {
    const h = await history({ 'poll.jsonl': poll(4) })
    expect([...h.sessions[0]!.changing].sort()).toEqual([0, 1, 2, 3, 4])
  })

  test('a call that fails the same way every time is never marked', async () => {
    const h = await history({ 'stuck.jsonl': stuck(6) })
    expect(h.sessions[0]!.changing.size).toBe(0)
  })

  test("a change after the person's next prompt does not mark the runs before it", async () => {
    const h = await history({ 'later.jsonl': [...poll(3).slice(0, 3), { user: 'try again' }, call(9, 'cat build.log', 'build done')] })
    expect([...h.sessions[0]!.changing]).toEqual([3])
  })

  test('each call is read once however many combinations replay it', async () => {
    const h = await history({ 'stuck.jsonl': stuck(6) })
    const first = await h.reader.info(h.sessions[0]!.events[0] as never)
    await tryOptions(h, base, tried(2, 3, 0))
    expect(await h.reader.info(h.sessions[0]!.events[0] as never)).toBe(first)
  })
})

describe('one combination over the history', () => {
  test('a loop refused with unchanged output is caught, and no refusal is wrong', async () => {
    const t = await tryOptions(await history({ 'stuck.jsonl': stuck(6) }), base, tried(2, 3, 0))
    expect(t).toMatchObject({ caught: 1, wrongRefusals: 0, harmedSessions: 0 })
    expect(t.refusals).toBeGreaterThan(0)
  })

  test('never refusing catches nothing', async () => {
    const t = await tryOptions(await history({ 'stuck.jsonl': stuck(6) }), base, tried(2, 0, 0))
    expect(t).toMatchObject({ caught: 0, refusals: 0 })
  })

  test('refusing a poll before its output changes is a wrong refusal, and the loop is not caught', async () => {
    const t = await tryOptions(await history({ 'poll.jsonl': poll(4) }), base, tried(2, 3, 0))
    expect(t).toMatchObject({ caught: 0, harmedSessions: 1 })
    expect(t.wrongRefusals).toBeGreaterThan(0)
  })

  test('a later refusal point lets the poll finish: no wrong refusal', async () => {
    const t = await tryOptions(await history({ 'poll.jsonl': poll(4) }), base, tried(3, 6, 0))
    expect(t).toMatchObject({ refusals: 0, wrongRefusals: 0 })
  })
})

describe('the choice', () => {
  const current = tried(3, 5, 3)

  test('catches the most loops among the combinations with no wrong refusal', () => {
    const chosen = choose([trial(tried(2, 3, 1), 9, 1), trial(tried(3, 4, 3), 5, 0), trial(current, 4, 0)], current)
    expect(chosen).toMatchObject(tried(3, 4, 3))
  })

  test('among equal catches, stays nearest the current options', () => {
    expect(choose([trial(tried(2, 3, 1), 4, 0, 99), trial(current, 4, 0, 1)], current)).toMatchObject(current)
  })

  test('is nothing when every combination refuses wrongly', () => {
    expect(choose([trial(current, 4, 2)], current)).toBeUndefined()
  })
})

describe('loop-guard audit --suggest', () => {
  test('keeps the refusal point above a poll that changed, and prints the table and the lines that apply it', async () => {
    // the poll shows the same output 6 times, then a new one: refusing any of its first 7 runs is wrong
    const dir = tempFiles({ 'stuck.jsonl': stuck(9), 'poll.jsonl': poll(6) })
    const run = await runCli(['audit', '--suggest', '--format', 'calls', dir])
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^warnAt {2}blockAt {2}abortAfter {2}loops caught/m)
    expect(run.stdout).toMatch(/^3 +5 +3 +1 +[1-9].* current$/m)
    expect(run.stdout).toContain('Suggested: warnAt 3, blockAt 8, abortAfter 3: catches 1 loop with no wrong refusal.')
    expect(run.stdout).toContain('claude plugin install loop-guard --marketplace <owner>/<repo> --config warnAt=3 --config blockAt=8 --config abortAfter=3')
    expect(run.stdout).toContain('/plugin configure loop-guard, and set warnAt 3, blockAt 8, abortAfter 3.')
  })

  test('says there is nothing to change when the current options fit best', async () => {
    const run = await runCli(['audit', '--suggest', '--sample'])
    expect(run.stdout).toContain('The current options already catch the most loops without a wrong refusal (1): nothing to change.')
    expect(run.stdout).not.toContain('--config')
  })

  test('starts from the options given: --block-at 7 is the current row', async () => {
    const run = await runCli(['audit', '--suggest', '--sample', '--block-at', '7'])
    expect(run.stdout).toMatch(/^3 +7 +3 .*current/m)
  })
})

test('the text names every combination tried and the history it read', async () => {
  const h = await history({ 'stuck.jsonl': stuck(6) })
  const text = suggestionText(countsOf(h), [trial(tried(3, 5, 3), 1, 0)], tried(3, 5, 3), 0.25)
  expect(text).toMatch(/^Tried 1 combinations of warnAt, blockAt and abortAfter \(enforce mode\) on 1 session \(6 calls\) in 0\.3 s\./)
})

test('one session at a time gives every combination the counts of the whole history held in memory', async () => {
  // `quiet.jsonl` draws nothing even at the most watchful combination: it is replayed once for all of them;
  // `twice.jsonl` draws a warning at warnAt 2 only: every combination from warnAt 3 up takes one replay's counts
  const quiet = Array.from({ length: 5 }, (_, i) => call(i, `cat notes-${i}.txt`, `note ${i}`))
  const twice = [call(0, 'cat notes.txt', 'a note'), call(1, 'cat notes.txt', 'a note')]
  const files = { 'stuck.jsonl': stuck(6), 'poll.jsonl': poll(4), 'both.jsonl': [...poll(3), ...stuck(5, 10)], 'quiet.jsonl': quiet, 'twice.jsonl': twice, 'broken.jsonl': [] }
  const { sessions } = await findSessions([tempFiles(files)], 'calls')
  const streamed = await trySessions(sessions, 'calls', base)
  const h = await loadHistory(sessions, 'calls')
  const held = await Promise.all(optionSpace().map((t) => tryOptions(h, base, t)))
  expect(streamed.trials).toEqual(held)
  expect(streamed.read).toEqual(countsOf(h))
  expect(streamed.trials.some((t) => t.caught > 0 && t.wrongRefusals === 0)).toBe(true)
  const alone = await trySessions(sessions.filter((s) => s.path.endsWith('twice.jsonl')), 'calls', base)
  expect(alone.trials.filter((t) => t.warnings > 0).map((t) => t.warnAt)).toContain(2)
  expect(alone.trials.filter((t) => t.warnings > 0 && t.warnAt > 2)).toEqual([])
})

describe('what one session shares between its replays', () => {
  test("a remembered judgement is judge.ts's own, for the same two texts, call and kind of run", () => {
    // pairs whose verdict turns on the call's arguments (a duration it asked for) or on a read-only poll
    const wrk = ['Running 10s test\nRequests/sec: 100', 'Running 12s test\nRequests/sec: 100']
    const log = ['10:20:41 started job\n10:20:42 job ok', '10:21:41 started job\n10:21:42 job ok']
    const pair = fc.constantFrom(wrk, log, ['ok', 'FAIL 3 tests'])
    const kind = fc.record({ polled: fc.boolean(), asked: fc.constantFrom('', 'Bash wrk -d10s') })
    fc.assert(
      fc.property(fc.array(fc.tuple(pair, fc.boolean(), kind), { minLength: 8, maxLength: 40 }), (asked) => {
        const memo = new JudgeMemo()
        for (const [[a, b], swapped, k] of asked) {
          const [x, y] = swapped ? [b!, a!] : [a!, b!]
          expect(memo.judge(x, y, k)).toBe(judgeTexts(x, y, k))
        }
      }),
    )
  })

  test('sessions shared out to worker threads give the counts of one thread', async () => {
    // the workers load the audit bundle (npm test checks first that it is what the sources give)
    const bundle = pathToFileURL(join(import.meta.dirname, '../../plugin/dist/loop-guard.mjs'))
    const files = { 'stuck.jsonl': stuck(6), 'poll.jsonl': poll(4), 'both.jsonl': [...poll(3), ...stuck(5, 10)], 'more.jsonl': stuck(9), 'broken.jsonl': [] }
    const { sessions } = await findSessions([tempFiles(files)], 'calls')
    const threaded = await trySessionsInThreads(sessions, 'calls', base, 2, bundle)
    expect(threaded).toEqual(await trySessions(sessions, 'calls', base))
    expect(threaded.read).toMatchObject({ sessions: 4, unreadable: 1 })
  })
})
