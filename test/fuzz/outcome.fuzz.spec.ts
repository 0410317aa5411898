// Hostile results against hooks/outcome.ts and hooks/normalize.ts: results that are
// not text, lack `text`, carry odd types, 10 MB of text, 10,000-deep nesting, lone
// surrogates, RTL and control characters are read without a throw, into a well-formed
// outcome, the same way every time; and texts that differ never share a fingerprint.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { normalizeStrict } from '../../hooks/normalize.js'
import { fingerprint, firstLine, readOutcome, resultText } from '../../hooks/outcome.js'
import type { Outcome, ResultSignals } from '../../hooks/outcome.js'
import { cases, deeplyNested, hostileResult, hostileString, hostileValue, reportRuns, runs } from './hostile.js'

reportRuns('outcome.fuzz.spec.ts')

const hostileSignals: fc.Arbitrary<ResultSignals> = fc.record(
  {
    aborted: fc.boolean(),
    isReadOnly: fc.boolean(),
    permission: fc.record({ decision: fc.oneof(fc.constantFrom('allow', 'deny', 'ask'), hostileString), reason: hostileString }, { requiredKeys: ['decision'] }),
  },
  { requiredKeys: [] },
)

/** An outcome the guard can use: a known kind, short fingerprints (an image hash may follow a success's), one-line first lines. */
function expectWellFormed(outcome: Outcome): void {
  switch (outcome.kind) {
    case 'success':
      expect(typeof outcome.isReadOnly).toBe('boolean')
      expect(outcome.fingerprint.length).toBeLessThanOrEqual(260)
      expect(outcome.looseFingerprint.length).toBeLessThanOrEqual(260)
      break
    case 'failure':
      expect(outcome.fingerprint.length).toBeLessThanOrEqual(220)
      expect(outcome.looseFingerprint.length).toBeLessThanOrEqual(220)
      expect(outcome.firstLine.length).toBeLessThanOrEqual(120)
      expect(outcome.firstLine).not.toContain('\n')
      break
    case 'refused':
      expect(outcome.firstLine.length).toBeLessThanOrEqual(120)
      break
    case 'interrupted':
      break
    case 'ignored':
      expect(['sibling-cancelled', 'retry-request', 'backgrounded']).toContain(outcome.why)
      break
    default:
      throw new Error(`unknown outcome ${JSON.stringify(outcome)}`)
  }
}

describe('no result makes readOutcome throw', () => {
  test('any result-like object and signals read into a well-formed outcome', async () => {
    await fc.assert(
      fc.asyncProperty(hostileResult, hostileSignals, async (result, signals) => {
        expectWellFormed(await readOutcome(result, signals))
      }),
      runs(3000),
    )
  })

  test('the same result reads the same way twice', async () => {
    await fc.assert(
      fc.asyncProperty(hostileResult, async (result) => {
        expect(await readOutcome(result)).toEqual(await readOutcome(result))
      }),
      runs(1500),
    )
  })

  test.each([
    ['an object', { result: { stdout: 'ok', code: 0 } }],
    ['an array of mixed types', { result: [1, 'two', null, { three: 3n }, [Number.NaN]] }],
    ['null', { result: null }],
    ['a number', { result: 42 }],
    ['NaN', { result: Number.NaN }],
    ['a bigint', { result: 10n ** 30n }],
    ['missing text and result', {}],
    ['text that is not a string', { result: 'shown', text: 5 }],
    ['an error whose result is an object', { isError: true, result: { code: 7 } }],
    ['a deny that is not a string', { deny: 5, result: 'ran' }],
    ['a cycle', (() => { const r: Record<string, unknown> = { a: 1 }; r.self = r; return { result: r } })()],
    ['10,000-deep nesting', { result: deeplyNested(10_000, 'mixed') }],
    ['10,000 images', { result: Array.from({ length: 10_000 }, () => ({ type: 'image' })) }],
  ])('a result that is %s reads into a well-formed outcome', async (_name, result) => {
    cases(1)
    expectWellFormed(await readOutcome(result as Record<string, unknown>))
  })

  test('a 10 MB text result is read, fingerprinted whole', async () => {
    const text = 'line of output 42\n'.repeat((10 * 1024 * 1024) / 18)
    cases(1)
    const outcome = await readOutcome({ result: text, text })
    expect(outcome).toMatchObject({ kind: 'success', fingerprint: expect.stringMatching(/^#[0-9a-f]{64}$/) })
  })

  test('a result JSON cannot spell, with a toString field of its own, reads as text', () => {
    // JSON.stringify throws on the bigint (or a cycle); String() then finds toString not callable.
    cases(2)
    expect(typeof resultText({ result: { toString: 'shadowed', n: 1n } })).toBe('string')
    const cyclic: Record<string, unknown> = { toString: 'shadowed' }
    cyclic.self = cyclic
    expect(typeof resultText({ result: cyclic })).toBe('string')
  })

  test('resultText returns a string for any value as the result', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expect(typeof resultText({ result: value })).toBe('string')
      }),
      runs(2000),
    )
  })
})

describe('hostile text', () => {
  test('firstLine is one line of at most 120 characters for any text', () => {
    fc.assert(
      fc.property(hostileString, fc.array(hostileString, { maxLength: 5 }), (head, rest) => {
        const line = firstLine([head, ...rest].join('\n'))
        expect(line.length).toBeLessThanOrEqual(120)
        expect(line).not.toContain('\n')
      }),
      runs(2000),
    )
  })

  test('normalizeStrict returns a string for any text, the same one every time', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 8 }).map((parts) => parts.join(' ')), (text) => {
        const once = normalizeStrict(text)
        expect(typeof once).toBe('string')
        expect(normalizeStrict(text)).toBe(once)
      }),
      runs(2000),
    )
  })

  test('texts that differ outside volatile tokens and outer white space get different fingerprints, short or hashed', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, fc.constantFrom(0, 300, 70_000), async (a, b, padding) => {
        const pad = 'q'.repeat(padding) // 300: hashed whole; 70,000: hashed by samples, the head among them
        const [x, y] = [`${a}${pad}`, `${b}${pad}`]
        fc.pre(normalizeStrict(x).trim() !== normalizeStrict(y).trim() && !x.includes('\uE000') && !y.includes('\uE000'))
        expect(await fingerprint(x)).not.toBe(await fingerprint(y))
      }),
      runs(1500),
    )
  })

  test('a lone surrogate and the replacement character give different fingerprints in a long text', async () => {
    // Hashing encodes UTF-8, which turns a lone surrogate into U+FFFD; output cut in the
    // middle of an emoji ends in a lone surrogate.
    const pad = 'q'.repeat(300)
    cases(1)
    expect(await fingerprint(`${pad}\uD83D`)).not.toBe(await fingerprint(`${pad}\uFFFD`))
  })
})
