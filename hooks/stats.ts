/**
 * The guard's counts for the session: its notes, warnings, refusals and ended turns, the
 * distinct loops it flagged, and the longest repeats, for `/loop-guard` and the lifetime totals.
 *
 * Contract (pure): `flagLoop` counts a loop once, however many calls it spans and whichever
 * rules flag it (calls already flagged under another loop merge into this one);
 * `noteTop` keeps the `MAX_TOP_REPEATS` longest repeats, the shortest giving way; an entry's
 * excerpt is made only when the report shows it. `zeroStats` starts a new session's counts.
 */
import type { Situation } from './advice.js'
import { remember } from './bounded.js'
import type { Rule } from './vocabulary.js'

/** Keys remembered per agent as belonging to a flagged loop. */
const MAX_FLAGGED = 64
/** Calls the report's longest repeats list at most. */
const MAX_TOP_REPEATS = 64

export type GuardStats = {
  notes: number
  warnings: number
  refusals: number
  turnsEnded: number
  /** Distinct loops that drew at least one intervention: one cycle is one loop. */
  chainsFlagged: number
  /** The longest repeat per call, with the rule that flagged it if one did, for the report. */
  topRepeats: Map<string, { tool: string; excerpt: string; count: number; rule?: Rule }>
}

export function freshStats(): GuardStats {
  return { notes: 0, warnings: 0, refusals: 0, turnsEnded: 0, chainsFlagged: 0, topRepeats: new Map() }
}

export function zeroStats(stats: GuardStats): void {
  Object.assign(stats, { notes: 0, warnings: 0, refusals: 0, turnsEnded: 0, chainsFlagged: 0 })
  stats.topRepeats.clear()
}

/** Counts loop `id`, made of the calls `keys`, once in `chainsFlagged`; `flagged` is its agent's key → loop map. */
export function flagLoop(stats: GuardStats, flagged: Map<string, number>, keys: readonly string[], id: number): void {
  const earlier = new Set<number>()
  for (const key of keys) {
    const known = flagged.get(key)
    if (known !== undefined) earlier.add(known)
  }
  stats.chainsFlagged += 1 - earlier.size
  for (const key of keys) remember(flagged, key, id, MAX_FLAGGED)
}

/** Keeps the longest repeats per call for the report, with the rule that flagged it, if one did. */
export function noteTop(stats: GuardStats, key: string, rule: Rule | undefined, s: Situation, tools?: readonly string[]): void {
  const top = stats.topRepeats
  const seen = top.get(key)
  if (seen !== undefined) {
    seen.count = Math.max(seen.count, s.count)
    if (rule !== undefined) seen.rule = rule
    return
  }
  if (top.size >= MAX_TOP_REPEATS) {
    // the shortest repeat gives way: a top list, not a recency cap
    let smallest: string | undefined
    for (const [k, v] of top) if (smallest === undefined || v.count < top.get(smallest)!.count) smallest = k
    if (smallest !== undefined && top.get(smallest)!.count >= s.count) return
    if (smallest !== undefined) top.delete(smallest)
  }
  const tool = tools !== undefined && tools.length > 0 ? tools.join(' → ') : s.tool
  const entry = {
    tool,
    get excerpt() {
      return s.excerpt // made when the report shows it
    },
    count: s.count,
  }
  top.set(key, rule !== undefined ? Object.assign(entry, { rule }) : entry)
}
