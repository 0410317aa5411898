// How well "the same outcome" generalises: the fixture library's programs are split by a fixed
// rule (test/fixtures/outputs/index.ts `halfOf`), the judgement was designed on one half, and
// the held-back half scores it in both directions: a loop is seen (the same outcome under other
// noise is judged the same, so it may be advised and refused) and a change is seen (a meaningful
// change is never judged the same: no wrong refusal). The spec prints both halves' scores.
import { describe, expect, test } from 'vitest'
import { atLeast } from '../../hooks/judge.js'
import type { Verdict } from '../../hooks/judge.js'
import { halfOf, OUTPUT_FIXTURES } from '../fixtures/outputs/index.js'
import type { Half, OutputFixture } from '../fixtures/outputs/index.js'
import { judgedRuns } from '../fixtures/outputs/judged.js'

type Scored = { name: string; program: string; half: Half; same: Verdict; changed: Verdict }

async function score(f: OutputFixture): Promise<Scored> {
  return { name: f.name, program: f.program, half: halfOf(f.program), same: await judgedRuns(f.first, f.sameOutcome), changed: await judgedRuns(f.first, f.changed) }
}

const loopSeen = (s: Scored): boolean => atLeast(s.same, 'same')
const changeSeen = (s: Scored): boolean => !atLeast(s.changed, 'same')
const share = (list: readonly Scored[], ok: (s: Scored) => boolean): number => list.filter(ok).length / list.length
const percent = (x: number): string => `${(100 * x).toFixed(1)} %`

describe('the judgement on programs it was not designed on', async () => {
  const scored = await Promise.all(OUTPUT_FIXTURES.map(score))
  const halves = { design: scored.filter((s) => s.half === 'design'), 'held-back': scored.filter((s) => s.half === 'held-back') }
  const programs = (list: readonly Scored[]): number => new Set(list.map((s) => s.program)).size
  process.stdout.write(
    `generalisation: ${programs(scored)} programs, ${scored.length} fixtures\n` +
      (['design', 'held-back'] as const)
        .map((h) => `  ${h}: ${programs(halves[h])} programs, ${halves[h].length} fixtures; loops seen ${percent(share(halves[h], loopSeen))}, changes seen ${percent(share(halves[h], changeSeen))}`)
        .join('\n') +
      '\n',
  )

  test('the library holds at least 60 programs, in both halves', () => {
    expect(programs(scored)).toBeGreaterThanOrEqual(60)
    expect(programs(halves.design)).toBeGreaterThanOrEqual(20)
    expect(programs(halves['held-back'])).toBeGreaterThanOrEqual(20)
  })

  // Each batch of held-back programs was scored once, blind, before any was looked at (README gives those
  // first scores: the figures to quote); a program whose miss was then looked at moved to the design half.
  // The newest batch is held back as it scored, misses included. These floors keep the judgement from
  // losing what it has (issue 18 asks 95 % of a blind batch: not reached): a change that loses loops fails here.
  test('the held-back half sees at least 75 % of its loops', () => {
    expect(share(halves['held-back'], loopSeen), halves['held-back'].filter((s) => !loopSeen(s)).map((s) => `${s.name}: ${s.same}`).join(', ')).toBeGreaterThanOrEqual(0.75)
  })

  // every miss that was looked at moves here, those the principles keep on purpose (a measurement that moved) too,
  // so its share falls with each batch while the loops it sees only grow: the floor is a count, raised as fixes land
  test('the design half sees at least 537 of its loops', () => {
    expect(halves.design.filter(loopSeen).length, halves.design.filter((s) => !loopSeen(s)).map((s) => `${s.name}: ${s.same}`).join(', ')).toBeGreaterThanOrEqual(537)
  })

  test('the held-back half sees at least 95 % of its changes', () => {
    expect(share(halves['held-back'], changeSeen), halves['held-back'].filter((s) => !changeSeen(s)).map((s) => `${s.name}: ${s.changed}`).join(', ')).toBeGreaterThanOrEqual(0.95)
  })

  test('no meaningful change is ever judged the same, in either half: no wrong refusal', () => {
    expect(scored.filter((s) => !changeSeen(s)).map((s) => s.name)).toEqual([])
  })
})
