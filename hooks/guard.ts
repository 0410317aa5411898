/**
 * The guard's state machine: asks the rules about each call and acts on what they find.
 *
 * Contract (pure: no engine types, no clock, no I/O; the mod and the audit CLI share it,
 * through call-cycle.ts):
 * - `beforeCall(call)` decides before a call runs: nothing, or a refusal (`block`),
 *   possibly with `abort` when the main agent has had `abortAfter` refusals in one
 *   person's request (then only the `abort` carries a toast). Only in `enforce` mode.
 *   A refused call stays refused (whatever the rules say) until its arguments change,
 *   a call of another key makes progress, or a reset forgets it (resets.ts).
 * - `afterCall(call, outcome)` shows the call to every rule and returns at most one
 *   note for the model (`note` or `warn`), each with a toast and a debug line. In
 *   `observe` mode the note carries no text for the model, and its toast and debug line
 *   say what enforce would have done (observe.ts).
 * - The rules are the detectors of detectors/index.ts, asked in order (dispatch.ts); the
 *   first finding decides, and the rule that found the loop is the rule named in the note,
 *   the refusal, the toast, the debug line, the report and the audit.
 * - Calls are counted per agent (`main` or a subagent's id; agent-state.ts). Transparent
 *   tools are invisible; parallel twins (same key, same model response) count once;
 *   interrupts and ignorable errors neither count nor clear; refusals by others go to the
 *   rules' `refused`.
 * - `responseText(piece)` shows a piece of a model response's text or thinking to the
 *   rules that watch text (`text-loop`): when a passage keeps repeating, `[abort]` in
 *   `enforce` mode (the response is to be ended; counted as an ended turn), else a `warn`
 *   whose toast and debug line say what enforce would do. `responseEnded(agentId)` forgets
 *   the watch. Off with `textLoops: false`.
 * - `new Guard(settings, { words: false })` (the audit) decides alike but words nothing
 *   (interventions.ts); it keeps no status line and never reads a call's excerpt.
 * - Resets (`personPrompt`, `turnEnded`, `compacted`, `forgetAll`, `newSession`,
 *   pausing) forget what the table in resets.ts says; every map is capped, so state
 *   stays bounded whatever the session does.
 * Its parts, each with one reason to change: the words (interventions.ts, observe.ts), the
 * counts (stats.ts), `/loop-guard allow` (allowance.ts), the status line's subject
 * (status.ts), what an agent holds and forgets (agent-state.ts), the asking (dispatch.ts).
 */
import * as say from './advice.js'
import { forget, forgetsAll, freshAgent, hold, MAX_AGENTS, sizeOf, track } from './agent-state.js'
import type { AgentState, GuardSize } from './agent-state.js'
import { Allowance } from './allowance.js'
import type { Granted } from './allowance.js'
import { remember } from './bounded.js'
import { keepOnly, sameRun, situation } from './detectors/detector.js'
import type { Finding } from './detectors/detector.js'
import { askAfter, askBefore, askRefused, askText, identicalOf, leftLive, repeatsOf } from './dispatch.js'
import { noteOf, refusalOf, textLoopOf, turnEndOf } from './interventions.js'
import { RanCall } from './kept-run.js'
import { observedOf, wouldDo } from './observe.js'
import type { Outcome } from './outcome.js'
import type { Settings } from './options.js'
import { forgets, RESETS } from './resets.js'
import type { Reset } from './resets.js'
import { flagLoop, freshStats, noteTop, zeroStats } from './stats.js'
import type { GuardStats } from './stats.js'
import { longestLive } from './status.js'
import type { CallInfo, Intervention, TextPiece } from './vocabulary.js'

export class Guard {
  private readonly agents = new Map<string, AgentState>()
  private readonly allowance: Allowance
  private endedTurn?: { tool: string; count: number }
  private paused = false
  private nextLoopId = 0
  /** False only while no agent holds anything the status line shows: `status()` is then constant time. */
  private mayShowStatus = false
  private lastTool = { name: '', transparent: false }
  /** The last call counted and its identical runs, so `identicalRuns` right after it needs no lookup. */
  private lastCounted?: { call: CallInfo; identical: number }
  /** The agent of the last call: it stays the most recent without being put back in `agents`. */
  private newestAgent?: { id: string; state: AgentState }
  readonly stats: GuardStats = freshStats()

  /** False for the audit, which reports what the guard did, not what it said: interventions then carry no model text, toast or debug line. */
  private readonly words: boolean

  constructor(
    readonly settings: Settings,
    options: { words?: boolean } = {},
  ) {
    this.words = options.words ?? true
    this.allowance = new Allowance(settings)
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
    const agent = this.agents.get(c.agent)
    if (agent === undefined) return []
    const known = agent.calls.get(c.key)
    const isTwin = c.step !== undefined && known?.step === c.step
    let held = agent.held.get(c.key)
    if (held === undefined) {
      if (isTwin) return [] // its twin ran: this one runs too, and counts once
      const found = askBefore(agent, c, this.settings)
      if (found?.action !== 'block' || this.allowance.use(c)) return []
      held = { rule: found.rule, situation: found.situation, reason: found.reason }
      if (found.tools !== undefined) held.tools = found.tools
      if (known?.lastRun !== undefined) held.lastRun = known.lastRun
      hold(agent, c.key, held)
      this.allowance.refused(c, found.situation.count - 1, false)
      this.flag(agent, found.keys)
    } else {
      if (isTwin) return [refusalOf(c, held, this.words)] // refused with its twin, counted once
      if (this.allowance.use(c)) return []
      held.situation = situation(c, held.situation.count + 1, held.situation.error)
      this.allowance.refused(c, held.situation.count - 1, true)
    }
    track(agent, c)
    agent.blocks++
    this.stats.refusals++
    this.mayShowStatus = true // a refusal that stands shows
    noteTop(this.stats, c.key, held.rule, held.situation)
    const block = refusalOf(c, held, this.words)
    if (c.agent !== 'main' || abortAfter === 0 || agent.blocks < abortAfter) return [block]
    delete block.toast // one toast for the call: the turn-ended one says it was refused
    this.stats.turnsEnded++
    this.endedTurn = { tool: held.situation.tool, count: held.situation.count }
    return [block, turnEndOf(c, held, agent.blocks, this.words)]
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
    const agent = this.agentState(c.agent)
    if (c.step !== undefined && agent.calls.get(c.key)?.step === c.step) return []
    track(agent, c)
    return this.speak(agent, c, askRefused(agent, c, this.settings))
  }

  private countCall(c: CallInfo, outcome: Extract<Outcome, { kind: 'success' | 'failure' }>): Intervention[] {
    this.lastCounted = undefined
    const agent = this.agentState(c.agent)
    if (c.step !== undefined && agent.calls.get(c.key)?.step === c.step) return []
    const ran = new RanCall(c, outcome)
    if (ran.progress) keepOnly(agent.held, c.key) // every other refusal ends
    const held = agent.held.size > 0 ? agent.held.get(c.key) : undefined
    if (held !== undefined && (held.lastRun === undefined || !sameRun(held.lastRun, ran))) agent.held.delete(c.key) // its outcome moved: the loop is broken
    track(agent, c, ran)
    const found = askAfter(agent, ran, this.settings)
    const repeats = repeatsOf(agent, c.key)
    this.lastCounted = { call: c, identical: identicalOf(agent, c.key) }
    if (repeats >= 2) noteTop(this.stats, c.key, undefined, situation(c, repeats))
    return this.speak(agent, c, found)
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
  private speak(agent: AgentState, c: CallInfo, found: Finding | undefined): Intervention[] {
    if (!this.mayShowStatus && this.words) this.mayShowStatus = leftLive(agent, c.key)
    if (found === undefined || found.action === 'quiet' || found.action === 'block') return []
    const told = found as Finding & { action: 'note' | 'warn' }
    this.flag(agent, found.keys)
    noteTop(this.stats, c.key, found.rule, found.situation, found.tools)
    if (found.action === 'note') this.stats.notes++
    else this.stats.warnings++
    if (this.settings.mode !== 'observe') return [noteOf(c, told, this.words)]
    const would = wouldDo(agent, c, found, this.settings)
    return [observedOf(c, told, would, agent.blocks, this.words)]
  }

  /** Counts a loop once in `chainsFlagged`: calls already flagged under another loop merge into this one. */
  private flag(agent: AgentState, keys: readonly string[]): void {
    flagLoop(this.stats, agent.flagged, keys, this.nextLoopId++)
  }

  /** `/loop-guard allow [n]`: lets the most recently refused call run n more times, under a ceiling. */
  allow(times: number): Granted | undefined {
    return this.allowance.allow(times)
  }

  /** No override lets one chain run more calls than this: twice `blockAt`, or 20 when blocking is off. */
  allowCeiling(): number {
    return this.allowance.ceiling()
  }

  /** Forgets what the resets table says `event` forgets, in `agentId`'s memory or in every agent's. */
  reset(event: Reset, agentId = 'main'): void {
    const row = RESETS[event]
    const ids = row.agents === 'every' ? [...this.agents.keys()] : [agentId]
    this.newestAgent = undefined // an agent may go: the next call looks it up again
    const all = forgetsAll(event)
    for (const id of ids) {
      const agent = this.agents.get(id)
      if (agent === undefined) continue
      if (all) this.agents.delete(id)
      else forget(agent, event)
    }
    if (forgets(event, 'last refusal')) this.allowance.forget()
    if (forgets(event, 'ended turn')) this.endedTurn = undefined
  }

  /**
   * A piece of a model response's text or thinking as it streams: `[abort]` (enforce) or a
   * would-be `warn` (advise, observe) when a passage keeps repeating; `[]` otherwise.
   */
  responseText(piece: TextPiece): Intervention[] {
    if (this.paused || !this.settings.textLoops) return []
    const agent = this.agentState(piece.agent)
    const found = askText(agent, piece, this.settings)
    if (found === undefined) return []
    const s = found.situation
    this.flag(agent, found.keys)
    noteTop(this.stats, found.keys[0]!, found.rule, s)
    const enforced = this.settings.mode === 'enforce'
    if (enforced) {
      this.stats.turnsEnded++
      if (piece.agent === 'main') this.endedTurn = { tool: s.tool, count: s.count }
    } else this.stats.warnings++
    return [textLoopOf(piece, found, enforced, this.words)]
  }

  /** A model response ended: the next one is watched afresh. */
  responseEnded(agentId: string): void {
    this.reset('response-ended', agentId)
  }

  /** A prompt a person sent: every chain, failure, refusal and refusal count starts over. */
  personPrompt(): void {
    this.reset('person-prompt')
  }

  /** A turn ended: with an answer, that agent's chains end; aborted, its memory (the main agent's: every agent's) is forgotten. */
  turnEnded(agentId: string, aborted: boolean): void {
    this.reset(!aborted ? 'turn-answered' : agentId === 'main' ? 'main-turn-aborted' : 'turn-aborted', agentId)
  }

  /** After a compaction the model re-reads and re-runs what it forgot: that is not a loop. */
  compacted(agentId: string): void {
    this.reset('compaction', agentId)
  }

  /** `session.end` (and `/clear`): nothing is remembered. */
  forgetAll(): void {
    this.reset('session-end')
  }

  /** A new session (`session.end`, `/clear` included): nothing remembered, counts from zero, resumed. */
  newSession(): void {
    this.forgetAll()
    this.paused = false
    zeroStats(this.stats)
  }

  /**
   * The status line: nothing while all is well, else the longest live chain and what repeats
   * in it. Worked out only after a call left something live (a detector's `liveAfter`, a
   * refusal), and until it finds nothing again; resets only take things away.
   */
  status(): string | undefined {
    if (this.paused) return 'paused · /loop-guard on resumes'
    if (this.endedTurn !== undefined) return say.statusLine({ ...this.endedTurn, state: 'turn ended' })
    if (!this.mayShowStatus) return undefined
    const best = longestLive(this.agents.values())
    if (best === undefined) this.mayShowStatus = false
    return best === undefined ? undefined : say.statusLine(best)
  }

  /** How much the guard holds (for one agent, or for all), for tests and the benchmark: entries per rule and per guard map. */
  size(agentId?: string): GuardSize {
    return sizeOf(agentId === undefined ? [...this.agents.values()] : [this.agents.get(agentId)].filter((a) => a !== undefined))
  }

  private agentState(id: string): AgentState {
    if (this.newestAgent?.id === id) return this.newestAgent.state
    const agent = this.agents.get(id) ?? freshAgent()
    remember(this.agents, id, agent, MAX_AGENTS, 'main') // the main agent outlives any number of subagents
    this.newestAgent = { id, state: agent }
    return agent
  }
}
