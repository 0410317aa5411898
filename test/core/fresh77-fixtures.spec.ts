// The shape of the seventy-seventh batch of fresh fixtures (test/fixtures/outputs/fresh77.ts), written blind for the
// lead to score once: only their form is checked here, never what the judgement makes of them.
import { describe, expect, test } from 'vitest'
import { FRESH77_FIXTURES } from '../fixtures/outputs/fresh77.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

/** The library without this batch: what the batch had to be new to. */
const LIBRARY = OUTPUT_FIXTURES.filter((f) => !FRESH77_FIXTURES.includes(f))
const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

describe('the seventy-seventh batch of fresh fixtures', () => {
  test('are at least 24, each of a different program', () => {
    expect(FRESH77_FIXTURES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(FRESH77_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH77_FIXTURES.length)
  })

  test('have unique names, none shared with the library', () => {
    const libraryNames = new Set(LIBRARY.map((f) => f.name))
    expect(new Set(FRESH77_FIXTURES.map((f) => f.name)).size).toBe(FRESH77_FIXTURES.length)
    for (const f of FRESH77_FIXTURES) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs the library does not hold', () => {
    const libraryPrograms = new Set(LIBRARY.map((f) => f.program.toLowerCase()))
    for (const f of FRESH77_FIXTURES) expect(libraryPrograms.has(f.program.toLowerCase()), f.program).toBe(false)
  })

  test('are not yet in the library, so the lead scores them once', () => {
    for (const f of FRESH77_FIXTURES) expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
  })

  test('each name their source by a public https URL', () => {
    for (const f of FRESH77_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of FRESH77_FIXTURES) for (const run of [f.first, f.sameOutcome, f.changed]) expect(textOf(run), f.name).not.toBe('')
  })

  test('list noise and value tokens that all occur in the first run', () => {
    for (const f of FRESH77_FIXTURES) for (const token of [...f.noise, ...f.values]) expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
  })

  test('list only tokens that hold a digit, since a token claims what its digits mean', () => {
    for (const f of FRESH77_FIXTURES) for (const token of [...f.noise, ...f.values]) expect(token, f.name).toMatch(/\d/)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of FRESH77_FIXTURES) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  test('vary every noise token of the first run in the same-outcome run', () => {
    for (const f of FRESH77_FIXTURES) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
  })

  test('give at least one value token to each fixture', () => {
    for (const f of FRESH77_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary the same-outcome run and the changed run from the first, and from each other', () => {
    for (const f of FRESH77_FIXTURES) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('keep the same call in all three runs', () => {
    for (const f of FRESH77_FIXTURES) {
      expect(f.sameOutcome.args, f.name).toEqual(f.first.args)
      expect(f.changed.args, f.name).toEqual(f.first.args)
    }
  })

  test('keep a same-outcome run a failure exactly when the first is', () => {
    for (const f of FRESH77_FIXTURES) expect(failed(f.sameOutcome), f.name).toBe(failed(f.first))
  })

  test('are about half failures and half successes', () => {
    const failures = FRESH77_FIXTURES.filter((f) => failed(f.first)).length
    expect(failures / FRESH77_FIXTURES.length).toBeGreaterThanOrEqual(0.35)
    expect(failures / FRESH77_FIXTURES.length).toBeLessThanOrEqual(0.75)
  })

  test('range from a few lines to outputs of 35 lines or more', () => {
    const lines = FRESH77_FIXTURES.map((f) => textOf(f.first).split('\n').length)
    expect(Math.min(...lines)).toBeLessThanOrEqual(8)
    expect(Math.max(...lines)).toBeGreaterThanOrEqual(35)
  })
})
