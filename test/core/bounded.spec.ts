// Specification of hooks/bounded.ts: every capped memory keeps at most its cap, dropping the
// oldest entry first; `remember` moves a key set again to the end and never drops the spared one.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { keep, keepIn, remember } from '../../hooks/bounded.js'

describe('bounded maps and sets', () => {
  test('remember drops the oldest entry past the cap', () => {
    const map = new Map<string, number>()
    for (const [i, key] of ['a', 'b', 'c'].entries()) remember(map, key, i, 2)
    expect([...map.keys()]).toEqual(['b', 'c'])
  })

  test('remember makes a key set again the newest, so it outlives older ones', () => {
    const map = new Map([['a', 0], ['b', 1]])
    remember(map, 'a', 2, 2)
    remember(map, 'c', 3, 2)
    expect([...map]).toEqual([['a', 2], ['c', 3]])
  })

  test('remember never drops the spared key, however old', () => {
    const map = new Map<string, number>()
    remember(map, 'main', 0, 2, 'main')
    for (const [i, key] of ['a', 'b', 'c'].entries()) remember(map, key, i, 2, 'main')
    expect([...map.keys()]).toEqual(['main', 'c'])
  })

  test('keep leaves a key set again where it stands and returns the entry it dropped', () => {
    const map = new Map([['a', 0], ['b', 1]])
    expect(keep(map, 'a', 2, 2)).toBeUndefined()
    expect(keep(map, 'c', 3, 2)).toEqual(['a', 2])
    expect([...map]).toEqual([['b', 1], ['c', 3]])
  })

  test('keepIn drops the oldest value past the cap', () => {
    const set = new Set<string>()
    for (const value of ['a', 'b', 'c', 'b']) keepIn(set, value, 2)
    expect([...set]).toEqual(['b', 'c'])
  })

  test('whatever is set, none holds more than its cap', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer({ min: 1, max: 8 }), (keys, cap) => {
        const remembered = new Map<number, number>()
        const kept = new Map<number, number>()
        const set = new Set<number>()
        for (const key of keys) {
          remember(remembered, key, key, cap, 0)
          keep(kept, key, key, cap)
          keepIn(set, key, cap)
        }
        return remembered.size <= cap && kept.size <= cap && set.size <= cap
      }),
    )
  })
})
