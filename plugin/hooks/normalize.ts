/**
 * Volatile text: what changes on every run of a command but means nothing.
 *
 * Contract: `normalizeVolatile(text)` replaces each volatile token with a placeholder
 * made of the private-use character U+E000 and a letter, and removes colour codes and
 * Claude Code's `Shell cwd was reset to …` line. Volatile tokens are: ISO dates and
 * timestamps, clock times, durations with a unit (`3.21s`, `12 ms`, `in 2 min`),
 * UUIDs, hex ids of 12+ digits with letters and digits, `pid 1234`, a session id with
 * a digit in it, and temporary paths (`/tmp/…`, `/var/folders/…`, Windows' `…\Temp\…`).
 * Numbers that carry meaning stay: `3 tests failed` never matches `1 test failed`.
 * It is idempotent, and two texts without U+E000 that differ outside volatile tokens
 * never normalize to the same text (but for one space or `T` between two timestamps,
 * since a date and a time side by side read as one timestamp or two). One regular
 * expression, in one pass but where tokens are glued together: the regex engine is
 * native and fast where hand-written loops are not.
 */

/** Marks a placeholder; assumed absent from real tool output. */
const MARK = '\uE000'

const ANSI = String.raw`\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]`
const CWD_RESET = String.raw`(?:\n|^)Shell cwd was reset to [^\n]*`
const ISO_TIME = String.raw`\b\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s?[AP]M\b|Z|[+-]\d{2}:?\d{2}\b)?)?(?![\w:])`
const CLOCK = String.raw`\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?:\s?[AP]M\b)?(?![\w:])`
const UUID = String.raw`\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b`
const LONG_HEX = String.raw`\b[0-9a-fA-F]{12,}\b`
const GO_DURATION = String.raw`\b(?:\d+(?:\.\d+)?(?:ns|µs|us|ms|s|m|h)){2,}\b`
const DURATION = String.raw`\b\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b(?![.:]\d)`
const PID = String.raw`\b[pP][iI][dD][=: ]\s*\d+\b`
const SESSION = String.raw`\b[sS]ession(?:[ _-]?[iI][dD])?[=: ]\s*(?=[\w.-]*\d)[\w.-]{6,}`
const TEMP_PATH = String.raw`(?:/private)?/(?:tmp|var/tmp|var/folders)/[^\s'"\x60:;,()[\]{}<>]+|[A-Za-z]:\\Users\\[^\\\s]+\\AppData\\Local\\Temp\\[^\s'"\x60:;,()[\]{}<>]+`

/** Colour codes go first, so that a token right after one still starts at a word boundary. */
const COLOUR_CODES = new RegExp(ANSI, 'g')
/** One alternation; the capture group that matched picks the placeholder. */
const VOLATILE = new RegExp(
  [CWD_RESET, ISO_TIME, CLOCK, UUID, GO_DURATION, DURATION, PID, SESSION, LONG_HEX, TEMP_PATH].map((p) => `(${p})`).join('|'),
  'gm',
)
const HEX_GROUP = 8
const PLACEHOLDERS = ['', `${MARK}t`, `${MARK}t`, `${MARK}u`, `${MARK}d`, `${MARK}d`, `pid ${MARK}p`, `session ${MARK}s`, `${MARK}x`, `${MARK}f`]

/** Cheap test for whether a text can hold any volatile token at all. */
const MAY_HOLD_VOLATILE = /[\d\x1b]|Shell cwd|\/tmp\/|\/var\/|\\Temp\\/
/**
 * A placeholder glued to a word, a dot, a colon or a slash can open a word boundary for
 * its neighbour (`0m.0s`): then another pass, and a few passes always settle it.
 */
const GLUED = new RegExp(`[\\w.:/\\\\-]${MARK}|${MARK}[a-z][\\w.:/\\\\-]`)
const MAX_PASSES = 8

export function normalizeVolatile(text: string): string {
  if (!MAY_HOLD_VOLATILE.test(text)) return text
  let normal = text.includes('\x1b') ? text.replace(COLOUR_CODES, '') : text
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = normal.replace(VOLATILE, replaceToken)
    const settled = next === normal || !GLUED.test(next)
    normal = next
    if (settled) break
  }
  // "2024-05-01 9:05:03" reads as one timestamp or as a date and a clock: make both one.
  return normal.includes(`${MARK}t`) ? normal.replace(TIMESTAMP_RUN, `${MARK}t`) : normal
}

const TIMESTAMP_RUN = new RegExp(`${MARK}t(?:[ T]${MARK}t)+`, 'g')

function replaceToken(match: string, ...groups: unknown[]): string {
  for (let i = 0; i < PLACEHOLDERS.length; i++) {
    if (groups[i] === undefined) continue
    // a hex id has digits and letters: "deadbeefcafe" is a word, "123456789012" a number
    if (i === HEX_GROUP && !(/\d/.test(match) && /[a-fA-F]/.test(match))) return match
    return PLACEHOLDERS[i] as string
  }
  return ''
}
