// The shape of the fifty-ninth batch of fresh fixtures, written blind for the lead to score once: only their form is
// checked here (the rules of blind-batches.spec.ts and the brief), never what the judgement makes of them.
import { describe, expect, test } from 'vitest'
import { FRESH59_FIXTURES } from '../fixtures/outputs/fresh59.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

const textOf = (run: FixtureRun): string => String(run.result.text ?? '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

describe('the fifty-ninth batch of fresh fixtures', () => {
  test('holds at least 24 fixtures', () => {
    expect(FRESH59_FIXTURES.length).toBeGreaterThanOrEqual(24)
  })

  test('names every fixture uniquely, also against the library', () => {
    const names = FRESH59_FIXTURES.map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
    const library = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    expect(names.filter((n) => library.has(n))).toEqual([])
  })

  test('takes each fixture from a different program', () => {
    const programs = FRESH59_FIXTURES.map((f) => f.program)
    expect(new Set(programs).size).toBe(programs.length)
  })

  test('takes no program the library already has', () => {
    const library = new Set(OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()))
    expect(FRESH59_FIXTURES.map((f) => f.program).filter((p) => library.has(p.toLowerCase()))).toEqual([])
  })

  test('keeps its fixtures out of the library', () => {
    const library = new Set(OUTPUT_FIXTURES)
    expect(FRESH59_FIXTURES.filter((f) => library.has(f))).toEqual([])
  })

  test('ranges from a few lines to outputs of 35 lines or more', () => {
    const lines = FRESH59_FIXTURES.map((f) => textOf(f.first).split('\n').length)
    expect(Math.min(...lines)).toBeLessThanOrEqual(8)
    expect(Math.max(...lines)).toBeGreaterThanOrEqual(35)
  })

  test('fails in the first run of between 35 % and 75 % of its fixtures', () => {
    const share = FRESH59_FIXTURES.filter((f) => failed(f.first)).length / FRESH59_FIXTURES.length
    expect(share).toBeGreaterThanOrEqual(0.35)
    expect(share).toBeLessThanOrEqual(0.75)
  })

  for (const fixture of FRESH59_FIXTURES) {
    describe(fixture.name, () => {
      const first = textOf(fixture.first)
      const same = textOf(fixture.sameOutcome)

      test('cites an https source', () => {
        expect(fixture.source).toMatch(/https:\/\/\S+/)
      })

      test('has a text in every run', () => {
        for (const run of [fixture.first, fixture.sameOutcome, fixture.changed]) expect(textOf(run)).not.toBe('')
      })

      test('differs from the first run in the same-outcome run and in the changed run, which differ from each other', () => {
        expect(same).not.toBe(first)
        expect(textOf(fixture.changed)).not.toBe(first)
        expect(textOf(fixture.changed)).not.toBe(same)
      })

      test('repeats the call of the first run in the other two', () => {
        expect(fixture.sameOutcome.args).toEqual(fixture.first.args)
        expect(fixture.changed.args).toEqual(fixture.first.args)
      })

      test('claims at least one value', () => {
        expect(fixture.values.length).toBeGreaterThan(0)
      })

      test('claims only tokens of the first run that hold a digit', () => {
        for (const token of [...fixture.noise, ...fixture.values]) {
          expect(token).toMatch(/\d/)
          expect(first).toContain(token)
        }
      })

      test('varies every noise token in the same-outcome run', () => {
        for (const token of fixture.noise) expect(same).not.toContain(token)
      })

      test('keeps every value token in the same-outcome run', () => {
        for (const token of fixture.values) expect(same).toContain(token)
      })

      test('ends the same-outcome run as the first run ended, a success or a failure', () => {
        expect(failed(fixture.sameOutcome)).toBe(failed(fixture.first))
      })
    })
  }
})
