// The shape of the fifty-third batch of fresh fixtures (test/fixtures/outputs/fresh53.ts), written blind.
// Only their form is checked here: the lead scores the judgement on them once, so nothing here judges them.
import { describe, expect, test } from 'vitest'
import { FRESH53_FIXTURES } from '../fixtures/outputs/fresh53.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/runs.js'

const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

describe('the fifty-third batch of fresh fixtures', () => {
  test('hold at least twenty-four fixtures, each of a different program', () => {
    expect(FRESH53_FIXTURES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(FRESH53_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH53_FIXTURES.length)
  })

  test('have names unique in the batch and unused by the library', () => {
    const libraryNames = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    expect(new Set(FRESH53_FIXTURES.map((f) => f.name)).size).toBe(FRESH53_FIXTURES.length)
    for (const f of FRESH53_FIXTURES) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs absent from the library', () => {
    const libraryPrograms = new Set(OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()))
    for (const f of FRESH53_FIXTURES) expect(libraryPrograms.has(f.program.toLowerCase()), f.program).toBe(false)
  })

  test('are kept out of the library until the lead scores them', () => {
    for (const f of FRESH53_FIXTURES) expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
  })

  test('name their source by an https URL', () => {
    for (const f of FRESH53_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of FRESH53_FIXTURES) for (const run of [f.first, f.sameOutcome, f.changed]) expect(textOf(run), f.name).not.toBe('')
  })

  test('claim only tokens that hold a digit and occur in the first run', () => {
    for (const f of FRESH53_FIXTURES) {
      for (const token of [...f.noise, ...f.values]) {
        expect(token, `${f.name}: ${token}`).toMatch(/\d/)
        expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
      }
    }
  })

  test('give every fixture at least one value token', () => {
    for (const f of FRESH53_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of FRESH53_FIXTURES) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  test('vary every noise token of the first run in the same-outcome run', () => {
    for (const f of FRESH53_FIXTURES) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
  })

  test('differ from the first run in both the same-outcome and the changed run', () => {
    for (const f of FRESH53_FIXTURES) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('keep the first and same-outcome runs both failures or both successes', () => {
    for (const f of FRESH53_FIXTURES) expect(failed(f.sameOutcome), f.name).toBe(failed(f.first))
  })

  test('fail in between 35 % and 75 % of their first runs', () => {
    const share = FRESH53_FIXTURES.filter((f) => failed(f.first)).length / FRESH53_FIXTURES.length
    expect(share).toBeGreaterThanOrEqual(0.35)
    expect(share).toBeLessThanOrEqual(0.75)
  })
})
