// The shape of the fifty-fifth batch of fresh fixtures (test/fixtures/outputs/fresh55.ts), written blind and
// kept out of OUTPUT_FIXTURES until the lead scores them once. Only their form is checked here, never a verdict.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { FRESH55_FIXTURES } from '../fixtures/outputs/fresh55.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/runs.js'

const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

/** The programs of the batch written next to this one, if its worktree is on this machine. */
function siblingPrograms(): string[] {
  try {
    const text = readFileSync('/work/wt/fresh56/test/fixtures/outputs/fresh56.ts', 'utf8')
    return [...text.matchAll(/program: '([^']*)'/g)].map((m) => (m[1] ?? '').toLowerCase())
  } catch {
    return []
  }
}

describe('the fifty-fifth batch of fresh fixtures', () => {
  test('are at least 24, each of a different program', () => {
    expect(FRESH55_FIXTURES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(FRESH55_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH55_FIXTURES.length)
  })

  test('have unique names, none shared with the library', () => {
    const libraryNames = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    expect(new Set(FRESH55_FIXTURES.map((f) => f.name)).size).toBe(FRESH55_FIXTURES.length)
    for (const f of FRESH55_FIXTURES) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs neither the library nor the sibling batch holds', () => {
    const taken = new Set([...OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()), ...siblingPrograms()])
    for (const f of FRESH55_FIXTURES) expect(taken.has(f.program.toLowerCase()), f.program).toBe(false)
  })

  test('are not in the library yet', () => {
    for (const f of FRESH55_FIXTURES) expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
  })

  test('each name their source by an https URL', () => {
    for (const f of FRESH55_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of FRESH55_FIXTURES) for (const run of [f.first, f.sameOutcome, f.changed]) expect(textOf(run), f.name).not.toBe('')
  })

  test('differ from the first run in both the same-outcome and the changed run', () => {
    for (const f of FRESH55_FIXTURES) {
      expect(textOf(f.sameOutcome), f.name).not.toBe(textOf(f.first))
      expect(textOf(f.changed), f.name).not.toBe(textOf(f.first))
    }
  })

  test('claim noise and values that occur in the first run and hold a digit', () => {
    for (const f of FRESH55_FIXTURES) {
      for (const token of [...f.noise, ...f.values]) {
        expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
        expect(token, `${f.name}: ${token}`).toMatch(/\d/)
      }
    }
  })

  test('claim at least one value each', () => {
    for (const f of FRESH55_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary every noise token in the same-outcome run and keep every value', () => {
    for (const f of FRESH55_FIXTURES) {
      for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
      for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
    }
  })

  test('keep the same success or failure in the same-outcome run', () => {
    for (const f of FRESH55_FIXTURES) expect(failed(f.sameOutcome), f.name).toBe(failed(f.first))
  })

  test('fail in their first run between 35 % and 75 % of the time', () => {
    const share = FRESH55_FIXTURES.filter((f) => failed(f.first)).length / FRESH55_FIXTURES.length
    expect(share).toBeGreaterThanOrEqual(0.35)
    expect(share).toBeLessThanOrEqual(0.75)
  })
})
