// The fixture library of real tool outputs, judged in both directions by what differs between
// two runs (hooks/judge.ts): a meaningful change is never judged the same (no wrong refusal), any
// one digit of a value changes the outcome, any digits of a noise token leave an outcome the
// judgement sees as the same still the same, and the engine's cwd line and colour codes leave a
// run identical. How many same-outcome runs are seen is scored per half in generalisation.spec.ts.
// Property runs use the seed of test/seed.ts.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { atLeast } from '../../hooks/judge.js'
import type { ResultLike } from '../../hooks/outcome.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun, OutputFixture } from '../fixtures/outputs/index.js'
import { judgedRuns } from '../fixtures/outputs/judged.js'

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
// the two properties that try every case judge some hundred thousand pairs (about half a minute alone on two cores, more
// beside other files): a limit well above that, so a slow machine is no failure and a hang still is
const EXHAUSTIVE_TIMEOUT = 300_000

describe('the library', () => {
  test('covers at least 60 programs, each fixture with a source', () => {
    expect(new Set(OUTPUT_FIXTURES.map((f) => f.program)).size).toBeGreaterThanOrEqual(60)
    for (const f of OUTPUT_FIXTURES) expect(f.source).toMatch(/https:\/\//)
    expect(new Set(OUTPUT_FIXTURES.map((f) => f.name)).size).toBe(OUTPUT_FIXTURES.length)
  })

  test('every listed noise and value token occurs in the first run', () => {
    for (const f of OUTPUT_FIXTURES) for (const token of [...f.noise, ...f.values]) expect(textOf(f), f.name).toContain(token)
  })
})

describe.each(OUTPUT_FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, f) => {
  test('a meaningful change is never judged the same', async () => {
    expect(atLeast(await judgedRuns(f.first, f.changed), 'same')).toBe(false)
  })

  test('a run judged against itself is identical', async () => {
    expect(await judgedRuns(f.first, f.first)).toBe('identical')
  })
})

/**
 * The text with `token` as a tool prints it on another run (every occurrence; a `0x` prefix aside): each digit
 * replaced by the digits drawn, but a name drawn at random from letters beyond hex mixed with digits (`x2k4p`;
 * not `12ms`, `4m12s` or a timestamp's `04T10`) drawn anew whole, every character moved within its class, as the tool draws it.
 */
function redigit(text: string, token: string, digits: readonly number[]): string {
  let i = 0
  const draw = (): number => digits[i++ % digits.length]!
  const changed = token.replace(/0x|[A-Za-z0-9]+/g, (word) => {
    if (word === '0x') return word
    const duration = /^(?:\d+(?:ns|us|ms|s|m|h|d))+\d*$/.test(word) // `4m12s`, and `1h28m22` of `1h28m22.4s`
    if (word.length >= 5 && !duration && /[g-zG-Z]/.test(word) && /[A-Za-z]\d/.test(word) && /[A-Za-z].*[A-Za-z]/.test(word)) return word.replace(/[a-z]|[A-Z]|\d/g, (c) => moved(c, 1 + draw()))
    return word.replace(/\d/g, () => String(draw()))
  })
  return text.split(token).join(changed)
}

/** A letter or digit moved `by` places within its class (never onto itself). */
function moved(c: string, by: number): string {
  const [first, size] = /\d/.test(c) ? ['0', 10] : /[a-z]/.test(c) ? ['a', 26] : ['A', 26]
  const step = by % size === 0 ? 1 : by % size
  return String.fromCharCode(first.charCodeAt(0) + ((c.charCodeAt(0) - first.charCodeAt(0) + step) % size))
}

/** Fixtures whose same-outcome run the judgement sees as the same: within them, any noise digits must be too. */
const seenAlike = (async () => {
  const seen: OutputFixture[] = []
  for (const f of textFixtures) if (atLeast(await judgedRuns(f.first, f.sameOutcome), 'same')) seen.push(f)
  return seen
})()

describe('properties over the library', () => {
  test('any digits in a noise token leave an outcome seen as the same still the same', async () => {
    const cases = (await seenAlike).flatMap((f) => f.noise.map((token) => ({ f, token })))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 }), async ({ f, token }, digits) => {
        const noisy = withText(f.first, (t) => redigit(t, token, digits))
        // an age only grows while nothing happens (judge.ts): the runs are taken in the order that makes it grow
        const either = [await judgedRuns(f.first, noisy), await judgedRuns(noisy, f.first)]
        expect(either.some((v) => atLeast(v, 'same')), `${f.name}: ${token}`).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  // the sampled property above draws from the library as it stands, so a batch that joins moves its draws: these
  // fixed draws (all 0s, all 9s, mixes) try every noise token of every fixture seen alike, whatever the library holds
  test('every noise token, its digits all 0s, all 9s or a fixed mix, leaves an outcome seen as the same still the same', { timeout: EXHAUSTIVE_TIMEOUT }, async () => {
    const wrong: string[] = []
    for (const f of await seenAlike) {
      for (const token of f.noise) {
        for (const digits of [[0], [9], [1, 2, 3], [7, 3, 9, 1, 5], [4, 4, 8, 0, 2, 6, 1, 9]]) {
          const noisy = withText(f.first, (t) => redigit(t, token, digits))
          const either = [await judgedRuns(f.first, noisy), await judgedRuns(noisy, f.first)]
          if (!either.some((v) => atLeast(v, 'same'))) wrong.push(`${f.name}: ${token} with ${digits.join('')}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  // the sampled property below once passed by luck on a seed: this one tries every case
  test('every digit of every value token, moved one and five on, is never judged the same', { timeout: EXHAUSTIVE_TIMEOUT }, async () => {
    const wrong: string[] = []
    for (const f of textFixtures) {
      for (const token of f.values) {
        for (let at = 0; at < token.length; at++) {
          if (!/\d/.test(token[at]!)) continue
          for (const step of [1, 5]) {
            const changedToken = `${token.slice(0, at)}${(Number(token[at]) + step) % 10}${token.slice(at + 1)}`
            const changed = withText(f.first, (t) => t.split(token).join(changedToken))
            if (atLeast(await judgedRuns(f.first, changed), 'same')) wrong.push(`${f.name}: ${token} → ${changedToken}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
  })

  test('changing any one digit of a value token is never judged the same', async () => {
    const cases = textFixtures.flatMap((f) => f.values.flatMap((token) => [...token].flatMap((c, at) => (/\d/.test(c) ? [{ f, token, at }] : []))))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), fc.integer({ min: 1, max: 9 }), async ({ f, token, at }, step) => {
        const digit = String((Number(token[at]) + step) % 10)
        const changedToken = `${token.slice(0, at)}${digit}${token.slice(at + 1)}`
        const changed = withText(f.first, (t) => t.split(token).join(changedToken))
        expect(atLeast(await judgedRuns(f.first, changed), 'same'), `${f.name}: ${token} → ${changedToken}`).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  test("the engine's cwd-reset line and colour codes around any line leave a run identical", async () => {
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
          expect(await judgedRuns(f.first, noisy)).toBe('identical')
        },
      ),
      { numRuns: 300 },
    )
  })
})
