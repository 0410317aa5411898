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
import type { On } from 'claude-code'
import { expect, test } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
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

/** Chunks per streamed response, responses per run, and runs of each arm (turned: on, off, on, …). */
const CHUNKS = 500
const RESPONSES = 3
const CHUNK_RUNS = 3

/** Varied text, as an answer streams it: 20-character pieces that never repeat one passage. */
const answerPieces = (): string[] => {
  let text = ''
  for (let i = 0; text.length < CHUNKS * 20; i++) text += `Line ${i}: item ${(i * 7) % 13} costs ${(i * 31) % 97} and weighs ${(i * 17) % 89}. `
  return Array.from({ length: CHUNKS }, (_, k) => text.slice(k * 20, k * 20 + 20))
}

/** Microseconds per text chunk through loop-guard's turn.step hook, over RESPONSES responses. */
async function chunkRun($: Engine, on: On, watching: boolean): Promise<void> {
  const pieces = answerPieces()
  on('turn.step', async function* (_$, e) {
    for (const text of pieces) yield { kind: 'text', index: 0, text }
    yield { kind: 'stop', stopReason: 'end_turn', usage: null }
    return { turnId: e.turnId, index: e.index, answer: '', toolUses: [], stopReason: 'end_turn', usage: null }
  })
  on('ui.toast', () => ({ value: undefined }))
  on('ui.log', () => ({ value: undefined }))
  on('ui.status', () => ({ value: undefined }))
  const perChunk: number[] = []
  for (let r = 0; r < RESPONSES + 1; r++) {
    let seen = 0
    const start = performance.now()
    for await (const _chunk of $.turn.step({ turnId: 'T1', index: r, model: 'm', messageCount: 1 })) seen++
    const us = ((performance.now() - start) * 1000) / CHUNKS
    expect(seen).toBe(CHUNKS + 1)
    if (r > 0) perChunk.push(us) // the first response warms up
  }
  report('chunks', { watching, chunks: CHUNKS, perChunk })
}

for (let run = 0; run < CHUNK_RUNS; run++) {
  test(`per streamed text chunk, text loops watched (run ${run + 1})`, { options: { textLoops: true }, timeoutMs: 120_000 }, ($, on) => chunkRun($, on, true))
  test(`per streamed text chunk, text loops not watched (run ${run + 1})`, { options: { textLoops: false }, timeoutMs: 120_000 }, ($, on) => chunkRun($, on, false))
}
