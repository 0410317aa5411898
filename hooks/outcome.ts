/**
 * Outcomes: what a tool call came back with, reduced to what the guard compares.
 *
 * Contract: `readOutcome(result, signals)` turns what `next(e)` resolved to (or a
 * transcript's record of it) into an `Outcome`:
 * - `success` / `failure` carry a fingerprint of what the model read, after volatile
 *   text is normalized; failures also carry the error's first line for the wording;
 * - `refused` is a permission refusal or a `{ deny }` from beneath: never a failure;
 * - `interrupted` is a person's interrupt;
 * - `ignored` is what says nothing about the call itself: the cancellation of a
 *   sibling in the same response, the engine's own "issue the action again once"
 *   request, a command moved to the background before it finished.
 * Fingerprints are short: the normalized text itself when short, else a hash of
 * it (digest.ts); past `FULL_HASH_LIMIT` characters only fixed samples are hashed, so a 1 MB
 * result costs little (two outputs that differ only between samples then match).
 */
import { hashText } from './digest.js'
import { normalizeVolatile } from './normalize.js'

export type Outcome =
  | { kind: 'success'; fingerprint: string; isReadOnly: boolean }
  | { kind: 'failure'; fingerprint: string; firstLine: string }
  | { kind: 'refused'; firstLine: string }
  | { kind: 'interrupted' }
  | { kind: 'ignored'; why: 'sibling-cancelled' | 'retry-request' | 'backgrounded' }

/** What `next(e)` resolved to, loosely: engine results, hook answers, transcript records. */
export type ResultLike = {
  deny?: unknown
  isError?: unknown
  text?: unknown
  result?: unknown
  isReadOnly?: unknown
}

/** What the wiring knows beside the result. */
export type ResultSignals = {
  /** `next.signal.aborted` after the call: a person interrupted or said "No". */
  aborted?: boolean
  /** A permission verdict recorded for this call (a transcript's), if any. */
  permission?: { decision: string; reason?: string }
  /** Whether the tool held the input read-only, from `tool.check`, when the result lacks it. */
  isReadOnly?: boolean
}

const SIBLING_CANCELLED = /Sibling tool call errored/
const RETRY_REQUEST = /Issue the action again once/i
const INTERRUPTED = /\[Request interrupted by user/
/**
 * The engine's wordings of a permission refusal, at the head of the error (section 2.4 of
 * the API digest; each seen in a headless run of 2.1.332 or in real transcripts):
 * a settings deny rule (a file tool's: "File is in a directory that is denied by your
 * permission settings."), an ask nobody answered, a plugin's `tool.check` deny or ask
 * ("Permission to use Bash denied by plugin p: …"), a settings PreToolUse hook's deny,
 * and its older spellings, a person's "No", auto mode's classifier.
 */
const PERMISSION_REFUSAL = new RegExp(
  '^(?:<tool_use_error>)?(?:Error: )?(?:' +
    [
      "Permission to use [^\\n]* has been denied",
      'Permission to use \\S+ denied by plugins? ',
      'Permission for this [^\\n]*denied',
      '[^\\n]* is denied by your permission settings',
      "Claude requested permissions to [^\\n]*, but you haven't granted it yet",
      'PreToolUse:[^\\n:]+ hook error: ',
      'Hook PreToolUse:[^\\n]* denied this tool',
      '\\S+ operation blocked by hook:',
      "The user doesn't want to (?:proceed with this tool use|take this action)",
      '[^\\n]* needs approval',
      '[^\\n]*requires approval',
    ].join('|') +
    ')',
)

export async function readOutcome(r: ResultLike, signals: ResultSignals = {}): Promise<Outcome> {
  if (typeof r.deny === 'string') return { kind: 'refused', firstLine: firstLine(r.deny) }
  const text = resultText(r)
  if (r.isError === true) {
    if (SIBLING_CANCELLED.test(text)) return { kind: 'ignored', why: 'sibling-cancelled' }
    if (RETRY_REQUEST.test(text)) return { kind: 'ignored', why: 'retry-request' }
    if (isRefusal(text, signals)) return { kind: 'refused', firstLine: firstLine(text) }
    if (signals.aborted === true || INTERRUPTED.test(text)) return { kind: 'interrupted' }
    return { kind: 'failure', fingerprint: await fingerprint(text), firstLine: firstLine(text) }
  }
  if (wasBackgrounded(r.result)) return { kind: 'ignored', why: 'backgrounded' }
  const images = countImages(r.result)
  const isReadOnly = r.isReadOnly === true || signals.isReadOnly === true
  return { kind: 'success', fingerprint: `${await fingerprint(text)}${images > 0 ? ` +${images} images` : ''}`, isReadOnly }
}

function isRefusal(text: string, signals: ResultSignals): boolean {
  const verdict = signals.permission
  if (verdict?.decision === 'deny') return true
  if (PERMISSION_REFUSAL.test(text)) return true
  // An ask nobody answered comes back with the ask's own reason as the error.
  return verdict?.decision === 'ask' && verdict.reason !== undefined && verdict.reason !== '' && text.includes(verdict.reason)
}

/** What the model read: `text` from core, else the hook's own result. */
export function resultText(r: ResultLike): string {
  if (typeof r.text === 'string') return r.text
  if (typeof r.result === 'string') return r.result
  if (r.result === undefined || r.result === null) return ''
  try {
    return JSON.stringify(r.result, withoutImageData) ?? ''
  } catch {
    try {
      return String(r.result)
    } catch {
      return '[a result that cannot be read as text]'
    }
  }
}

/** Images count by number, not content: their data never reaches a fingerprint. */
function withoutImageData(_key: string, value: unknown): unknown {
  return value !== null && typeof value === 'object' && (value as Record<string, unknown>).type === 'image' ? '[image]' : value
}

/** Ctrl+B or a turn abort moved a command to the background: its output is not in yet. */
function wasBackgrounded(result: unknown): boolean {
  if (result === null || typeof result !== 'object') return false
  const record = result as Record<string, unknown>
  return record.backgroundedByUser === true || record.backgroundedByTurnAbort === true
}

/** Images count by number, not content (a Read of a picture, image blocks in a list). */
function countImages(result: unknown): number {
  if (result === null || typeof result !== 'object') return 0
  if ((result as Record<string, unknown>).type === 'image') return 1
  const list = Array.isArray(result) ? result : (result as Record<string, unknown>).content
  if (!Array.isArray(list)) return 0
  let images = 0
  for (const block of list.slice(0, 1000)) {
    if (block !== null && typeof block === 'object' && (block as Record<string, unknown>).type === 'image') images++
  }
  return images
}

/** Up to this length the whole normalized text is hashed. */
export const FULL_HASH_LIMIT = 64 * 1024
/** Up to this length the normalized text is its own fingerprint. */
const PLAIN_FINGERPRINT_LIMIT = 200
const EDGE = 16 * 1024
const SAMPLES = 32
const SAMPLE_LENGTH = 256

/** A short string equal for two texts exactly when they read the same, volatile tokens aside. */
export async function fingerprint(text: string): Promise<string> {
  const sampled = text.length > FULL_HASH_LIMIT ? sampleOf(text) : text
  const normal = normalizeVolatile(sampled).trim() // white space at either end means nothing
  if (normal.length <= PLAIN_FINGERPRINT_LIMIT && sampled === text) return `=${normal}`
  return `#${text.length > FULL_HASH_LIMIT ? `${text.length}:` : ''}${await hashText(normal)}`
}

/** The head, the tail and evenly spaced slices between: a fixed amount of any long text. */
function sampleOf(text: string): string {
  const parts = [text.slice(0, EDGE)]
  const stride = Math.floor((text.length - 2 * EDGE) / (SAMPLES + 1))
  for (let i = 1; i <= SAMPLES; i++) {
    const at = EDGE + i * stride
    parts.push(text.slice(at, at + SAMPLE_LENGTH))
  }
  parts.push(text.slice(-EDGE))
  return parts.join('\n')
}

const FIRST_LINE_LENGTH = 120

/** The first meaningful line of an error, without the wrappers the engine adds. */
export function firstLine(text: string): string {
  const head = text.length > 4096 ? text.slice(0, 4096) : text
  const cleaned = head.replace(/<\/?tool_use_error>/g, '').replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '')
  const lines = cleaned.split('\n').map((l) => l.trim()).filter((l) => l !== '')
  const first = (lines[0] ?? '').replace(/^Error: /, '')
  // Bash leads with "Exit code N", which says little; the line after it says what went wrong.
  const exit = /^Exit code (\d+)$/.exec(first)
  const bare = exit !== null && lines[1] !== undefined ? `${lines[1]} (exit code ${exit[1]})` : first
  return bare.length > FIRST_LINE_LENGTH ? `${bare.slice(0, FIRST_LINE_LENGTH - 1)}…` : bare
}
