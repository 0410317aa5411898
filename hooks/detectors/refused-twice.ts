/**
 * `refused-twice`: the same call refused again and again by a person or a permission
 * rule. A loop of refusals is a loop: a note at the second refusal, a firmer one on
 * the refusal before `blockAt`, and from `blockAt` on the guard refuses the call itself
 * (and ends the main turn after `abortAfter` refusals). The call running again, with
 * any outcome, ends the record.
 */
import * as say from '../advice.js'
import { NO_WORDS, nextIsRefused, situation, tierOf } from './detector.js'
import type { Detector } from './detector.js'
import { remember } from '../bounded.js'

type Refusals = { tool: string; count: number; announced: number }

const MAX_RECORDS = 64

export const refusedTwice: Detector<Map<string, Refusals>> = {
  rule: 'refused-twice',
  fresh: () => new Map(),
  size: (records) => records.size,

  before(records, call, settings) {
    const record = records.get(call.key)
    if (record === undefined || record.count + 1 < settings.blockAt) return undefined
    return { rule: 'refused-twice', action: 'block', situation: situation(call, record.count + 1), words: NO_WORDS, reason: 'call refused again', keys: [call.key] }
  },

  refused(records, call, settings) {
    const record = records.get(call.key) ?? { tool: call.tool, count: 0, announced: 0 }
    record.count++
    remember(records, call.key, record, MAX_RECORDS)
    const s = situation(call, record.count)
    if (record.count === 2) {
      record.announced = 1
      return { rule: 'refused-twice', action: 'note', situation: s, words: () => say.refusedTwiceNote(s), reason: 'same call refused twice', keys: [call.key] }
    }
    const tier = tierOf(settings, record.count)
    if (record.count < 3 || tier < 2 || (tier === 2 && record.announced >= 2)) return undefined
    record.announced = tier
    const refusedNext = nextIsRefused(settings, record.count)
    return { rule: 'refused-twice', action: 'warn', situation: s, words: () => say.refusedAgainNote(s, refusedNext), reason: `refused ${record.count} times`, keys: [call.key] }
  },

  after(records, ran) {
    records.delete(ran.call.key)
    return undefined
  },

  liveAfter: (records, key) => (records.get(key)?.count ?? 0) >= 2,
  live(records) {
    let most: Refusals | undefined
    for (const r of records.values()) if (r.count >= 2 && (most === undefined || r.count > most.count)) most = r
    return most === undefined ? undefined : { tool: most.tool, count: most.count, what: 'refused each time', warned: most.announced > 0 }
  },
}
