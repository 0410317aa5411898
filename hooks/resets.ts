/**
 * Resets: which memory each event forgets, in one table.
 *
 * A row per event: the agents it reaches (`this` agent or `every` agent: the main
 * conversation and each subagent) and the memories it keeps; every other memory of those
 * agents is forgotten. Memories are each rule's
 * own (by rule name: a new rule is forgotten by every event unless a row keeps it) and
 * the guard's: its refusals that stand (`held refusals`), the loops it counted as
 * flagged, the refusals in this person's request (towards ending the turn), the last
 * refusal with its allowance (`/loop-guard allow`), the ended turn the status line
 * shows, and the call records (each call's model response and last run: twins, and what a
 * standing refusal compares against). The session's counts are zeroed by a new session only (`Guard.newSession`).
 * `PERSON_ORIGINS` says which prompts are a person's, for the mod and the audit alike.
 */
import type { Rule } from './vocabulary.js'

export type Reset =
  | 'person-prompt'
  | 'turn-answered'
  | 'turn-aborted'
  | 'main-turn-aborted'
  | 'compaction'
  | 'clear'
  | 'session-end'
  | 'pause'
  | 'response-ended'

/**
 * The prompt origins that are a person's: only these reset as `person-prompt`; task
 * notifications and other injected prompts are not theirs. `prompt.submit` says
 * `composer`, `bridge` or `sdk`; a transcript records the same prompts' origin in the
 * engine's own words, `human` for Enter at the terminal and for the bridge alike (2.1.332
 * writes `{"kind":"human"}`, and leaves an sdk prompt without one), and its other kinds
 * (`plugin`, `task-notification`, `peer`, `channel`, `coordinator`, `observer`,
 * `slack-ping`, `unclassified`, …) are not a person's, as the engine maps them for the mod.
 */
export const PERSON_ORIGINS: ReadonlySet<string> = new Set(['composer', 'bridge', 'sdk', 'human'])

export type Memory = Rule | 'call records' | 'held refusals' | 'flagged loops' | 'request refusals' | 'last refusal' | 'ended turn'

export type ResetRow = { agents: 'this' | 'every'; keeps: readonly Memory[]; why: string }

export const RESETS: Record<Reset, ResetRow> = {
  'person-prompt': {
    agents: 'every',
    keeps: ['last refusal'],
    why: 'a prompt starts every chain afresh, failures and refusals included; allow still reaches the last refusal',
  },
  'turn-answered': {
    agents: 'this',
    keeps: ['repeated-failure', 'unmoved-error', 'refused-twice', 'request refusals', 'last refusal', 'ended turn'],
    why: "the agent's chains end with its answer; what its calls failed with or were refused stays until a prompt",
  },
  'turn-aborted': {
    agents: 'this',
    keeps: ['last refusal', 'ended turn'],
    why: "a subagent's aborted turn forgets only its own memory",
  },
  'main-turn-aborted': {
    agents: 'every',
    keeps: ['last refusal', 'ended turn'],
    why: "an aborted main turn ends every agent's chains; allow must still reach the refusal that ended it",
  },
  compaction: {
    agents: 'this',
    keeps: ['held refusals', 'request refusals', 'last refusal', 'ended turn'],
    why: 'the model re-reads and re-runs what it forgot: not a loop; a refusal stands until progress or a prompt',
  },
  clear: { agents: 'every', keeps: [], why: '/clear starts a new session' },
  'session-end': { agents: 'every', keeps: [], why: 'nothing outlives the session' },
  pause: { agents: 'every', keeps: [], why: 'a paused guard forgets and says nothing' },
  'response-ended': {
    agents: 'this',
    keeps: ['cycle', 'repeat', 'unmoved-error', 'repeated-failure', 'rotating-arguments', 'refused-twice', 'call records', 'held refusals', 'flagged loops', 'request refusals', 'last refusal', 'ended turn'],
    why: 'a text loop is one response repeating itself: the next response is watched afresh; its calls go on counting',
  },
}

/** Whether `reset` forgets `memory` in the agents it reaches. */
export function forgets(reset: Reset, memory: Memory): boolean {
  return !RESETS[reset].keeps.includes(memory)
}
