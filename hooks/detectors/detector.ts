/**
 * What a detector is: one rule of the guard, with its own memory of each agent.
 *
 * Contract: a detector keeps what it needs per agent (`fresh()` makes an empty memory,
 * `size()` says how much it holds; every memory is capped) and answers the guard with
 * a `Finding` or nothing:
 * - `before(memory, call)`: the call has not run yet; a `block` finding refuses it.
 *   Asked only in `enforce` mode with `blockAt` set; must not change the memory.
 * - `after(memory, ran)`: a call came back with a success or a failure. Every detector
 *   sees every such call (progress and failures alike) and updates its memory, whatever
 *   the others find.
 * - `refused(memory, call)`: someone else (a person, a permission rule) refused the call.
 * - `text(memory, piece)`: a piece of a model response's text or thinking as it streams;
 *   a `block` finding ends the response (only `text-loop` answers it).
 * - `live(memory)`: what the loop it watches looks like now, for the status line; `liveAfter(memory,
 *   key)`: in constant time, whether `live` may show something after a call of `key`
 *   (what a call changes, it changes for its own key, a cycle aside), so the guard works
 *   the status line out only then; `repeats(memory, key)`: how often that call repeated,
 *   for the report.
 * The guard asks the detectors in list order (detectors/index.ts) and the first finding
 * decides: a `quiet` finding claims the call for its rule and nothing is said. Only the
 * guard turns findings into notes, refusals, toasts and counts; what a detector
 * forgets on each reset is written in resets.ts, under its rule's name.
 */
import type { Situation } from '../advice.js'
import { atLeast, judgeTexts } from '../judge.js'
import type { Verdict } from '../judge.js'
import type { Settings } from '../options.js'
import type { CallInfo, Rule, TextPiece } from '../vocabulary.js'

/**
 * A run as a detector keeps it to compare later: keep the run itself and judge two runs
 * with `verdictOf` (or `sameRun`, `similarRun`) when they must be compared.
 */
export type Signed = {
  /** `ok <fingerprint>` or `err <fingerprint>`, the strict fingerprint of the run alone: what decides when texts are not kept, and a name for cycles. */
  readonly signature: string
  /** Whether it failed. */
  readonly failed?: boolean
  /** The text two runs are judged on (judge.ts), when short enough and without images. */
  readonly text?: string
  /** A read-only call's success: its output tells what the world did (judge.ts `polled`). */
  readonly polled?: boolean
  /** The call's arguments as text, where known (judge.ts `asked`). */
  readonly asked?: string
  /** Else a hash of the whole text (images' hash after it): equal only for identical outputs. */
  readonly identity?: string
  /** The loose fingerprint (numbers masked): what a note needs between runs whose texts are not kept. */
  readonly looseFingerprint?: string
}

/**
 * What two runs of one call have in common (judge.ts): `identical`, `same` (every difference
 * proven noise: may refuse), `similar` (for notes) or `different`. Runs whose texts are kept are
 * judged by what differs between them; others by their whole-text identity and fingerprints.
 */
export function verdictOf(a: Signed, b: Signed): Verdict {
  if (a === b) return 'identical'
  if (a.failed !== b.failed) return 'different'
  const x = a.text
  const y = b.text
  if (x !== undefined && y !== undefined) return x === y ? 'identical' : judgeKept(x, y, { polled: a.polled === true && b.polled === true, asked: a.asked ?? '' })
  if (a.identity !== undefined && a.identity === b.identity) return 'identical'
  if (a.signature === b.signature) return 'same'
  return a.looseFingerprint !== undefined && a.looseFingerprint === b.looseFingerprint ? 'similar' : 'different'
}

/** How `verdictOf` judges two kept texts: judge.ts itself, unless a memo of it is lent (`judgeKeptTextsWith`). */
let judgeKept: typeof judgeTexts = judgeTexts

/**
 * Lends `verdictOf` a memo of `judgeTexts` (undefined: judge.ts again). Only the audit's `--suggest`
 * lends one, while it replays one session under many options (cli/suggest.ts); the memo must give
 * judge.ts's verdicts, so nothing but the time it takes changes.
 */
export function judgeKeptTextsWith(memo: typeof judgeTexts | undefined): void {
  judgeKept = memo ?? judgeTexts
}

/** Whether two runs have the same outcome, every difference proven noise: what chains, advisories and refusals need. */
export function sameRun(a: Signed, b: Signed): boolean {
  return atLeast(verdictOf(a, b), 'same')
}

/** Whether two runs are alike enough for a note (counts and uncorroborated line numbers still differ). */
export function similarRun(a: Signed, b: Signed): boolean {
  return atLeast(verdictOf(a, b), 'similar')
}

/** A piece of a model response's visible text or thinking, as it streams. */
/** A call that ran and came back with a success or a failure, as every detector sees it. */
export type Ran = Signed & {
  call: CallInfo
  failed: boolean
  /** The error's first line, on a failure. */
  error?: string
  /** A success that changed something (not read-only). */
  progress: boolean
}

export type Finding = {
  rule: Rule
  /** `quiet` claims the call for this rule: later rules stay silent and nothing is said. */
  action: 'quiet' | 'note' | 'warn' | 'block'
  /** The tool, excerpt, count (identical calls, rounds or refusals) and error, for every wording. */
  situation: Situation
  /** What the model reads, worded when asked (the audit never asks); for a `block` the guard words the refusal itself (advice.refusal). */
  words: () => string
  /** A few words for the debug line. */
  reason: string
  /** The call keys this loop is made of: one cycle is one loop however many calls go round. */
  keys: readonly string[]
  /** The tools going round, for a cycle. */
  tools?: readonly string[]
}

/** What a detector shows on the status line while its loop builds. */
export type Live = { tool: string; count: number; what: 'same output' | 'same failure' | 'cycle' | 'refused each time'; warned: boolean }

export interface Detector<Memory> {
  readonly rule: Rule
  fresh(): Memory
  size(memory: Memory): number
  before?(memory: Memory, call: CallInfo, settings: Settings): Finding | undefined
  after?(memory: Memory, ran: Ran, settings: Settings): Finding | undefined
  refused?(memory: Memory, call: CallInfo, settings: Settings): Finding | undefined
  text?(memory: Memory, piece: TextPiece, settings: Settings): Finding | undefined
  live?(memory: Memory): Live | undefined
  /** Whether `live` may show something after a call of `key`; constant time. Required with `live`. */
  liveAfter?(memory: Memory, key: string): boolean
  /** How many identical calls of `key` its memory holds in a row, for the report's top repeated calls. */
  repeats?(memory: Memory, key: string): number
  /** How many runs of `key` in a row, ending with the latest, read the very same text (the output pointer's certainty). */
  identicalRuns?(memory: Memory, key: string): number
}

/** Advisory tiers: 1 at `warnAt`, 2 on the call before `blockAt`, 3 on every later call. */
export function tierOf(settings: Settings, count: number): 0 | 1 | 2 | 3 {
  const { warnAt, blockAt } = settings
  const firm = blockAt > 0 ? blockAt - 1 : warnAt + 1
  if (count > firm) return 3
  if (count === firm && firm >= warnAt) return 2
  return count >= warnAt ? 1 : 0
}

/** Whether the next call of a loop at `count` will be refused. */
export function nextIsRefused(settings: Settings, count: number): boolean {
  return settings.mode === 'enforce' && settings.blockAt > 0 && count + 1 >= settings.blockAt
}

/** An error with no message beyond its exit status: it proves no common cause. */
export const SAYS_NOTHING = /^(?:Exit code \d+)?$/

/** The words of a finding that says nothing to the model (`quiet`, `block`). */
export const NO_WORDS = (): string => ''

/** Drops every entry but `key`'s, if it has one: what progress does to other calls' records. */
export function keepOnly<V>(map: Map<string, V>, key: string): void {
  if (map.size === 0) return
  const own = map.get(key)
  map.clear() // at once: faster than deleting the others one by one
  if (own !== undefined) map.set(key, own)
}

/** The situation of a call: what every wording needs. */
export function situation(call: CallInfo, count: number, error: string): Situation & { error: string }
export function situation(call: CallInfo, count: number, error?: string): Situation
export function situation(call: CallInfo, count: number, error?: string): Situation {
  // the excerpt is read only to word something: a wordless guard (the audit) never makes it
  const s: Situation = {
    tool: call.tool,
    get excerpt() {
      return call.excerpt
    },
    count,
  }
  if (error !== undefined) s.error = error
  return s
}
