/**
 * The guard's state machine: which calls repeat, and what to do about it.
 *
 * Contract (pure: no engine types, no clock, no I/O; the mod and the audit CLI share it):
 * - `beforeCall(call)` decides before a call runs: nothing, or a refusal (`block`),
 *   possibly with `abort` when the main loop has had `abortAfter` refusals in one
 *   person's request (then only the `abort` carries a toast). Only in `enforce` mode.
 * - `afterCall(call, outcome)` counts the call and returns at most one note for the
 *   model (`note` or `warn`), each with a toast and a debug line.
 * - Calls are counted per loop (`main` or a subagent's id). A **chain** is the calls of
 *   one key whose outcomes are unchanged. Between two of its calls there may be up to
 *   `MAX_GAP` other calls that changed nothing (reads, failures); a call of another
 *   key that succeeded and is not read-only is progress and ends every other chain.
 *   Transparent tools are invisible; parallel twins (same key, same model response)
 *   count once; refusals, interrupts and ignorable errors neither count nor clear.
 * - `personPrompt`, `turnEnded`, `compacted` and `forgetAll` are the resets; every map
 *   is capped, so state stays bounded whatever the session does.
 *
 * The detectors, each a named rule:
 * - `repeated-failure`: the same call failed with an error it already had (issue: the
 *   second identical failure, or an error among its last three).
 * - `repeat`: a chain of identical calls with identical outcomes (success or failure),
 *   interleaved with read-only calls or not: advisories at `warnAt` and before
 *   `blockAt`, refusal at `blockAt`.
 * - `cycle`: two to four calls going round with unchanged outcomes, even when a call
 *   in the cycle writes. A call is refused only when no other call changed the
 *   workspace since its previous identical call: edits that undo each other are
 *   advised, never refused; the same write with only a failing check between is refused.
 * - `rotating-arguments`: one tool failing three times in a row with the same error
 *   although its arguments changed.
 * - `refused-twice`: the same call refused twice by a person or a permission rule.
 */
import * as say from './advice.js'
import type { Situation } from './advice.js'
import type { Outcome } from './outcome.js'
import type { Settings } from './options.js'

export type CallInfo = {
  /** `main`, or the subagent's id. */
  loop: string
  tool: string
  /** The call key (call-key.ts). */
  key: string
  /** A short argument excerpt for people. */
  excerpt: string
  /** The model response the call came in, when known: twins share it. */
  step?: string
}

export type Action = 'note' | 'warn' | 'block' | 'abort'
export type Rule = 'repeated-failure' | 'repeat' | 'cycle' | 'rotating-arguments' | 'refused-twice'

export type Intervention = {
  action: Action
  rule: Rule
  loop: string
  tool: string
  excerpt: string
  count: number
  /** What the model reads: a note for `context`, or the refusal. Absent in observe mode and on `abort`. */
  modelText?: string
  /** What the user is shown; absent on a refusal that also ends the turn, whose `abort` says both. */
  toast?: string
  debug: string
}

/** What each rule saw, in the user's words, for toasts. */
const TOAST_DETAIL: Record<Rule, string> = {
  'repeated-failure': 'failed the same way',
  repeat: 'identical calls, same result',
  cycle: 'rounds of the same cycle',
  'rotating-arguments': 'failures, same error with other arguments',
  'refused-twice': 'refused the same call',
}

/** Other calls that may stand between two calls of one chain: a cycle of four has three. */
export const MAX_GAP = 3
const MAX_LOOPS = 32
const MAX_CHAINS_PER_LOOP = 64
const MAX_FAILURE_RECORDS_PER_LOOP = 128
const ERRORS_REMEMBERED = 3
const MAX_REFUSAL_RECORDS = 64
const MAX_TOP_REPEATS = 64
/** Calls remembered per loop for cycles: 64 rounds of the longest cycle. */
const MAX_HISTORY = 256

type Chain = {
  tool: string
  excerpt: string
  /** `ok <fingerprint>` or `err <fingerprint>`. */
  outcome: string
  error?: string
  count: number
  /** Calls of the chain that ran (refused attempts are counted in `count` only). */
  runs: number
  /** The loop's call number of the chain's last call that ran. */
  lastSeq: number
  lastStep?: string
  /** The highest advisory tier already sent. */
  announced: number
  /** Whether the chain's last attempt was refused. */
  refused: boolean
  /** Calls the user let through with `/loop-guard allow`. */
  allowance: number
  /** Whether any rule has flagged this chain (for the report's count). */
  flagged: boolean
}

type FailureRecord = { errors: { fingerprint: string; firstLine: string; count: number }[]; noted: boolean }

type HistoryEntry = { signature: string; tool: string }

type LoopState = {
  /** Counted calls so far on this loop. */
  seq: number
  chains: Map<string, Chain>
  history: HistoryEntry[]
  cycle?: { signature: string; announced: number }
  failures: Map<string, FailureRecord>
  rotating?: { tool: string; fingerprint: string; firstLine: string; keys: Set<string>; length: number; noted: boolean; lastStep?: string }
  refusals: Map<string, number>
  /** Refusals by the guard in this person's request. */
  blocks: number
}

export type GuardStats = {
  notes: number
  warnings: number
  refusals: number
  turnsEnded: number
  /** Distinct chains that drew at least one intervention. */
  chainsFlagged: number
  /** The longest chain per call, for the report. */
  topRepeats: Map<string, { tool: string; excerpt: string; count: number }>
}

export class Guard {
  private readonly loops = new Map<string, LoopState>()
  private lastRefused?: { loop: string; key: string }
  private endedTurn?: { tool: string; count: number }
  private paused = false
  readonly stats: GuardStats = { notes: 0, warnings: 0, refusals: 0, turnsEnded: 0, chainsFlagged: 0, topRepeats: new Map() }

  constructor(readonly settings: Settings) {}

  isTransparent(tool: string): boolean {
    return this.settings.transparentTools.has(tool.toLowerCase())
  }

  get isPaused(): boolean {
    return this.paused
  }

  /** `/loop-guard off` and `on`: a paused guard forgets and says nothing. */
  setPaused(paused: boolean): void {
    this.paused = paused
    if (paused) this.forgetAll()
  }

  /** Decides before the call runs: `[]`, `[block]` or `[block, abort]`. */
  beforeCall(c: CallInfo): Intervention[] {
    const { blockAt, abortAfter, mode } = this.settings
    if (this.paused || mode !== 'enforce' || blockAt === 0 || this.isTransparent(c.tool)) return []
    const loop = this.loops.get(c.loop)
    const chain = loop?.chains.get(c.key)
    if (loop === undefined || chain === undefined || loop.seq - chain.lastSeq > MAX_GAP) return []
    const isTwin = c.step !== undefined && chain.lastStep === c.step
    if (!chain.refused && (isTwin || chain.count + 1 < blockAt)) return []
    if (chain.allowance > 0 && !isTwin) {
      chain.allowance--
      return []
    }
    if (isTwin) return [this.refusalOf(c, chain)] // refused with its twin, counted once
    chain.count++
    chain.lastStep = c.step
    chain.refused = true
    loop.blocks++
    this.lastRefused = { loop: c.loop, key: c.key }
    this.stats.refusals++
    this.noteRepeat(c.key, chain)
    this.flag(chain)
    const block = this.refusalOf(c, chain)
    if (c.loop !== 'main' || abortAfter === 0 || loop.blocks < abortAfter) return [block]
    delete block.toast // one toast for the call: the turn-ended one says it was refused
    this.stats.turnsEnded++
    this.endedTurn = { tool: c.tool, count: chain.count }
    const s = situationOf(chain)
    const abort: Intervention = {
      action: 'abort',
      rule: 'repeat',
      loop: c.loop,
      tool: c.tool,
      excerpt: chain.excerpt,
      count: chain.count,
      toast: say.toast('turn-ended', s, `identical calls, ${loop.blocks} refused`),
      debug: say.debugLine('abort', s, c.loop, `${loop.blocks} refusals in one request`),
    }
    return [block, abort]
  }

  private refusalOf(c: CallInfo, chain: Chain): Intervention {
    const s = situationOf(chain)
    return {
      action: 'block',
      rule: 'repeat',
      loop: c.loop,
      tool: c.tool,
      excerpt: chain.excerpt,
      count: chain.count,
      modelText: say.refusal(s),
      toast: say.toast('refused', s, TOAST_DETAIL.repeat),
      debug: say.debugLine('block', s, c.loop, 'identical call refused'),
    }
  }

  /** Counts a chain once in `chainsFlagged`, whichever rule flagged it first. */
  private flag(chain: Chain): void {
    if (chain.flagged) return
    chain.flagged = true
    this.stats.chainsFlagged++
  }

  /** Counts a call that came back, and returns the one note it earns, if any. */
  afterCall(c: CallInfo, outcome: Outcome): Intervention[] {
    if (this.paused || this.isTransparent(c.tool)) return []
    switch (outcome.kind) {
      case 'ignored':
      case 'interrupted':
        return []
      case 'refused':
        return this.countRefusal(c)
      case 'success':
      case 'failure':
        return this.countCall(c, outcome)
    }
  }

  private countRefusal(c: CallInfo): Intervention[] {
    const loop = this.loopState(c.loop)
    const times = (loop.refusals.get(c.key) ?? 0) + 1
    remember(loop.refusals, c.key, times, MAX_REFUSAL_RECORDS)
    if (times !== 2) return []
    const s: Situation = { tool: c.tool, excerpt: c.excerpt, count: times }
    return [this.note('note', 'refused-twice', c, s, say.refusedTwiceNote(s), 'same call refused twice')]
  }

  private countCall(c: CallInfo, outcome: Extract<Outcome, { kind: 'success' | 'failure' }>): Intervention[] {
    const loop = this.loopState(c.loop)
    const previous = loop.chains.get(c.key)
    const isTwin = previous !== undefined && c.step !== undefined && previous.lastStep === c.step
    if (isTwin) return []

    loop.seq++
    const failed = outcome.kind === 'failure'
    const signature = `${failed ? 'err' : 'ok'} ${outcome.fingerprint}`
    const progress = !failed && !outcome.isReadOnly
    if (progress) {
      for (const key of loop.chains.keys()) if (key !== c.key) loop.chains.delete(key)
    }

    const continues = previous !== undefined && loop.seq - 1 - previous.lastSeq <= MAX_GAP && previous.outcome === signature
    const chain: Chain = continues
      ? previous
      : { tool: c.tool, excerpt: c.excerpt, outcome: signature, count: 0, runs: 0, lastSeq: 0, announced: 0, refused: false, allowance: 0, flagged: false }
    if (failed) chain.error = outcome.firstLine
    chain.count++
    chain.runs++
    chain.lastSeq = loop.seq
    chain.lastStep = c.step
    chain.refused = false
    remember(loop.chains, c.key, chain, MAX_CHAINS_PER_LOOP)
    if (chain.count >= 2) this.noteRepeat(c.key, chain)

    loop.history.push({ signature: `${c.key}\n${signature}`, tool: c.tool })
    const historyCap = Math.min(4 * (Math.max(this.settings.warnAt, this.settings.blockAt) + 2), MAX_HISTORY)
    if (loop.history.length > historyCap) loop.history.splice(0, loop.history.length - historyCap)

    const failure = failed ? this.rememberFailure(loop, c.key, outcome.fingerprint, outcome.firstLine) : undefined
    if (!failed) loop.failures.delete(c.key)
    const rotating = this.trackRotation(loop, c, outcome)

    const cycle = findCycle(loop.history)
    return (
      this.chainAdvice(c, chain, cycle, failure) ??
      this.cycleAdvice(c, loop, cycle) ??
      this.failureAdvice(c, chain, failure) ??
      this.rotationAdvice(c, chain, rotating) ??
      []
    )
  }

  /** Tier 1 at `warnAt`, tier 2 on the call before `blockAt`, tier 3 on every later call. */
  private tierOf(count: number): 0 | 1 | 2 | 3 {
    const { warnAt, blockAt } = this.settings
    const firm = blockAt > 0 ? blockAt - 1 : warnAt + 1
    if (count > firm) return 3
    if (count === firm && firm >= warnAt) return 2
    return count >= warnAt ? 1 : 0
  }

  private chainAdvice(c: CallInfo, chain: Chain, cycle: Cycle | undefined, failure: FailureRecord | undefined): Intervention[] | undefined {
    const tier = this.tierOf(chain.count)
    if (tier === 0 || (tier !== 3 && tier <= chain.announced)) return undefined
    this.flag(chain)
    chain.announced = tier
    if (failure !== undefined) failure.noted = true
    const s = situationOf(chain)
    const { mode, blockAt } = this.settings
    const nextIsRefused = mode === 'enforce' && blockAt > 0 && chain.count + 1 >= blockAt
    const rule: Rule = cycle !== undefined ? 'cycle' : 'repeat'
    const wouldRefuse = mode === 'observe' && blockAt > 0 && chain.count >= blockAt
    return [this.note('warn', rule, c, s, say.chainAdvisory(s, tier, nextIsRefused), `advisory tier ${tier}`, wouldRefuse)]
  }

  private cycleAdvice(c: CallInfo, loop: LoopState, cycle: Cycle | undefined): Intervention[] | undefined {
    if (cycle === undefined) return undefined
    const tier = this.tierOf(cycle.rounds)
    const announced = loop.cycle?.signature === cycle.signature ? loop.cycle.announced : 0
    if (tier === 0 || (tier !== 3 && tier <= announced)) return undefined
    if (announced === 0) this.stats.chainsFlagged++
    loop.cycle = { signature: cycle.signature, announced: tier }
    const s: Situation = { tool: c.tool, excerpt: c.excerpt, count: cycle.rounds }
    return [this.note('warn', 'cycle', c, s, say.cycleAdvisory(cycle.tools, cycle.rounds, tier), `cycle of ${cycle.tools.length}`)]
  }

  private failureAdvice(c: CallInfo, chain: Chain, failure: FailureRecord | undefined): Intervention[] | undefined {
    const last = failure?.errors[failure.errors.length - 1]
    if (failure === undefined || last === undefined || failure.noted || last.count < this.settings.failureNoteAt) return undefined
    failure.noted = true
    this.flag(chain)
    const s = { tool: c.tool, excerpt: c.excerpt, count: last.count, error: last.firstLine }
    const recurring = failure.errors.length > 1
    const text = recurring ? say.recurringFailureNote(s) : say.repeatedFailureNote(s)
    return [this.note('note', 'repeated-failure', c, s, text, recurring ? 'error seen before' : 'same error again')]
  }

  private rotationAdvice(c: CallInfo, chain: Chain, run: LoopState['rotating']): Intervention[] | undefined {
    if (run === undefined || run.noted || run.length < 3 || run.keys.size < 2) return undefined
    run.noted = true
    this.flag(chain)
    const s = { tool: c.tool, excerpt: c.excerpt, count: run.length, error: run.firstLine }
    return [this.note('note', 'rotating-arguments', c, s, say.rotatingArgumentsNote(s), 'same error, other arguments')]
  }

  /** Keeps the last three distinct errors of a call; the matched one moves last. */
  private rememberFailure(loop: LoopState, key: string, fingerprint: string, firstLine: string): FailureRecord {
    const record = loop.failures.get(key) ?? { errors: [], noted: false }
    const at = record.errors.findIndex((e) => e.fingerprint === fingerprint)
    const entry = at >= 0 ? record.errors.splice(at, 1)[0]! : { fingerprint, firstLine, count: 0 }
    entry.count++
    entry.firstLine = firstLine
    record.errors.push(entry)
    if (record.errors.length > ERRORS_REMEMBERED) record.errors.shift()
    remember(loop.failures, key, record, MAX_FAILURE_RECORDS_PER_LOOP)
    return record
  }

  /** Consecutive failures of one tool with one error, whatever the arguments. */
  private trackRotation(loop: LoopState, c: CallInfo, outcome: Outcome): LoopState['rotating'] {
    if (outcome.kind !== 'failure') {
      loop.rotating = undefined
      return undefined
    }
    const run = loop.rotating
    if (run !== undefined && run.tool === c.tool && run.fingerprint === outcome.fingerprint) {
      // calls of one response were sent together, before any error came back: they count once
      if (c.step === undefined || c.step !== run.lastStep) run.length++
      run.lastStep = c.step
      if (run.keys.size < 8) run.keys.add(c.key)
      return run
    }
    loop.rotating = { tool: c.tool, fingerprint: outcome.fingerprint, firstLine: outcome.firstLine, keys: new Set([c.key]), length: 1, noted: false }
    if (c.step !== undefined) loop.rotating.lastStep = c.step
    return loop.rotating
  }

  private note(action: 'note' | 'warn', rule: Rule, c: CallInfo, s: Situation, text: string, reason: string, wouldRefuse = false): Intervention {
    const detail = TOAST_DETAIL[rule]
    if (action === 'note') this.stats.notes++
    else this.stats.warnings++
    const observe = this.settings.mode === 'observe'
    return {
      action,
      rule,
      loop: c.loop,
      tool: c.tool,
      excerpt: c.excerpt,
      count: s.count,
      ...(observe ? {} : { modelText: text }),
      toast: say.toast(wouldRefuse ? 'would-refuse' : 'told', s, detail),
      debug: say.debugLine(action, s, c.loop, reason),
    }
  }

  private noteRepeat(key: string, chain: Chain): void {
    const top = this.stats.topRepeats
    const seen = top.get(key)
    if (seen !== undefined) {
      seen.count = Math.max(seen.count, chain.count)
      return
    }
    if (top.size >= MAX_TOP_REPEATS) {
      let smallest: string | undefined
      for (const [k, v] of top) if (smallest === undefined || v.count < top.get(smallest)!.count) smallest = k
      if (smallest !== undefined && top.get(smallest)!.count >= chain.count) return
      if (smallest !== undefined) top.delete(smallest)
    }
    top.set(key, { tool: chain.tool, excerpt: chain.excerpt, count: chain.count })
  }

  /** `/loop-guard allow [n]`: lets the most recently refused call run n more times, under a ceiling. */
  allow(times: number): { tool: string; excerpt: string; granted: number; ceiling: number } | undefined {
    const last = this.lastRefused
    const chain = last === undefined ? undefined : this.loops.get(last.loop)?.chains.get(last.key)
    if (chain === undefined) return undefined
    const ceiling = this.allowCeiling()
    const granted = Math.max(0, Math.min(times, ceiling - chain.runs - chain.allowance))
    chain.allowance += granted
    return { tool: chain.tool, excerpt: chain.excerpt, granted, ceiling }
  }

  /** No override lets one chain run more calls than this: twice `blockAt`, or 20 when blocking is off. */
  allowCeiling(): number {
    return this.settings.blockAt > 0 ? 2 * this.settings.blockAt : 20
  }

  /** A prompt a person sent: every chain, refusal count and block count starts over. */
  personPrompt(): void {
    this.endedTurn = undefined
    for (const loop of this.loops.values()) {
      loop.chains.clear()
      loop.history = []
      loop.cycle = undefined
      loop.rotating = undefined
      loop.refusals.clear()
      loop.blocks = 0
    }
  }

  /** A turn ended: with an answer, that loop's chains end; aborted, every record goes. */
  turnEnded(loopId: string, aborted: boolean): void {
    if (aborted) {
      this.loops.clear()
      this.lastRefused = undefined
      return
    }
    if (loopId !== 'main') {
      this.loops.delete(loopId) // a subagent's loop is over
      return
    }
    const loop = this.loops.get(loopId)
    if (loop === undefined) return
    loop.chains.clear()
    loop.history = []
    loop.cycle = undefined
    loop.rotating = undefined
  }

  /** After a compaction the model re-reads and re-runs what it forgot: that is not a loop. */
  compacted(loopId: string): void {
    const loop = this.loops.get(loopId)
    if (loop === undefined) return
    loop.chains.clear()
    loop.history = []
    loop.cycle = undefined
    loop.rotating = undefined
    loop.failures.clear()
  }

  /** `session.end` (and `/clear`): nothing is remembered. */
  forgetAll(): void {
    this.loops.clear()
    this.lastRefused = undefined
    this.endedTurn = undefined
  }

  /** A new session (`session.end`, `/clear` included): nothing remembered, counts from zero, resumed. */
  newSession(): void {
    this.forgetAll()
    this.paused = false
    Object.assign(this.stats, { notes: 0, warnings: 0, refusals: 0, turnsEnded: 0, chainsFlagged: 0 })
    this.stats.topRepeats.clear()
  }

  /** The status line: nothing while all is well, else the longest live chain. */
  status(): string | undefined {
    if (this.paused) return 'paused · /loop-guard on resumes'
    if (this.endedTurn !== undefined) return say.statusLine(this.endedTurn.tool, this.endedTurn.count, 'turn ended')
    let longest: Chain | undefined
    for (const loop of this.loops.values()) {
      for (const chain of loop.chains.values()) {
        if (loop.seq - chain.lastSeq > MAX_GAP) continue
        if (chain.count >= 2 && (longest === undefined || chain.count > longest.count)) longest = chain
      }
    }
    if (longest === undefined) return undefined
    const state = longest.refused ? 'refused' : longest.announced > 0 ? 'warned' : 'building'
    return say.statusLine(longest.tool, longest.count, state)
  }

  /** How much the guard holds, for tests and the benchmark. */
  size(): { loops: number; chains: number; failures: number; history: number } {
    let chains = 0
    let failures = 0
    let history = 0
    for (const loop of this.loops.values()) {
      chains += loop.chains.size
      failures += loop.failures.size
      history += loop.history.length
    }
    return { loops: this.loops.size, chains, failures, history }
  }

  private loopState(id: string): LoopState {
    let loop = this.loops.get(id)
    if (loop === undefined) {
      loop = { seq: 0, chains: new Map(), history: [], failures: new Map(), refusals: new Map(), blocks: 0 }
      if (this.loops.size >= MAX_LOOPS) {
        const oldest = [...this.loops.keys()].find((k) => k !== 'main')
        if (oldest !== undefined) this.loops.delete(oldest)
      }
    }
    remember(this.loops, id, loop, MAX_LOOPS + 1)
    return loop
  }
}

function situationOf(chain: Chain): Situation {
  const s: Situation = { tool: chain.tool, excerpt: chain.excerpt, count: chain.count }
  if (chain.outcome.startsWith('err ') && chain.error !== undefined) s.error = chain.error
  return s
}

/** Sets a map entry as the most recent one, dropping the oldest past `cap`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, cap: number): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > cap) {
    const oldest = map.keys().next()
    if (oldest.done !== true) map.delete(oldest.value)
  }
}

type Cycle = { signature: string; rounds: number; tools: string[] }

/**
 * The tail of the history as a cycle of period 2 to 4 (whole rounds of identical
 * calls with identical outcomes), if it is one: the smallest such period.
 */
export function findCycle(history: readonly HistoryEntry[]): Cycle | undefined {
  for (let period = 2; period <= 4; period++) {
    if (history.length < 2 * period) continue
    let matched = 0
    for (let i = history.length - 1; i - period >= 0 && history[i]!.signature === history[i - period]!.signature; i--) matched++
    const rounds = Math.floor((matched + period) / period)
    if (rounds < 2) continue
    const round = history.slice(history.length - period)
    if (new Set(round.map((h) => h.signature)).size < period) continue // a shorter period or one call repeated
    const signatures = round.map((h) => h.signature)
    const start = signatures.indexOf([...signatures].sort()[0]!)
    const canonical = [...signatures.slice(start), ...signatures.slice(0, start)]
    return { signature: canonical.join('\u0001'), rounds, tools: round.map((h) => h.tool) }
  }
  return undefined
}
