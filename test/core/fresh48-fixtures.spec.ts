/**
 * The shape of the forty-eighth fresh batch (test/fixtures/outputs/fresh48.ts), and nothing more: the
 * judgement never runs here, so that the batch stays held back until the lead scores it once.
 */
import { describe, expect, it } from 'vitest'
import { FRESH48_FIXTURES } from '../fixtures/outputs/fresh48.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/runs.js'

const textOf = (run: FixtureRun): string => String(run.result.text ?? '')
const hasDigit = (token: string): boolean => /\d/.test(token)

describe('the forty-eighth fresh batch', () => {
  it('holds at least 24 fixtures', () => {
    expect(FRESH48_FIXTURES.length).toBeGreaterThanOrEqual(24)
  })

  it('gives every fixture a unique name', () => {
    const names = FRESH48_FIXTURES.map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('uses each program once', () => {
    const programs = FRESH48_FIXTURES.map((f) => f.program)
    expect(new Set(programs).size).toBe(programs.length)
  })

  it('takes no program from the library', () => {
    const known = new Set(OUTPUT_FIXTURES.map((f) => f.program))
    expect(FRESH48_FIXTURES.filter((f) => known.has(f.program)).map((f) => f.program)).toEqual([])
  })

  it('cites an https source for every fixture', () => {
    for (const f of FRESH48_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  it('claims only tokens that hold a digit, and at least one value per fixture', () => {
    for (const f of FRESH48_FIXTURES) {
      expect(f.values.length, f.name).toBeGreaterThan(0)
      for (const token of [...f.noise, ...f.values]) expect(hasDigit(token), `${f.name}: ${token}`).toBe(true)
    }
  })

  it('finds every claimed token in the first run', () => {
    for (const f of FRESH48_FIXTURES) {
      for (const token of [...f.noise, ...f.values]) expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
    }
  })

  it('varies every noise token in the same-outcome run', () => {
    for (const f of FRESH48_FIXTURES) {
      for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
    }
  })

  it('keeps every value token in the same-outcome run', () => {
    for (const f of FRESH48_FIXTURES) {
      for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
    }
  })

  it('makes the same-outcome and changed runs differ from the first', () => {
    for (const f of FRESH48_FIXTURES) {
      expect(textOf(f.sameOutcome), f.name).not.toBe(textOf(f.first))
      expect(textOf(f.changed), f.name).not.toBe(textOf(f.first))
      expect(textOf(f.changed), f.name).not.toBe(textOf(f.sameOutcome))
    }
  })

  it('keeps the same-outcome run a success or a failure as the first was', () => {
    for (const f of FRESH48_FIXTURES) expect(Boolean(f.sameOutcome.result.isError), f.name).toBe(Boolean(f.first.result.isError))
  })

  it('mixes failures and successes', () => {
    const failures = FRESH48_FIXTURES.filter((f) => f.first.result.isError).length
    expect(failures).toBeGreaterThan(FRESH48_FIXTURES.length / 4)
    expect(failures).toBeLessThan((FRESH48_FIXTURES.length * 3) / 4)
  })
})
