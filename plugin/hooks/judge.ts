/**
 * "The same outcome": two runs of one call judged by what differs between them.
 *
 * The principle, to apply by hand. Put the two outputs side by side, line by line, then token
 * by token, and look only at what differs. A difference is *noise* when the two tokens have the
 * same shape (a number and a number, an id and an id) and something beside them proves they
 * are not the result:
 * - their kind or position (normalize.ts): a timestamp in running text, a UUID, a pid in a
 *   log position, a temp path, how long the run took where a runner reports it;
 * - a time unit on them, where no metric names them (`[12.5ms]`, `took 3 seconds to load`,
 *   `1s 234ms`; not `p99 812ms`, which is what a benchmark reports);
 * - a label that names an id (`request ID …`, `RequestId: …`, `trace id …`);
 * - a consistent replacement: one token replaced by one other everywhere it stands, on two
 *   lines or more (a pid prefixed to every line, `==4242==` or `app[4242]:`);
 * - a column of times opening most lines (an elapsed-time or log-time prefix).
 * The rest, the part that carries the result, must be identical and most of the output. The
 * differences are the answer itself, so *values*, when the output is one line (what the
 * command filtered for: a header, an id, a timestamp; only how long the run took may differ
 * there), when a line appears or goes, or when a word changes.
 *
 * Certainty follows consequence (the verdicts, strongest first):
 * - `identical`: the same text once colour codes and the engine's cwd-reset line are gone,
 *   compared whole. Only this lets the guard withhold output from the model (pointer.ts).
 * - `same`: every difference proven noise. This may advise and refuse.
 * - `similar`: for notes only. Numbers may also differ, except numbers that count things (a
 *   number before a word or `%`: `3 failed`, `12 passed`, `40%`) and source line numbers
 *   (`file.rs:12`, `line 12`) unless the code they point at is shown below, identical.
 * - `different`: anything else.
 * Cost: linear in the texts (lines are paired in place, never searched for); a change of line
 * count is a verdict at once.
 */
import { normalizeStrict } from './normalize.js'

export type Verdict = 'identical' | 'same' | 'similar' | 'different'

const STRENGTH: Record<Verdict, number> = { identical: 3, same: 2, similar: 1, different: 0 }

/** Whether a verdict is at least as strong as `needed`. */
export function atLeast(verdict: Verdict, needed: Verdict): boolean {
  return STRENGTH[verdict] >= STRENGTH[needed]
}

const COLOUR_CODES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g
const CWD_RESET = /^Shell cwd was reset to [^\n]*(?:\n|$)/gm

/** The text as the comparison sees it: colour codes and the engine's cwd-reset line gone, white space at the ends too. */
export function cleanText(text: string): string {
  let out = text.includes('\x1b') ? text.replace(COLOUR_CODES, '') : text
  if (out.includes('Shell cwd was reset')) out = out.replace(CWD_RESET, '')
  return out.trim()
}

/** Judges two outputs already cleaned (`cleanText`). */
export function judgeClean(a: string, b: string): Verdict {
  if (a === b) return 'identical'
  const linesA = a.split('\n')
  const linesB = b.split('\n')
  if (linesA.length !== linesB.length) return 'different' // a line appeared or went
  let start = 0
  while (start < linesA.length && linesA[start] === linesB[start]) start++
  let end = linesA.length
  while (end > start && linesA[end - 1] === linesB[end - 1]) end--
  // one line is the answer the command filtered for: no kind or position makes it noise
  const answer = linesA.length === 1
  const pairs: LinePair[] = []
  for (let i = start; i < end; i++) {
    const x = linesA[i]!
    const y = linesB[i]!
    if (x === y) continue
    const nx = answer ? x : normalizeStrict(x)
    const ny = answer ? y : normalizeStrict(y)
    if (nx === ny) continue // noise by kind or position
    const tx = tokens(nx)
    const ty = tokens(ny)
    if (tx.length !== ty.length) return 'different'
    pairs.push({ at: i, a: tx, b: ty })
  }
  if (pairs.length === 0) return 'same'
  return classify(pairs, linesA, linesB, answer)
}

/** Judges two outputs as the tool printed them. */
export function judgeTexts(a: string, b: string): Verdict {
  return judgeClean(cleanText(a), cleanText(b))
}

type LinePair = { at: number; a: string[]; b: string[] }

/** A word of letters, digits and `_`, with decimal parts (`0.12s`, `v1.2.3`); a run of blanks; any other character alone. */
const TOKEN = /[\p{L}\p{N}_µ]+(?:[.,]\d+[\p{L}µ]*)*|[ \t]+|[^]/gu

function tokens(line: string): string[] {
  return line.match(TOKEN) ?? []
}

const NUMBER = /^\d+(?:[.,]\d+)*$/
/** A number with a time unit on it. */
const DURATION = /^\d+(?:[.,]\d+)?(?:ns|µs|us|ms|s|sec|secs|m|min|mins|h)$/
const TIME_UNIT_WORD = /^(?:ns|µs|us|ms|s|secs?|seconds?|mins?|minutes?|hours?|hrs?)$/
/** Words that name a measured quantity: a duration beside one is what a benchmark reports, a value. */
const METRIC_WORD = /^(?:p\d+|avg|average|mean|median|min|max|minimum|maximum|latency|rtt|stddev|sd|std|throughput|timeout|limit|budget|ttl|ttfb)$/i
const ID_LABEL = /(?:request|trace|span|correlation|invocation|execution|session)[ _-]?id\b[\s:=#"']*([^\s"',;)\]]+)/gi
const TIME_PREFIX = /^[ \t]*\[?[ \t]*\d+(?:[:.]\d+)+\]?(?=[ \t]|$)/

type Shape = 'number' | 'duration' | 'id' | 'word' | 'other'

function shapeOf(token: string): Shape {
  if (NUMBER.test(token)) return 'number'
  if (DURATION.test(token)) return 'duration'
  if (/^[\p{L}\p{N}_]+$/u.test(token)) return /\d/.test(token) ? 'id' : 'word'
  return 'other'
}

/** Both numbers, both durations, or both ids (a number can be an id's spelling too). */
function sameShape(x: string, y: string): boolean {
  const sx = shapeOf(x)
  const sy = shapeOf(y)
  if (sx === 'word' || sx === 'other' || sy === 'word' || sy === 'other') return false
  if (sx === sy) return true
  return (sx === 'id' && sy === 'number') || (sx === 'number' && sy === 'id')
}

/** Words that say a duration is how long this run took. */
const RUN_TIME_WORD = /^(?:in|after|elapsed|Elapsed|took|Took|Duration|duration|Time|time|finished|done|DONE)$/

/** A duration the line reports for its own run: after a run-time word, or alone in brackets. */
function isRunDuration(tx: string[], ty: string[], i: number): boolean {
  if (!isDuration(tx, i) || !isDuration(ty, i)) return false
  const before = wordBefore(tx, i)
  if (before !== undefined && RUN_TIME_WORD.test(before) && !hasMetricBefore(tx, i)) return true
  const open = tx[i - 1]
  return (open === '(' || open === '[') && (tx[i + 1] === ')' || tx[i + 1] === ']')
}

/** A number with a unit on it, or a number and then a time word. */
function isDuration(t: string[], i: number): boolean {
  const token = t[i]!
  if (DURATION.test(token)) return true
  if (!NUMBER.test(token)) return false
  const next = t[i + 1] !== undefined && /^[ \t]+$/.test(t[i + 1]!) ? t[i + 2] : t[i + 1]
  return next !== undefined && TIME_UNIT_WORD.test(next)
}

/** The nearest word before token `i` (white space and punctuation skipped), within three tokens. */
function wordBefore(t: string[], i: number): string | undefined {
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) if (/^[\p{L}_]/u.test(t[j]!)) return t[j]
  return undefined
}

function hasMetricBefore(t: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) if (METRIC_WORD.test(t[j]!)) return true
  return false
}

/** The token indexes of a line that lie in an id a label names (`request ID X:Y:Z`). */
function labelledIds(tokensOfLine: string[]): Set<number> {
  const line = tokensOfLine.join('')
  const inside = new Set<number>()
  if (!/id\b/i.test(line)) return inside
  const spans: [number, number][] = []
  for (const m of line.matchAll(ID_LABEL)) {
    const value = m[1]!
    const from = m.index + m[0].length - value.length
    spans.push([from, from + value.length])
  }
  let offset = 0
  for (let i = 0; i < tokensOfLine.length; i++) {
    const end = offset + tokensOfLine[i]!.length
    if (spans.some(([s, e]) => offset >= s && end <= e)) inside.add(i)
    offset = end
  }
  return inside
}

/** Whether the time column opens most lines of the output, so a time at a line's start is a log or progress prefix. */
function timeColumn(lines: readonly string[]): boolean {
  let filled = 0
  let timed = 0
  for (const line of lines) {
    if (line.trim() === '') continue
    filled++
    if (TIME_PREFIX.test(line)) timed++
  }
  return filled >= 2 && timed * 3 >= filled * 2
}

/** The token indexes of a line's opening time (`00:12`, `[ 12.5]`). */
function prefixTokens(t: string[]): number {
  let length = 0
  const line = t.join('')
  const m = TIME_PREFIX.exec(line)
  if (m === null) return 0
  let count = 0
  for (; count < t.length && length < m[0].length; count++) length += t[count]!.length
  return count
}

/** What each differing token pair is, once every line pair is read. */
function classify(pairs: LinePair[], linesA: readonly string[], linesB: readonly string[], answer: boolean): Verdict {
  // consistent replacement: token x in one run is token y in the other wherever it stands
  const forward = new Map<string, string | null>()
  const backward = new Map<string, string | null>()
  const linesOf = new Map<string, Set<number>>()
  for (const p of pairs) {
    for (let i = 0; i < p.a.length; i++) {
      const x = p.a[i]!
      const y = p.b[i]!
      if (x === y) continue
      const f = forward.get(x)
      forward.set(x, f === undefined || f === y ? y : null)
      const r = backward.get(y)
      backward.set(y, r === undefined || r === x ? x : null)
      let seen = linesOf.get(x)
      if (seen === undefined) linesOf.set(x, (seen = new Set()))
      seen.add(p.at)
    }
  }
  const columnOfTimes = !answer && timeColumn(linesA) && timeColumn(linesB)
  let noisy = 0
  let strictlyNoise = true
  let looselyNoise = true
  for (const p of pairs) {
    const ids = labelledIds(p.a)
    const idsB = labelledIds(p.b)
    const prefix = columnOfTimes ? Math.min(prefixTokens(p.a), prefixTokens(p.b)) : 0
    for (let i = 0; i < p.a.length; i++) {
      const x = p.a[i]!
      const y = p.b[i]!
      if (x === y) continue
      noisy += x.length
      if (!sameShape(x, y)) return 'different'
      const renamed = forward.get(x) === y && backward.get(y) === x && (linesOf.get(x)?.size ?? 0) >= 2
      const proven =
        renamed ||
        (ids.has(i) && idsB.has(i)) ||
        i < prefix ||
        (answer ? isRunDuration(p.a, p.b, i) : isDuration(p.a, i) && isDuration(p.b, i) && !hasMetricBefore(p.a, i))
      if (proven) continue
      strictlyNoise = false
      if (!looselyNoise) continue
      if (countsSomething(p.a, i) || countsSomething(p.b, i)) looselyNoise = false
      else if (isSourceLine(p.a, i) && !codeShownBelow(p.at, linesA, linesB)) looselyNoise = false
    }
  }
  // the part that carries the result must be most of the output
  if (noisy * 2 > nonBlankLength(linesA)) return looselyNoise && strictlyNoise ? 'similar' : 'different'
  if (strictlyNoise) return 'same'
  return looselyNoise ? 'similar' : 'different'
}

/** A number before a word or `%` counts something (`3 failed`, `12 passed`, `40%`); a unit of time or size does not. */
function countsSomething(t: string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  let j = i + 1
  if (t[j] !== undefined && /^[ \t]+$/.test(t[j]!)) j++
  const next = t[j]
  if (next === undefined) return false
  if (next === '%') return true
  return /^\p{L}+$/u.test(next) && !TIME_UNIT_WORD.test(next) && !/^(?:[KMGT]i?B|[kKMG]|bytes?|B|px|em|x|of)$/.test(next)
}

/** A number that points into source: after `file.ext:` or the word `line`. */
function isSourceLine(t: string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  if (wordBefore(t, i)?.toLowerCase() === 'line') return true
  if (t[i - 1] !== ':') return false
  const before = t[i - 2]
  return before !== undefined && (/^[\p{L}\p{N}_]+$/u.test(before) && t[i - 3] === '.' || NUMBER.test(before))
}

/** Whether the line below `at` shows code (indented) and reads the same in both runs. */
function codeShownBelow(at: number, linesA: readonly string[], linesB: readonly string[]): boolean {
  const below = linesA[at + 1]
  return below !== undefined && below === linesB[at + 1] && /^[ \t]+\S/.test(below)
}

function nonBlankLength(lines: readonly string[]): number {
  let n = 0
  for (const line of lines) n += line.replace(/\s+/g, '').length
  return n
}
