/**
 * Loop events for the operator's OpenTelemetry collector, carried by the engine's own records.
 *
 * Contract: a third-party plugin cannot raise a collector record (`$.telemetry.log` answers
 * "serves the plugins built into Claude Code alone", seen on 2.1.332), but it may hook the
 * engine's records on their way out (`telemetry.log` to `collector`) and add attributes. The
 * engine's records of a call (`tool_decision`, `tool_result`) leave before the guard has
 * judged its outcome, and a refused call has none, so `note(intervention, …)` turns each
 * intervention into `loop_guard.*` attributes that wait, and `take()`, asked for each
 * record the engine exports, hands the oldest waiting set to that record: one record per
 * intervention, the next one the session exports (in a real session, the model's next
 * request; after an ended turn, the person's next prompt). The attributes are names, ids and
 * numbers only: rule, action, tool, count, agent, the call's `tool_use_id` (to join the
 * engine's records of that call), calls and tokens saved, whether the turn ended; never an
 * excerpt, an argument, an error or a path. The record's own `session.id` says the session.
 * A refusal that ends the turn is one record (`turn_ended` 1). The engine raises its records
 * whether or not they leave the machine, so nothing is kept unless `exporting(true)` said
 * the operator's log export is on; at most MAX_PENDING wait, the oldest dropped; what waits
 * when the session ends is not exported.
 */
import type { Intervention } from './vocabulary.js'

export type LoopAttributes = Record<string, string | number>

export const MAX_PENDING = 64

export class CollectorNotes {
  private on = false
  private readonly pending: LoopAttributes[] = []

  /** One intervention, with the id of the call it acted on when there is one, to ride on the next record. */
  note(i: Intervention, of: { toolUseId?: string | undefined; tokensSaved?: number | undefined; endsTurn?: boolean } = {}): void {
    if (!this.on) return
    const saved = i.action === 'block' ? 1 : 0
    const attributes: LoopAttributes = {
      'loop_guard.rule': i.rule,
      'loop_guard.action': i.action,
      'loop_guard.tool': i.tool,
      'loop_guard.count': i.count,
      'loop_guard.agent': i.agent,
      'loop_guard.calls_saved': saved,
      'loop_guard.tokens_saved': saved > 0 ? Math.round(of.tokensSaved ?? 0) : 0,
      'loop_guard.turn_ended': i.action === 'abort' || of.endsTurn === true ? 1 : 0,
    }
    if (of.toolUseId !== undefined) attributes['loop_guard.tool_use_id'] = of.toolUseId
    this.pending.push(attributes)
    if (this.pending.length > MAX_PENDING) this.pending.shift()
  }

  /** Whether the operator's log export is on: records leave the machine only then. */
  exporting(on: boolean): void {
    this.on = on
    if (!on) this.pending.length = 0
  }

  /** The loop-guard attributes the record now leaving carries: the oldest waiting, if any. */
  take(): LoopAttributes | undefined {
    return this.pending.shift()
  }

  /** How many interventions wait for their record. */
  get waiting(): number {
    return this.pending.length
  }
}
