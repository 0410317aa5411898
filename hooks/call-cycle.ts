/**
 * One tool call's cycle, for the mod and the audit alike: what happens before a call, after
 * it, and on each event that resets memory, with the state and the counts that go with it.
 *
 * Contract (pure: no engine types, no clock, no I/O). hooks/register.ts feeds it the engine's
 * events; cli/replay.ts feeds it a recorded session's; both read the same answers, so the audit
 * says what the mod would have done because one place decides each thing:
 * - Model responses: `toolUse(response, toolUseId)` notes a tool-use block of a response (its
 *   id → response, so parallel twins count once; one call of that response for the token
 *   estimate, tokens.ts), `usage(response, counts)` its usage, `responseOf(toolUseId)` takes
 *   the response back when the call comes. `responseText(piece)` shows a text or thinking
 *   piece to the guard; `responseEnded(agent)` forgets the watch.
 * - A call: `skips(tool)` (paused, or a transparent tool: the guard never sees it);
 *   `before(call, response)` is the guard's verdict (`[]`, `[block]`, `[block, abort]`): a
 *   refusal counts as saved and its response's tokens as saved in a loop. `after(call, outcome,
 *   response)` is the note, if any (its tokens in a loop). `identicalRuns(call, outcome)`, asked
 *   right after `after` (before any await: a parallel call may be counted meanwhile), says
 *   whether a pointer may apply; `holdPointer(id, call, chars, runs)` decides it (pointer.ts)
 *   and keeps it for the result's row, and `takePointer(id, content)` hands it over only for
 *   text-only content (images and documents are left whole), counting what is not re-read.
 * - The guard ending the main turn (a refusal's `abort`, or a text loop's ended main
 *   response) sets `stopped` until a person's prompt: the engine then ends the turn, aborted
 *   for a refusal and answered for an ended response (`turnEndedByGuard` is that end, for the
 *   audit, which has no engine), and `notRun(response)` counts a recorded call of the ended
 *   turn as saved.
 * - Resets: `prompt(originKind)` (a person's only, `PERSON_ORIGINS`), `personPrompt()`,
 *   `turnEnded(agent, aborted)`, `compacted(agent, trigger)` (not for `precompute`, which
 *   forgets nothing), `sessionEnded()` (counts from zero). `turnStarted` keeps the main
 *   turn's id, the one an `abort` ends.
 * State is bounded: the id maps keep `MAX_PENDING_IDS` ids whose call or row never came.
 * The per-call path adds no closure, array method or await (each costs every call time in
 * the engine's runtime: bench/README.md).
 */
import { keep } from './bounded.js'
import { Guard } from './guard.js'
import type { Outcome } from './outcome.js'
import type { Settings } from './options.js'
import { isTextOnly, outputPointer } from './pointer.js'
import { PERSON_ORIGINS } from './resets.js'
import { LoopTokenLedger } from './tokens.js'
import type { TokenCounts } from './tokens.js'
import type { CallInfo, Intervention, TextPiece } from './vocabulary.js'

/** Tool-use ids held for a call or a result row that may never come; the oldest go first. */
export const MAX_PENDING_IDS = 512

/** A pointer held for a result's row: its text, the length of the output it stands for, the call and its identical runs. */
export type HeldPointer = { text: string; chars: number; call: CallInfo; runs: number }

/** What a cycle counted: calls that did not run, outputs the model did not read again. */
export type CycleCounts = { saved: number; notReread: { calls: number; chars: number } }

export class CallCycle {
  readonly guard: Guard
  readonly tokens = new LoopTokenLedger()
  readonly counts: CycleCounts = { saved: 0, notReread: { calls: 0, chars: 0 } }
  /** The main turn's id, the one an `abort` ends. */
  mainTurn: string | undefined
  private readonly responses = new Map<string, string>() // tool_use_id → model response
  private readonly pointers = new Map<string, HeldPointer>() // tool_use_id → what the model reads instead of the output
  private stoppedBy: 'refusal' | 'response' | undefined

  constructor(
    readonly settings: Settings,
    options: { words?: boolean } = {},
  ) {
    this.guard = new Guard(settings, options)
  }

  /** A tool-use block of model response `response`: counted for tokens, its id mapped to the response. */
  toolUse(response: string, toolUseId?: string): void {
    if (toolUseId !== undefined) keep(this.responses, toolUseId, response, MAX_PENDING_IDS)
    this.tokens.toolCall(response)
  }

  usage(response: string, counts: TokenCounts): void {
    this.tokens.usage(response, counts)
  }

  /** The model response a tool use came in, taken: each id is asked once. */
  responseOf(toolUseId: string | undefined): string | undefined {
    return take(this.responses, toolUseId)
  }

  /** Whether text and thinking are watched now. */
  get watchesText(): boolean {
    return this.settings.textLoops && !this.guard.isPaused
  }

  responseText(piece: TextPiece): Intervention[] {
    const found = this.guard.responseText(piece)
    if (found.length > 0 && piece.agent === 'main' && found.some((i) => i.action === 'abort')) this.stoppedBy = 'response'
    return found
  }

  responseEnded(agent: string): void {
    this.guard.responseEnded(agent)
  }

  /** Whether the guard sees nothing of a call of `tool`: paused, or a transparent tool. */
  skips(tool: string): boolean {
    return this.guard.isPaused || this.guard.isTransparent(tool)
  }

  /** The guard's verdict before the call runs; a refusal is a saved call, in a loop. */
  before(call: CallInfo, response: string | undefined): Intervention[] {
    const verdict = this.guard.beforeCall(call)
    if (verdict.length === 0) return verdict
    if (verdict[0]!.action === 'block') {
      this.counts.saved++
      if (response !== undefined) this.tokens.inLoop(response, true)
    }
    if (verdict.length > 1 && verdict[1]!.action === 'abort') this.stoppedBy = 'refusal'
    return verdict
  }

  /** The note a call that came back earns, if any; a call noted on is in a loop. */
  after(call: CallInfo, outcome: Outcome, response: string | undefined): Intervention[] {
    const notes = this.guard.afterCall(call, outcome)
    if (notes.length > 0 && response !== undefined) this.tokens.inLoop(response, false)
    return notes
  }

  /** The guard's `identicalRuns` of the call just counted: ask right after `after`. */
  identicalRuns(call: CallInfo, outcome: Outcome): number {
    return this.guard.identicalRuns(call, outcome)
  }

  /** Decides the pointer for a call's output of `chars` characters after `runs` identical runs, and holds it for the row; whether it did. */
  holdPointer(toolUseId: string, call: CallInfo, chars: number, runs: number): boolean {
    if (runs < 2) return false
    const text = outputPointer(this.settings, { tool: call.tool, chars, identicalRuns: runs })
    if (text === undefined) return false
    keep(this.pointers, toolUseId, { text, chars, call, runs }, MAX_PENDING_IDS)
    return true
  }

  /** Whether a pointer waits for its row. */
  get holdsPointers(): boolean {
    return this.pointers.size > 0
  }

  /** The pointer held for a result's row, taken when it applies: only a text-only `content` is replaced. */
  takePointer(toolUseId: string, content: unknown): HeldPointer | undefined {
    const held = take(this.pointers, toolUseId)
    if (held === undefined || !isTextOnly(content)) return undefined
    this.counts.notReread.calls++
    this.counts.notReread.chars += held.chars
    return held
  }

  /** Whether the guard ended the main turn: until a person's prompt, nothing more of it runs. */
  get stopped(): boolean {
    return this.stoppedBy !== undefined
  }

  /** The end of the turn the guard ended, as the engine reports it: aborted after a refusal, answered after an ended response. */
  turnEndedByGuard(): void {
    if (this.stoppedBy !== undefined) this.guard.turnEnded('main', this.stoppedBy === 'refusal')
  }

  /** A call of the turn the guard ended: it would not have run. */
  notRun(response: string | undefined): void {
    this.counts.saved++
    if (response !== undefined) this.tokens.inLoop(response, true)
  }

  turnStarted(agentId: string | undefined, turnId: string): void {
    if (agentId === undefined) this.mainTurn = turnId
  }

  /** A prompt of origin `originKind`: a person's resets every chain; whether it was a person's. */
  prompt(originKind: string): boolean {
    if (!PERSON_ORIGINS.has(originKind)) return false
    this.personPrompt()
    return true
  }

  personPrompt(): void {
    this.stoppedBy = undefined
    this.guard.personPrompt()
  }

  turnEnded(agent: string, aborted: boolean): void {
    this.guard.turnEnded(agent, aborted)
  }

  /** A compaction; `precompute` (a summary made ahead, nothing dropped yet) forgets nothing. */
  compacted(agent: string, trigger?: string): void {
    if (trigger !== 'precompute') this.guard.compacted(agent)
  }

  /** The session ended (`/clear` too): nothing remembered, counts from zero. */
  sessionEnded(): void {
    this.guard.newSession()
    this.tokens.reset()
    this.stoppedBy = undefined
    this.counts.saved = 0
    this.counts.notReread.calls = 0
    this.counts.notReread.chars = 0
  }
}

function take<V>(map: Map<string, V>, id: string | undefined): V | undefined {
  if (id === undefined) return undefined
  const value = map.get(id)
  map.delete(id)
  return value
}
