/**
 * Text that came from a tool, a transcript or a user, made safe to show on a terminal.
 *
 * Contract: `printable(text)` replaces every character a terminal acts on instead of
 * drawing (C0 and C1 controls, DEL, and the bidirectional overrides that reorder what
 * is drawn) with a visible escape such as `\x1b` or `\u202e`, so an OSC 52 clipboard
 * write or a cursor move in a transcript is shown, never performed. Tabs become one
 * space. Newlines stay only with `keepNewlines` (where a line break is meant); otherwise
 * they are escaped too, so one value stays on one line. Everything else is unchanged:
 * text without such characters comes back as it was.
 * `markdownLiteral(text)` is `printable(text)` for a surface that draws markdown (the
 * reply to `/loop-guard`): every ASCII punctuation character gets a backslash, which a
 * CommonMark renderer drops while drawing the character itself, so no emphasis, link,
 * code span, heading, list, table, HTML or entity can form from it.
 * `jsonQuoted(text)` is tool text as the model reads it from us (a JSON string that
 * cannot be closed from inside and holds no `<`/`>`); `jsonLine(value)` is JSON.stringify
 * with the characters a terminal acts on that it leaves raw (DEL, C1 controls, bidi
 * controls, line separators) written as `\u` escapes; `shownToolName(name)` is a tool
 * name safe to print and quote (real names unchanged).
 */

/** C0 controls but tab and newline, DEL, C1 controls, bidi embeddings, overrides and isolates. */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g
const CONTROL_OR_NEWLINE = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g
const MAY_NEED_WORK = /[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/

export function printable(text: string, options: { keepNewlines?: boolean } = {}): string {
  if (!MAY_NEED_WORK.test(text)) return text
  const controls = options.keepNewlines === true ? CONTROL : CONTROL_OR_NEWLINE
  return text.replace(/\t/g, ' ').replace(controls, escapeOne)
}

/** CommonMark's escapable characters: all ASCII punctuation. */
const MARKDOWN_PUNCTUATION = /[!-/:-@[-`{-~]/g

export function markdownLiteral(text: string): string {
  return printable(text).replace(MARKDOWN_PUNCTUATION, '\\$&')
}

/** What JSON.stringify leaves raw that a terminal acts on or breaks a line at. */
const RAW_IN_JSON = /[\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g

export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

function escapeOne(c: string): string {
  const code = c.charCodeAt(0)
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}

/**
 * Text from a tool as the model reads it from us: a JSON string, so nothing inside can
 * close the quote (every `"` is `\"`, every line break `\n`), with `<` and `>` spelled
 * `\u003c` and `\u003e` so no tag (`</system-reminder>`) can be read out of it, and the
 * line and paragraph separators escaped too. JSON.parse gives the text back exactly.
 */
export function jsonQuoted(text: string): string {
  return JSON.stringify(text).replace(/[<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Characters a tool name is shown with; anything else becomes `_`, so a name cannot carry a quote or a tag. */
const NOT_IN_TOOL_NAME = /[^A-Za-z0-9_.-]/g
const LONGEST_TOOL_NAME = 64

/**
 * A tool name as shown to people and the model: real names (`Bash`, `mcp__github__create_issue`)
 * are unchanged; other characters become `_` and a name past 64 characters is cut with `…`.
 */
export function shownToolName(name: string): string {
  const plain = name.replace(NOT_IN_TOOL_NAME, '_')
  return plain.length > LONGEST_TOOL_NAME ? `${plain.slice(0, LONGEST_TOOL_NAME - 1)}…` : plain
}
