/**
 * The guard's state machine: asks the rules about each call and acts on what they find.
 *
 * Contract (pure: no engine types, no clock, no I/O; the mod and the audit CLI share it):
 * - `beforeCall(call)` decides before a call runs: nothing, or a refusal (`block`),
 *   possibly with `abort` when the main loop has had `abortAfter` refusals in one
 *   person's request (then only the `abort` carries a toast). Only in `enforce` mode.
 *   A refused call stays refused (whatever the rules say) until its arguments change,
 *   a call of another key makes progress, or a reset forgets it (resets.ts).
 * - `afterCall(call, outcome)` shows the call to every rule and returns at most one
 *   note for the model (`note` or `warn`), each with a toast and a debug line. In
 *   `observe` mode the note carries no text for the model, and its toast and debug line
 *   say what enforce would have done (`would-…`): told the model, refused the call (an
 *   advisory at `blockAt` or later), or ended the turn (the `abortAfter`-th such call in
 *   one person's request, in the main loop).
 * - The rules are the detectors of detectors/index.ts, asked in order; the first
 *   finding decides, and the rule that found the loop is the rule named in the note,
 *   the refusal, the toast, the debug line, the report and the audit.
 * - Calls are counted per loop (`main` or a subagent's id). Transparent tools are
 *   invisible; parallel twins (same key, same model response) count once; interrupts
 *   and ignorable errors neither count nor clear; refusals by others go to the rules'
 *   `refused`.
 * - `responseText(piece)` shows a piece of a model response's text or thinking to the
 *   rules that watch text (`text-loop`): when a passage keeps repeating, `[abort]` in
 *   `enforce` mode (the response is to be ended; counted as an ended turn), else a `warn`
 *   whose toast and debug line say what enforce would do. `responseEnded(loop)` forgets
 *   the watch. Off with `textLoops: false`.
 * - `new Guard(settings, { words: false })` (the audit) decides alike but words nothing:
 *   its interventions carry no model text, toast or excerpt, and an empty debug line; it
 *   keeps no status line and never reads a call's excerpt.
 * - Resets (`personPrompt`, `turnEnded`, `compacted`, `forgetAll`, `newSession`,
 *   pausing) forget what the table in resets.ts says; every map is capped, so state
 *   stays bounded whatever the session does.
 */
import * as say from './advice.js'
import type { Situation } from './advice.js'
import { keepOnly, sameRun, situation } from './detectors/detector.js'
import type { Detector, Finding, Ran, Signed } from './detectors/detector.js'
import { DETECTORS } from './detectors/index.js'
import type { Outcome } from './outcome.js'
import type { Settings } from './options.js'
import { forgets, RESETS } from './resets.js'
import type { Memory, Reset } from './resets.js'
import type { CallInfo, Intervention, Rule, TextPiece } from './vocabulary.js'
import { remember } from './bounded.js'

const MAX_LOOPS = 32
/** Per loop: refusals that stand, calls remembered for twins, keys of flagged loops. */
const MAX_HELD = 64
const MAX_CALLS = 64
const MAX_FLAGGED = 64
const MAX_TOP_REPEATS = 64

/** A refusal that stands: the rule that found the loop, what it said, and the call's last run (read to compare only). */
type Held = { rule: Rule; situation: Situation; reason: string; tools?: readonly string[]; lastRun?: Signed }

type LoopState = {
  /** Each detector's memory, in list order. */
  memories: unknown[]
  /** The last model response and outcome of each key, for twins and standing refusals. */
  calls: Map<string, Tracked>
  held: Map<string, Held>
  /** Key → the flagged loop it belongs to, so one loop is counted once. */
  flagged: Map<string, number>
  /** Refusals by the guard in this person's request. */
  blocks: number
}

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

/** Entries held: loops, the guard's own maps, and each rule's memory by its name. */
export type GuardSize = { loops: number; held: number; calls: number; flagged: number; blocks: number } & Record<Rule, number>

/** `call` is kept for its excerpt, made only if `/loop-guard allow` names it. */
type LastRefusal = { loop: string; key: string; tool: string; call: CallInfo; runs: number }

export class Guard {
  private readonly loops = new Map<string, LoopState>()
  /** The most recent refusal: `/loop-guard allow` reaches it even after its turn ended. */
  private lastRefused?: LastRefusal
  private allowance?: { loop: string; key: string; left: number; runs: number }
  private endedTurn?: { tool: string; count: number }
  private paused = false
  private nextLoopId = 0
  /** False only while no loop holds anything the status line shows: `status()` is then constant time. */
  private mayShowStatus = false
  private lastTool = { name: '', transparent: false }
  /** The last call counted and its identical runs, so `identicalRuns` right after it needs no lookup. */
  private lastCounted?: { call: CallInfo; identical: number }
  /** The loop of the last call: it stays the most recent without being put back in `loops`. */
  private newestLoop?: { id: string; state: LoopState }
  readonly stats: GuardStats = { notes: 0, warnings: 0, refusals: 0, turnsEnded: 0, chainsFlagged: 0, topRepeats: new Map() }

  /** False for the audit, which reports what the guard did, not what it said: interventions then carry no model text, toast or debug line. */
  private readonly words: boolean

  constructor(
    readonly settings: Settings,
    options: { words?: boolean } = {},
  ) {
    this.words = options.words ?? true
  }

  isTransparent(tool: string): boolean {
    // the hook, beforeCall and afterCall each ask for the same call: the last answer is kept
    if (tool !== this.lastTool.name) this.lastTool = { name: tool, transparent: this.settings.transparentTools.has(tool.toLowerCase()) }
    return this.lastTool.transparent
  }

  get isPaused(): boolean {
    return this.paused
  }

  /** `/loop-guard off` and `on`: a paused guard forgets and says nothing. */
  setPaused(paused: boolean): void {
    this.paused = paused
    if (paused) this.reset('pause')
  }

  /** Decides before the call runs: `[]`, `[block]` or `[block, abort]`. */
  beforeCall(c: CallInfo): Intervention[] {
    const { blockAt, abortAfter, mode } = this.settings
    if (this.paused || mode !== 'enforce' || blockAt === 0 || this.isTransparent(c.tool)) return []
    const loop = this.loops.get(c.loop)
    if (loop === undefined) return []
    const known = loop.calls.get(c.key)
    const isTwin = c.step !== undefined && known?.step === c.step
    let held = loop.held.get(c.key)
    if (held === undefined) {
      if (isTwin) return [] // its twin ran: this one runs too, and counts once
      const found = askBefore(loop, c, this.settings)
      if (found?.action !== 'block' || this.useAllowance(c)) return []
      held = { rule: found.rule, situation: found.situation, reason: found.reason }
      if (found.tools !== undefined) held.tools = found.tools
      if (known?.lastRun !== undefined) held.lastRun = known.lastRun
      remember(loop.held, c.key, held, MAX_HELD)
      this.lastRefused = { loop: c.loop, key: c.key, tool: c.tool, call: c, runs: found.situation.count - 1 }
      this.flag(loop, found.keys)
    } else {
      if (isTwin) return [this.refusalOf(c, held)] // refused with its twin, counted once
      if (this.useAllowance(c)) return []
      held.situation = situation(c, held.situation.count + 1, held.situation.error)
      if (this.lastRefused?.loop !== c.loop || this.lastRefused.key !== c.key) {
        this.lastRefused = { loop: c.loop, key: c.key, tool: c.tool, call: c, runs: held.situation.count - 1 }
      }
    }
    track(loop, c)
    loop.blocks++
    this.stats.refusals++
    this.mayShowStatus = true // a refusal that stands shows
    this.noteTop(c.key, held.rule, held.situation)
    const block = this.refusalOf(c, held)
    if (c.loop !== 'main' || abortAfter === 0 || loop.blocks < abortAfter) return [block]
    delete block.toast // one toast for the call: the turn-ended one says it was refused
    this.stats.turnsEnded++
    const s = held.situation
    this.endedTurn = { tool: s.tool, count: s.count }
    const abort: Intervention = {
      action: 'abort',
      rule: held.rule,
      loop: c.loop,
      tool: c.tool,
      excerpt: this.words ? c.excerpt : '',
      count: s.count,
      ...(s.error !== undefined ? { error: s.error } : {}),
      debug: '',
    }
    if (this.words) {
      abort.toast = say.toast('turn-ended', s, held.rule, loop.blocks)
      abort.debug = say.debugLine('abort', s, c.loop, `${held.rule} ${loop.blocks} refusals in one request`)
    }
    return [block, abort]
  }

  private refusalOf(c: CallInfo, held: Held): Intervention {
    const s = held.situation
    const block: Intervention = {
      action: 'block',
      rule: held.rule,
      loop: c.loop,
      tool: c.tool,
      excerpt: this.words ? c.excerpt : '',
      count: s.count,
      ...(s.error !== undefined ? { error: s.error } : {}),
      debug: '',
    }
    if (this.words) {
      block.modelText = say.refusal(s, held.rule, held.tools)
      block.toast = say.toast('refused', s, held.rule)
      block.debug = say.debugLine('block', s, c.loop, `${held.rule} ${held.reason}`)
    }
    return block
  }

  /** An allowance the user gave this exact call with `/loop-guard allow`: used up one run at a time. */
  private useAllowance(c: CallInfo): boolean {
    const a = this.allowance
    if (a === undefined || a.loop !== c.loop || a.key !== c.key || a.left <= 0) return false
    a.left--
    a.runs++
    return true
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
    if (c.step !== undefined && loop.calls.get(c.key)?.step === c.step) return []
    track(loop, c)
    return this.speak(loop, c, askRefused(loop, c, this.settings))
  }

  private countCall(c: CallInfo, outcome: Extract<Outcome, { kind: 'success' | 'failure' }>): Intervention[] {
    this.lastCounted = undefined
    const loop = this.loopState(c.loop)
    if (c.step !== undefined && loop.calls.get(c.key)?.step === c.step) return []
    const ran = new RanCall(c, outcome)
    if (ran.progress) keepOnly(loop.held, c.key) // every other refusal ends
    const held = loop.held.size > 0 ? loop.held.get(c.key) : undefined
    if (held !== undefined && (held.lastRun === undefined || !sameRun(held.lastRun, ran))) loop.held.delete(c.key) // its outcome moved: the loop is broken
    track(loop, c, ran)
    const found = askAfter(loop, ran, this.settings)
    const repeats = repeatsOf(loop, c.key)
    this.lastCounted = { call: c, identical: identicalOf(loop, c.key) }
    if (repeats >= 2) this.noteTop(c.key, undefined, situation(c, repeats))
    return this.speak(loop, c, found)
  }

  /**
   * Runs in a row of this exact call whose output read the very same (judge.ts `identical`), the
   * last one counted included; 0 for fewer than two or another outcome: the pointer's certainty.
   */
  identicalRuns(c: CallInfo, outcome: Outcome): number {
    if (outcome.kind !== 'success' && outcome.kind !== 'failure') return 0
    const identical = this.lastCounted?.call === c ? this.lastCounted.identical : 0 // only the call just counted can be pointed at
    return identical >= 2 ? identical : 0
  }

  /** A counted call's finding turned into what the model reads and the user sees; `quiet` says nothing. */
  private speak(loop: LoopState, c: CallInfo, found: Finding | undefined): Intervention[] {
    if (!this.mayShowStatus && this.words) this.mayShowStatus = leftLive(loop, c.key)
    if (found === undefined || found.action === 'quiet' || found.action === 'block') return []
    const { mode } = this.settings
    const s = found.situation
    this.flag(loop, found.keys)
    this.noteTop(c.key, found.rule, s, found.tools)
    if (found.action === 'note') this.stats.notes++
    else this.stats.warnings++
    const said = { action: found.action, rule: found.rule, loop: c.loop, tool: c.tool, excerpt: this.words ? c.excerpt : '', count: s.count }
    if (mode === 'observe') {
      const would = this.observed(loop, c, found)
      return [{ ...said, ...(this.words ? would() : { debug: '' }) }]
    }
    if (!this.words) return [{ ...said, debug: '' }]
    return [{ ...said, modelText: found.words(), toast: say.toast('told', s, found.rule), debug: say.debugLine(found.action, s, c.loop, `${found.rule} ${found.reason}`) }]
  }

  /**
   * Observe mode: nothing reaches the model and nothing is refused, so the toast and the
   * debug line say what enforce would have done. An advisory at `blockAt` or later stands
   * for a refusal; the `abortAfter`-th of those in one request for the turn it would end.
   * The would-be refusal is counted now; the words are made when asked (a wordless guard never asks).
   */
  private observed(loop: LoopState, c: CallInfo, found: Finding): () => { toast: string; debug: string } {
    const { blockAt, abortAfter } = this.settings
    const s = found.situation
    const reason = `${found.rule} ${found.reason}`
    if (found.action !== 'warn' || blockAt === 0 || s.count < blockAt) {
      return () => ({ toast: say.toast('would-tell', s, found.rule), debug: say.debugLine(`would-${found.action}`, s, c.loop, reason) })
    }
    loop.blocks++ // a would-be refusal, counted per request as enforce counts its refusals
    if (c.loop === 'main' && loop.blocks === abortAfter) {
      const blocks = loop.blocks
      return () => ({ toast: say.toast('would-end-turn', s, found.rule), debug: say.debugLine('would-abort', s, c.loop, `${found.rule} ${blocks} would-be refusals in one request`) })
    }
    return () => ({ toast: say.toast('would-refuse', s, found.rule), debug: say.debugLine('would-block', s, c.loop, reason) })
  }

  /** Counts a loop once in `chainsFlagged`: calls already flagged under another loop merge into this one. */
  private flag(loop: LoopState, keys: readonly string[]): void {
    const earlier = new Set<number>()
    for (const key of keys) {
      const id = loop.flagged.get(key)
      if (id !== undefined) earlier.add(id)
    }
    this.stats.chainsFlagged += 1 - earlier.size
    const id = this.nextLoopId++
    for (const key of keys) remember(loop.flagged, key, id, MAX_FLAGGED)
  }

  /** Keeps the longest repeats per call for the report, with the rule that flagged it, if one did. */
  private noteTop(key: string, rule: Rule | undefined, s: Situation, tools?: readonly string[]): void {
    const top = this.stats.topRepeats
    const seen = top.get(key)
    if (seen !== undefined) {
      seen.count = Math.max(seen.count, s.count)
      if (rule !== undefined) seen.rule = rule
      return
    }
    if (top.size >= MAX_TOP_REPEATS) {
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

  /** `/loop-guard allow [n]`: lets the most recently refused call run n more times, under a ceiling. */
  allow(times: number): { tool: string; excerpt: string; granted: number; ceiling: number } | undefined {
    const last = this.lastRefused
    if (last === undefined) return undefined
    const ceiling = this.allowCeiling()
    const current = this.allowance?.loop === last.loop && this.allowance.key === last.key ? this.allowance : undefined
    const runs = current?.runs ?? last.runs
    const left = current?.left ?? 0
    const granted = Math.max(0, Math.min(times, ceiling - runs - left))
    this.allowance = { loop: last.loop, key: last.key, left: left + granted, runs }
    return { tool: last.tool, excerpt: last.call.excerpt, granted, ceiling }
  }

  /** No override lets one chain run more calls than this: twice `blockAt`, or 20 when blocking is off. */
  allowCeiling(): number {
    return this.settings.blockAt > 0 ? 2 * this.settings.blockAt : 20
  }

  /** Forgets what the resets table says `event` forgets, in `loopId`'s loop or in every loop. */
  reset(event: Reset, loopId = 'main'): void {
    const row = RESETS[event]
    const ids = row.loops === 'every' ? [...this.loops.keys()] : [loopId]
    this.newestLoop = undefined // a loop may go: the next call looks it up again
    const forgetsAll = ALL_LOOP_MEMORIES.every((m) => forgets(event, m))
    for (const id of ids) {
      const loop = this.loops.get(id)
      if (loop === undefined) continue
      if (forgetsAll) {
        this.loops.delete(id)
        continue
      }
      DETECTORS.forEach((d, i) => {
        if (forgets(event, d.rule)) loop.memories[i] = d.fresh()
      })
      if (forgets(event, 'held refusals')) loop.held.clear()
      if (forgets(event, 'flagged loops')) loop.flagged.clear()
      if (forgets(event, 'request refusals')) loop.blocks = 0
      if (forgets(event, 'call records')) loop.calls.clear()
    }
    if (forgets(event, 'last refusal')) {
      this.lastRefused = undefined
      this.allowance = undefined
    }
    if (forgets(event, 'ended turn')) this.endedTurn = undefined
  }

  /**
   * A piece of a model response's text or thinking as it streams: `[abort]` (enforce) or a
   * would-be `warn` (advise, observe) when a passage keeps repeating; `[]` otherwise.
   */
  responseText(piece: TextPiece): Intervention[] {
    if (this.paused || !this.settings.textLoops) return []
    const loop = this.loopState(piece.loop)
    const found = askText(loop, piece, this.settings)
    if (found === undefined) return []
    const s = found.situation
    this.flag(loop, found.keys)
    this.noteTop(found.keys[0]!, found.rule, s)
    const enforced = this.settings.mode === 'enforce'
    // the passage's excerpt even for a wordless guard: the audit has no call to name this loop by
    const said: Intervention = { action: enforced ? 'abort' : 'warn', rule: found.rule, loop: piece.loop, tool: s.tool, excerpt: s.excerpt, count: s.count, debug: '' }
    if (enforced) {
      this.stats.turnsEnded++
      if (piece.loop === 'main') this.endedTurn = { tool: s.tool, count: s.count }
    } else this.stats.warnings++
    if (this.words) {
      said.toast = say.toast(enforced ? 'text-stopped' : 'would-stop-text', s, found.rule)
      said.debug = say.debugLine(enforced ? 'abort' : 'would-abort', s, piece.loop, `${found.rule} ${found.reason}`)
    }
    return [said]
  }

  /** A model response ended: the next one is watched afresh. */
  responseEnded(loopId: string): void {
    this.reset('response-ended', loopId)
  }

  /** A prompt a person sent: every chain, failure, refusal and refusal count starts over. */
  personPrompt(): void {
    this.reset('person-prompt')
  }

  /** A turn ended: with an answer, that loop's chains end; aborted, its loop (the main one: every loop) is forgotten. */
  turnEnded(loopId: string, aborted: boolean): void {
    this.reset(!aborted ? 'turn-answered' : loopId === 'main' ? 'main-turn-aborted' : 'turn-aborted', loopId)
  }

  /** After a compaction the model re-reads and re-runs what it forgot: that is not a loop. */
  compacted(loopId: string): void {
    this.reset('compaction', loopId)
  }

  /** `session.end` (and `/clear`): nothing is remembered. */
  forgetAll(): void {
    this.reset('session-end')
  }

  /** A new session (`session.end`, `/clear` included): nothing remembered, counts from zero, resumed. */
  newSession(): void {
    this.forgetAll()
    this.paused = false
    Object.assign(this.stats, { notes: 0, warnings: 0, refusals: 0, turnsEnded: 0, chainsFlagged: 0 })
    this.stats.topRepeats.clear()
  }

  /**
   * The status line: nothing while all is well, else the longest live loop and what repeats
   * in it. Worked out only after a call left something live (a detector's `liveAfter`, a
   * refusal), and until it finds nothing again; resets only take things away.
   */
  status(): string | undefined {
    if (this.paused) return 'paused · /loop-guard on resumes'
    if (this.endedTurn !== undefined) return say.statusLine({ ...this.endedTurn, state: 'turn ended' })
    if (!this.mayShowStatus) return undefined
    const best = this.longestLive()
    if (best === undefined) this.mayShowStatus = false
    return best === undefined ? undefined : say.statusLine(best)
  }

  /** The longest live loop of every loop, by looking at each: what `status` shows. */
  private longestLive(): say.StatusOf | undefined {
    let best: say.StatusOf | undefined
    const consider = (s: say.StatusOf): void => {
      if (s.count >= 2 && (best === undefined || s.count > best.count)) best = s
    }
    for (const loop of this.loops.values()) {
      for (const held of loop.held.values()) consider({ tool: held.situation.tool, count: held.situation.count, state: 'refused' })
      DETECTORS.forEach((d, i) => {
        const live = d.live?.(loop.memories[i])
        if (live !== undefined) consider({ tool: live.tool, count: live.count, what: live.what, state: live.warned ? 'warned' : 'building' })
      })
    }
    return best
  }

  /** How much the guard holds (in one loop, or in all), for tests and the benchmark: entries per rule and per guard map. */
  size(loopId?: string): GuardSize {
    const loops = loopId === undefined ? [...this.loops.values()] : [this.loops.get(loopId)].filter((l) => l !== undefined)
    const size: GuardSize = { loops: loops.length, held: 0, calls: 0, flagged: 0, blocks: 0, cycle: 0, repeat: 0, 'unmoved-error': 0, 'repeated-failure': 0, 'rotating-arguments': 0, 'refused-twice': 0, 'text-loop': 0 }
    for (const loop of loops) {
      size.blocks += loop.blocks
      size.held += loop.held.size
      size.calls += loop.calls.size
      size.flagged += loop.flagged.size
      DETECTORS.forEach((d, i) => {
        size[d.rule] += d.size(loop.memories[i])
      })
    }
    return size
  }

  private loopState(id: string): LoopState {
    if (this.newestLoop?.id === id) return this.newestLoop.state
    let loop = this.loops.get(id)
    if (loop === undefined) {
      loop = { memories: DETECTORS.map((d) => d.fresh()), calls: new Map(), held: new Map(), flagged: new Map(), blocks: 0 }
    }
    remember(this.loops, id, loop, MAX_LOOPS, 'main') // the main loop outlives any number of subagents
    this.newestLoop = { id, state: loop }
    return loop
  }
}

/** Every memory a loop holds: when an event forgets them all, the loop itself goes. */
const ALL_LOOP_MEMORIES: readonly Memory[] = [...DETECTORS.map((d) => d.rule), 'call records', 'held refusals', 'flagged loops', 'request refusals']

/**
 * The positions in DETECTORS of the detectors that answer each question, in list order:
 * a call asks only those (in the engine's runtime every step of a loop costs the call time,
 * and an indexed loop over an array costs a fraction of a for-of, measured in the kit).
 */
const answering = (has: (d: Detector<unknown>) => boolean): readonly number[] => DETECTORS.flatMap((d, i) => (has(d) ? [i] : []))
const ANSWER_BEFORE = answering((d) => d.before !== undefined)
const ANSWER_AFTER = answering((d) => d.after !== undefined)
const ANSWER_REFUSED = answering((d) => d.refused !== undefined)
const COUNT_REPEATS = answering((d) => d.repeats !== undefined)
const COUNT_IDENTICAL = answering((d) => d.identicalRuns !== undefined)
const SHOW_LIVE = answering((d) => d.liveAfter !== undefined)
const ANSWER_TEXT = answering((d) => d.text !== undefined)

/** Shows a piece of a response's text to the detectors that watch text, in list order; the first finding decides. */
function askText(loop: LoopState, piece: TextPiece, settings: Settings): Finding | undefined {
  let first: Finding | undefined
  for (let n = 0; n < ANSWER_TEXT.length; n++) {
    const i = ANSWER_TEXT[n]!
    const found = DETECTORS[i]!.text!(loop.memories[i], piece, settings)
    if (first === undefined) first = found
  }
  return first
}

/** Asks the detectors that decide before a call, in list order; the first finding decides. */
function askBefore(loop: LoopState, c: CallInfo, settings: Settings): Finding | undefined {
  for (let n = 0; n < ANSWER_BEFORE.length; n++) {
    const i = ANSWER_BEFORE[n]!
    const found = DETECTORS[i]!.before!(loop.memories[i], c, settings)
    if (found !== undefined) return found // `before` leaves memories as they are: the rest need not be asked
  }
  return undefined
}

/** Shows a call that came back to every detector in list order (each updates its own memory); the first finding decides. */
function askAfter(loop: LoopState, ran: RanCall, settings: Settings): Finding | undefined {
  let first: Finding | undefined
  for (let n = 0; n < ANSWER_AFTER.length; n++) {
    const i = ANSWER_AFTER[n]!
    const found = DETECTORS[i]!.after!(loop.memories[i], ran, settings)
    if (first === undefined) first = found
  }
  return first
}

/** Tells every detector of a refusal by someone else, in list order; the first finding decides. */
function askRefused(loop: LoopState, c: CallInfo, settings: Settings): Finding | undefined {
  let first: Finding | undefined
  for (let n = 0; n < ANSWER_REFUSED.length; n++) {
    const i = ANSWER_REFUSED[n]!
    const found = DETECTORS[i]!.refused!(loop.memories[i], c, settings)
    if (first === undefined) first = found
  }
  return first
}

/** The identical calls of `key` in a row that the rules hold (the longest they say). */
function repeatsOf(loop: LoopState, key: string): number {
  let repeats = 0
  for (let n = 0; n < COUNT_REPEATS.length; n++) repeats = Math.max(repeats, DETECTORS[COUNT_REPEATS[n]!]!.repeats!(loop.memories[COUNT_REPEATS[n]!], key))
  return repeats
}

/** Runs in a row of `key` that read the very same, as the detectors that count them tell. */
function identicalOf(loop: LoopState, key: string): number {
  let identical = 0
  for (let n = 0; n < COUNT_IDENTICAL.length; n++) identical = Math.max(identical, DETECTORS[COUNT_IDENTICAL[n]!]!.identicalRuns!(loop.memories[COUNT_IDENTICAL[n]!], key))
  return identical
}

/** The strict fingerprint of an outcome, with its kind: a name for a run (cycles name their rounds by it). */
function signatureOf(outcome: Extract<Outcome, { kind: 'success' | 'failure' }>): string {
  return `${outcome.kind === 'failure' ? 'err' : 'ok'} ${outcome.fingerprint}`
}

/** Whether a call of `key` left something in its loop that the status line shows. */
function leftLive(loop: LoopState, key: string): boolean {
  for (let n = 0; n < SHOW_LIVE.length; n++) if (DETECTORS[SHOW_LIVE[n]!]!.liveAfter!(loop.memories[SHOW_LIVE[n]!], key)) return true
  return false
}

/** A call's model response (for twins) and its last run (for standing refusals). */
type Tracked = { step?: string; lastRun?: Signed }

/** Remembers the call's model response and, when it ran, that run. */
function track(loop: LoopState, c: CallInfo, ran?: Signed): void {
  // one shape for every entry, its fields undefined when unknown
  remember(loop.calls, c.key, { step: c.step, lastRun: ran ?? loop.calls.get(c.key)?.lastRun }, MAX_CALLS)
}

/**
 * A success or failure as a rule keeps it to judge against another run of its call (`verdictOf`):
 * its text, identity and read-only flag from the outcome, `asked` the call's key; its fingerprints
 * are read from the outcome only when something compares them, and its signature is made once,
 * then. The audit's `--suggest` judges recorded runs with it too.
 */
export class KeptRun implements Signed {
  readonly failed: boolean
  private madeSignature?: string

  constructor(
    protected readonly outcome: Extract<Outcome, { kind: 'success' | 'failure' }>,
    readonly asked: string,
  ) {
    this.failed = outcome.kind === 'failure'
  }

  get signature(): string {
    return (this.madeSignature ??= signatureOf(this.outcome))
  }

  get text(): string | undefined {
    return this.outcome.text
  }

  get polled(): boolean {
    return this.outcome.kind === 'success' && this.outcome.isReadOnly
  }

  get identity(): string | undefined {
    return this.outcome.identity
  }

  get looseFingerprint(): string {
    return this.outcome.looseFingerprint
  }
}

/** A call that came back, as the detectors see it: a kept run with its call, whether it made progress, and its error. */
class RanCall extends KeptRun implements Ran {
  declare readonly failed: boolean
  readonly progress: boolean
  error?: string

  constructor(
    readonly call: CallInfo,
    outcome: Extract<Outcome, { kind: 'success' | 'failure' }>,
  ) {
    super(outcome, call.key)
    this.progress = outcome.kind === 'success' && !outcome.isReadOnly
    if (outcome.kind === 'failure') this.error = outcome.firstLine
  }
}
