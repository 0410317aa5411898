// Specification of hooks/pointer.ts and Guard.identicalRuns: a large output identical (the
// whole text, colour codes aside) to the call's previous runs reaches the model as a short pointer
// from the warnAt-th identical run on; a changed output, a small one, an output after
// progress elsewhere or a reset, observe mode and dedupeOutput off are read whole.
import { describe, expect, test } from 'vitest'
import { callInfo } from '../../hooks/call-key.js'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'
import { readOutcome, resultText } from '../../hooks/outcome.js'
import { outputPointer, POINTER_MIN_CHARS, pointsAtOutputs } from '../../hooks/pointer.js'
import { bashRun, fixture } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

/** Runs `runs` through a guard as the wiring does and returns, per run, the pointer the model would read, if any. */
async function pointers(runs: readonly FixtureRun[], raw: RawOptions = {}, between?: (g: Guard, i: number) => Promise<void>): Promise<(string | undefined)[]> {
  const { settings } = readSettings(raw)
  const g = new Guard(settings)
  const out: (string | undefined)[] = []
  for (const [i, run] of runs.entries()) {
    await between?.(g, i)
    const c = await callInfo('main', 'Bash', run.args)
    if (g.beforeCall(c).some((x) => x.action === 'block')) {
      out.push(undefined)
      continue
    }
    const outcome = await readOutcome(run.result, {}, run.args)
    g.afterCall(c, outcome)
    out.push(outputPointer(settings, { tool: c.tool, chars: resultText(run.result).length, identicalRuns: g.identicalRuns(c, outcome) }))
  }
  return out
}

/** A docker compose log poll of about 6 KB, run twice with the very same text. */
const logs = fixture('docker-compose-logs')
const bigLog = (run: FixtureRun): FixtureRun => bashRun(String(run.args.command), resultText(run.result).repeat(Math.ceil(6000 / resultText(run.result).length)))
const same = [bigLog(logs.first), bigLog(logs.first)]

describe('the output pointer', () => {
  test('from the warnAt-th identical run on, a large unchanged output is a pointer; the runs before reach the model whole', async () => {
    const said = await pointers([same[0]!, same[1]!, same[0]!, same[1]!], { blockAt: 0 })
    expect(said.map((p) => p !== undefined)).toEqual([false, false, true, true])
    expect(said[2]).toMatch(/^loop-guard: same \d\.\d KB output as this exact Bash call's previous run \(3 identical runs in a row\); not repeated here\./)
  })

  test('a log whose lines differ only in their timestamps is never a pointer, though the guard calls it the same outcome', async () => {
    const noisy = [bigLog(logs.first), bigLog(logs.sameOutcome)]
    const said = await pointers([noisy[0]!, noisy[1]!, noisy[0]!, noisy[1]!, noisy[0]!], { blockAt: 0 })
    expect(said.every((p) => p === undefined)).toBe(true)
  })

  test('past 64 KB, a table in which one row changed is read whole', async () => {
    const table = (status: string): FixtureRun => bashRun('kubectl get jobs', Array.from({ length: 1500 }, (_, i) => `job-${String(i).padStart(5, '0')}   ${i === 900 ? status : 'queued'}   1/1   12s`).join('\n'))
    const said = await pointers([table('queued'), table('queued'), table('failed'), table('queued')], { blockAt: 0 })
    expect(said.every((p) => p === undefined)).toBe(true)
  })

  test('it follows warnAt', async () => {
    const said = await pointers([same[0]!, same[1]!, same[0]!], { warnAt: 2, blockAt: 0 })
    expect(said.map((p) => p !== undefined)).toEqual([false, true, true])
  })

  test('an output that changed is read whole, and starts the count again', async () => {
    const changed = bigLog(logs.changed)
    const said = await pointers([same[0]!, same[1]!, changed, same[0]!, same[1]!], { blockAt: 0 })
    expect(said.every((p) => p === undefined)).toBe(true)
  })

  test(`an output of ${POINTER_MIN_CHARS} characters or fewer is always read whole`, async () => {
    const small = bashRun('cat VERSION', 'x'.repeat(POINTER_MIN_CHARS))
    expect(await pointers([small, small, small, small], { blockAt: 0 })).toEqual([undefined, undefined, undefined, undefined])
  })

  test('a failure identical to its previous runs is pointed at too', async () => {
    const failing = bashRun('npm run build', `error TS2322: ${'y'.repeat(3000)}`, 2)
    expect((await pointers([failing, failing, failing], { blockAt: 0 })).map((p) => p !== undefined)).toEqual([false, false, true])
  })

  test('progress elsewhere starts the count again', async () => {
    const edit = async (g: Guard, i: number): Promise<void> => {
      if (i !== 2) return
      const args = { command: 'npm install', description: 'Install' }
      const c = await callInfo('main', 'Bash', args)
      g.afterCall(c, await readOutcome(bashRun('npm install', 'added 1 package').result, {}, args))
    }
    const said = await pointers([same[0]!, same[1]!, same[0]!, same[1]!], { blockAt: 0 }, edit)
    expect(said.map((p) => p !== undefined)).toEqual([false, false, false, false])
  })

  test('a compaction starts the count again: the model forgot the output', async () => {
    const compact = async (g: Guard, i: number): Promise<void> => (i === 2 ? g.compacted('main') : undefined)
    const said = await pointers([same[0]!, same[1]!, same[0]!, same[1]!, same[0]!], { blockAt: 0 }, compact)
    expect(said.map((p) => p !== undefined)).toEqual([false, false, false, false, true])
  })

  test('dedupeOutput off, or observe mode, leaves every output whole', async () => {
    for (const raw of [{ dedupeOutput: false }, { mode: 'observe' }]) {
      expect((await pointers([same[0]!, same[1]!, same[0]!, same[1]!], { ...raw, blockAt: 0 })).every((p) => p === undefined), JSON.stringify(raw)).toBe(true)
    }
  })

  test('tool results are worth hooking only with dedupeOutput on and a mode that speaks to the model', () => {
    const cases: [RawOptions, boolean][] = [[{}, true], [{ mode: 'advise' }, true], [{ mode: 'observe' }, false], [{ dedupeOutput: false }, false]]
    for (const [raw, hooked] of cases) expect(pointsAtOutputs(readSettings(raw).settings), JSON.stringify(raw)).toBe(hooked)
  })

  test('the size is told in KB: one decimal under ten, whole above', () => {
    const settings = readSettings({}).settings
    expect(outputPointer(settings, { tool: 'Bash', chars: 2500, identicalRuns: 3 })).toContain('same 2.4 KB output')
    expect(outputPointer(settings, { tool: 'Bash', chars: 18_432, identicalRuns: 3 })).toContain('same 18 KB output')
  })
})
