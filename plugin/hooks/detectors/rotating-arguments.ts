/**
 * `rotating-arguments`: one tool failing three times in a row with the same error
 * although its arguments changed. An error that says nothing (a bare `Exit code 1`)
 * proves no common cause, so it never counts (`which pnpm`, `which yarn`, `which bun`).
 * Calls of one model response were sent before any error came back: they count once.
 */
import * as say from '../advice.js'
import { SAYS_NOTHING, sameRun, situation } from './detector.js'
import type { Detector, Signed } from './detector.js'

/** `first`: the run's first failure, judged against the tool's next failure. */
type Run = { tool: string; first: Signed; firstLine: string; keys: Set<string>; length: number; noted: boolean; lastStep?: string }

const MAX_KEYS = 8

export const rotatingArguments: Detector<{ run?: Run }> = {
  rule: 'rotating-arguments',
  fresh: () => ({}),
  size: (m) => (m.run === undefined ? 0 : m.run.keys.size),

  after(m, ran) {
    const { call } = ran
    if (!ran.failed || ran.error === undefined || SAYS_NOTHING.test(ran.error)) {
      if (m.run !== undefined) delete m.run
      return undefined
    }
    const run = m.run
    if (run === undefined || run.tool !== call.tool || !sameRun(run.first, ran)) {
      m.run = { tool: call.tool, first: ran, firstLine: ran.error, keys: new Set([call.key]), length: 1, noted: false }
      if (call.step !== undefined) m.run.lastStep = call.step
      return undefined
    }
    if (call.step === undefined || call.step !== run.lastStep) run.length++
    if (call.step !== undefined) run.lastStep = call.step
    else delete run.lastStep
    if (run.keys.size < MAX_KEYS) run.keys.add(call.key)
    if (run.noted || run.length < 3 || run.keys.size < 2) return undefined
    run.noted = true
    const s = situation(call, run.length, run.firstLine)
    return { rule: 'rotating-arguments', action: 'note', situation: s, words: () => say.rotatingArgumentsNote(s), reason: 'same error, other arguments', keys: [...run.keys] }
  },
}
