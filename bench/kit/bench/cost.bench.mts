/**
 * The engine-kit half of `npm run bench`: what loop-guard costs per tool call in the
 * engine's own runtime.
 *
 * Contract: copied by bench/run into a throwaway plugin as `bench/cost.test.ts` (so
 * `claude plugin test .` at the repo root never finds it) and run there once. Each
 * test prints one line, `loop-guard-bench <json>`, that bench/run parses. The kit has
 * no reporter of its own and passes a test's standard output through, so the line is
 * written with the runtime's `console`, declared here because the engine's types
 * leave it out. The tests fail only when the bench itself cannot run, never on a time.
 */
import { expect, test } from 'claude-code/testing'
import { measureCore, toolOutput } from './core-cost.js'

declare const console: { log(line: string): void }

/** The tool names bench-register routes: through loop-guard, through pass-through hooks, through nothing. */
const GUARDED = 'mcp__bench__guarded'
const PASS_THROUGH = 'mcp__bench__pass_through'
const PASS_THROUGH_THREE = 'mcp__bench__pass_through_3'
const BARE = 'mcp__bench__bare'
const ARMS = [GUARDED, PASS_THROUGH, PASS_THROUGH_THREE, BARE] as const
type Arm = (typeof ARMS)[number]

const ROUNDS = 60
const CALLS_PER_ROUND = 20
const WARM_UP_ROUNDS = 10

const report = (kind: string, data: unknown): void => console.log(`loop-guard-bench ${JSON.stringify({ kind, data })}`)

test('per-call cost of loop-guard against a pass-through mod, interleaved', { timeoutMs: 120_000 }, async ($, on) => {
  const output = toolOutput(1024, 1)
  let reached = 0
  on('tool.call', () => {
    reached++
    return { result: { stdout: output, stderr: '', interrupted: false }, text: output }
  })
  on('ui.toast', () => ({ value: undefined }))
  on('ui.log', () => ({ value: undefined }))
  on('ui.status', () => ({ value: undefined }))

  let n = 0
  /** Milliseconds per call over one round of distinct calls of `tool`. */
  const round = async (tool: Arm): Promise<number> => {
    const start = performance.now()
    for (let k = 0; k < CALLS_PER_ROUND; k++) {
      await $.tool.call({ tool, command: `npm run build -- --filter pkg-${n++}`, description: 'Build one package' })
    }
    return (performance.now() - start) / CALLS_PER_ROUND
  }

  const perCall: Record<string, number[]> = Object.fromEntries(ARMS.map((arm) => [arm, []]))
  for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r++) {
    // The order turns each round, so no arm always runs first or after the same one.
    const order = ARMS.map((_, i) => ARMS[(i + r) % ARMS.length]!)
    for (const tool of order) {
      const ms = await round(tool)
      if (r >= WARM_UP_ROUNDS) perCall[tool]!.push(ms)
    }
  }
  expect(reached).toBe(ARMS.length * CALLS_PER_ROUND * (WARM_UP_ROUNDS + ROUNDS))
  report('overhead', {
    callsPerRound: CALLS_PER_ROUND,
    guarded: perCall[GUARDED],
    passThrough: perCall[PASS_THROUGH],
    passThroughThree: perCall[PASS_THROUGH_THREE],
    bare: perCall[BARE],
  })
})

test('the pure core per call, in the engine runtime', { timeoutMs: 120_000 }, async () => {
  const rows = await measureCore(() => performance.now())
  expect(rows.length).toBeGreaterThan(0)
  report('core', rows)
})
