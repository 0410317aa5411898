/**
 * `cycle`: two to `MAX_PERIOD` calls going round with unchanged outcomes.
 *
 * A cycle is found when the latest calls are two whole rounds of distinct calls with
 * identical outcomes (`grep A, grep B, grep A, grep B`). Once found it lives on while
 * its calls come back unchanged: other calls between its rounds (reads, failures) do
 * not end it; progress by a call outside it, a changed outcome of one of its calls,
 * or a reset does. Each of its calls counts its rounds. From `warnAt` rounds on the
 * cycle claims its calls (no other rule speaks for them): one advisory at `warnAt`,
 * a firmer one before `blockAt`, then one per round. A call is refused at `blockAt`
 * only when no other call of the cycle changed the workspace since its last run:
 * edits that undo each other are advised, never refused; the same write with only a
 * failing check between is refused.
 */
import * as say from '../advice.js'
import { NO_WORDS, nextIsRefused, sameRun, situation, tierOf } from './detector.js'
import type { Detector, Finding, Signed } from './detector.js'
import type { CallInfo } from '../vocabulary.js'

/** The longest cycle looked for; the history holds two of its rounds. */
export const MAX_PERIOD = 8
const HISTORY = 2 * MAX_PERIOD

/** `run` is read for its signature only when two entries of one key are compared. */
type Entry = { key: string; run: Signed; tool: string; progress: boolean }
type Member = { tool: string; run: Signed; count: number; progress: boolean }
type Cycle = { id: string; members: Map<string, Member>; tools: string[]; announced: number; announcedRounds: number }
type Memory = { history: Entry[]; cycle?: Cycle }

export const cycle: Detector<Memory> = {
  rule: 'cycle',
  fresh: () => ({ history: [] }),
  size: (m) => m.history.length + (m.cycle?.members.size ?? 0),

  before(m, call, settings) {
    const member = m.cycle?.members.get(call.key)
    if (m.cycle === undefined || member === undefined || member.count < settings.warnAt) return undefined
    const othersChanged = [...m.cycle.members].some(([key, other]) => key !== call.key && other.progress)
    if (othersChanged || member.count + 1 < settings.blockAt) return claim(m.cycle, call, member.count)
    return { rule: 'cycle', action: 'block', situation: situation(call, member.count + 1), words: NO_WORDS, reason: `cycle of ${m.cycle.tools.length} refused`, keys: [...m.cycle.members.keys()], tools: m.cycle.tools }
  },

  after(m, ran, settings) {
    const { call } = ran
    m.history.push({ key: call.key, run: ran, tool: call.tool, progress: ran.progress })
    if (m.history.length > HISTORY) m.history.shift()
    const live = m.cycle
    const member = live?.members.get(call.key)
    if (live !== undefined) {
      if (member !== undefined && sameRun(member.run, ran)) {
        member.count++
        member.progress = ran.progress
      } else if (member !== undefined || ran.progress) {
        delete m.cycle
      }
    }
    const found = findCycle(m.history)
    if (found !== undefined && found.id !== m.cycle?.id) m.cycle = found
    const current = m.cycle?.members.get(call.key)
    if (m.cycle === undefined || current === undefined || current.count < settings.warnAt) return undefined
    const tier = tierOf(settings, current.count)
    const fresh = tier > m.cycle.announced || (tier === 3 && current.count > m.cycle.announcedRounds)
    if (tier === 0 || !fresh) return claim(m.cycle, call, current.count)
    m.cycle.announced = tier
    m.cycle.announcedRounds = current.count
    const s = situation(call, current.count)
    const { tools } = m.cycle
    const rounds = current.count
    const refusedNext = nextIsRefused(settings, rounds)
    return { rule: 'cycle', action: 'warn', situation: s, words: () => say.cycleAdvisory(tools, rounds, tier, refusedNext), reason: `cycle of ${m.cycle.tools.length}`, keys: [...m.cycle.members.keys()], tools: m.cycle.tools }
  },

  liveAfter: (m) => m.cycle !== undefined,
  live(m) {
    if (m.cycle === undefined) return undefined
    const rounds = Math.max(...[...m.cycle.members.values()].map((x) => x.count))
    return { tool: m.cycle.tools.join(' → '), count: rounds, what: 'cycle', warned: m.cycle.announced > 0 }
  },
}

/** The call belongs to the cycle: no other rule speaks for it. */
function claim(c: Cycle, call: CallInfo, count: number): Finding {
  return { rule: 'cycle', action: 'quiet', situation: situation(call, count), words: NO_WORDS, reason: 'cycle', keys: [...c.members.keys()], tools: c.tools }
}

/**
 * The tail of the history as a cycle, if it is one: the smallest period from 2 to
 * `MAX_PERIOD` whose last two rounds are the same distinct calls with the same outcomes.
 * Each call of it counts the rounds it has been seen in.
 */
export function findCycle(history: readonly Entry[]): Cycle | undefined {
  const newest = history.length - 1
  const key = history[newest]?.key
  // A round holds each of its calls once, so the one period a cycle ending here can have is the
  // distance to this call's previous run: a longer round would hold it twice, a shorter one not at all.
  let period = 1
  while (period <= MAX_PERIOD && period <= newest && history[newest - period]!.key !== key) period++
  if (period < 2 || period > MAX_PERIOD || history.length < 2 * period) return undefined // most calls: no round ends here
  let matched = 0
  for (let i = newest; i - period >= 0 && same(history[i]!, history[i - period]!); i--) matched++
  if (matched < period) return undefined
  const round = history.slice(history.length - period)
  if (new Set(round.map((h) => h.key)).size < period) return undefined // one call twice in a round: a shorter loop, or none
  const members = new Map<string, Member>()
  for (const h of round) members.set(h.key, { tool: h.tool, run: h.run, count: 0, progress: h.progress })
  for (const h of history.slice(history.length - matched - period)) members.get(h.key)!.count++
  const ids = round.map((h) => `${h.key}\n${h.run.signature}`)
  const start = ids.indexOf([...ids].sort()[0]!)
  return { id: [...ids.slice(start), ...ids.slice(0, start)].join('\u0001'), members, tools: round.map((h) => h.tool), announced: 0, announcedRounds: 0 }
}

const same = (a: Entry, b: Entry): boolean => a.key === b.key && sameRun(a.run, b.run)
