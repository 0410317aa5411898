/**
 * Toasts, one at a time: which of the guard's toasts to show now, and which to hold.
 *
 * Why: the engine keeps one toast of a plugin on screen; a newer one cuts the shown one
 * short, and pushes out one still waiting unseen, writing a warning row into the
 * person's transcript. Interventions come milliseconds apart (a refusal, the next one,
 * the turn ended), so each would be lost but the last.
 *
 * Contract (pure: the caller passes the time and runs the timer):
 * - `offer(chain, text, now)` returns the text to show now, or undefined when a toast
 *   shown less than TOAST_MS ago is still up; then the text waits, and a later offer
 *   for the same chain replaces it (the latest state wins, in the chain's place in line).
 * - `due(now)` is called when a toast's time is up (`TOAST_MS` after it was shown): it
 *   returns the oldest waiting chain's latest text, to show now, or undefined.
 * - At most one toast per TOAST_MS, so none gives way unseen; at most MAX_WAITING
 *   chains wait (the oldest leaves first); `clear()` drops what waits.
 */
import { keep } from './bounded.js'

/** How long a toast stays: the engine's default, passed explicitly so both agree. */
export const TOAST_MS = 4000
const MAX_WAITING = 16
/** A timer may fire a little before the clock it is read by says the time is up. */
const SLACK_MS = 100

export class ToastQueue {
  /** When the toast on screen is done; undefined when none is. */
  private shownUntil: number | undefined
  private readonly waiting = new Map<string, string>()

  offer(chain: string, text: string, now: number): string | undefined {
    keep(this.waiting, chain, text, MAX_WAITING)
    return this.due(now)
  }

  due(now: number): string | undefined {
    if (this.shownUntil !== undefined && now < this.shownUntil - SLACK_MS) return undefined
    const next = this.waiting.entries().next()
    if (next.done === true) {
      this.shownUntil = undefined
      return undefined
    }
    const [chain, text] = next.value
    this.waiting.delete(chain)
    this.shownUntil = now + TOAST_MS
    return text
  }

  clear(): void {
    this.waiting.clear()
  }
}
