/**
 * The options (`userConfig`) on the real engine's kit, each given as a person's
 * stored value: the three modes, each threshold, the transparent tools, a
 * combination that makes no sense, which is told once and replaced by the defaults, and
 * values past any range a hand-edited settings file can hold, which load the mod all the same.
 */
import { describe, expect } from 'claude-code/testing'
import type { ToolCallResult } from 'claude-code'
import { beneath, contexts, denied, failed, ok, repeat, test, tools } from './kit.js'
import type { Call } from './kit.js'

const READ: Call = { tool: 'Read', file_path: '/repo/src/app.ts' }
const SAME = 'export const app = 1'
const MAKE: Call = { tool: 'Bash', command: 'make dist' }
const NO_RULE = 'make: *** No rule to make target `dist`.  Stop.'
/** Answers the Read with the same text and the build with the same error. */
const sameEveryTime = (e: { tool: string }): ToolCallResult => (e.tool === 'Read' ? ok(SAME) : failed(NO_RULE))

describe('mode', () => {
  test('advise never refuses a call', { options: { mode: 'advise' } }, async ($, on) => {
    beneath(on)
    const ran = tools(on, sameEveryTime)
    const results = await repeat($, 10, READ)
    expect(denied(results)).toEqual(Array(10).fill(false))
    expect(ran.calls).toHaveLength(10)
  })

  test('advise never ends the turn', { options: { mode: 'advise' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 10, READ)
    expect(seen.aborts).toEqual([])
  })

  test('advise still tells the model', { options: { mode: 'advise' } }, async ($, on) => {
    beneath(on)
    tools(on, sameEveryTime)
    const reads = await repeat($, 3, READ)
    const builds = await repeat($, 2, MAKE)
    expect(reads[2]?.context).toEqual([expect.stringMatching(/^loop-guard:/)])
    expect(builds[1]?.context).toEqual([expect.stringMatching(/^loop-guard:/)])
  })

  test('observe puts nothing in what the model reads and refuses nothing', { options: { mode: 'observe' } }, async ($, on) => {
    beneath(on)
    const ran = tools(on, sameEveryTime)
    const results = [...(await repeat($, 10, READ)), ...(await repeat($, 4, MAKE))]
    expect(contexts(results)).toEqual(Array(14).fill(0))
    expect(denied(results)).toEqual(Array(14).fill(false))
    expect(ran.calls).toHaveLength(14)
  })

  test('observe never ends the turn', { options: { mode: 'observe' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 10, READ)
    expect(seen.aborts).toEqual([])
  })

  test('observe still shows the person toasts and the status line', { options: { mode: 'observe' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await repeat($, 5, READ)
    expect(seen.toasts.length).toBeGreaterThan(0)
    expect(seen.toasts).toContainEqual(expect.stringContaining('Read'))
    expect(seen.statuses).toContainEqual(expect.stringContaining('Read'))
  })
})

describe('observe mode says what it would do', () => {
  test('its toasts say what the guard would do, never that it did it', { options: { mode: 'observe' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 7, READ)
    expect(seen.toasts.length).toBeGreaterThan(0)
    for (const text of seen.toasts) expect(text).toMatch(/^Read ×\d+ .*: would (tell the model|refuse|end the turn).* · observe mode/)
    expect(seen.toasts).toContainEqual(expect.stringMatching(/^Read ×7 .*: would end the turn · /))
  })

  test('its debug lines name what the guard would have done, so a grep for what it did finds nothing', { options: { mode: 'observe' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 7, READ)
    const lines = seen.debug.filter((l) => l.startsWith('loop-guard: ') && !l.includes(' pointer '))
    expect(lines.map((l) => l.split(' ').slice(0, 3).join(' '))).toEqual([
      'loop-guard: would-warn Read',
      'loop-guard: would-warn Read',
      'loop-guard: would-block Read',
      'loop-guard: would-block Read',
      'loop-guard: would-abort Read',
    ])
    expect(seen.debug.filter((l) => /^loop-guard: (note|warn|block|abort) /.test(l))).toEqual([])
  })
})

describe('thresholds', () => {
  test('failureNoteAt 3 notes the third identical failure, not the second', { options: { failureNoteAt: 3, warnAt: 10, blockAt: 0 } }, async ($, on) => {
    beneath(on)
    tools(on, sameEveryTime)
    const results = await repeat($, 3, MAKE)
    expect(contexts(results)).toEqual([0, 0, 1])
    expect(results[2]?.context?.[0]).toMatch(/^loop-guard:.*3 times/)
  })

  test('warnAt 4 gives the first advisory on the fourth identical call', { options: { warnAt: 4, blockAt: 8 } }, async ($, on) => {
    beneath(on)
    tools(on, sameEveryTime)
    const results = await repeat($, 4, READ)
    expect(contexts(results)).toEqual([0, 0, 0, 1])
    expect(results[3]?.context?.[0]).toMatch(/\b4(th)?\b/)
  })

  test('blockAt 7 refuses the seventh identical call and lets the fifth and sixth run', { options: { blockAt: 7 } }, async ($, on) => {
    beneath(on)
    const ran = tools(on, sameEveryTime)
    const results = await repeat($, 7, READ)
    expect(denied(results)).toEqual([false, false, false, false, false, false, true])
    expect(ran.calls).toHaveLength(6)
  })

  test('blockAt 0 never refuses, and the advisories go on', { options: { blockAt: 0 } }, async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    const results = await repeat($, 12, READ)
    expect(denied(results)).toEqual(Array(12).fill(false))
    expect(ran.calls).toHaveLength(12)
    expect(results[11]?.context).toEqual([expect.stringMatching(/^loop-guard:/)])
    expect(seen.aborts).toEqual([])
  })

  test('abortAfter 1 ends the main turn at the first refusal', { options: { abortAfter: 1 } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 4, READ)
    expect(seen.aborts).toEqual([])
    const fifth = await $.tool.call(READ)
    expect(fifth.deny).toBeDefined()
    expect(seen.aborts).toEqual(['T1'])
  })

  test('abortAfter 0 never ends the turn, however many calls are refused', { options: { abortAfter: 0 } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    const results = await repeat($, 10, READ)
    expect(denied(results).filter(Boolean)).toHaveLength(6)
    expect(seen.aborts).toEqual([])
  })
})

describe('transparentTools', () => {
  test('a tool listed there neither counts nor breaks a chain', { options: { transparentTools: ['Glob'] } }, async ($, on) => {
    beneath(on)
    tools(on, (e) => ok(e.tool === 'Read' ? SAME : 'src/app.ts'))
    // Glob is not declared on every build, hence the cast
    const glob = { tool: 'Glob', pattern: 'src/**/*.ts' } as unknown as Call
    await $.tool.call(READ)
    await $.tool.call(glob)
    await $.tool.call(READ)
    await $.tool.call(glob)
    const third = await $.tool.call(READ)
    expect(third.context).toHaveLength(1)
  })

  test('the list replaces the default one: TodoWrite then counts as progress', { options: { transparentTools: ['Glob'] } }, async ($, on) => {
    beneath(on)
    tools(on, (e) => ok(e.tool === 'Read' ? SAME : 'Updated'))
    await repeat($, 2, READ)
    await $.tool.call({ tool: 'TodoWrite', todos: [{ content: 'Read app.ts', status: 'completed', activeForm: 'Reading app.ts' }] })
    const after = await $.tool.call(READ)
    expect(after.context).toBeUndefined()
  })
})

describe('transparentTools as --config stores it', () => {
  test('one comma-separated string of names works as the list', { options: { transparentTools: 'Glob, Grep' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, (e) => ok(e.tool === 'Read' ? SAME : 'src/app.ts'))
    const glob = { tool: 'Glob', pattern: 'src/**/*.ts' } as unknown as Call
    for (let i = 0; i < 2; i++) {
      await $.tool.call(READ)
      await $.tool.call(glob)
    }
    const third = await $.tool.call(READ)
    expect(third.context).toHaveLength(1)
    expect(seen.toasts.filter((t) => t.includes('transparentTools'))).toEqual([])
  })
})

describe('blockAt not above warnAt', () => {
  // the case: blockAt 2 under the default warnAt 3
  const INVALID = { options: { blockAt: 2 } }

  test('is told in one toast that names the option the user set, its value, why, and the fix', INVALID, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await repeat($, 5, READ)
    expect(seen.toasts.filter((t) => t.includes('blockAt'))).toEqual(['blockAt 2 not used: must be above warnAt 3 · /plugin configure loop-guard'])
  })

  test('is written in one debug line that names the option, its value, why, and what is used instead', INVALID, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    await repeat($, 5, READ)
    const told = seen.debug.filter((t) => t.includes('blockAt'))
    expect(told).toEqual([expect.stringMatching(/^loop-guard: options: blockAt 2 is not used: it must be above warnAt 3; using blockAt 5, the default\. Fix/)])
  })

  test('the guard then runs on blockAt 5: advisory at 3, refusal at 5', INVALID, async ($, on) => {
    beneath(on)
    const ran = tools(on, sameEveryTime)
    const results = await repeat($, 5, READ)
    expect(contexts(results.slice(0, 4))).toEqual([0, 0, 1, 1])
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
    expect(ran.calls).toHaveLength(4)
  })
})

describe('a hand-edited value past any range', () => {
  // the kit checks options against plugin.json as a real session does: these used to stop the mod loading
  test('a negative warnAt loads the mod, which runs on warnAt 3 and says so in one toast', { options: { warnAt: -1 } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    const results = await repeat($, 3, READ)
    expect(contexts(results)).toEqual([0, 0, 1])
    expect(seen.toasts.filter((t) => t.includes('warnAt'))).toEqual(['warnAt -1 not used: must be a whole number from 2 up · /plugin configure loop-guard'])
  })

  test('a blockAt over 100000 is used as given: the tenth identical call still runs', { options: { blockAt: 100_001 } }, async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, sameEveryTime)
    await repeat($, 10, READ)
    expect(ran.calls).toHaveLength(10)
    expect(seen.toasts.filter((t) => t.includes('not used'))).toEqual([])
  })

  test('a blank number is its default and is told nothing', { options: { failureNoteAt: '' } }, async ($, on) => {
    const seen = beneath(on)
    tools(on, sameEveryTime)
    const results = await repeat($, 2, MAKE)
    expect(contexts(results)).toEqual([0, 1])
    expect(seen.toasts.filter((t) => t.includes('not used'))).toEqual([])
  })
})
