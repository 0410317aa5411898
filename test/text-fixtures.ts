/**
 * The text-loop fixture set (test/fixtures/text): model answers that repeat on purpose
 * (`legit/*.md`, each streamed whole) and chanting reconstructed from public reports
 * (`chanting/*.json`: a preamble, then one passage repeated until the report's token limit).
 *
 * Contract: `legitAnswers()` and `chants()` read the set; `chunks(text, seed)` cuts a text
 * into the pieces a model streams (1 to 40 characters, the same cut for the same seed);
 * `streamUntilAlarm(guard, pieces)` feeds pieces to `guard.responseText` and says after
 * how many characters the first intervention came, if one did. Tokens are estimated as
 * characters / 4.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Guard } from '../hooks/guard.js'
import type { Intervention, TextPiece } from '../hooks/vocabulary.js'

/** The repository: the nearest folder above with a package.json (this file also runs built, from dist/test). */
const repo = (from: string): string => (existsSync(join(from, 'package.json')) || dirname(from) === from ? from : repo(dirname(from)))
const FOLDER = join(repo(import.meta.dirname), 'test', 'fixtures', 'text')

export type Chant = { name: string; source: string; what: string; kind: TextPiece['kind']; limitTokens: number; preamble: string; passage: string }

export const CHARS_PER_TOKEN = 4

export function legitAnswers(): { name: string; text: string }[] {
  return readdirSync(join(FOLDER, 'legit'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(FOLDER, 'legit', f), 'utf8') }))
}

export function chants(): Chant[] {
  return readdirSync(join(FOLDER, 'chanting'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(FOLDER, 'chanting', f), 'utf8')) as Chant)
}

/** The chant's whole text, as long as the report's token limit allows. */
export function chantText(c: Chant): string {
  const limit = c.limitTokens * CHARS_PER_TOKEN
  const copies = Math.ceil((limit - c.preamble.length) / c.passage.length)
  return (c.preamble + c.passage.repeat(Math.max(1, copies))).slice(0, limit)
}

/** A text cut into streamed pieces of 1 to 40 characters, by a small seeded generator. */
export function chunks(text: string, seed = 1): string[] {
  const pieces: string[] = []
  let state = seed >>> 0 || 1
  for (let at = 0; at < text.length; ) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    const size = 1 + ((state >>> 0) % 40)
    pieces.push(text.slice(at, at + size))
    at += size
  }
  return pieces
}

/** Streams pieces of one response block into the guard: the first interventions and the characters read until them. */
export function streamUntilAlarm(
  guard: Guard,
  pieces: readonly string[],
  where: Omit<TextPiece, 'text'> = { agent: 'main', response: 'r1', kind: 'text', block: 0 },
): { alarm?: Intervention[]; chars: number } {
  let chars = 0
  for (const text of pieces) {
    chars += text.length
    const found = guard.responseText({ ...where, text })
    if (found.length > 0) return { alarm: found, chars }
  }
  return { chars }
}
