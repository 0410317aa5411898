/**
 * The replay: a recorded session driven through the call cycle the mod runs
 * (hooks/call-cycle.ts), to learn what the guard would have done. This module only turns
 * recorded events into the cycle's inputs and collects the audit's actions; what each
 * event does is the cycle's.
 *
 * Contract: `replaySession(session, events, settings)` (events one by one, or `{ batches }`)
 * runs one fresh, wordless cycle over one session's events and returns its calls, the
 * guard's actions, the loops they point at and the calls a refusal would have saved. Per event:
 * - a call: its model response and usage go to the cycle (tokens); then, unless the cycle
 *   skips its tool (transparent, as in the mod), `callKey` and `argumentExcerpt` of its
 *   input, on its agent and step, and the cycle's `before`: a refusal is recorded and the call
 *   counts as saved; its real outcome is not fed (in the counterfactual it never ran). An
 *   `abort` ends the main turn as the engine would (`turnEndedByGuard`) and every later
 *   call, of any agent, is saved and fed nothing until the next person's prompt.
 *   Otherwise `readOutcome` of the recorded result, with the read-only estimate for a success
 *   (read-only.ts), then `after`. A call the transcript has no result for (loop-guard's
 *   own refusal included: that call never ran) gets `before` only. The call's index stands
 *   for its tool-use id in the cycle's pointer hand-off: a result the model would have read
 *   as a pointer (a text-only output, as the mod points only at those) adds its recorded
 *   length to `notReread`. A result recorded behind loop-guard's own pointer (`pointer`) had
 *   the outcome of that call's previous run by its agent, which is what the mod compared, so
 *   that outcome is fed again (the tool's own record only when no earlier run is known;
 *   events given as an array with no such result keep no previous runs).
 * - a text or thinking block (claude format): `responseText`; a text loop that ends the main
 *   response is an action at the position of the next call (`index` = the calls before it),
 *   and every later call until a person's prompt is saved, as after an ended turn.
 * - a person's prompt: `personPrompt`; an interrupt: `turnEnded('main', true)`; a turn
 *   end: `turnEnded(agent, false)`; a compaction: `compacted(agent)`.
 * - what loop-guard itself did in the recorded session (`guard` events) is counted in
 *   `guardWasOn`, apart from what the replay finds: it changes nothing in the replay.
 * Actions are listed by call index; a call's `block` comes before its `abort`.
 * `reader` reads a call's key and outcome (`readCall` by default); the suggester
 * (suggest.ts) passes one that remembers them, to replay one history many times.
 * `tokens` (hooks/tokens.ts) is present when the transcript recorded usage: every call
 * counts in its response, a call the guard acted on is in a loop, a saved one is saved.
 */
import { remember } from '../hooks/bounded.js'
import { CallCycle } from '../hooks/call-cycle.js'
import { callInfoNow } from '../hooks/call-key.js'
import type { Outcome, ResultSignals } from '../hooks/outcome.js'
import type { Settings } from '../hooks/options.js'
import { readOutcomeNow } from '../hooks/outcome.js'
import type { LoopTokens } from '../hooks/tokens.js'
import { isReadOnlyCall } from './read-only.js'
import type { RecordedCall, RecordedResult, TranscriptEvent } from './transcripts.js'
import type { Action, CallInfo, Intervention, Rule } from '../hooks/vocabulary.js'

/** One thing the guard would have done, as `--json` prints it. */
export type AuditAction = {
  /** 0-based index of the call among the session's tool calls. */
  index: number
  /** `main` or the subagent's id. */
  agent: string
  tool: string
  action: Action
  /** Repeats so far (identical calls, cycle rounds or failures, by rule). */
  count: number
  rule: Rule
}

/** The calls of one key by one agent that drew actions: a loop, for people. */
export type FoundLoop = {
  agent: string
  tool: string
  excerpt: string
  /** The highest count any of its actions reached. */
  count: number
  /** Its actions, in call order. */
  actions: AuditAction[]
}

export type SessionAudit = {
  session: string
  /** Tool calls read. */
  calls: number
  actions: AuditAction[]
  loops: FoundLoop[]
  /** Calls that would not have run: refused, or after the turn was ended. */
  saved: number
  /** What the calls cost in tokens, when the transcript recorded usage (hooks/tokens.ts). */
  tokens?: LoopTokens
  /** Outputs the model would have read as a pointer (pointer.ts), and their characters as recorded. */
  notReread?: { calls: number; chars: number }
  /** What loop-guard itself did in the recorded session, when it was on and did anything. */
  guardWasOn?: GuardWasOn
}

/** loop-guard's doings in a recorded session: notes and warnings the model read, outputs replaced by a pointer, calls refused, turns ended. */
export type GuardWasOn = { advised: number; pointed: number; refused: number; endedTurns: number }

/**
 * How a recorded call is read: the guard's view of the call, and of its recorded result,
 * each given at once unless a hash must be waited for (the replay awaits only a promise).
 */
export type CallReader = {
  info(call: RecordedCall): CallInfo | Promise<CallInfo>
  outcome(call: RecordedCall, result: RecordedResult): Outcome | Promise<Outcome>
}

/** A session's events a batch at a time, as `readSessionBatches` gives them: one step per batch, not per event. */
export type EventBatches = { batches: Iterable<readonly TranscriptEvent[]> }

export const readCall: CallReader = {
  info: (call) => callInfoNow(call.loop, call.tool, call.input, call.step),
  outcome: (call, result) =>
    readOutcomeNow(
      // only a success asks whether the call changed anything
      { isError: result.isError, text: result.text, result: result.raw, isReadOnly: !result.isError && isReadOnlyCall(call.tool, call.input) },
      result.aborted === true || result.permissionDenied === true ? signalsOf(result) : NO_SIGNALS,
      call.input,
    ),
}

const NO_SIGNALS: ResultSignals = {}
/** Calls whose latest outcome is kept for a pointer that may follow: far more than the guard's own chains reach back. */
const MAX_LAST_RUNS = 4096

/** What the transcript recorded beside a result: an interrupt, a permission refusal. */
function signalsOf(result: RecordedResult): ResultSignals {
  return { ...(result.aborted === true ? { aborted: true } : {}), ...(result.permissionDenied === true ? { permission: { decision: 'deny' } } : {}) }
}

export async function replaySession(
  session: string,
  events: Iterable<TranscriptEvent> | EventBatches,
  settings: Settings,
  reader: CallReader = readCall,
): Promise<SessionAudit> {
  const cycle = new CallCycle(settings, { words: false }) // the audit reports what the guard did, never its words
  const actions: AuditAction[] = []
  const loops = new Map<string, FoundLoop>() // agent + call key → its loop record
  let calls = 0
  const guardWasOn: GuardWasOn = { advised: 0, pointed: 0, refused: 0, endedTurns: 0 }
  const lastRuns = new Map<string, { outcome: Outcome; chars: number }>() // loop + call key → its latest run's outcome, for the runs behind a pointer
  // a session held in memory and replayed many times (suggest.ts) keeps them only when it has such a run
  const keepsRuns = !Array.isArray(events) || events.some((e: TranscriptEvent) => e.kind === 'call' && e.result?.pointer === true)

  const record = (call: RecordedCall, info: CallInfo, interventions: Intervention[]): void => {
    for (const i of interventions) {
      const action: AuditAction = { index: call.index, agent: call.loop, tool: call.tool, action: i.action, count: i.count, rule: i.rule }
      actions.push(action)
      const id = `${call.loop}\n${info.key}`
      const found = loops.get(id) ?? { agent: call.loop, tool: call.tool, excerpt: info.excerpt, count: 0, actions: [] }
      found.count = Math.max(found.count, i.count)
      found.actions.push(action)
      loops.set(id, found)
    }
  }

  const batches = 'batches' in events ? events.batches : [events]
  for (const batch of batches) for (const event of batch) {
    if (event.kind === 'guard') {
      if (event.did === 'ended-turn') guardWasOn.endedTurns++
      else guardWasOn[event.did]++
      continue
    }
    if (event.kind === 'text') {
      if (cycle.stopped) continue
      const found = cycle.responseText({ agent: event.loop, response: event.response, kind: event.textKind, block: event.block, text: event.text })
      for (const i of found) {
        const action: AuditAction = { index: event.callsBefore, agent: event.loop, tool: i.tool, action: i.action, count: i.count, rule: i.rule }
        actions.push(action)
        const id = `${event.loop}\ntext-loop ${event.response} ${event.block}`
        loops.set(id, { agent: event.loop, tool: i.tool, excerpt: i.excerpt, count: i.count, actions: [action] })
      }
      // an ended main response ends its turn: what the history shows after it, until a prompt, would not have run
      if (cycle.stopped) cycle.turnEndedByGuard()
      continue
    }
    if (event.kind === 'person-prompt') {
      cycle.personPrompt()
      continue
    }
    if (event.kind === 'call') {
      calls++
      if (event.response !== undefined) {
        cycle.toolUse(event.response)
        if (event.usage !== undefined) cycle.usage(event.response, event.usage)
      }
    }
    if (cycle.stopped) {
      if (event.kind === 'call') cycle.notRun(event.response)
      continue
    }
    switch (event.kind) {
      case 'interrupt':
        cycle.turnEnded('main', true)
        break
      case 'turn-end':
        cycle.turnEnded(event.loop, false)
        break
      case 'compaction':
        cycle.compacted(event.loop)
        break
      case 'call': {
        if (cycle.skips(event.tool)) break
        const asked = reader.info(event)
        const info = asked instanceof Promise ? await asked : asked
        const verdict = cycle.before(info, event.response)
        if (verdict.length > 0) {
          record(event, info, verdict)
          // an abort ends the main turn: every later call, until a person's prompt, would not have run
          if (cycle.stopped) cycle.turnEndedByGuard()
          break
        }
        const result = event.result
        if (result === undefined) break
        const run = keepsRuns ? `${event.loop}\n${info.key}` : ''
        const before = result.pointer === true ? lastRuns.get(run) : undefined
        const read = before !== undefined ? before.outcome : reader.outcome(event, result)
        const outcome = read instanceof Promise ? await read : read
        const chars = before !== undefined ? before.chars : result.text.length
        if (keepsRuns) remember(lastRuns, run, { outcome, chars }, MAX_LAST_RUNS) // the latest run goes last: the oldest is forgotten first
        const notes = cycle.after(info, outcome, event.response)
        if (notes.length > 0) record(event, info, notes)
        // the call's index stands for its tool-use id; what the model read behind loop-guard's pointer was text
        const toolUseId = String(event.index)
        if (cycle.holdPointer(toolUseId, info, chars, cycle.identicalRuns(info, outcome))) cycle.takePointer(toolUseId, result.pointer === true ? result.text : (result.raw ?? result.text))
        break
      }
    }
  }

  const byIndex = (a: AuditAction, b: AuditAction): number => a.index - b.index
  const found = [...loops.values()]
  for (const loop of found) loop.actions.sort(byIndex)
  found.sort((a, b) => byIndex(a.actions[0]!, b.actions[0]!))
  const cost = cycle.tokens.figures()
  const saved = cycle.counts.saved
  const notReread = { ...cycle.counts.notReread }
  const wasOn = guardWasOn.advised + guardWasOn.pointed + guardWasOn.refused + guardWasOn.endedTurns > 0
  return { session, calls, actions: actions.sort(byIndex), loops: found, saved, notReread, ...(cost !== undefined ? { tokens: cost } : {}), ...(wasOn ? { guardWasOn } : {}) }
}
