// digest.ts: hashes of strings, short ones in JavaScript, long ones through crypto.subtle.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { QUICK_HASH_LIMIT, hashText, quickHash, sha256 } from '../../hooks/digest.js'

describe('hashText', () => {
  test('hashes texts up to the quick limit in JavaScript, to 16 hex digits', async () => {
    expect(await hashText('a'.repeat(QUICK_HASH_LIMIT))).toMatch(/^[0-9a-f]{16}$/)
  })

  test('hashes longer texts with SHA-256', async () => {
    expect(await hashText('a'.repeat(QUICK_HASH_LIMIT + 1))).toMatch(/^[0-9a-f]{64}$/)
  })

  test('gives equal texts equal hashes, on either side of the quick limit', async () => {
    // a run of filler puts the text below, at or above the limit
    const texts = fc.tuple(fc.integer({ min: 0, max: QUICK_HASH_LIMIT + 64 }), fc.string({ maxLength: 64 })).map(([n, t]) => `${'·'.repeat(n)}${t}`)
    await fc.assert(
      fc.asyncProperty(texts, async (t) => {
        const rebuilt = [...t].join('') // an equal text built apart from the first
        expect(await hashText(rebuilt)).toBe(await hashText(t))
      }),
      { numRuns: 200 },
    )
  })

  test('gives texts that differ in one code unit different hashes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), fc.nat(), fc.integer({ min: 0, max: 0xffff }), (t, at, unit) => {
        const i = at % t.length
        fc.pre(t.charCodeAt(i) !== unit)
        const other = `${t.slice(0, i)}${String.fromCharCode(unit)}${t.slice(i + 1)}`
        expect(quickHash(other)).not.toBe(quickHash(t))
      }),
    )
  })

  test('tells a lone surrogate from the replacement character that UTF-8 would turn it into', async () => {
    const long = 'q'.repeat(QUICK_HASH_LIMIT)
    expect(await sha256(`${long}\uD83D`)).not.toBe(await sha256(`${long}\uFFFD`))
  })

  test('tells a lone surrogate from its spelling with a backslash', async () => {
    expect(await sha256('a\uD83D')).not.toBe(await sha256('a\\ud83d'))
  })
})
