// The fixture library of real tool outputs, judged in both directions: the same outcome with
// other run-to-run noise gets the same strict fingerprint, a meaningful change gets another;
// any digit of a noise token may change freely, any digit of a value may not; the engine's
// cwd line and colour codes never change a fingerprint; the loose fingerprint is never
// stricter than the strict one. Property runs use the seed of test/seed.ts.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readOutcome } from '../../hooks/outcome.js'
import type { ResultLike } from '../../hooks/outcome.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun, OutputFixture } from '../fixtures/outputs/index.js'

type Prints = { fingerprint: string; looseFingerprint: string }

async function printsOf(run: FixtureRun): Promise<Prints> {
  const o = await readOutcome(run.result, {}, run.args)
  if (o.kind !== 'success' && o.kind !== 'failure') throw new Error(`expected a success or a failure, got ${o.kind}`)
  return { fingerprint: o.fingerprint, looseFingerprint: o.looseFingerprint }
}

/** The run with its text rewritten (both `text` and a string `result`, as core gives them). */
function withText(run: FixtureRun, rewrite: (text: string) => string): FixtureRun {
  const r = run.result
  const text = typeof r.text === 'string' ? r.text : ''
  const result: ResultLike = { ...r, text: rewrite(text) }
  if (typeof r.result === 'string') result.result = rewrite(r.result)
  return { args: run.args, result }
}

const textOf = (f: OutputFixture): string => (typeof f.first.result.text === 'string' ? f.first.result.text : '')
const textFixtures = OUTPUT_FIXTURES.filter((f) => textOf(f) !== '')

describe('the library', () => {
  test('covers at least 15 tools, each with a source', () => {
    expect(OUTPUT_FIXTURES.length).toBeGreaterThanOrEqual(15)
    for (const f of OUTPUT_FIXTURES) expect(f.source).toMatch(/https:\/\//)
    expect(new Set(OUTPUT_FIXTURES.map((f) => f.name)).size).toBe(OUTPUT_FIXTURES.length)
  })

  test('every listed noise and value token occurs in the first run', () => {
    for (const f of OUTPUT_FIXTURES) for (const token of [...f.noise, ...f.values]) expect(textOf(f), f.name).toContain(token)
  })
})

describe.each(OUTPUT_FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, f) => {
  test('the same outcome with other noise gets the same strict fingerprint', async () => {
    expect((await printsOf(f.sameOutcome)).fingerprint).toBe((await printsOf(f.first)).fingerprint)
  })

  test('a meaningful change gets another strict fingerprint', async () => {
    expect((await printsOf(f.changed)).fingerprint).not.toBe((await printsOf(f.first)).fingerprint)
  })

  test('the same outcome also gets the same loose fingerprint', async () => {
    expect((await printsOf(f.sameOutcome)).looseFingerprint).toBe((await printsOf(f.first)).looseFingerprint)
  })
})

/** The text with each digit of `token` (first occurrence, a `0x` prefix aside) replaced by the digits drawn. */
function redigit(text: string, token: string, digits: readonly number[]): string {
  let i = 0
  const changed = token.replace(/0x|\d/g, (m) => (m === '0x' ? m : String(digits[i++ % digits.length])))
  return text.replace(token, changed)
}

describe('properties over the library', () => {
  test('any digits in a noise token leave the strict fingerprint alone', async () => {
    const cases = textFixtures.flatMap((f) => f.noise.map((token) => ({ f, token })))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 }), async ({ f, token }, digits) => {
        const noisy = withText(f.first, (t) => redigit(t, token, digits))
        expect((await printsOf(noisy)).fingerprint).toBe((await printsOf(f.first)).fingerprint)
      }),
      { numRuns: 300 },
    )
  })

  test('changing any one digit of a value token changes the strict fingerprint', async () => {
    const cases = textFixtures.flatMap((f) => f.values.flatMap((token) => [...token].flatMap((c, at) => (/\d/.test(c) ? [{ f, token, at }] : []))))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), fc.integer({ min: 1, max: 9 }), async ({ f, token, at }, step) => {
        const digit = String((Number(token[at]) + step) % 10)
        const changedToken = `${token.slice(0, at)}${digit}${token.slice(at + 1)}`
        const changed = withText(f.first, (t) => t.replace(token, changedToken))
        expect((await printsOf(changed)).fingerprint).not.toBe((await printsOf(f.first)).fingerprint)
      }),
      { numRuns: 300 },
    )
  })

  test("the engine's cwd-reset line and colour codes around any line leave the strict fingerprint alone", async () => {
    const colours = ['\x1b[31m', '\x1b[1;32m', '\x1b[2m', '\x1b[0m', '\x1b[39m', '\x1b[2K']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...textFixtures),
        fc.nat(),
        fc.constantFrom(...colours),
        fc.stringMatching(/^(\/[a-z0-9._-]{1,8}){1,3}$/),
        async (f, at, colour, cwd) => {
          const noisy = withText(f.first, (t) => {
            const lines = t.split('\n')
            const i = at % lines.length
            lines[i] = `${colour}${lines[i]}\x1b[0m`
            return `${lines.join('\n')}\nShell cwd was reset to ${cwd}`
          })
          expect((await printsOf(noisy)).fingerprint).toBe((await printsOf(f.first)).fingerprint)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('two runs with the same strict fingerprint always share the loose one', async () => {
    const runs = OUTPUT_FIXTURES.flatMap((f) => [f.first, f.sameOutcome, f.changed])
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...runs), fc.constantFrom(...runs), async (a, b) => {
        const [pa, pb] = [await printsOf(a), await printsOf(b)]
        if (pa.fingerprint === pb.fingerprint) expect(pa.looseFingerprint).toBe(pb.looseFingerprint)
      }),
      { numRuns: 300 },
    )
  })
})
