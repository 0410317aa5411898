/**
 * `repeat`: a chain of identical calls with identical outcomes (success or failure).
 *
 * A chain is the calls of one key whose outcome is the same (judge.ts: every difference
 * from the run before proven noise). Any number of
 * read-only or failed calls may stand between two of its runs: only progress (a call
 * of another key that succeeded and changed something) ends it, or a changed outcome,
 * or a reset. Advisories at `warnAt` and on the call before `blockAt`, then on every
 * call; the `blockAt`-th identical call is refused before it runs.
 */
import * as say from '../advice.js'
import { atLeast } from '../judge.js'
import { NO_WORDS, keepOnly, nextIsRefused, situation, tierOf, verdictOf } from './detector.js'
import type { Detector, Live, Signed } from './detector.js'
import { remember } from '../bounded.js'

/**
 * `run`: the chain's latest run, judged against the call's next run; `identical`: how many
 * runs in a row, ending with it, read the very same (what the output pointer needs).
 */
type Chain = { tool: string; run: Signed; error?: string; count: number; identical: number; announced: number }

const MAX_CHAINS = 64

export const repeat: Detector<Map<string, Chain>> = {
  rule: 'repeat',
  fresh: () => new Map(),
  size: (chains) => chains.size,

  before(chains, call, settings) {
    const chain = chains.get(call.key)
    if (chain === undefined || chain.count + 1 < settings.blockAt) return undefined
    return { rule: 'repeat', action: 'block', situation: situation(call, chain.count + 1, chain.error), words: NO_WORDS, reason: 'identical call refused', keys: [call.key] }
  },

  after(chains, ran, settings) {
    const { call } = ran
    if (ran.progress) keepOnly(chains, call.key) // every other chain ends
    const previous = chains.get(call.key)
    const verdict = previous === undefined ? 'different' : verdictOf(previous.run, ran)
    const chain: Chain = previous !== undefined && atLeast(verdict, 'same') ? previous : { tool: call.tool, run: ran, count: 0, identical: 0, announced: 0 }
    chain.identical = verdict === 'identical' ? chain.identical + 1 : 1
    chain.run = ran
    if (ran.error !== undefined) chain.error = ran.error
    chain.count++
    remember(chains, call.key, chain, MAX_CHAINS)
    const tier = tierOf(settings, chain.count)
    if (tier === 0 || (tier !== 3 && tier <= chain.announced)) return undefined
    chain.announced = tier
    const s = situation(call, chain.count, chain.error)
    const refusedNext = nextIsRefused(settings, chain.count)
    return { rule: 'repeat', action: 'warn', situation: s, words: () => say.chainAdvisory(s, tier, refusedNext), reason: `advisory tier ${tier}`, keys: [call.key] }
  },

  repeats: (chains, key) => chains.get(key)?.count ?? 0,
  identicalRuns: (chains, key) => chains.get(key)?.identical ?? 0,
  liveAfter: (chains, key) => (chains.get(key)?.count ?? 0) >= 2,

  live(chains) {
    let longest: Chain | undefined
    for (const chain of chains.values()) if (chain.count >= 2 && (longest === undefined || chain.count > longest.count)) longest = chain
    if (longest === undefined) return undefined
    const live: Live = { tool: longest.tool, count: longest.count, what: longest.error !== undefined ? 'same failure' : 'same output', warned: longest.announced > 0 }
    return live
  },
}
