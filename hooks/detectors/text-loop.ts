/**
 * `text-loop`: the model's own text or thinking repeating one passage back to back
 * ("chanting"), as it streams.
 *
 * Contract: per agent, the response being streamed (`TextPiece.response`) is watched, one
 * block at a time (a new block, of text or thinking, starts afresh). Its text is read with
 * white space collapsed to one space; the finding comes when the end of that text is one
 * passage repeated back to back, with nothing else between, at least `textRepeatAt` times
 * and over at least MIN_REPEATED_CHARS characters (about 1,000 tokens): a sentence of 100
 * characters after 40 copies, a paragraph of 1,000 after `textRepeatAt`, a word after
 * hundreds. An
 * answer that repeats on purpose (a table, a list, code, a log, a checklist) always varies
 * between its repeats, so it never reads as one passage repeated; only exact repetition
 * counts. Passages up to MAX_PERIOD characters long are seen. One finding per block.
 *
 * Cost: each character does a constant amount of work (a rolling hash of the last WINDOW
 * characters, one lookup of where that window was last seen, one comparison with the
 * window one period back); memory is fixed per watched loop (typed arrays, allocated on the
 * first text the loop streams).
 */
import { redact } from '../redact.js'
import { printable } from '../safe-text.js'
import { NO_WORDS } from './detector.js'
import type { Detector, Finding } from './detector.js'
import type { Settings } from '../options.js'
import type { TextPiece } from '../vocabulary.js'

/** Characters hashed together: a repeat is recognised window by window. */
const WINDOW = 32
/** Normalised characters kept: the longest passage seen repeating is this less a window. */
const HISTORY = 4096
const HISTORY_MASK = HISTORY - 1
export const MAX_PERIOD = HISTORY - WINDOW
/** Where each window hash was last seen: slots, a power of two (a collision only loses a candidate). */
const SLOTS = 8192
const SLOT_MASK = SLOTS - 1
/**
 * The repeated stretch must cover this many normalised characters (about 1,000 tokens) before it
 * counts: at 2,000, program output a model might quote (a warning printed 12 times, `Broken pipe`
 * 64 times) read as chanting in the research corpus; at 4,000 none did.
 */
export const MIN_REPEATED_CHARS = 4000
/** The excerpt shown to people: this many characters of the passage at most. */
const EXCERPT_CHARS = 60

const HASH_BASE = 0x01000193
/** HASH_BASE to the power WINDOW, modulo 2^32: takes the character leaving the window out of the hash. */
const BASE_POW = (() => {
  let p = 1
  for (let i = 0; i < WINDOW; i++) p = Math.imul(p, HASH_BASE)
  return p
})()

/** What the watch found: the passage (its last copy, as normalised), its length and how many copies. */
export type Repetition = { passage: string; period: number; repeats: number; chars: number }

/**
 * One block's text, watched for a passage repeating at its end. Feed it the text as it
 * arrives; it answers once, when the repetition reaches the thresholds.
 */
export class RepeatWatch {
  private readonly chars = new Uint16Array(HISTORY)
  private readonly hashes = new Int32Array(HISTORY)
  private readonly lastSeen = new Int32Array(SLOTS) // position + 1 of the last window with that slot, 0 = none
  /** Normalised characters read so far in this block. */
  private length = 0
  private hash = 0
  private afterSpace = true // leading white space is dropped, as a run is collapsed
  private period = 0
  /** Positions in a row whose window equals the window `period` back. */
  private run = 0
  private spent = false

  constructor(readonly repeatAt: number) {}

  /** Starts a new block. */
  clear(): void {
    this.lastSeen.fill(0)
    this.length = 0
    this.hash = 0
    this.afterSpace = true
    this.period = 0
    this.run = 0
    this.spent = false
  }

  /** Reads more of the block; answers the repetition the first time it is long enough. */
  feed(text: string): Repetition | undefined {
    if (this.spent) return undefined
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i)
      if (c <= 32 || c === 0xa0) {
        if (this.afterSpace) continue
        this.afterSpace = true
        c = 32
      } else this.afterSpace = false
      if (this.push(c)) {
        this.spent = true
        return this.found()
      }
    }
    return undefined
  }

  /** One normalised character; true when the repetition ending here is long enough. */
  private push(c: number): boolean {
    const at = this.length++
    const slot = at & HISTORY_MASK
    const leaving = at >= WINDOW ? this.chars[(at - WINDOW) & HISTORY_MASK]! : 0
    this.chars[slot] = c
    this.hash = (Math.imul(this.hash, HASH_BASE) + c - Math.imul(leaving, BASE_POW)) | 0
    if (at < WINDOW - 1) return false
    const h = this.hash
    const p = this.period
    if (p > 0 && this.hashes[(at - p) & HISTORY_MASK] === h) this.run++
    else {
      this.run = 0
      this.period = 0
      const seen = this.lastSeen[h & SLOT_MASK]! - 1
      // a window seen before within the history: the distance is the candidate period
      if (seen >= WINDOW - 1 && at - seen <= MAX_PERIOD && this.hashes[seen & HISTORY_MASK] === h) {
        this.period = at - seen
        this.run = 1
      }
    }
    this.hashes[slot] = h
    this.lastSeen[h & SLOT_MASK] = at + 1
    if (this.run === 0) return false
    const chars = this.run + this.period + WINDOW - 1
    return chars >= MIN_REPEATED_CHARS && chars >= this.repeatAt * this.period
  }

  private found(): Repetition {
    const p = this.period
    const chars = this.run + p + WINDOW - 1
    let passage = ''
    for (let at = this.length - p; at < this.length; at++) passage += String.fromCharCode(this.chars[at & HISTORY_MASK]!)
    return { passage: startOfSentence(passage), period: p, repeats: Math.floor(chars / p), chars }
  }
}

/** The passage turned to begin where a sentence or a word does, as a person would quote it. */
function startOfSentence(passage: string): string {
  const sentence = passage.search(/[.!?:;] \S/)
  const at = sentence >= 0 ? sentence + 2 : passage.indexOf(' ') + 1
  return at <= 0 || at >= passage.length ? passage : passage.slice(at) + passage.slice(0, at)
}

/** What a person is shown of the passage: short, credentials out, on one line, printable. */
export function passageExcerpt(passage: string): string {
  const plain = printable(redact(passage.trim()))
  return plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS - 1)}…` : plain
}

/** Per agent: the response and block being watched, and its watch (made on the agent's first text). */
type Watched = { response: string; kind: TextPiece['kind']; block: number; watch?: RepeatWatch }

export const textLoop: Detector<Watched> = {
  rule: 'text-loop',
  fresh: () => ({ response: '', kind: 'text', block: -1 }),
  size: (watched) => (watched.watch !== undefined ? 1 : 0),

  text(watched, piece, settings: Settings): Finding | undefined {
    if (watched.response !== piece.response || watched.kind !== piece.kind || watched.block !== piece.block) {
      watched.response = piece.response
      watched.kind = piece.kind
      watched.block = piece.block
      if (watched.watch === undefined || watched.watch.repeatAt !== settings.textRepeatAt) watched.watch = new RepeatWatch(settings.textRepeatAt)
      else watched.watch.clear()
    }
    const found = watched.watch!.feed(piece.text)
    if (found === undefined) return undefined
    const tool = piece.kind === 'thinking' ? 'Thinking' : 'Text'
    const s = {
      tool,
      get excerpt() {
        return passageExcerpt(found.passage) // made when a person is shown it
      },
      count: found.repeats,
    }
    return {
      rule: 'text-loop',
      action: 'block',
      situation: s,
      words: NO_WORDS, // the model is not told: its response is ended
      reason: `a passage of ${found.period} characters repeated over ${found.chars}`,
      keys: [`${piece.kind}\n${piece.response}\n${piece.block}`],
    }
  },
}
