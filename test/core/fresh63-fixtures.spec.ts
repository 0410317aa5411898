// The shape of the sixty-third batch of fresh fixtures (test/fixtures/outputs/fresh63.ts), written blind:
// only their form is checked here; the lead scores them once against the judgement.
import { describe, expect, test } from 'vitest'
import { FRESH63_FIXTURES } from '../fixtures/outputs/fresh63.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

describe('the sixty-third batch of fresh fixtures', () => {
  test('are at least 23, each of a different program', () => {
    expect(FRESH63_FIXTURES.length).toBeGreaterThanOrEqual(23)
    expect(new Set(FRESH63_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH63_FIXTURES.length)
  })

  test('are not in the library, by name or by program', () => {
    const names = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    const programs = new Set(OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()))
    expect(new Set(FRESH63_FIXTURES.map((f) => f.name)).size).toBe(FRESH63_FIXTURES.length)
    for (const f of FRESH63_FIXTURES) {
      expect(names.has(f.name), f.name).toBe(false)
      expect(programs.has(f.program.toLowerCase()), f.program).toBe(false)
      expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
    }
  })

  test('each name their source by an https URL', () => {
    for (const f of FRESH63_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('list noise and value tokens that hold a digit and occur in the first run', () => {
    for (const f of FRESH63_FIXTURES) {
      for (const token of [...f.noise, ...f.values]) {
        expect(token, `${f.name}: ${token}`).toMatch(/\d/)
        expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
      }
    }
  })

  test('give at least one value token to each fixture', () => {
    for (const f of FRESH63_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary every noise token of the first run in the same-outcome run', () => {
    for (const f of FRESH63_FIXTURES) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of FRESH63_FIXTURES) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  test('vary the same-outcome run and the changed run from the first', () => {
    for (const f of FRESH63_FIXTURES) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('keep the same call in all three runs', () => {
    for (const f of FRESH63_FIXTURES) {
      expect(f.sameOutcome.args, f.name).toEqual(f.first.args)
      expect(f.changed.args, f.name).toEqual(f.first.args)
    }
  })

  test('keep a same-outcome run a failure exactly when the first is', () => {
    for (const f of FRESH63_FIXTURES) expect(failed(f.sameOutcome), f.name).toBe(failed(f.first))
  })

  test('fail in between 35 % and 75 % of first runs', () => {
    const share = FRESH63_FIXTURES.filter((f) => failed(f.first)).length / FRESH63_FIXTURES.length
    expect(share).toBeGreaterThanOrEqual(0.35)
    expect(share).toBeLessThanOrEqual(0.75)
  })
})
