/**
 * `/loop-guard allow [n]`: the person lets the most recently refused call run again.
 *
 * Contract (pure): `refused(c, runs)` notes the refusal `allow` reaches (a new refusal always;
 * a standing one again only when it is another call). `allow(times)` grants up to `times` runs
 * of that exact call on its agent, under a ceiling no override passes (twice `blockAt`, or 20
 * when blocking is off); `use(c)` spends one run when that call comes. `forget()` drops both.
 */
import type { Settings } from './options.js'
import type { CallInfo } from './vocabulary.js'

/** `call` is kept for its excerpt, made only if `/loop-guard allow` names it. */
type LastRefusal = { agent: string; key: string; tool: string; call: CallInfo; runs: number }

export type Granted = { tool: string; excerpt: string; granted: number; ceiling: number }

export class Allowance {
  /** The most recent refusal: `/loop-guard allow` reaches it even after its turn ended. */
  private lastRefused?: LastRefusal
  private allowance?: { agent: string; key: string; left: number; runs: number }

  constructor(private readonly settings: Settings) {}

  /** A refusal of `c` after `runs` runs; `again` for a refusal that stood already, noted only when another call was refused since. */
  refused(c: CallInfo, runs: number, again: boolean): void {
    if (again && this.lastRefused?.agent === c.agent && this.lastRefused.key === c.key) return
    this.lastRefused = { agent: c.agent, key: c.key, tool: c.tool, call: c, runs }
  }

  /** Spends one run the person allowed this exact call, if there is one. */
  use(c: CallInfo): boolean {
    const a = this.allowance
    if (a === undefined || a.agent !== c.agent || a.key !== c.key || a.left <= 0) return false
    a.left--
    a.runs++
    return true
  }

  allow(times: number): Granted | undefined {
    const last = this.lastRefused
    if (last === undefined) return undefined
    const ceiling = this.ceiling()
    const current = this.allowance?.agent === last.agent && this.allowance.key === last.key ? this.allowance : undefined
    const runs = current?.runs ?? last.runs
    const left = current?.left ?? 0
    const granted = Math.max(0, Math.min(times, ceiling - runs - left))
    this.allowance = { agent: last.agent, key: last.key, left: left + granted, runs }
    return { tool: last.tool, excerpt: last.call.excerpt, granted, ceiling }
  }

  /** No override lets one chain run more calls than this: twice `blockAt`, or 20 when blocking is off. */
  ceiling(): number {
    return this.settings.blockAt > 0 ? 2 * this.settings.blockAt : 20
  }

  forget(): void {
    this.lastRefused = undefined
    this.allowance = undefined
  }
}
