// Specification of hooks/detectors/text-loop.ts through the guard: a passage the model's
// text or thinking repeats back to back ends the response; answers that repeat on purpose
// (the legit fixtures) never do; chanting from public reports does, well before its token
// limit; and the watch is the same whatever the cut into pieces, bounded, and quoted safely.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_PERIOD, MIN_REPEATED_CHARS, passageExcerpt, RepeatWatch } from '../../hooks/detectors/text-loop.js'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'
import { CHARS_PER_TOKEN, chantText, chants, chunks, legitAnswers, streamUntilAlarm } from '../text-fixtures.js'

const guardWith = (raw: RawOptions = {}): Guard => new Guard(readSettings(raw).settings)

describe('answers that repeat on purpose', () => {
  for (const { name, text } of legitAnswers()) {
    test(`${name} streams to its end without an alarm, however it is cut`, () => {
      for (const seed of [1, 2, 3]) expect(streamUntilAlarm(guardWith(), chunks(text, seed)).alarm).toBeUndefined()
    })
  }
})

describe('chanting reconstructed from public reports', () => {
  for (const chant of chants()) {
    test(`${chant.name} (${chant.kind}) ends well before its token limit: within a quarter of it`, () => {
      const { alarm, chars } = streamUntilAlarm(guardWith(), chunks(chantText(chant)), { agent: 'main', response: 'r1', kind: chant.kind, block: 0 })
      expect(alarm?.map((i) => [i.action, i.rule, i.tool])).toEqual([['abort', 'text-loop', chant.kind === 'thinking' ? 'Thinking' : 'Text']])
      expect(chars / CHARS_PER_TOKEN).toBeLessThan(chant.limitTokens / 4)
    })
  }
})

describe('the watch', () => {
  test('a passage repeated back to back alarms once it covers both thresholds, not a character before', () => {
    const passage = 'The build is green again after the fix. '
    const needed = Math.max(MIN_REPEATED_CHARS, 5 * passage.length)
    const watch = new RepeatWatch(5)
    const text = passage.repeat(Math.ceil(needed / passage.length) + 2)
    let at = 0
    for (; at < text.length; at++) if (watch.feed(text[at]!) !== undefined) break
    expect(at + 1).toBe(needed)
  })

  test('white space is normalised: the same passage with other line breaks and indents still repeats', () => {
    const forms = ['Checking the cache again.\n', 'Checking  the cache again. ', 'Checking the\tcache again.\n\n']
    const text = Array.from({ length: 200 }, (_, i) => forms[i % 3]).join('')
    expect(streamUntilAlarm(guardWith(), chunks(text)).alarm).toBeDefined()
  })

  test('any passage up to the longest period alarms, whatever the cut into pieces, at the same character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }).filter((s) => /\S/.test(s)), fc.integer({ min: 1, max: 1000 }), (unit, seed) => {
        const passage = `${unit.replace(/\s+/g, ' ').trim()}|` // a marker keeps the passage from being a repeat of a shorter one
        const text = passage.repeat(Math.ceil((2 * MIN_REPEATED_CHARS) / passage.length) + 6)
        const whole = streamUntilAlarm(guardWith(), [text])
        const cut = streamUntilAlarm(guardWith(), chunks(text, seed))
        expect(whole.alarm).toBeDefined()
        expect(cut.alarm).toBeDefined()
        const position = (pieces: string[]): number => {
          const w = new RepeatWatch(5)
          let n = 0
          for (const p of pieces) for (const c of p) {
            n++
            if (w.feed(c) !== undefined) return n
          }
          return -1
        }
        expect(position(chunks(text, seed))).toBe(position([text]))
      }),
      { numRuns: 60 },
    )
  })

  test(`a passage longer than ${MAX_PERIOD} characters is past what the watch keeps: no alarm`, () => {
    const passage = Array.from({ length: 900 }, (_, i) => `w${i}`).join(' ') + '. '
    expect(passage.length).toBeGreaterThan(MAX_PERIOD)
    expect(streamUntilAlarm(guardWith(), chunks(passage.repeat(8))).alarm).toBeUndefined()
  })

  // a passage with a repeat inside it is recognised whole a copy late at most: the count errs on the safe side
  test('textRepeatAt raises the copies a long passage needs', () => {
    const passage = `${'A paragraph that restarts, '.repeat(40)}and ends here. `
    const at = (repeatAt: number): number => streamUntilAlarm(guardWith({ textRepeatAt: repeatAt }), [...passage.repeat(30)]).chars
    expect(at(5)).toBeLessThan(at(10))
    const copies = at(10) / passage.length
    expect(copies).toBeGreaterThanOrEqual(10)
    expect(copies).toBeLessThan(12)
  })

  test('textLoops off: nothing is watched', () => {
    const chant = chants()[0]!
    expect(streamUntilAlarm(guardWith({ textLoops: false }), chunks(chantText(chant))).alarm).toBeUndefined()
  })

  test('a new block or response starts afresh: copies split between them do not add up', () => {
    const g = guardWith()
    const half = 'same line again\n'.repeat(Math.floor(MIN_REPEATED_CHARS / 16 / 2) + 1)
    expect(streamUntilAlarm(g, [half], { agent: 'main', response: 'r1', kind: 'text', block: 0 }).alarm).toBeUndefined()
    expect(streamUntilAlarm(g, [half], { agent: 'main', response: 'r1', kind: 'text', block: 1 }).alarm).toBeUndefined()
    expect(streamUntilAlarm(g, [half], { agent: 'main', response: 'r2', kind: 'text', block: 1 }).alarm).toBeUndefined()
  })

  test('each agent is watched on its own: a subagent chanting is ended in its own response', () => {
    const g = guardWith()
    const found = streamUntilAlarm(g, chunks('loop '.repeat(4000)), { agent: 'agent-7', response: 'a', kind: 'text', block: 0 }).alarm
    expect(found?.[0]).toMatchObject({ action: 'abort', agent: 'agent-7', rule: 'text-loop' })
  })

  test('advise and observe modes end nothing: a warning whose toast says enforce would end it', () => {
    for (const mode of ['advise', 'observe']) {
      const found = streamUntilAlarm(guardWith({ mode }), chunks('loop '.repeat(4000))).alarm
      expect(found?.map((i) => i.action)).toEqual(['warn'])
      expect(found?.[0]?.toast).toContain('would end the response')
      expect(found?.[0]?.debug).toMatch(/^loop-guard: would-abort Text ×\d+ main text-loop /)
    }
  })

  test('it counts like any loop: a flagged loop, an ended turn, the top repeats with its rule, the status line', () => {
    const g = guardWith()
    streamUntilAlarm(g, chunks('I will run the tests again. '.repeat(400)))
    expect(g.stats).toMatchObject({ chainsFlagged: 1, turnsEnded: 1 })
    expect([...g.stats.topRepeats.values()]).toEqual([expect.objectContaining({ tool: 'Text', rule: 'text-loop', excerpt: 'I will run the tests again.' })])
    expect(g.status()).toMatch(/^Text ×\d+ · turn ended$/)
  })

  test('the toast fits and names what repeated and how to pause the guard', () => {
    const [i] = streamUntilAlarm(guardWith(), chunks('I will run the tests again. '.repeat(400))).alarm!
    expect(i!.toast!.length).toBeLessThanOrEqual(84)
    expect(i!.toast).toMatch(/^Text ×\d+ copies of one passage.*: (ended the response|response ended) · \/loop-guard off pauses/)
  })

  test('the excerpt is short, has credentials taken out, and prints nothing a terminal acts on', () => {
    const excerpt = passageExcerpt('export KEY=sk-ant-api03-abcdefghijklmnopqrstuvwx \x1b]52;c;aGk=\x07 then retry the whole install from the top again')
    expect(excerpt).toContain('[redacted]')
    expect(excerpt).not.toContain('sk-ant-api03-abcdefghij')
    expect(excerpt).not.toMatch(/[\x00-\x1f]/)
    expect(excerpt.length).toBeLessThanOrEqual(60)
  })

  test('memory is fixed: one watch per loop however many responses stream', () => {
    const g = guardWith()
    for (let r = 0; r < 50; r++) streamUntilAlarm(g, chunks(`response ${r} says something new each time. `.repeat(3)), { agent: 'main', response: `r${r}`, kind: 'text', block: 0 })
    expect(g.size('main')['text-loop']).toBe(1)
    g.responseEnded('main')
    expect(g.size('main')['text-loop']).toBe(0)
  })
})
