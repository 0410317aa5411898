// The shape of the sixty-fourth batch of fresh fixtures (test/fixtures/outputs/fresh64.ts), written blind and kept
// out of OUTPUT_FIXTURES until the lead scores them once. Checks only their form, never a judgement of them.
import { describe, expect, test } from 'vitest'
import { FRESH64_FIXTURES } from '../fixtures/outputs/fresh64.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/runs.js'

const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

describe('the sixty-fourth batch of fresh fixtures', () => {
  test('are at least 28, each of a different program', () => {
    expect(FRESH64_FIXTURES.length).toBeGreaterThanOrEqual(28)
    expect(new Set(FRESH64_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH64_FIXTURES.length)
  })

  test('have unique names, none shared with the library', () => {
    const libraryNames = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    expect(new Set(FRESH64_FIXTURES.map((f) => f.name)).size).toBe(FRESH64_FIXTURES.length)
    for (const f of FRESH64_FIXTURES) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs the library does not hold, and stay out of it', () => {
    const libraryPrograms = new Set(OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()))
    for (const f of FRESH64_FIXTURES) {
      expect(libraryPrograms.has(f.program.toLowerCase()), f.program).toBe(false)
      expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
    }
  })

  test('each name their source by an https URL', () => {
    for (const f of FRESH64_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of FRESH64_FIXTURES) for (const run of [f.first, f.sameOutcome, f.changed]) expect(textOf(run), f.name).not.toBe('')
  })

  test('list noise and value tokens that all occur in the first run and hold a digit', () => {
    for (const f of FRESH64_FIXTURES) {
      for (const token of [...f.noise, ...f.values]) {
        expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
        expect(token, `${f.name}: ${token}`).toMatch(/\d/)
      }
    }
  })

  test('give at least one value token to each fixture', () => {
    for (const f of FRESH64_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary every noise token of the first run in the same-outcome run', () => {
    for (const f of FRESH64_FIXTURES) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of FRESH64_FIXTURES) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  test('vary the same-outcome run and the changed run from the first', () => {
    for (const f of FRESH64_FIXTURES) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('keep the same-outcome run a failure exactly when the first is', () => {
    for (const f of FRESH64_FIXTURES) expect(failed(f.sameOutcome), f.name).toBe(failed(f.first))
  })

  test('fail in the first run in 35 % to 75 % of the batch', () => {
    const share = FRESH64_FIXTURES.filter((f) => failed(f.first)).length / FRESH64_FIXTURES.length
    expect(share).toBeGreaterThanOrEqual(0.35)
    expect(share).toBeLessThanOrEqual(0.75)
  })
})
