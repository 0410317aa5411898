/**
 * Asking the rules: which detectors answer each question, and the asking, in list order.
 *
 * Contract (pure): each `ask…` shows a call (or a piece of text) to the detectors of
 * detectors/index.ts that answer that question, in list order, each with its own memory of the
 * agent; the first finding decides. `askBefore` stops at the first finding (asking before a call
 * changes no memory); the others show the call to every detector, since each updates its own
 * memory whatever the others find. `repeatsOf`, `identicalOf` and `leftLive` read the memories
 * for the report, the output pointer and the status line.
 */
import type { AgentState } from './agent-state.js'
import type { Detector, Finding, Ran } from './detectors/detector.js'
import { DETECTORS } from './detectors/index.js'
import type { Settings } from './options.js'
import type { CallInfo, TextPiece } from './vocabulary.js'

/**
 * The positions in DETECTORS of the detectors that answer each question, in list order:
 * a call asks only those (in the engine's runtime every step of a loop costs the call time,
 * and an indexed loop over an array costs a fraction of a for-of, measured in the kit).
 */
const answering = (has: (d: Detector<unknown>) => boolean): readonly number[] => DETECTORS.flatMap((d, i) => (has(d) ? [i] : []))
const ANSWER_BEFORE = answering((d) => d.before !== undefined)
const ANSWER_AFTER = answering((d) => d.after !== undefined)
const ANSWER_REFUSED = answering((d) => d.refused !== undefined)
const COUNT_REPEATS = answering((d) => d.repeats !== undefined)
const COUNT_IDENTICAL = answering((d) => d.identicalRuns !== undefined)
const SHOW_LIVE = answering((d) => d.liveAfter !== undefined)
const ANSWER_TEXT = answering((d) => d.text !== undefined)

/** Shows a piece of a response's text to the detectors that watch text, in list order; the first finding decides. */
export function askText(agent: AgentState, piece: TextPiece, settings: Settings): Finding | undefined {
  let first: Finding | undefined
  for (let n = 0; n < ANSWER_TEXT.length; n++) {
    const i = ANSWER_TEXT[n]!
    const found = DETECTORS[i]!.text!(agent.memories[i], piece, settings)
    if (first === undefined) first = found
  }
  return first
}

/** Asks the detectors that decide before a call, in list order; the first finding decides. */
export function askBefore(agent: AgentState, c: CallInfo, settings: Settings): Finding | undefined {
  for (let n = 0; n < ANSWER_BEFORE.length; n++) {
    const i = ANSWER_BEFORE[n]!
    const found = DETECTORS[i]!.before!(agent.memories[i], c, settings)
    if (found !== undefined) return found // `before` leaves memories as they are: the rest need not be asked
  }
  return undefined
}

/** Shows a call that came back to every detector in list order (each updates its own memory); the first finding decides. */
export function askAfter(agent: AgentState, ran: Ran, settings: Settings): Finding | undefined {
  let first: Finding | undefined
  for (let n = 0; n < ANSWER_AFTER.length; n++) {
    const i = ANSWER_AFTER[n]!
    const found = DETECTORS[i]!.after!(agent.memories[i], ran, settings)
    if (first === undefined) first = found
  }
  return first
}

/** Tells every detector of a refusal by someone else, in list order; the first finding decides. */
export function askRefused(agent: AgentState, c: CallInfo, settings: Settings): Finding | undefined {
  let first: Finding | undefined
  for (let n = 0; n < ANSWER_REFUSED.length; n++) {
    const i = ANSWER_REFUSED[n]!
    const found = DETECTORS[i]!.refused!(agent.memories[i], c, settings)
    if (first === undefined) first = found
  }
  return first
}

/** The identical calls of `key` in a row that the rules hold (the longest they say). */
export function repeatsOf(agent: AgentState, key: string): number {
  let repeats = 0
  for (let n = 0; n < COUNT_REPEATS.length; n++) repeats = Math.max(repeats, DETECTORS[COUNT_REPEATS[n]!]!.repeats!(agent.memories[COUNT_REPEATS[n]!], key))
  return repeats
}

/** Runs in a row of `key` that read the very same, as the detectors that count them tell. */
export function identicalOf(agent: AgentState, key: string): number {
  let identical = 0
  for (let n = 0; n < COUNT_IDENTICAL.length; n++) identical = Math.max(identical, DETECTORS[COUNT_IDENTICAL[n]!]!.identicalRuns!(agent.memories[COUNT_IDENTICAL[n]!], key))
  return identical
}

/** Whether a call of `key` left something in its agent's memories that the status line shows. */
export function leftLive(agent: AgentState, key: string): boolean {
  for (let n = 0; n < SHOW_LIVE.length; n++) if (DETECTORS[SHOW_LIVE[n]!]!.liveAfter!(agent.memories[SHOW_LIVE[n]!], key)) return true
  return false
}
