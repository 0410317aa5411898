// The shape of the fortieth batch of fresh fixtures (test/fixtures/outputs/fresh40.ts), written blind:
// these checks read only their text and labels, never a judgement of them, so the lead can score them once.
import { describe, expect, test } from 'vitest'
import { FRESH40_FIXTURES } from '../fixtures/outputs/fresh40.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const runsOf = (f: (typeof FRESH40_FIXTURES)[number]): FixtureRun[] => [f.first, f.sameOutcome, f.changed]

describe('the fortieth batch of fresh fixtures', () => {
  test('are at least 24, each of a different program', () => {
    expect(FRESH40_FIXTURES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(FRESH40_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH40_FIXTURES.length)
  })

  test('have unique names, none shared with the library', () => {
    const libraryNames = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    expect(new Set(FRESH40_FIXTURES.map((f) => f.name)).size).toBe(FRESH40_FIXTURES.length)
    for (const f of FRESH40_FIXTURES) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs the library does not hold', () => {
    const libraryPrograms = new Set(OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()))
    for (const f of FRESH40_FIXTURES) expect(libraryPrograms.has(f.program.toLowerCase()), f.program).toBe(false)
  })

  test('are kept out of the library until the lead has scored them', () => {
    for (const f of FRESH40_FIXTURES) expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
  })

  test('each name their source by a public https URL', () => {
    for (const f of FRESH40_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of FRESH40_FIXTURES) for (const run of runsOf(f)) expect(textOf(run), f.name).not.toBe('')
  })

  test('give each run an outcome: a result, or an error marked as one', () => {
    for (const f of FRESH40_FIXTURES) {
      for (const run of runsOf(f)) {
        const failed = run.result.isError === true
        expect(failed ? /^(Exit code [1-9]\d*\n|<tool_use_error>)/.test(textOf(run)) : run.result.result !== undefined, f.name).toBe(true)
      }
    }
  })

  test('list noise and value tokens that all occur in the first run', () => {
    for (const f of FRESH40_FIXTURES) for (const token of [...f.noise, ...f.values]) expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
  })

  test('claim only tokens that hold a digit', () => {
    for (const f of FRESH40_FIXTURES) for (const token of [...f.noise, ...f.values]) expect(token, `${f.name}: ${token}`).toMatch(/\d/)
  })

  test('give at least one value token to each fixture', () => {
    for (const f of FRESH40_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary every noise token of the first run in the same-outcome run', () => {
    for (const f of FRESH40_FIXTURES) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of FRESH40_FIXTURES) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  test('vary the same-outcome run and the changed run from the first and from each other', () => {
    for (const f of FRESH40_FIXTURES) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('call the same tool with the same arguments in all three runs', () => {
    for (const f of FRESH40_FIXTURES) {
      expect(f.sameOutcome.args, f.name).toEqual(f.first.args)
      expect(f.changed.args, f.name).toEqual(f.first.args)
    }
  })

  test('mix failures and successes', () => {
    const failing = FRESH40_FIXTURES.filter((f) => f.first.result.isError === true).length
    expect(failing).toBeGreaterThanOrEqual(FRESH40_FIXTURES.length / 3)
    expect(FRESH40_FIXTURES.length - failing).toBeGreaterThanOrEqual(FRESH40_FIXTURES.length / 3)
  })
})
