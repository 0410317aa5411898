// Specification of hooks/call-cycle.ts: the one call cycle the mod's hooks and the audit's replay
// both run. What a refusal, an ended turn, a pointer and each reset event do to the guard and to the
// counts, said once here for both.
import { describe, expect, test } from 'vitest'
import { CallCycle, MAX_PENDING_IDS } from '../../hooks/call-cycle.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'
import type { Outcome } from '../../hooks/outcome.js'
import type { CallInfo } from '../../hooks/vocabulary.js'

const cycleWith = (raw: RawOptions = {}): CallCycle => new CallCycle(readSettings(raw).settings)
const call = (key: string, agent = 'main', step?: string): CallInfo => ({ agent, tool: 'Bash', key: `Bash ${key}`, excerpt: key, ...(step !== undefined ? { step } : {}) })
const same: Outcome = { kind: 'success', fingerprint: '=same', looseFingerprint: '=same', isReadOnly: true, text: 'x'.repeat(5000) }
const usage = { input_tokens: 100, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }

/** Runs `c` through the cycle as both wirings do: before, then (when not refused) after. */
function run(cycle: CallCycle, c: CallInfo, outcome: Outcome = same, response?: string): string[] {
  const verdict = cycle.before(c, response)
  if (verdict.length > 0) return verdict.map((i) => i.action)
  return cycle.after(c, outcome, response).map((i) => i.action)
}

/** Runs `cat a` until the guard ends the main turn (default options: refused at the 5th, the turn ends at the 3rd refusal). */
function runUntilTurnEnds(cycle: CallCycle): void {
  for (let i = 0; i < 20 && !cycle.stopped; i++) run(cycle, call('cat a'))
}

describe('the call cycle', () => {
  test('a refused call counts as saved and its response share as saved tokens', () => {
    const cycle = cycleWith()
    for (let i = 0; i < 4; i++) {
      cycle.toolUse(`r${i}`)
      cycle.usage(`r${i}`, usage)
      expect(run(cycle, call('cat a'), same, `r${i}`)).not.toContain('block')
    }
    cycle.toolUse('r4')
    cycle.usage('r4', usage)
    expect(run(cycle, call('cat a'), same, 'r4')).toEqual(['block'])
    expect(cycle.counts.saved).toBe(1)
    expect(cycle.tokens.figures()?.savedByRefusal).toBe(100)
  })

  test('a note puts its response in a loop without saving it', () => {
    const cycle = cycleWith()
    for (let i = 0; i < 3; i++) {
      cycle.toolUse(`r${i}`)
      cycle.usage(`r${i}`, usage)
      run(cycle, call('cat a'), same, `r${i}`)
    }
    expect(cycle.tokens.figures()).toMatchObject({ all: 300, inLoops: 100, savedByRefusal: 0 })
  })

  test('the refusal that ends the main turn stops it until a person\'s prompt', () => {
    const cycle = cycleWith()
    runUntilTurnEnds(cycle)
    expect(cycle.stopped).toBe(true)
    cycle.personPrompt()
    expect(cycle.stopped).toBe(false)
  })

  test('a subagent\'s refusals never stop the main turn', () => {
    const cycle = cycleWith()
    for (let i = 0; i < 20; i++) run(cycle, call('cat a', 'agent-1'))
    expect(cycle.stopped).toBe(false)
  })

  test('the turn end after a refusal\'s abort is an aborted one: the refusal is forgotten with the turn', () => {
    const cycle = cycleWith()
    runUntilTurnEnds(cycle)
    cycle.turnEndedByGuard()
    expect(cycle.guard.size('main').held).toBe(0)
  })

  test('a call of the ended turn counts as saved, in a loop', () => {
    const cycle = cycleWith()
    runUntilTurnEnds(cycle)
    const saved = cycle.counts.saved
    cycle.toolUse('late')
    cycle.usage('late', usage)
    cycle.notRun('late')
    expect(cycle.counts.saved).toBe(saved + 1)
    expect(cycle.tokens.figures()?.savedByRefusal).toBe(100)
  })

  test('an ended main response stops the turn; a subagent\'s does not', () => {
    const piece = (agent: string, n: number) => ({ agent, response: `${agent}-r`, kind: 'text' as const, block: 0, text: `${'the same passage of thought, said once more and again. '.repeat(4)}`.repeat(n) })
    const sub = cycleWith()
    for (let n = 1; n < 40 && sub.guard.stats.turnsEnded === 0; n++) sub.responseText(piece('agent-1', n))
    expect(sub.guard.stats.turnsEnded).toBe(1)
    expect(sub.stopped).toBe(false)
    const main = cycleWith()
    for (let n = 1; n < 40 && main.guard.stats.turnsEnded === 0; n++) main.responseText(piece('main', n))
    expect(main.stopped).toBe(true)
  })

  test('a tool-use id gives its response once', () => {
    const cycle = cycleWith()
    cycle.toolUse('r1', 'toolu_1')
    expect(cycle.responseOf('toolu_1')).toBe('r1')
    expect(cycle.responseOf('toolu_1')).toBeUndefined()
  })

  test(`ids whose call never came are kept up to ${MAX_PENDING_IDS}, the oldest dropped first`, () => {
    const cycle = cycleWith()
    for (let i = 0; i <= MAX_PENDING_IDS; i++) cycle.toolUse('r', `toolu_${i}`)
    expect(cycle.responseOf('toolu_0')).toBeUndefined()
    expect(cycle.responseOf('toolu_1')).toBe('r')
    expect(cycle.responseOf(`toolu_${MAX_PENDING_IDS}`)).toBe('r')
  })

  test('a pointer replaces a text-only output and counts what the model did not read again', () => {
    const cycle = cycleWith({ blockAt: 0 })
    const c = call('cat big')
    for (let i = 0; i < 3; i++) run(cycle, c)
    expect(cycle.holdPointer('toolu_3', c, 5000, cycle.identicalRuns(c, same))).toBe(true)
    expect(cycle.takePointer('toolu_3', [{ type: 'text', text: 'x' }])?.text).toMatch(/^loop-guard: same 4\.9 KB output/)
    expect(cycle.counts.notReread).toEqual({ calls: 1, chars: 5000 })
    expect(cycle.holdsPointers).toBe(false)
  })

  test('an output with an image is never replaced by a pointer', () => {
    const cycle = cycleWith({ blockAt: 0 })
    const c = call('cat big')
    for (let i = 0; i < 3; i++) run(cycle, c)
    cycle.holdPointer('toolu_3', c, 5000, cycle.identicalRuns(c, same))
    expect(cycle.takePointer('toolu_3', [{ type: 'image', source: {} }])).toBeUndefined()
    expect(cycle.counts.notReread.calls).toBe(0)
  })

  test('observe mode holds no pointer', () => {
    const cycle = cycleWith({ mode: 'observe' })
    const c = call('cat big')
    for (let i = 0; i < 3; i++) run(cycle, c)
    expect(cycle.holdPointer('toolu_3', c, 5000, 3)).toBe(false)
  })

  test('a person\'s prompt resets every chain; a prompt of another origin resets nothing', () => {
    const cycle = cycleWith()
    for (let i = 0; i < 3; i++) run(cycle, call('cat a'))
    expect(cycle.prompt('task-notification')).toBe(false)
    expect(cycle.guard.size('main').repeat).toBeGreaterThan(0)
    expect(cycle.prompt('human')).toBe(true)
    expect(cycle.guard.size().agents).toBe(0)
  })

  test('a precompute compaction forgets nothing; any other compaction forgets the loop\'s chains', () => {
    const cycle = cycleWith()
    for (let i = 0; i < 3; i++) run(cycle, call('cat a'))
    cycle.compacted('main', 'precompute')
    expect(cycle.guard.size('main').repeat).toBeGreaterThan(0)
    cycle.compacted('main', 'auto')
    expect(cycle.guard.size('main').repeat).toBe(0)
  })

  test('only the main turn\'s start is kept, for the abort', () => {
    const cycle = cycleWith()
    cycle.turnStarted(undefined, 'turn-1')
    cycle.turnStarted('agent-1', 'turn-2')
    expect(cycle.mainTurn).toBe('turn-1')
  })

  test('a session\'s end zeroes every count', () => {
    const cycle = cycleWith()
    cycle.toolUse('r')
    cycle.usage('r', usage)
    runUntilTurnEnds(cycle)
    cycle.sessionEnded()
    expect(cycle.counts).toEqual({ saved: 0, notReread: { calls: 0, chars: 0 } })
    expect(cycle.tokens.figures()).toBeUndefined()
    expect(cycle.stopped).toBe(false)
    expect(cycle.guard.stats.refusals).toBe(0)
  })

  test('a transparent tool and a paused guard skip the cycle', () => {
    const cycle = cycleWith()
    expect(cycle.skips('TodoWrite')).toBe(true)
    expect(cycle.skips('Bash')).toBe(false)
    cycle.guard.setPaused(true)
    expect(cycle.skips('Bash')).toBe(true)
  })
})
