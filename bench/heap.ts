/**
 * Heap growth of the real core after many distinct calls: `node --expose-gc dist/bench/heap.js`.
 *
 * Contract: runs 100,000 distinct calls (distinct keys, mixed outcomes, a few dozen
 * loops, more than the guard keeps) through `callKey`, `argumentExcerpt`,
 * `Guard.beforeCall`, `readOutcome` and `Guard.afterCall`, with a full collection
 * before each reading, under the options given as JSON in the first argument (the
 * defaults when none), and prints one JSON line: `heapUsed` growth at checkpoints and
 * `guard.size()` at the end. It needs `--expose-gc` and says so when it is missing.
 */
import { argumentExcerpt, callKey } from '../hooks/call-key.js'
import { Guard } from '../hooks/guard.js'
import { readSettings } from '../hooks/options.js'
import { readOutcome } from '../hooks/outcome.js'
import type { ResultLike } from '../hooks/outcome.js'
import type { CallInfo } from '../hooks/vocabulary.js'

const CALLS = 100_000
const CHECKPOINTS = [1_000, 10_000, 50_000, CALLS]
/** More loop ids than the guard keeps (32), so its loop cap is exercised too. */
const LOOP_IDS = 48

const gc = (globalThis as { gc?: () => void }).gc
if (gc === undefined) {
  process.stderr.write('bench/heap: run with node --expose-gc\n')
  process.exit(2)
}

function heapAfterCollection(): number {
  gc!()
  gc!()
  return process.memoryUsage().heapUsed
}

/** The i-th call: its own command, in one of a few dozen loops, with an outcome that varies. */
function nthCall(i: number): { tool: string; args: Record<string, unknown>; loop: string; result: ResultLike } {
  const loop = i % 4 === 0 ? 'main' : `agent-${i % LOOP_IDS}`
  const kind = i % 5
  const tool = kind === 0 ? 'Read' : 'Bash'
  const args: Record<string, unknown> =
    kind === 0
      ? { tool, tool_use_id: `toolu_${i}`, file_path: `/home/dev/project/src/file_${i}.ts` }
      : { tool, tool_use_id: `toolu_${i}`, command: `npm test -- --grep case_${i}`, description: 'Run one test' }
  const text = `line one of call ${i}\n${'output '.repeat(20)}${i}`
  const result: ResultLike =
    kind === 1
      ? { isError: true, result: `Error: Exit code 1\nfailure ${i}`, text: `Exit code 1\nfailure ${i}` }
      : kind === 2
        ? { deny: `refused ${i}` }
        : { result: text, text, isReadOnly: kind === 0 || kind === 3 }
  return { tool, args, loop, result }
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>
  const guard = new Guard(readSettings(options).settings)
  const before = heapAfterCollection()
  const growth: { calls: number; bytes: number }[] = []
  for (let i = 1; i <= CALLS; i++) {
    const { tool, args, loop, result } = nthCall(i)
    const call: CallInfo = { agent: loop, tool, key: await callKey(tool, args), excerpt: argumentExcerpt(tool, args) }
    guard.beforeCall(call)
    guard.afterCall(call, await readOutcome(result))
    if (CHECKPOINTS.includes(i)) growth.push({ calls: i, bytes: heapAfterCollection() - before })
  }
  process.stdout.write(`${JSON.stringify({ options, calls: CALLS, growth, size: guard.size(), topRepeats: guard.stats.topRepeats.size })}\n`)
}

await main()
