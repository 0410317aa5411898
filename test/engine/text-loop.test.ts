/**
 * Text loops on the engine's kit: the model's response streams from a `turn.step` beneath
 * the plugin, in 20-character pieces, as the engine's stream does. A response that chants
 * one passage is ended early (the stream beneath is closed, the plugin's own stop chunk
 * says the response is over), with a toast, a transcript row naming loop-guard and what
 * repeated, and a debug line; `/loop-guard` counts it. An answer that repeats on purpose
 * streams whole.
 */
import { describe, expect } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import type { On, TurnStepChunk } from 'claude-code'
import { beneath, test } from './kit.js'
import type { Seen } from './kit.js'
import { drawnMarkdown } from '../quoted-text.js'

const PIECE = 20
const CHANT = `The migration failed on the orders table. ${'I will run the migration again to see whether it passes now. '.repeat(300)}`
const TABLE = `| stage | before | after |\n|---|---|---|\n${Array.from({ length: 300 }, (_, i) => `| step ${i} | ${(i * 37) % 101} ms | ${(i * 53) % 97} ms |`).join('\n')}\n`

/** What the model's stream beneath gave: pieces pulled, and whether it was closed before its end. */
type Streamed = { pulled: number; closedEarly: boolean; pieces: number }

/** The model beneath: streams `text` as `kind` pieces, then a stop chunk; notes how far it was read. */
function model(on: On, text: string, kind: 'text' | 'thinking' = 'text'): Streamed {
  const streamed: Streamed = { pulled: 0, closedEarly: false, pieces: Math.ceil(text.length / PIECE) }
  on('turn.step', async function* (_$, e) {
    let done = false
    try {
      for (let at = 0; at < text.length; at += PIECE) {
        streamed.pulled++
        yield kind === 'text' ? { kind: 'text', index: 0, text: text.slice(at, at + PIECE) } : { kind: 'thinking', index: 0, text: text.slice(at, at + PIECE) }
      }
      done = true
      yield { kind: 'stop', stopReason: 'end_turn', usage: null }
      return { turnId: e.turnId, index: e.index, answer: text, toolUses: [], stopReason: 'end_turn', usage: null }
    } finally {
      if (!done) streamed.closedEarly = true
    }
  })
  return streamed
}

/** One response streamed through the plugin: the chunks that came out of it. */
async function respond($: Engine): Promise<TurnStepChunk[]> {
  await $.turn.start({ text: 'fix the migration', turnId: 'turn-1' })
  const out: TurnStepChunk[] = []
  for await (const chunk of $.turn.step({ turnId: 'turn-1', index: 0, model: 'claude-test', messageCount: 1 })) out.push(chunk)
  return out
}

async function report($: Engine): Promise<string> {
  const answer = await $.command.run({ command: 'loop-guard', args: '', origin: { kind: 'composer' }, presentation: { isFullscreen: false, columns: 120 } })
  return answer.text ?? ''
}

const textOf = (chunks: readonly TurnStepChunk[]): string => chunks.map((c) => (c.kind === 'text' || c.kind === 'thinking' ? c.text : '')).join('')

describe('a response chanting one passage', () => {
  test('is ended early: the stream beneath is closed and the plugin says the response is over', async ($, on) => {
    beneath(on)
    const streamed = model(on, CHANT)
    const out = await respond($)
    expect(streamed.closedEarly).toBe(true)
    // 4,000 characters of copies are enough; the stream had 14,000 more
    expect(streamed.pulled * PIECE).toBeLessThan(4_500)
    expect(out[out.length - 1]).toEqual({ kind: 'stop', stopReason: 'end_turn', usage: null })
    expect(textOf(out).length).toBeLessThan(4_500)
  })

  test('the person gets a toast, a transcript row naming loop-guard and what repeated, and a debug line', async ($, on) => {
    const seen: Seen = beneath(on)
    model(on, CHANT)
    await respond($)
    expect(seen.toasts).toEqual([expect.stringMatching(/^Text ×\d+ copies of one passage.*: (ended the response|response ended) · \/loop-guard off pauses/)])
    expect(seen.transcript).toEqual([expect.stringMatching(/^ended this response \(not you\): the model's answer repeated one passage \d+ times back to back: "I will run the migration again to see whether it passes now\."/)])
    expect(seen.debug).toEqual([expect.stringMatching(/^loop-guard: abort Text ×\d+ main text-loop a passage of 61 characters repeated over \d+$/)])
  })

  test('thinking that chants is ended alike, and the row says it was the thinking', async ($, on) => {
    const seen = beneath(on)
    const streamed = model(on, CHANT, 'thinking')
    await respond($)
    expect(streamed.closedEarly).toBe(true)
    expect(seen.transcript).toEqual([expect.stringContaining("the model's thinking repeated one passage")])
  })

  test('/loop-guard counts it as a flagged loop and an ended turn, with the passage among the top repeats', async ($, on) => {
    beneath(on)
    model(on, CHANT)
    await respond($)
    const text = await report($)
    expect(text).toContain('this session: 1 loop flagged · 0 notes · 0 warnings · 0 calls refused · 1 turn ended')
    expect(drawnMarkdown(text)).toMatch(/Text ×\d+ +I will run the migration again to see whether it passes now\. +\(text-loop\)/)
  })

  test('observe mode ends nothing: every piece streams, and the toast says what enforce would do', { options: { mode: 'observe' }, timeoutMs: 30_000 }, async ($, on) => {
    const seen = beneath(on)
    const streamed = model(on, CHANT)
    const out = await respond($)
    expect(streamed.closedEarly).toBe(false)
    expect(textOf(out)).toBe(CHANT)
    expect(seen.toasts).toEqual([expect.stringContaining('would end the response')])
    expect(seen.transcript).toEqual([])
  })

  test('textLoops false: nothing is watched, every piece streams', { options: { textLoops: false }, timeoutMs: 30_000 }, async ($, on) => {
    const seen = beneath(on)
    const streamed = model(on, CHANT)
    const out = await respond($)
    expect([streamed.closedEarly, textOf(out) === CHANT, seen.toasts]).toEqual([false, true, []])
  })
})

describe('an answer that repeats on purpose', () => {
  test('a long table streams whole, with nothing shown', { timeoutMs: 30_000 }, async ($, on) => {
    const seen = beneath(on)
    const streamed = model(on, TABLE)
    const out = await respond($)
    expect(streamed.closedEarly).toBe(false)
    expect(textOf(out)).toBe(TABLE)
    expect(out[out.length - 1]).toEqual({ kind: 'stop', stopReason: 'end_turn', usage: null })
    expect([seen.toasts, seen.transcript, seen.debug]).toEqual([[], [], []])
  })
})
