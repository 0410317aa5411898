/**
 * `npm run bench`: what the guard costs, printed with the goal beside each figure.
 *
 * Contract: measures (a) loop-guard's per-call cost against a pass-through mod in one
 * engine-kit run, interleaved; (b) the pure core per call in the kit and in Node;
 * (c) heap growth after 100,000 distinct calls (a child `node --expose-gc`); (d) the
 * audit CLI's throughput over the corpus against a parse-only reader; then a summary
 * table. It prints numbers and never fails on a time: it exits non-zero only when a
 * measure cannot run at all. bench/README.md says how to read each figure.
 */
import { spawnSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureAudit } from './audit.js'
import type { AuditResult } from './audit.js'
import { measureCore, measureLongCycle } from './core-cost.js'
import type { CoreRow } from './core-cost.js'
import { runKitBench } from './kit-run.js'
import { mb, median, ms, quantile, table } from './stats.js'

/** dist/bench/run.js sits two folders below the repo. */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

type Overhead = { callsPerRound: number; guarded: number[]; passThrough: number[]; passThroughThree: number[]; bare: number[] }
type Heap = { options: Record<string, unknown>; calls: number; growth: { calls: number; bytes: number }[]; size: Record<string, number>; topRepeats: number }
type Summary = { measure: string; value: string; goal: string; meets: boolean | undefined }

const GOALS = { ratio: 1.3, wholeCallMbMs: 2, heapBytes: 2 * 1024 * 1024, auditRatio: 0.5 }
const verdict = (meets: boolean | undefined): string => (meets === undefined ? 'n/a' : meets ? 'yes' : 'NO')
const section = (title: string): void => console.log(`\n== ${title}`)

/** Median over rounds of a / b, each round's two arms measured back to back. */
const pairedRatio = (a: number[], b: number[]): number => median(a.map((x, i) => x / b[i]!))

function printOverhead(o: Overhead, summary: Summary[]): void {
  section('(a) per-call cost in the engine kit: loop-guard against the floor, a tool.call-only mod whose body does nothing (one run, interleaved)')
  const arms: [string, number[]][] = [
    ['loop-guard (its one per-call hook, on tool.call)', o.guarded],
    ['the floor: one tool.call hook that only returns next(e)', o.passThrough],
    ['pass-through on tool.call, tool.check and classic.PreToolUse', o.passThroughThree],
    ['no mod at all (the kit alone)', o.bare],
  ]
  console.log(`${o.guarded.length} rounds of ${o.callsPerRound} calls per arm, arms alternating; ms per $.tool.call, the engine hook answering at once with 1 KB`)
  console.log(table(['arm', 'median', 'p10', 'p90'], arms.map(([name, v]) => [name, ms(median(v)), ms(quantile(v, 0.1)), ms(quantile(v, 0.9))])))
  const ratio = pairedRatio(o.guarded, o.passThrough)
  const overBare = pairedRatio(o.guarded, o.bare)
  const floorOverBare = pairedRatio(o.passThrough, o.bare)
  const threeOverFloor = pairedRatio(o.passThroughThree, o.passThrough)
  const added = median(o.guarded.map((g, i) => g - o.passThrough[i]!))
  const meets = ratio <= GOALS.ratio
  console.log(`loop-guard ${ms(median(o.guarded))} vs floor ${ms(median(o.passThrough))} = ${ratio.toFixed(2)}x   (median of per-round ratios; goal <= ${GOALS.ratio.toFixed(2)}x: ${verdict(meets)})`)
  console.log(`loop-guard ${ms(median(o.guarded))} vs no mod at all ${ms(median(o.bare))} = ${overBare.toFixed(2)}x   (the floor itself is ${floorOverBare.toFixed(2)}x no mod)`)
  console.log(`added per call over the floor: ${ms(added)}; two more hooked events (tool.check, classic.PreToolUse) alone cost ${threeOverFloor.toFixed(2)}x the floor`)
  summary.push({ measure: `per-call, loop-guard / floor (a tool.call-only mod), kit; floor ${ms(median(o.passThrough))}`, value: `${ratio.toFixed(2)}x`, goal: `<= ${GOALS.ratio}x`, meets })
  summary.push({ measure: `per-call, loop-guard / no mod at all, kit; no mod ${ms(median(o.bare))}`, value: `${overBare.toFixed(2)}x`, goal: '-', meets: undefined })
  summary.push({ measure: 'per-call time added over the floor (kit)', value: ms(added), goal: '-', meets: undefined })
}

function printCore(kit: CoreRow[], node: CoreRow[], summary: Summary[]): void {
  section('(b) the pure core per call: engine kit runtime and Node')
  const byMeasure = new Map(node.map((r) => [r.measure, r]))
  console.log(
    table(
      ['measure', 'kit median', 'kit p90', 'node median', 'node p90', 'kit / node'],
      kit.map((r) => {
        const n = byMeasure.get(r.measure)
        return [r.measure, ms(r.medianMs), ms(r.p90Ms), ms(n?.medianMs ?? NaN), ms(n?.p90Ms ?? NaN), n ? `${(r.medianMs / n.medianMs).toFixed(1)}x` : 'n/a']
      }),
    ),
  )
  const hashes = kit.filter((r) => r.measure.startsWith('quickHash'))
  const natively = (r: CoreRow): CoreRow | undefined => kit.find((n) => n.measure === r.measure.replace('quickHash (JavaScript)', 'sha256 (crypto.subtle)'))
  console.log(
    `hash in the kit, JavaScript vs crypto.subtle: ${hashes.map((r) => `${r.measure.replace(/^.*text /, '')} ${ms(r.medianMs)} vs ${ms(natively(r)?.medianMs ?? NaN)}`).join('; ')}`,
  )
  const worst = kit.filter((r) => r.measure.startsWith('whole call')).reduce((a, b) => (b.medianMs > a.medianMs ? b : a))
  const megabyte = kit.find((r) => r.measure === 'whole call, arguments 100 B, result 1 MB')
  if (megabyte !== undefined) {
    const meets = megabyte.medianMs <= GOALS.wholeCallMbMs
    console.log(`whole call with a 1 MB result, in the kit: ${ms(megabyte.medianMs)}   (goal <= ${GOALS.wholeCallMbMs} ms: ${verdict(meets)})`)
    summary.push({ measure: 'core, whole call, 1 MB result (kit)', value: ms(megabyte.medianMs), goal: `<= ${GOALS.wholeCallMbMs} ms`, meets })
  }
  summary.push({ measure: `core, costliest whole call (kit): ${worst.measure.replace('whole call, ', '')}`, value: ms(worst.medianMs), goal: '-', meets: undefined })
}

/** The manifest's widest values: the history the guard keeps grows with them. */
const WIDEST = { warnAt: 2, blockAt: 100_000 }

function runHeap(options: Record<string, unknown>): Heap {
  const run = spawnSync(process.execPath, ['--expose-gc', join(repo, 'dist', 'bench', 'heap.js'), JSON.stringify(options)], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`bench: heap measure failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as Heap
}

function printHeap(defaults: Heap, widest: Heap, summary: Summary[]): void {
  section(`(c) heap growth after ${defaults.calls.toLocaleString('en')} distinct calls through the real core (Node, --expose-gc)`)
  console.log('calls over 48 loop ids (the guard keeps 32), a fifth each: reads, failures, refusals, writes, other successes')
  const label = (h: Heap): string => (Object.keys(h.options).length === 0 ? 'default options' : JSON.stringify(h.options))
  console.log(
    table(
      ['calls', `heapUsed growth, ${label(defaults)}`, `heapUsed growth, ${label(widest)}`],
      defaults.growth.map((g, i) => [g.calls.toLocaleString('en'), mb(g.bytes), mb(widest.growth[i]?.bytes ?? NaN)]),
    ),
  )
  console.log(`guard.size() at the end: ${label(defaults)} ${JSON.stringify(defaults.size)}; ${label(widest)} ${JSON.stringify(widest.size)}`)
  for (const h of [defaults, widest]) {
    const last = h.growth[h.growth.length - 1]!
    const meets = last.bytes <= GOALS.heapBytes
    console.log(`growth after ${last.calls.toLocaleString('en')} calls, ${label(h)}: ${mb(last.bytes)}   (goal <= ${mb(GOALS.heapBytes)}: ${verdict(meets)})`)
    summary.push({ measure: `heap growth after ${last.calls.toLocaleString('en')} calls, ${label(h)} (Node)`, value: mb(last.bytes), goal: `<= ${mb(GOALS.heapBytes)}`, meets })
  }
}

function printLongCycle(summary: Summary[]): void {
  section('(c2) guard time per call along one long A/B cycle of reads (Node)')
  const defaults = measureLongCycle(() => performance.now(), {}, 30_000, 3)
  const widest = measureLongCycle(() => performance.now(), WIDEST, 30_000, 3)
  console.log(
    table(
      ['calls', 'default options', JSON.stringify(WIDEST)],
      defaults.map((d, i) => [d.calls, `${d.microsPerCall.toFixed(1)} µs`, `${widest[i]!.microsPerCall.toFixed(1)} µs`]),
    ),
  )
  const last = widest[widest.length - 1]!
  summary.push({ measure: `guard per call, calls ${last.calls} of a cycle, ${JSON.stringify(WIDEST)}`, value: `${last.microsPerCall.toFixed(0)} µs`, goal: '-', meets: undefined })
}

/** Per streamed text chunk in the kit: loop-guard's turn.step hook with text loops watched, and with them off. */
function printChunks(reports: { kind: string; data: unknown }[], summary: Summary[]): void {
  section('(a2) per streamed text chunk in the engine kit: text loops watched against not watched')
  const runs = reports.filter((r) => r.kind === 'chunks').map((r) => r.data as { watching: boolean; chunks: number; perChunk: number[] })
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
  const on = median(runs.filter((r) => r.watching).flatMap((r) => r.perChunk))
  const off = median(runs.filter((r) => !r.watching).flatMap((r) => r.perChunk))
  console.log(`${runs.length} runs of responses of ${runs[0]?.chunks ?? 0} chunks of 20 characters; median per chunk: watched ${on.toFixed(1)} µs, not watched ${off.toFixed(1)} µs, added ${(on - off).toFixed(1)} µs`)
  summary.push({ measure: 'per streamed text chunk in the kit, text loops watched / not watched', value: `${on.toFixed(0)} / ${off.toFixed(0)} µs`, goal: '-', meets: undefined })
}

function printAudit(a: AuditResult, summary: Summary[]): void {
  section('(d) audit throughput over the corpus, against a reader that only parses each line')
  if ('skipped' in a) {
    console.log(`not measured: ${a.skipped}`)
    summary.push({ measure: 'audit throughput / parse-only reader', value: 'not measured', goal: `>= ${GOALS.auditRatio}x`, meets: undefined })
    return
  }
  console.log(`${a.files} files, ${a.lines.toLocaleString('en')} lines, ${a.toolCalls.toLocaleString('en')} tool calls; median of ${a.runs} runs each, process start-up included`)
  console.log(`command: ${a.command}`)
  console.log(
    table(
      ['reader', 'median wall time', 'lines per second'],
      [
        ['audit CLI', ms(a.auditMs), Math.round(a.lines / (a.auditMs / 1000)).toLocaleString('en')],
        ['parse-only reader', ms(a.parseMs), Math.round(a.lines / (a.parseMs / 1000)).toLocaleString('en')],
      ],
    ),
  )
  const meets = a.ratio >= GOALS.auditRatio
  const seconds = (t: number): string => `${(t / 1000).toFixed(2)} s`
  console.log(`audit: ${seconds(a.auditMs)} vs parse-only ${seconds(a.parseMs)} = ${a.ratio.toFixed(2)}x   (throughput, audit / parse-only; goal >= ${GOALS.auditRatio}x: ${verdict(meets)})`)
  summary.push({ measure: `audit throughput / parse-only reader; audit ${(a.auditMs / 1000).toFixed(2)} s, parse-only ${(a.parseMs / 1000).toFixed(2)} s`, value: `${a.ratio.toFixed(2)}x`, goal: `>= ${GOALS.auditRatio}x`, meets })
}

async function main(): Promise<void> {
  const summary: Summary[] = []
  console.log('loop-guard bench: figures only, no time fails it. See bench/README.md for how to read them.')

  // first, while this process is idle: after (b) and (c2) churn its heap, the audit's figure reads lower
  const audit = measureAudit(repo)
  const reports = runKitBench(repo)
  const overhead = reports.find((r) => r.kind === 'overhead')?.data as Overhead | undefined
  const kitCore = reports.find((r) => r.kind === 'core')?.data as CoreRow[] | undefined
  if (overhead === undefined || kitCore === undefined) throw new Error('bench: the kit run printed no overhead or core figures')
  printOverhead(overhead, summary)
  printChunks(reports, summary)

  const nodeCore = await measureCore(() => performance.now())
  printCore(kitCore, nodeCore, summary)

  printHeap(runHeap({}), runHeap(WIDEST), summary)
  printLongCycle(summary)
  printAudit(audit, summary)

  section('summary')
  console.log(table(['measure', 'value', 'goal', 'meets goal'], summary.map((s) => [s.measure, s.value, s.goal, verdict(s.meets)])))
}

await main()
