/**
 * What the pure core costs per call, measured the same way in Node and in the engine kit.
 *
 * Contract: `measureCore(now)` times `callKey`, `readOutcome` with its fingerprint read, the guard's
 * `beforeCall`/`afterCall`, `quickHash` against `sha256` around digest.ts's
 * `QUICK_HASH_LIMIT`, and the whole per-call path the hook runs (key, excerpt,
 * beforeCall, readOutcome, afterCall) for arguments of 100 B and 10 KB and results of
 * 1 KB, 64 KB (the longest hashed whole), 100 KB and 1 MB, and a failure of 1 MB and 10 MB
 * read with 16 string arguments (each looked for as an echo in the error), none or one of
 * them echoed. It returns one row per measure: the median and 90th percentile
 * of milliseconds per call over several batches. It uses nothing but ES2023, `crypto`
 * (through the core) and the clock it is handed, so the engine kit runs this very file.
 */
import { argumentExcerpt, callKey } from '../hooks/call-key.js'
import { QUICK_HASH_LIMIT, quickHash, sha256 } from '../hooks/digest.js'
import { Guard } from '../hooks/guard.js'
import { readSettings } from '../hooks/options.js'
import { FULL_HASH_LIMIT, readOutcome } from '../hooks/outcome.js'
import type { Outcome, ResultLike } from '../hooks/outcome.js'
import type { CallInfo } from '../hooks/vocabulary.js'

/** An outcome's strict fingerprint, read (and so worked out). */
const fingerprintOf = (o: Outcome): string => (o.kind === 'success' || o.kind === 'failure' ? o.fingerprint : '')

export type CoreRow = { measure: string; medianMs: number; p90Ms: number; calls: number }

export const ARGUMENT_SIZES = { '100 B': 100, '10 KB': 10 * 1024 } as const
/** 64 KB is the longest result hashed whole (outcome.ts FULL_HASH_LIMIT): past it only samples are. */
export const RESULT_SIZES = { '1 KB': 1024, '64 KB': FULL_HASH_LIMIT, '100 KB': 100 * 1024, '1 MB': 1024 * 1024 } as const

/** Errors searched for the call's echoed arguments. */
export const ERROR_SIZES = { '1 MB': 1024 * 1024, '10 MB': 10 * 1024 * 1024 } as const

/** Texts hashed in JavaScript and natively: below, at and above the limit between them. */
export const HASH_SIZES = { '4 KB': 4 * 1024, [`${QUICK_HASH_LIMIT / 1024} KB (the limit)`]: QUICK_HASH_LIMIT, '64 KB': 64 * 1024 } as const

/** Distinct texts of each size, so no call reads a string the one before it already flattened. */
const VARIANTS = 4

/** Tool output that looks real: paths, counts, times and ids, the tokens the normalizer works on. */
export function toolOutput(bytes: number, seed: number): string {
  const lines: string[] = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const line =
      i % 3 === 0
        ? `src/module_${seed}_${i}.ts:${i % 400}:${i % 80} - error TS2345: Argument of type 'string' is not assignable.`
        : i % 3 === 1
          ? `2024-05-0${1 + (i % 9)}T12:${String(i % 60).padStart(2, '0')}:07Z  ok  test ${i} passed in ${i % 97}ms (pid ${1000 + seed})`
          : `  at Object.<anonymous> (/home/dev/project/lib/${seed}/file${i}.js:${i}:17) request ${(i * 2654435761 + seed).toString(16)}abcdef`
    lines.push(line)
    size += line.length + 1
  }
  return lines.join('\n').slice(0, bytes)
}

/** Arguments of about `bytes` bytes: a Bash command when small, a Write when large. */
export function toolArguments(bytes: number, seed: number): { tool: string; args: Record<string, unknown> } {
  if (bytes <= 512) {
    const command = `grep -rn "pattern_${seed}" src/ --include='*.ts' | head -n 40 # ${'x'.repeat(Math.max(0, bytes - 80))}`
    return { tool: 'Bash', args: { tool: 'Bash', tool_use_id: `toolu_${seed}`, command, description: 'Search the sources' } }
  }
  const content = toolOutput(bytes - 60, seed)
  return { tool: 'Write', args: { tool: 'Write', tool_use_id: `toolu_${seed}`, file_path: `/home/dev/project/out_${seed}.txt`, content } }
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

/** Runs `body(i)` in `batches` batches of `perBatch` calls; per-call medians over the batches. */
async function time(
  now: () => number,
  measure: string,
  batches: number,
  perBatch: number,
  body: (i: number) => unknown,
): Promise<CoreRow> {
  const perCall: number[] = []
  let i = 0
  for (let b = 0; b < batches + 1; b++) {
    const start = now()
    for (let k = 0; k < perBatch; k++) await body(i++)
    if (b > 0) perCall.push((now() - start) / perBatch) // the first batch warms up
  }
  perCall.sort((x, y) => x - y)
  return { measure, medianMs: quantile(perCall, 0.5), p90Ms: quantile(perCall, 0.9), calls: batches * perBatch }
}

/** Fewer calls for big inputs, so every measure takes about as long. */
const callsFor = (bytes: number): { batches: number; perBatch: number } =>
  bytes > 1024 * 1024 ? { batches: 7, perBatch: 2 } : bytes >= 1024 * 1024 ? { batches: 15, perBatch: 4 } : bytes >= 64 * 1024 ? { batches: 15, perBatch: 12 } : { batches: 15, perBatch: 60 }

export async function measureCore(now: () => number): Promise<CoreRow[]> {
  const rows: CoreRow[] = []
  const settings = readSettings({}).settings

  for (const [label, bytes] of Object.entries(ARGUMENT_SIZES)) {
    const calls = Array.from({ length: VARIANTS }, (_, v) => toolArguments(bytes, v))
    const { batches, perBatch } = callsFor(bytes * 10)
    rows.push(
      await time(now, `callKey, arguments ${label}`, batches, perBatch, (i) => {
        const c = calls[i % VARIANTS]!
        return callKey(c.tool, { ...c.args, n: i })
      }),
    )
  }

  for (const [label, bytes] of Object.entries(RESULT_SIZES)) {
    const results: ResultLike[] = Array.from({ length: VARIANTS }, (_, v) => {
      const text = toolOutput(bytes, v)
      return { result: { stdout: text, stderr: '', interrupted: false }, text }
    })
    const { batches, perBatch } = callsFor(bytes)
    // the fingerprint is read, as the guard reads it when it compares (an unread one is never worked out)
    rows.push(await time(now, `readOutcome + fingerprint, result ${label}`, batches, perBatch, async (i) => fingerprintOf(await readOutcome(results[i % VARIANTS]!))))
  }

  // A failure's error is searched for the call's echoed string arguments: one pass for all of them (outcome.ts withoutEcho).
  // Where one is echoed, the error without it is a new string: a copy of the whole text.
  const manyArguments: Record<string, unknown> = Object.fromEntries(Array.from({ length: 16 }, (_, k) => [`arg${k}`, `--option-${k}=/home/dev/project/lib/${k}/value`]))
  for (const [label, bytes] of Object.entries(ERROR_SIZES)) {
    for (const echoed of [false, true]) {
      const failures: ResultLike[] = Array.from({ length: VARIANTS }, (_, v) => {
        const text = `${toolOutput(bytes / 2, v)}\n${echoed ? '--option-3=/home/dev/project/lib/3/value' : 'no argument here'}\n${toolOutput(bytes / 2, v + 1)}`
        return { isError: true, result: `Error: ${text}`, text }
      })
      const { batches, perBatch } = callsFor(bytes)
      rows.push(
        await time(now, `readOutcome + fingerprint, failure ${label}, 16 string arguments, ${echoed ? 'one' : 'none'} echoed`, batches, perBatch, async (i) =>
          fingerprintOf(await readOutcome(failures[i % VARIANTS]!, {}, manyArguments)),
        ),
      )
    }
  }

  // Where hashing in JavaScript stops paying: digest.ts QUICK_HASH_LIMIT is set from these.
  for (const [label, bytes] of Object.entries(HASH_SIZES)) {
    const texts = Array.from({ length: VARIANTS }, (_, v) => toolOutput(bytes, v))
    const { batches, perBatch } = callsFor(bytes)
    rows.push(await time(now, `quickHash (JavaScript), text ${label}`, batches, perBatch, (i) => quickHash(texts[i % VARIANTS]!)))
    rows.push(await time(now, `sha256 (crypto.subtle), text ${label}`, batches, perBatch, (i) => sha256(texts[i % VARIANTS]!)))
  }

  {
    const guard = new Guard(settings)
    const outcome = await readOutcome({ result: 'ok', text: 'ok' })
    rows.push(
      await time(now, 'guard.beforeCall + afterCall', 9, 1000, (i) => {
        const call: CallInfo = { agent: 'main', tool: 'Bash', key: `Bash {"command":"make ${i % 50}"}`, excerpt: 'make' }
        guard.beforeCall(call)
        guard.afterCall(call, outcome)
      }),
    )
  }

  {
    // A Bash heredoc carries a whole file in `command`, the argument the excerpt shows.
    const heredocs = Array.from({ length: VARIANTS }, (_, v) => `cat > notes_${v}.txt <<'EOF'\n${toolOutput(1024 * 1024, v)}\nEOF`)
    const { batches, perBatch } = callsFor(1024 * 1024)
    rows.push(
      await time(now, 'argumentExcerpt, Bash heredoc command 1 MB', batches, perBatch, (i) =>
        argumentExcerpt('Bash', { command: heredocs[i % VARIANTS]!, description: 'Write the notes' }),
      ),
    )
  }

  const whole: [string, number, string, number][] = [
    ['100 B', ARGUMENT_SIZES['100 B'], '1 KB', RESULT_SIZES['1 KB']],
    ['10 KB', ARGUMENT_SIZES['10 KB'], '1 KB', RESULT_SIZES['1 KB']],
    ['100 B', ARGUMENT_SIZES['100 B'], '64 KB', RESULT_SIZES['64 KB']],
    ['100 B', ARGUMENT_SIZES['100 B'], '100 KB', RESULT_SIZES['100 KB']],
    ['100 B', ARGUMENT_SIZES['100 B'], '1 MB', RESULT_SIZES['1 MB']],
  ]
  for (const [argLabel, argBytes, resultLabel, resultBytes] of whole) {
    const guard = new Guard(settings)
    const calls = Array.from({ length: VARIANTS }, (_, v) => toolArguments(argBytes, v))
    const results: ResultLike[] = Array.from({ length: VARIANTS }, (_, v) => {
      const text = toolOutput(resultBytes, v)
      return { result: { stdout: text, stderr: '', interrupted: false }, text }
    })
    const { batches, perBatch } = callsFor(Math.max(argBytes * 10, resultBytes))
    rows.push(
      await time(now, `whole call, arguments ${argLabel}, result ${resultLabel}`, batches, perBatch, async (i) => {
        const c = calls[i % VARIANTS]!
        const args = { ...c.args, n: i % 7 } // some keys repeat, as they do in a session
        const call: CallInfo = { agent: 'main', tool: c.tool, key: await callKey(c.tool, args), excerpt: argumentExcerpt(c.tool, args) }
        guard.beforeCall(call)
        guard.afterCall(call, await readOutcome(results[i % VARIANTS]!))
      }),
    )
  }
  return rows
}

export type CycleRow = { calls: string; microsPerCall: number }

/**
 * An A/B cycle of read-only calls with unchanged results, under `raw` options: the
 * guard's per-call time over successive slices of the session. With the defaults the
 * history is short and the time flat; the history cap grows with warnAt and blockAt.
 */
export function measureLongCycle(now: () => number, raw: Record<string, unknown>, calls: number, slices: number): CycleRow[] {
  const guard = new Guard(readSettings(raw).settings)
  const same = { kind: 'success', fingerprint: '=same output', looseFingerprint: '=same output', isReadOnly: true } as const
  const rows: CycleRow[] = []
  const slice = Math.floor(calls / slices)
  let start = now()
  for (let i = 1; i <= slice * slices; i++) {
    const key = i % 2 === 0 ? 'Read {"file_path":"/a"}' : 'Read {"file_path":"/b"}'
    const call: CallInfo = { agent: 'main', tool: 'Read', key, excerpt: key }
    guard.beforeCall(call)
    guard.afterCall(call, same)
    if (i % slice === 0) {
      rows.push({ calls: `${(i - slice + 1).toLocaleString('en')}-${i.toLocaleString('en')}`, microsPerCall: ((now() - start) / slice) * 1000 })
      start = now()
    }
  }
  return rows
}
