// The shape of the forty-seventh batch of fresh fixtures (test/fixtures/outputs/fresh47.ts), written
// blind: only their shape is checked here, never how the judgement scores them.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { FRESH47_FIXTURES } from '../fixtures/outputs/fresh47.js'
import { OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')

/** The programs of batch 48, written at the same time in another worktree, if it is there. */
function batch48Programs(): string[] {
  try {
    const source = readFileSync('/work/wt/fresh48/test/fixtures/outputs/fresh48.ts', 'utf8')
    return [...source.matchAll(/program: '([^']*)'/g)].map((m) => (m[1] ?? '').toLowerCase())
  } catch {
    return []
  }
}

describe('the forty-seventh batch of fresh fixtures', () => {
  test('are at least 24, each of a different program', () => {
    expect(FRESH47_FIXTURES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(FRESH47_FIXTURES.map((f) => f.program.toLowerCase())).size).toBe(FRESH47_FIXTURES.length)
  })

  test('have unique names, none shared with the library', () => {
    const libraryNames = new Set(OUTPUT_FIXTURES.map((f) => f.name))
    expect(new Set(FRESH47_FIXTURES.map((f) => f.name)).size).toBe(FRESH47_FIXTURES.length)
    for (const f of FRESH47_FIXTURES) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs neither the library nor batch 48 holds', () => {
    const taken = new Set([...OUTPUT_FIXTURES.map((f) => f.program.toLowerCase()), ...batch48Programs()])
    for (const f of FRESH47_FIXTURES) expect(taken.has(f.program.toLowerCase()), f.program).toBe(false)
  })

  test('are kept out of the library', () => {
    for (const f of FRESH47_FIXTURES) expect(OUTPUT_FIXTURES.includes(f), f.name).toBe(false)
  })

  test('each name their source by an https URL', () => {
    for (const f of FRESH47_FIXTURES) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of FRESH47_FIXTURES) for (const run of [f.first, f.sameOutcome, f.changed]) expect(textOf(run), f.name).not.toBe('')
  })

  test('list noise and value tokens that all occur in the first run and hold a digit', () => {
    for (const f of FRESH47_FIXTURES) {
      for (const token of [...f.noise, ...f.values]) {
        expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
        expect(token, `${f.name}: ${token}`).toMatch(/\d/)
      }
    }
  })

  test('give at least one value token to each fixture', () => {
    for (const f of FRESH47_FIXTURES) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary every noise token of the first run in the same-outcome run', () => {
    for (const f of FRESH47_FIXTURES) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of FRESH47_FIXTURES) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  test('vary the same-outcome run and the changed run from the first', () => {
    for (const f of FRESH47_FIXTURES) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('keep the same-outcome run a success or a failure as the first run was', () => {
    for (const f of FRESH47_FIXTURES) expect(f.sameOutcome.result.isError === true, f.name).toBe(f.first.result.isError === true)
  })
})
