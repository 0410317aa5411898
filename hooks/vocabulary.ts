/**
 * The guard's shared vocabulary: the words every part of loop-guard (the rules, the guard, the
 * call cycle, the wiring, the audit) uses for a call, a rule and what the guard does.
 *
 * Contract: types only, no code; each module imports them from here, not through another.
 * An agent is the main conversation (`main`) or a subagent (its id); a loop is what the guard
 * finds: a call, a cycle or a passage repeating.
 */

/** The rule that found a loop, as notes, refusals, toasts, debug lines, the report and the audit name it. */
export type Rule = 'cycle' | 'repeat' | 'unmoved-error' | 'repeated-failure' | 'rotating-arguments' | 'refused-twice' | 'text-loop'

/** What the guard does: tells the model (`note`, `warn`), refuses the call (`block`), ends the turn (`abort`). */
export type Action = 'note' | 'warn' | 'block' | 'abort'

/** A tool call as the guard sees it. */
export type CallInfo = {
  /** The agent that made it: `main` (the conversation), or the subagent's id. */
  agent: string
  tool: string
  /** The call key (call-key.ts). */
  key: string
  /** A short argument excerpt for people. */
  excerpt: string
  /** The model response the call came in, when known: twins share it. */
  step?: string
}

/** A piece of a model response's text or thinking as it streams. */
export type TextPiece = {
  /** The agent that made it: `main` (the conversation), or the subagent's id. */
  agent: string
  /** The model response it belongs to. */
  response: string
  kind: 'text' | 'thinking'
  /** The response's content block it belongs to. */
  block: number
  text: string
}

/** One thing the guard did, with what the model reads and what the person is shown. */
export type Intervention = {
  action: Action
  rule: Rule
  /** The agent whose call or response it is: `main`, or the subagent's id. */
  agent: string
  tool: string
  excerpt: string
  count: number
  /** The first line of the error the repeated call failed with, when it failed (for the person's rows). */
  error?: string
  /** What the model reads: a note for `context`, or the refusal. Absent in observe mode and on `abort`. */
  modelText?: string
  /** What the user is shown; absent on a refusal that also ends the turn, whose `abort` says both. */
  toast?: string
  debug: string
}
