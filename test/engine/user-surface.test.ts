/**
 * What the person sees and controls, on the engine's kit with default options unless a
 * test says otherwise: the status line, the toasts (one on screen at a time, timed by a
 * mocked clock), the transcript rows a refusal and an ended turn leave, the `/loop-guard`
 * command (report, off, on, allow [N], help), the one debug line per intervention that
 * headless users grep, and the lifetime totals kept in `$.store` across sessions.
 *
 * The running example is the commonest real loop: a build retried verbatim while it
 * keeps failing with the same type error.
 */
import { describe, expect, mock } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import type { On, ToolCallResult } from 'claude-code'
import type { MockClock } from 'claude-code/testing'
import { noted, refused, send, staged, test } from './kit.js'
import type { Call, Ran, Seen, Sent } from './kit.js'

// ---- the engine beneath, the session, and the command ----

type Stored = { key: string; value: unknown }
type World = { seen: Seen; ran: Ran; answer: ToolCallResult; registered: string[]; stored: Stored[]; clock: MockClock }

/** Everything beneath the plugin; `stored` records each `$.store.set` on its way to `mock.store`. */
function world(on: On): World {
  const stored: Stored[] = []
  // Registered before `beneath`'s mock.store, so it sits above it and passes each write on.
  on('store.set', { key: /(?:)/ }, async (_$, e, next) => {
    stored.push({ key: e.key, value: e.value })
    return next(e)
  })
  // Object.assign, not a spread: `staged`'s tool.call reads the answer from this very object
  const w: World = Object.assign(staged(on), { registered: [] as string[], stored, clock: mock.clock(on, { now: 1_000_000 }) })
  on('session.start', (_$, e) => ({ cwd: e.cwd }))
  on('command.register', (_$, e) => {
    w.registered.push(e.name)
    return { value: { command: e.name } }
  })
  return w
}

async function startSession($: Engine): Promise<void> {
  await $.session.start({ cwd: '/Users/dev/shop', surface: 'terminal', isInteractive: true })
}

async function endSession($: Engine): Promise<void> {
  await $.session.end({ reason: 'clear', sessionId: 'session-1', resume: { id: 'session-1' } })
}

/** `/loop-guard <args>` typed at the prompt; the text it shows. */
async function loopGuard($: Engine, args: string): Promise<string> {
  const answer = await $.command.run({ command: 'loop-guard', args, origin: { kind: 'composer' }, presentation: { isFullscreen: false, columns: 120 } })
  return answer.text ?? ''
}

/** How long a toast stays on screen (the engine's default, which loop-guard passes). */
const TOAST_MS = 4000


// ---- the running example ----

const BUILD: Call = { tool: 'Bash', command: 'npm run build', description: 'Build the project' }
const BUILD_FAILS: ToolCallResult = {
  isError: true,
  result: "Error: Exit code 2\n> shop@1.4.0 build\n> tsc -p tsconfig.json\n\nsrc/cart/total.ts(41,11): error TS2322: Type 'string' is not assignable to type 'number'.",
  text: "Exit code 2\n> shop@1.4.0 build\n> tsc -p tsconfig.json\n\nsrc/cart/total.ts(41,11): error TS2322: Type 'string' is not assignable to type 'number'.",
}

/** The same failing build, `times` times over. With defaults: a note at 2, warnings at 3 and 4, refusals from 5. */
async function failingBuild($: Engine, w: World, times: number): Promise<Sent[]> {
  const sent: Sent[] = []
  for (let i = 0; i < times; i++) sent.push(await send($, w, BUILD, BUILD_FAILS))
  return sent
}

/** Seven builds in one request: a note, two warnings, three refusals, the third ending the turn. */
async function stuckTurn($: Engine, w: World): Promise<Sent[]> {
  await $.turn.start({ text: 'make the build pass', turnId: 'turn-7' })
  return failingBuild($, w, 7)
}

/** A stretch of ordinary work: reads, a search, a failing test fixed by an edit. */
async function productiveWork($: Engine, w: World): Promise<void> {
  const cart = '/Users/dev/shop/src/cart/total.ts'
  await send($, w, { tool: 'Read', file_path: '/Users/dev/shop/package.json' }, { result: '{}', text: '{ "name": "shop" }', isReadOnly: true })
  await send($, w, { tool: 'Read', file_path: cart }, { result: '{}', text: 'export function total(items: Item[]): number {', isReadOnly: true })
  await send($, w, { tool: 'Bash', command: 'npm test -- cart', description: 'Run the cart tests' }, { isError: true, result: 'Error: Exit code 1', text: 'Exit code 1\nFAIL src/cart/total.test.ts\n  ● total › sums prices' })
  await send($, w, { tool: 'Edit', file_path: cart, old_string: 'sum + item.price', new_string: 'sum + Number(item.price)' }, { result: {}, text: `The file ${cart} has been updated.` })
  await send($, w, { tool: 'Bash', command: 'npm test -- cart', description: 'Run the cart tests again' }, { result: {}, text: 'PASS src/cart/total.test.ts\nTests: 4 passed, 4 total' })
  await send($, w, { tool: 'Bash', command: 'git status --short', description: 'Show working tree status' }, { result: {}, text: ' M src/cart/total.ts', isReadOnly: true })
}

// ---- 1. the status line ----

describe('the status line', () => {
  test('shows nothing while the session makes progress', async ($, on) => {
    const w = world(on)
    await startSession($)
    await productiveWork($, w)
    expect(w.seen.statuses).toEqual([])
  })

  test('while a chain builds, shows the tool and the count, then that the model was warned, then that the call was refused', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 5)
    expect(w.seen.statuses).toEqual([
      expect.stringMatching(/^Bash ×2\b/),
      expect.stringMatching(/^Bash ×3\b.*warned/),
      expect.stringMatching(/^Bash ×4\b.*warned/),
      expect.stringMatching(/^Bash ×5\b.*refused/),
    ])
    expect(w.seen.statuses.every((s) => s !== undefined && s.length <= 40)).toBe(true)
  })

  test("is cleared when a person's prompt ends the chain", async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 3)
    await $.prompt.submit({ text: 'the build needs node 20, use nvm', wait: false, origin: { kind: 'composer' } })
    expect(w.seen.statuses).toHaveLength(3)
    expect(w.seen.statuses[2]).toBeUndefined()
  })

  test('is cleared when a successful edit ends the chain', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 3)
    const total = '/Users/dev/shop/src/cart/total.ts'
    await send($, w, { tool: 'Edit', file_path: total, old_string: 'const sum: number = price', new_string: 'const sum: number = Number(price)' }, { result: {}, text: `The file ${total} has been updated.` })
    expect(w.seen.statuses).toHaveLength(3)
    expect(w.seen.statuses[2]).toBeUndefined()
  })

  test('is cleared when the session ends', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 3)
    await endSession($)
    expect(w.seen.statuses).toHaveLength(3)
    expect(w.seen.statuses[2]).toBeUndefined()
  })
})

// ---- 2. toasts ----

describe('toasts', () => {
  test('a stuck turn shows its first toast at once and holds the rest while it is on screen', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    expect(w.seen.toasts).toEqual([expect.stringMatching(/^Bash ×2\b/)])
  })

  test('when the toast on screen is done, the latest state of the chain shows: the turn ended', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    await w.clock.advance(TOAST_MS)
    expect(w.seen.toasts).toEqual([expect.stringMatching(/^Bash ×2\b/), expect.stringMatching(/^Bash ×7\b.*ended the turn/)])
    await w.clock.advance(10 * TOAST_MS)
    expect(w.seen.toasts).toHaveLength(2)
  })

  test('never two toasts within one toast time, so none gives way unseen', async ($, on) => {
    const w = world(on)
    await startSession($)
    const shownAt: number[] = []
    let count = 0
    for (let i = 0; i < 30; i++) {
      await send($, w, { ...BUILD, command: `npm run build -- --step ${i % 3}` }, BUILD_FAILS)
      // a call every 700 ms; the screen looked at every 100 ms
      for (let step = 0; step < 7; step++) {
        if (w.seen.toasts.length > count) {
          count = w.seen.toasts.length
          shownAt.push(w.clock.now())
        }
        await w.clock.advance(100)
      }
    }
    expect(shownAt.length).toBeGreaterThan(2)
    for (let i = 1; i < shownAt.length; i++) expect(shownAt[i]! - shownAt[i - 1]!).toBeGreaterThanOrEqual(TOAST_MS - 100)
  })

  test('a toast held for one chain is not lost when another chain toasts: each shows in its turn', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 2)
    const LINT: Call = { tool: 'Bash', command: 'npm run lint', description: 'Lint' }
    for (let i = 0; i < 2; i++) await send($, w, LINT, { isError: true, result: 'Error: Exit code 1', text: 'Exit code 1\nsrc/a.ts: 3 problems' })
    await w.clock.advance(TOAST_MS)
    await w.clock.advance(TOAST_MS)
    expect(w.seen.toasts).toEqual([expect.stringMatching(/^Bash ×2 failed the same way/), expect.stringMatching(/^Bash ×2 failed the same way/)])
    expect(w.seen.debug.filter((l) => l.startsWith('loop-guard: note'))).toHaveLength(2)
  })

  test("a note's toast names the tool and the count, says the model was told, and how to pause the guard", async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 2)
    expect(w.seen.toasts).toEqual([expect.stringMatching(/^Bash ×2\b.*model told.*\/loop-guard off/)])
  })

  test("a refusal's toast names the tool and the count, says the call was refused, and how to allow it", async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 5)
    await w.clock.advance(TOAST_MS)
    expect(w.seen.toasts[w.seen.toasts.length - 1]).toMatch(/^Bash ×5\b.*refused.*\/loop-guard allow/)
  })

  test("an ended turn's toast names the tool and the count, says the turn was ended, and names the command", async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    await w.clock.advance(TOAST_MS)
    expect(w.seen.aborts).toEqual(['turn-7'])
    expect(w.seen.toasts[w.seen.toasts.length - 1]).toMatch(/^Bash ×7\b.*ended the turn.*\/loop-guard/)
  })

  test('every toast fits the 84 columns a 100-column terminal draws', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    await w.clock.advance(TOAST_MS)
    expect(w.seen.toasts.length).toBeGreaterThan(1)
    for (const t of w.seen.toasts) expect(t.length, t).toBeLessThanOrEqual(84)
  })

  test('toasts waiting when the session ends are dropped', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    await endSession($)
    await w.clock.advance(TOAST_MS)
    expect(w.seen.toasts).toHaveLength(1)
  })
})

// ---- 2b. transcript rows ----

describe('transcript rows', () => {
  test('a refused call leaves one row that says loop-guard refused it, why (with the error it kept failing with), and how to overrule it', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 5)
    expect(w.seen.transcript).toEqual([
      expect.stringMatching(/^refused this Bash call \(`npm run build`\) before it ran: it would be the 5th identical call, failing each time with "> shop@1\.4\.0 build \(exit code 2\)"\. .*\/loop-guard allow lets the call run once more; \/loop-guard off pauses the guard\.$/),
    ])
  })

  test('the refusal that ends the turn leaves one row, saying the guard ended it, not the person', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    expect(w.seen.transcript).toHaveLength(3)
    expect(w.seen.transcript[2]).toMatch(/^ended this turn \(not you, not a permission rule\): .*Bash call \(`npm run build`\).*3 calls were refused.*Send a prompt to go on/)
  })

  test('notes and warnings leave no row: the model was only told', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 4)
    expect(w.seen.debug).toHaveLength(3)
    expect(w.seen.transcript).toEqual([])
  })

  test('observe mode leaves no row: nothing was refused', { options: { mode: 'observe' } }, async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    expect(w.seen.transcript).toEqual([])
  })
})

// ---- 3. the /loop-guard command ----

describe('/loop-guard', () => {
  test('is registered when the session starts', async ($, on) => {
    const w = world(on)
    await startSession($)
    expect(w.registered).toEqual(['loop-guard'])
  })

  test("with no argument, reports this session's loops flagged, notes, warnings, refusals and ended turns", async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    const report = await loopGuard($, '')
    expect(report).toMatch(/\b1 loops? flagged/)
    expect(report).toMatch(/\b1 notes?\b/)
    expect(report).toMatch(/\b2 warnings?\b/)
    expect(report).toMatch(/\b3 calls refused/)
    expect(report).toMatch(/\b1 turns? ended/)
  })

  test('the report lists the most repeated call with its tool, an excerpt and its count', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    expect(await loopGuard($, '')).toMatch(/Bash ×7\s+npm run build/)
  })

  test('the report estimates the calls saved: the refused ones, which never ran', async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    expect(w.ran.calls).toHaveLength(4)
    expect(await loopGuard($, '')).toMatch(/saved: 3\b/)
  })

  test('the report shows every option in force, each from its default when nothing was set', async ($, on) => {
    world(on)
    await startSession($)
    const report = await loopGuard($, '')
    for (const option of [/mode +enforce/, /failureNoteAt +2/, /warnAt +3/, /blockAt +5/, /abortAfter +3/, /transparentTools +[^(]*/]) {
      expect(report).toMatch(new RegExp(`^ +${option.source} \\(default\\)$`, 'm'))
    }
  })

  test("the report says which options are the user's", { options: { warnAt: 4, blockAt: 6 } }, async ($, on) => {
    world(on)
    await startSession($)
    const report = await loopGuard($, '')
    expect(report).toMatch(/warnAt +4 \(set by you\)/)
    expect(report).toMatch(/blockAt +6 \(set by you\)/)
    expect(report).toMatch(/failureNoteAt +2 \(default\)/)
  })

  test("the report shows a value the user set that was not used beside the one used, and why", { options: { blockAt: 2 } }, async ($, on) => {
    world(on)
    await startSession($)
    const report = await loopGuard($, '')
    expect(report).toMatch(/^ +blockAt +5 \(you set 2: must be above warnAt 3\)$/m)
    expect(report).toMatch(/^ +warnAt +3 \(default\)$/m)
  })

  test('off pauses the guard: a failing build retried seven times gets no note, no refusal and no toast', async ($, on) => {
    const w = world(on)
    await startSession($)
    expect(await loopGuard($, 'off')).toMatch(/\/loop-guard on/)
    const sent = await stuckTurn($, w)
    expect(sent.filter((s) => noted(s) || refused(s))).toEqual([])
    expect(w.ran.calls).toHaveLength(7)
    expect(w.seen.toasts).toEqual([])
    expect(w.seen.aborts).toEqual([])
  })

  test('on resumes the guard: the second identical failure after it is noted again', async ($, on) => {
    const w = world(on)
    await startSession($)
    await loopGuard($, 'off')
    const paused = await failingBuild($, w, 3)
    await loopGuard($, 'on')
    const resumed = await failingBuild($, w, 2)
    expect(paused.map(noted)).toEqual([false, false, false])
    expect(resumed.map(noted)).toEqual([false, true])
  })

  test('allow lets the most recently refused call run once more, then it is refused again', async ($, on) => {
    const w = world(on)
    await startSession($)
    const before = await failingBuild($, w, 5)
    expect(refused(before[4])).toBe(true)
    expect(await loopGuard($, 'allow')).toMatch(/once/)
    const after = await failingBuild($, w, 2)
    expect(after.map((s) => s.ran)).toEqual([true, false])
    expect(refused(after[1])).toBe(true)
  })

  test('allow 3 lets the refused call run up to three more times', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 5)
    expect(await loopGuard($, 'allow 3')).toMatch(/\b3 more times\b/)
    const after = await failingBuild($, w, 4)
    expect(after.map((s) => s.ran)).toEqual([true, true, true, false])
  })

  test('no override lets one call run more than twice blockAt times', { options: { blockAt: 4 } }, async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 4)
    expect(w.ran.calls).toHaveLength(3)
    expect(await loopGuard($, 'allow 100')).toMatch(/capped|ceiling/)
    await failingBuild($, w, 10)
    expect(w.ran.calls).toHaveLength(8)
    expect(await loopGuard($, 'allow')).toMatch(/ceiling/)
    const last = await failingBuild($, w, 1)
    expect(refused(last[0])).toBe(true)
    expect(w.ran.calls).toHaveLength(8)
  })

  test('allow with no refused call says there is nothing to allow', async ($, on) => {
    const w = world(on)
    await startSession($)
    await failingBuild($, w, 2)
    expect(await loopGuard($, 'allow')).toMatch(/nothing to allow/i)
  })

  test('help lists every subcommand', async ($, on) => {
    world(on)
    await startSession($)
    const help = await loopGuard($, 'help')
    for (const sub of [/\/loop-guard off\b/, /\/loop-guard on\b/, /\/loop-guard allow\b/, /\/loop-guard allow N\b/, /\/loop-guard help\b/]) expect(help).toMatch(sub)
  })

  test('an unknown argument gets a message that names it and lists the subcommands', async ($, on) => {
    world(on)
    await startSession($)
    const answer = await loopGuard($, 'frobnicate')
    expect(answer).toMatch(/unknown argument "frobnicate"/)
    expect(answer).toMatch(/\/loop-guard allow/)
  })
})

// ---- 4. the debug line ----

/** `loop-guard: <action> <tool> ×<count> <loop> <short reason>` */
const DEBUG_LINE = /^loop-guard: (note|warn|block|abort) (\S+) ×(\d+) (\S+) (\S.*)$/

describe('the debug line', () => {
  test('each intervention writes exactly one debug line', async ($, on) => {
    const w = world(on)
    await startSession($)
    const sent = await stuckTurn($, w)
    const interventions = sent.filter(noted).length + sent.filter(refused).length + w.seen.aborts.length
    expect(interventions).toBe(7)
    expect(w.seen.debug).toHaveLength(interventions)
  })

  for (const [action, at, article] of [['note', 2, 'a'], ['warn', 3, 'a'], ['block', 5, 'a'], ['abort', 7, 'an']] as const) {
    test(`${article} ${action} writes "loop-guard: ${action} <tool> ×<count> <loop> <reason>"`, async ($, on) => {
      const w = world(on)
      await startSession($)
      await stuckTurn($, w)
      const line = w.seen.debug.find((l) => l.startsWith(`loop-guard: ${action} `))
      expect(line).toMatch(DEBUG_LINE)
      const [, , tool, count, loop] = DEBUG_LINE.exec(line ?? '') ?? []
      expect([tool, Number(count), loop]).toEqual(['Bash', at, 'main'])
    })
  }

  test("a subagent's intervention names the subagent's loop", async ($, on) => {
    const w = world(on)
    await startSession($)
    for (let i = 0; i < 2; i++) await send($, w, { ...BUILD, agentId: 'a3f9c2d17e8b4410' }, BUILD_FAILS)
    expect(w.seen.debug).toEqual([expect.stringMatching(/^loop-guard: note Bash ×2 a3f9c2d17e8b4410 \S/)])
  })
})

// ---- 5. lifetime totals ----

/** The numbers on the report's line for all sessions: sessions with loops, notes, warnings, refused calls, ended turns. */
function totalsIn(report: string): Record<string, number | undefined> {
  const line = report.split('\n').find((l) => l.startsWith('all sessions:')) ?? ''
  const number = (pattern: RegExp): number | undefined => {
    const found = pattern.exec(line)
    return found === null ? undefined : Number(found[1])
  }
  return {
    sessions: number(/(\d+) (?:sessions? )?with loops/),
    notes: number(/(\d+) notes?\b/),
    warnings: number(/(\d+) warnings?\b/),
    refused: number(/(\d+) (?:calls? )?refused/),
    turnsEnded: number(/(\d+) turns? ended/),
  }
}

describe('lifetime totals', () => {
  test("a session with interventions adds its totals to the plugin's store when it ends", async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    expect(w.stored).toEqual([])
    await endSession($)
    expect(w.stored).toEqual([{ key: expect.any(String), value: expect.objectContaining({ sessions: 1, notes: 1, warnings: 2, refusals: 3, turnsEnded: 1 }) }])
  })

  test('a session without interventions stores nothing', async ($, on) => {
    const w = world(on)
    await startSession($)
    await productiveWork($, w)
    await endSession($)
    expect(w.stored).toEqual([])
  })

  test("the report after sessions end shows the totals of every session with loops", async ($, on) => {
    const w = world(on)
    await startSession($)
    await stuckTurn($, w)
    await endSession($)
    await failingBuild($, w, 2)
    await endSession($)
    const report = await loopGuard($, '')
    expect(report).toMatch(/this session: 0 loops flagged/)
    expect(totalsIn(report)).toEqual({ sessions: 2, notes: 2, warnings: 2, refused: 3, turnsEnded: 1 })
  })

  test("a fresh run's report shows the totals an earlier run stored", async ($, on) => {
    // What an earlier version wrote must stay readable: the stored shape is a contract.
    on('ui.toast', () => ({ value: undefined }))
    on('ui.log', () => ({ value: undefined }))
    on('ui.status', () => ({ value: undefined }))
    on('session.start', (_$, e) => ({ cwd: e.cwd }))
    on('command.register', (_$, e) => ({ value: { command: e.name } }))
    mock.store(on, { lifetime: { sessions: 4, notes: 6, warnings: 3, refusals: 2, turnsEnded: 1 } })
    await startSession($)
    expect(totalsIn(await loopGuard($, ''))).toEqual({ sessions: 4, notes: 6, warnings: 3, refused: 2, turnsEnded: 1 })
  })
})
