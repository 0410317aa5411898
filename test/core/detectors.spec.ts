// The detectors' shared contract (hooks/detectors/detector.ts), tried on every rule of the
// list: `before` never changes a memory, every finding names its own rule and the call
// keys of its loop, and what a note or warning says starts with `loop-guard:`. Each rule's
// behaviour through the guard, and the caps on every memory, are specified in
// guard.spec.ts; the cycle search is specified here.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { findCycle, MAX_PERIOD } from '../../hooks/detectors/cycle.js'
import type { Ran } from '../../hooks/detectors/detector.js'
import { DETECTORS } from '../../hooks/detectors/index.js'
import { readSettings } from '../../hooks/options.js'
import type { CallInfo } from '../../hooks/vocabulary.js'

const settings = readSettings({}).settings
const call = (key: string): CallInfo => ({ agent: 'main', tool: 'Bash', key, excerpt: key })
const ran = (key: string, output: string, failed = false, progress = false): Ran => ({
  call: call(key),
  failed,
  signature: `${failed ? 'err' : 'ok'} =${output}`,
  looseFingerprint: `=${output}`,
  progress,
  ...(failed ? { error: output } : {}),
})

const event = fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd'), output: fc.constantFrom('x', 'y'), failed: fc.boolean(), progress: fc.boolean(), refused: fc.boolean() })

describe('every detector', () => {
  for (const d of DETECTORS) {
    test(`${d.rule}: asking before a call changes nothing it remembers, and every finding is its own`, () => {
      fc.assert(
        fc.property(fc.array(event, { maxLength: 60 }), (events) => {
          const memory = d.fresh()
          for (const e of events) {
            const held = JSON.stringify([...Object.entries(memory as object)], (_k, v) => (v instanceof Map || v instanceof Set ? [...v] : v))
            const asked = d.before?.(memory, call(e.key), settings)
            expect(JSON.stringify([...Object.entries(memory as object)], (_k, v) => (v instanceof Map || v instanceof Set ? [...v] : v))).toBe(held)
            const found = e.refused ? d.refused?.(memory, call(e.key), settings) : d.after?.(memory, ran(e.key, e.output, e.failed, e.progress && !e.failed), settings)
            for (const f of [asked, found]) {
              if (f === undefined) continue
              expect(f.rule).toBe(d.rule)
              expect(f.keys.length).toBeGreaterThan(0)
              if (f.action !== 'quiet' && f.action !== 'block') expect(f.words()).toMatch(/^loop-guard: /)
            }
          }
        }),
        { numRuns: 200 },
      )
    })
  }
})

describe('findCycle', () => {
  const entries = (keys: string) => [...keys].map((key) => ({ key, run: { signature: `ok =${key}` }, tool: 'Grep', progress: false }))

  for (let period = 2; period <= MAX_PERIOD; period++) {
    test(`finds a cycle of ${period} after two whole rounds, not before`, () => {
      const round = 'abcdefgh'.slice(0, period)
      expect(findCycle(entries(round + round.slice(0, -1)))).toBeUndefined()
      expect(findCycle(entries(round + round))?.tools).toHaveLength(period)
    })
  }

  test('counts for each call the rounds it was seen in', () => {
    const found = findCycle(entries('ababa'))
    expect(Object.fromEntries([...found!.members].map(([k, m]) => [k, m.count]))).toEqual({ a: 3, b: 2 })
  })

  test('is the same cycle whichever call it is entered by', () => {
    expect(findCycle(entries('abcabc'))?.id).toBe(findCycle(entries('bcabca'))?.id)
  })

  test('finds what trying every period from 2 to MAX_PERIOD finds, on any history', () => {
    // the search before it looked only at the distance to the newest call's previous run
    const everyPeriod = (history: ReturnType<typeof entries>) => {
      for (let period = 2; period <= MAX_PERIOD; period++) {
        if (history.length < 2 * period) return undefined
        let matched = 0
        for (let i = history.length - 1; i - period >= 0 && history[i]!.key === history[i - period]!.key && history[i]!.run.signature === history[i - period]!.run.signature; i--) matched++
        if (matched < period) continue
        const round = history.slice(history.length - period)
        if (new Set(round.map((h) => h.key)).size < period) continue
        return round.map((h) => h.key).join('')
      }
      return undefined
    }
    const history = fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), out: fc.constantFrom('x', 'x', 'x', 'y') }), { maxLength: 2 * MAX_PERIOD })
    fc.assert(
      fc.property(history, (steps) => {
        const h = steps.map(({ key, out }) => ({ key, run: { signature: `ok =${key}${out}` }, tool: 'Grep', progress: false }))
        const found = findCycle(h)
        expect(found === undefined ? undefined : found.tools.length).toBe(everyPeriod(h)?.length)
      }),
      { numRuns: 5000 },
    )
  })

  test('a round with one call twice is not a cycle of distinct calls', () => {
    expect(findCycle(entries('abacabac'))).toBeUndefined()
  })

  test('a round whose outcome changed is not a cycle', () => {
    const history = entries('abab')
    history[3] = { ...history[3]!, run: { signature: 'ok =changed' } }
    expect(findCycle(history)).toBeUndefined()
  })
})
