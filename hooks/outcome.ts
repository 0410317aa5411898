/**
 * Outcomes: what a tool call came back with, reduced to what the guard compares.
 *
 * Contract: `readOutcome(result, signals, args?)` turns what `next(e)` resolved to (or a
 * transcript's record of it) into an `Outcome`:
 * - `success` / `failure` carry two fingerprints of what the model read: `fingerprint`
 *   after run-to-run noise is removed (normalize.ts, strict: it decides chains, advisories
 *   and refusals) and `looseFingerprint`, for a failure, with every number masked as well
 *   (for failure notes only; a success's is its strict one, since no note reads it);
 *   failures also carry the error's first line for the wording. Images compare by content:
 *   a hash of a bounded sample of each image's base64 data. A failure's text is compared
 *   with the call's own string arguments (`args`, 4+ characters) taken out where it echoes
 *   them, so Edit's `String to replace not found … String: <old_string>` is one error
 *   whatever the guess (found in one pass whatever their number; a long error is sampled
 *   without them, never copied whole). The first line is for wording only (credentials
 *   redacted, control characters escaped: `firstLine`);
 * - `refused` is a permission refusal or a `{ deny }` from beneath: never a failure;
 * - `interrupted` is a person's interrupt: the engine's abort signal, or its interrupt line
 *   as the head of the error;
 * - `ignored` is what says nothing about the call itself: the cancellation of a sibling in
 *   the same response, the engine's own "issue the action again once" request, a command
 *   moved to the background before it finished. The engine's phrases count only as its
 *   exact whole messages, so a log that quotes one is still a real failure.
 * Two runs are judged by what differs between them (judge.ts): an outcome keeps its text
 * (`text`, the echo-free error for a failure) up to `COMPARE_LIMIT` characters when it holds
 * no images; a longer one keeps `identity`, a hash of its whole text as judge.ts cleans it
 * (images' hash after it). Fingerprints name a run alone, for what cannot keep texts (a
 * cycle's name, runs past the limit, the audit's --suggest): the normalized text itself when
 * short, else a hash of it (digest.ts); past `FULL_HASH_LIMIT` characters the identity, so
 * only identical outputs match, compared whole, never by samples. A kept text is printed only
 * when a fingerprint is first read, hashed in JavaScript then; a longer one (or one with
 * images) is printed at once, since its hash may be native and asynchronous. When, and how
 * often, a fingerprint is read never changes what it says.
 * `readOutcomeNow` is the same outcome, given at once unless such a hash must be waited for.
 */
import { hashText, hashTextNow, QUICK_HASH_LIMIT, quickHash } from './digest.js'
import { cleanText, maskNumbers, normalizeStrict } from './normalize.js'
import { redact } from './redact.js'
import { printable } from './safe-text.js'

export type Outcome =
  | { kind: 'success'; fingerprint: string; looseFingerprint: string; isReadOnly: boolean; readonly text?: string; readonly identity?: string }
  | { kind: 'failure'; fingerprint: string; looseFingerprint: string; firstLine: string; readonly text?: string; readonly identity?: string }
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
}

/** The engine's wrappers around its own error messages. */
const WRAPPER = /^(?:<tool_use_error>)?(?:Error: )?([\s\S]*?)(?:<\/tool_use_error>)?$/
/** The whole of the engine's message for a call cancelled because a sibling failed. */
const SIBLING_CANCELLED = /^Sibling tool call errored$/
/** Words every "issue it again" message holds. */
const RETRY_WORDS = 'Issue the action again once, as-is'
/** The whole of auto mode's "no verdict, issue it again" message: one paragraph. */
const RETRY_REQUEST = /^[^\n]{1,200}(?: gave no verdict for [^\n]{1,200}| did not run yet\.)[^\n]*Issue the action again once, as-is[^\n]*$/
/** The engine's interrupt line heading the error, after Bash's exit code if any. */
const INTERRUPTED = /^(?:Exit code \d+\n)?\[Request interrupted by user(?: for tool use)?\](?:\n|$)/
/** Longest text that can be one of the engine's own messages. */
const ENGINE_MESSAGE_LIMIT = 2000
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

export async function readOutcome(r: ResultLike, signals: ResultSignals = {}, args?: Record<string, unknown>): Promise<Outcome> {
  return readOutcomeNow(r, signals, args)
}

/**
 * `readOutcome` without a wait when none is needed: the outcome itself, unless a long text or
 * an image must be hashed now (its hash may be native), then a promise of it. In the engine's
 * runtime each await costs a call more than the work it waits for (bench/README.md).
 */
export function readOutcomeNow(r: ResultLike, signals: ResultSignals = {}, args?: Record<string, unknown>): Outcome | Promise<Outcome> {
  if (typeof r.deny === 'string') return { kind: 'refused', firstLine: firstLine(r.deny) }
  const text = resultText(r)
  if (r.isError === true) {
    const ignored = engineMessage(text)
    if (ignored !== undefined) return { kind: 'ignored', why: ignored }
    if (isRefusal(text, signals)) return { kind: 'refused', firstLine: firstLine(text) }
    if (signals.aborted === true || INTERRUPTED.test(text.trimStart())) return { kind: 'interrupted' }
    const compared = args === undefined ? text : withoutEcho(text, args)
    const line = firstLine(text)
    const prints = printsOf(compared, '', true)
    return prints instanceof Prints ? new Failed(line, prints) : prints.then((p) => new Failed(line, p))
  }
  if (wasBackgrounded(r.result)) return { kind: 'ignored', why: 'backgrounded' }
  const isReadOnly = r.isReadOnly === true
  const images = imagesIn(r.result)
  if (images.length === 0) {
    const prints = printsOf(text, '', false)
    return prints instanceof Prints ? new Succeeded(isReadOnly, prints) : prints.then((p) => new Succeeded(isReadOnly, p))
  }
  return imagesFingerprint(images)
    .then((imagePrint) => printsOf(text, imagePrint, false))
    .then((prints) => new Succeeded(isReadOnly, prints))
}

/** A success or a failure: its fingerprints are its prints', worked out when first read. */
abstract class Printed {
  constructor(private readonly prints: Prints) {}
  get fingerprint(): string {
    return this.prints.strict()
  }
  get looseFingerprint(): string {
    return this.prints.loose()
  }
  /** The text two runs are judged on (judge.ts), kept up to `COMPARE_LIMIT` characters when there are no images. */
  get text(): string | undefined {
    return this.prints.text
  }
  /** For a longer text or one with images: a hash of the whole text as the comparison sees it, images' hash after it. */
  get identity(): string | undefined {
    return this.prints.identity
  }
}

class Succeeded extends Printed {
  readonly kind = 'success'
  constructor(
    readonly isReadOnly: boolean,
    prints: Prints,
  ) {
    super(prints)
  }
}

class Failed extends Printed {
  readonly kind = 'failure'
  constructor(
    readonly firstLine: string,
    prints: Prints,
  ) {
    super(prints)
  }
}

/** Which of the engine's own messages an error is, judged on the whole message only. */
function engineMessage(text: string): 'sibling-cancelled' | 'retry-request' | undefined {
  if (text.length > ENGINE_MESSAGE_LIMIT) return undefined
  const message = (WRAPPER.exec(text.trim())?.[1] ?? '').trim()
  if (SIBLING_CANCELLED.test(message)) return 'sibling-cancelled'
  // the pattern tries many ways to cut a long first line: only a message with its closing words is tried
  if (message.includes(RETRY_WORDS) && RETRY_REQUEST.test(message)) return 'retry-request'
  return undefined
}

function isRefusal(text: string, signals: ResultSignals): boolean {
  const verdict = signals.permission
  if (verdict?.decision === 'deny') return true
  if (PERMISSION_REFUSAL.test(text)) return true
  // An ask nobody answered comes back with the ask's own reason as the error.
  return verdict?.decision === 'ask' && verdict.reason !== undefined && verdict.reason !== '' && text.includes(verdict.reason)
}

/** Marks where an error echoed an argument; assumed absent from real tool output. */
const ECHO = '\uE000e'
/** Shorter arguments are too likely to occur in an error by chance (`ls`, `a.ts`). */
const SHORTEST_ECHO = 4
const MOST_ECHOED_ARGUMENTS = 16
/**
 * Arguments up to this long are found together, in one pass of one pattern over the error;
 * a longer one is looked for on its own, where a long needle skips through the text (and a
 * pattern of many such could pass the regular-expression engine's size limit).
 */
const LONGEST_IN_PATTERN = 256

/**
 * The error with every verbatim echo of the call's own string arguments taken out, the
 * longest first: one pass over the text for the short arguments, whatever their number.
 */
function withoutEcho(text: string, args: Record<string, unknown>): string {
  const short: string[] = []
  const long: string[] = []
  let taken = 0
  for (const value of Object.values(args)) {
    if (typeof value !== 'string' || value.length < SHORTEST_ECHO || taken >= MOST_ECHOED_ARGUMENTS) continue
    taken++
    if (value.length > text.length) continue
    if (value.length > LONGEST_IN_PATTERN) long.push(value)
    // a value the text does not hold is no echo: most errors echo nothing, and a pattern costs a compile
    else if (text.includes(value)) short.push(value)
  }
  const spans: Span[] = []
  let longSpans = 0
  const overlapsLong = (start: number, end: number): boolean => {
    for (let i = 0; i < longSpans; i++) if (start < spans[i]!.end && spans[i]!.start < end) return true
    return false
  }
  long.sort((a, b) => b.length - a.length)
  for (const value of long) {
    for (let at = text.indexOf(value); at >= 0 && spans.length < MOST_SPANS; at = text.indexOf(value, at + value.length)) {
      if (!overlapsLong(at, at + value.length)) longSpans = spans.push({ start: at, end: at + value.length })
    }
  }
  if (short.length > 0) {
    // at one place the pattern takes its first alternative that matches: the longest
    short.sort((a, b) => b.length - a.length)
    const pattern = new RegExp(short.map(escapeForPattern).join('|'), 'g')
    for (let m = pattern.exec(text); m !== null && spans.length < MOST_SPANS; m = pattern.exec(text)) {
      const end = m.index + m[0].length
      if (!overlapsLong(m.index, end)) spans.push({ start: m.index, end })
    }
  }
  if (spans.length === 0) return text
  spans.sort((a, b) => a.start - b.start)
  // the text without the echoes, built in one pass: it is kept or hashed whole
  const parts: string[] = []
  let at = 0
  for (const span of spans) {
    parts.push(text.slice(at, span.start), ECHO)
    at = span.end
  }
  parts.push(text.slice(at))
  return parts.join('')
}

/** Where an echo stands in the error: `[start, end)`. */
type Span = { start: number; end: number }

/** Echoes taken out of one error at most; past them the rest stay (a pathological error, an argument everywhere). */
const MOST_SPANS = 4096

function escapeForPattern(literal: string): string {
  return literal.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
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

/** Image data never reaches the text: images have their own fingerprint. */
function withoutImageData(_key: string, value: unknown): unknown {
  return value !== null && typeof value === 'object' && (value as Record<string, unknown>).type === 'image' ? '[image]' : value
}

/** Ctrl+B or a turn abort moved a command to the background: its output is not in yet. */
export function wasBackgrounded(result: unknown): boolean {
  if (result === null || typeof result !== 'object') return false
  const record = result as Record<string, unknown>
  return record.backgroundedByUser === true || record.backgroundedByTurnAbort === true
}

const NO_IMAGES: readonly unknown[] = []
/** Image blocks read past this many are counted, not sampled. */
const MOST_SAMPLED_IMAGES = 16
const MOST_COUNTED_BLOCKS = 1000
/** Up to this length an image's base64 data is hashed whole; past it, fixed slices. */
const WHOLE_IMAGE_LIMIT = 8 * 1024
const IMAGE_SLICES = 32
const IMAGE_SLICE_LENGTH = 128

/**
 * ` +N images <hash>` for a result's image blocks (a Read of a picture, image blocks in a
 * list, an MCP screenshot), '' for none: pictures compare by their pixels' bytes.
 */
async function imagesFingerprint(blocks: readonly unknown[]): Promise<string> {
  if (blocks.length === 0) return ''
  const samples = blocks.slice(0, MOST_SAMPLED_IMAGES).map((b) => imageSample(imageData(b)))
  return ` +${blocks.length} images ${await hashText(samples.join('\n'))}`
}

/** The image blocks of a result (counted up to `MOST_COUNTED_BLOCKS`): the result itself when it is one. */
function imagesIn(result: unknown): readonly unknown[] {
  if (result === null || typeof result !== 'object') return NO_IMAGES
  if ((result as Record<string, unknown>).type === 'image') return [result]
  const list = Array.isArray(result) ? result : (result as Record<string, unknown>).content
  if (!Array.isArray(list)) return NO_IMAGES
  return list.slice(0, MOST_COUNTED_BLOCKS).filter((b) => b !== null && typeof b === 'object' && (b as Record<string, unknown>).type === 'image')
}

/** The base64 data of an image block, in the shapes the engine and MCP servers use. */
function imageData(block: unknown): string {
  const b = block as Record<string, unknown>
  const nested = (b.source ?? b.file) as Record<string, unknown> | null | undefined
  for (const v of [nested !== null && typeof nested === 'object' ? nested.data : undefined, nested !== null && typeof nested === 'object' ? nested.base64 : undefined, b.data, b.base64]) {
    if (typeof v === 'string') return v
  }
  return ''
}

/**
 * The length, evenly spaced slices and the tail of the data: a changed pixel changes the
 * compressed stream from there on, and a PNG's last bytes hold the image data's checksum.
 */
function imageSample(data: string): string {
  if (data.length <= WHOLE_IMAGE_LIMIT) return data
  const parts = [String(data.length)]
  const stride = Math.floor(data.length / IMAGE_SLICES)
  for (let i = 0; i < IMAGE_SLICES; i++) parts.push(data.slice(i * stride, i * stride + IMAGE_SLICE_LENGTH))
  parts.push(data.slice(-IMAGE_SLICE_LENGTH))
  return parts.join('|')
}

/** Up to this length the whole normalized text is hashed; a longer one is the same as another only when identical. */
export const FULL_HASH_LIMIT = 64 * 1024
/** Up to this length a text is kept to judge two runs by what differs (judge.ts); past it, fingerprints decide. */
export const COMPARE_LIMIT = 32 * 1024
/** Up to this length the normalized text is its own fingerprint. */
const PLAIN_FINGERPRINT_LIMIT = 200

/** A short string equal for two texts exactly when they read the same, noise aside (strict). */
export async function fingerprint(text: string): Promise<string> {
  return (await printsOf(text, '', false)).strict()
}

/**
 * Up to this long a text's hash at the read is the one `hashText` would choose (JavaScript):
 * texts up to `COMPARE_LIMIT` are all printed at the read, and past this their hash is the
 * JavaScript one where `hashText` would choose the host's; a run kept for judging is compared
 * by its text, so only a fingerprint read for a name (a cycle's, the audit's) sees the difference.
 */
export const LAZY_LIMIT = Math.floor(QUICK_HASH_LIMIT / 2)

/**
 * An outcome's fingerprints and what two runs are judged on. A short text (no images) is kept
 * and printed at the first read; a long one is printed now (its hash may be asynchronous). The
 * text is kept up to `COMPARE_LIMIT` characters; a longer one, or one with images, keeps its
 * `identity` instead: the pointer needs the whole text the same, never a sample of it.
 */
class Prints {
  constructor(
    readonly text: string | undefined,
    private readonly masksNumbers: boolean,
    private strictPrint = '',
    private loosePrint = '',
    readonly identity: string | undefined = undefined,
  ) {}

  strict(): string {
    if (this.strictPrint === '') this.work()
    return this.strictPrint
  }

  loose(): string {
    if (this.strictPrint === '') this.work()
    return this.loosePrint
  }

  private work(): void {
    const strictForm = normalizeStrict(this.text ?? '').trim() // white space at either end means nothing
    this.strictPrint = quickFingerprintOf(strictForm)
    const looseForm = this.masksNumbers ? maskNumbers(strictForm) : strictForm
    this.loosePrint = looseForm === strictForm ? this.strictPrint : quickFingerprintOf(looseForm)
  }
}

/**
 * The prints of a text, with the images' fingerprint (`''` for none) after each; `loose`: mask
 * numbers for the loose one. At once, unless a long text's hash must be waited for. Past
 * `FULL_HASH_LIMIT` characters every fingerprint is the identity: only identical outputs match.
 */
function printsOf(text: string, images: string, loose: boolean): Prints | Promise<Prints> {
  // a text kept for judging is printed only if a fingerprint is read (a cycle's name, the audit's --suggest): most never are
  if (text.length <= COMPARE_LIMIT && images === '') return new Prints(text, loose)
  const cleaned = cleanText(text)
  const identity = hashOf(cleaned)
  if (text.length > FULL_HASH_LIMIT) {
    const whole = (id: string): Prints => new Prints(undefined, loose, `#${id}${images}`, `#${id}${images}`, `${id}${images}`)
    return typeof identity === 'string' ? whole(identity) : identity.then(whole)
  }
  const strictForm = normalizeStrict(cleaned)
  const looseForm = loose ? maskNumbers(strictForm) : strictForm
  const strict = fingerprintOf(strictForm)
  const looser = looseForm === strictForm ? strict : fingerprintOf(looseForm)
  if (typeof strict === 'string' && typeof looser === 'string' && typeof identity === 'string') return new Prints(undefined, loose, `${strict}${images}`, `${looser}${images}`, `${identity}${images}`)
  return Promise.all([strict, looser, identity]).then(([s, l, id]) => new Prints(undefined, loose, `${s}${images}`, `${l}${images}`, `${id}${images}`))
}

/** A text's hash, at once when `hashTextNow` gives it. */
function hashOf(text: string): string | Promise<string> {
  return hashTextNow(text) ?? hashText(text)
}

/** A normal form's fingerprint: itself when short, else its hash (at once when `hashTextNow` gives it). */
function fingerprintOf(normal: string): string | Promise<string> {
  if (normal.length <= PLAIN_FINGERPRINT_LIMIT) return `=${normal}`
  const hash = hashOf(normal)
  return typeof hash === 'string' ? `#${hash}` : hash.then((h) => `#${h}`)
}

/** `fingerprintOf` for a whole text short enough that `hashTextNow` always gives its hash. */
function quickFingerprintOf(normal: string): string {
  return normal.length <= PLAIN_FINGERPRINT_LIMIT ? `=${normal}` : `#${hashTextNow(normal) ?? quickHash(normal)}`
}

const FIRST_LINE_LENGTH = 120
const REDACTION_MARGIN = 256

/**
 * The first meaningful line of an error, without the wrappers the engine adds: for the
 * wording only (fingerprints match), so its credentials are redacted and its control
 * characters escaped here, once, for every text that quotes it.
 */
export function firstLine(text: string): string {
  const head = text.length > 4096 ? text.slice(0, 4096) : text
  const cleaned = head.replace(/<\/?tool_use_error>/g, '').replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '')
  const lines = firstLines(cleaned, 2)
  const first = (lines[0] ?? '').replace(/^Error: /, '')
  // Bash leads with "Exit code N", which says little; the line after it says what went wrong.
  const exit = /^Exit code (\d+)$/.exec(first)
  const bare = exit !== null && lines[1] !== undefined ? `${lines[1]} (exit code ${exit[1]})` : first
  // a credential that starts before the cut is seen whole; what lies further is cut anyway
  const safe = printable(redact(bare.slice(0, FIRST_LINE_LENGTH + REDACTION_MARGIN)))
  return safe.length > FIRST_LINE_LENGTH ? `${safe.slice(0, FIRST_LINE_LENGTH - 1)}…` : safe
}

/** The first `count` lines of a text that hold more than white space, trimmed; looked for one by one, not split whole. */
function firstLines(text: string, count: number): string[] {
  const found: string[] = []
  for (let start = 0; found.length < count && start <= text.length; ) {
    const newline = text.indexOf('\n', start)
    const end = newline === -1 ? text.length : newline
    const line = text.slice(start, end).trim()
    if (line !== '') found.push(line)
    start = end + 1
  }
  return found
}
