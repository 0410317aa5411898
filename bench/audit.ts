/**
 * Audit throughput over the corpus, against a reader that only parses each line.
 *
 * Contract: `measureAudit(repo)` runs the audit CLI (`bin/loop-guard.mjs audit
 * --format calls`, which loads the bundle `plugin/dist/loop-guard.mjs`: `npm run bundle` makes it
 * from cli/ and hooks/, so a change is measured only once bundled) and the yardstick
 * (`dist/bench/parse-only.js`) over the corpus's traces (`$LOOP_GUARD_CORPUS/traces`, else
 * `shared/corpus/traces` in a folder above the repo) as separate
 * Node processes, alternately, several times each, and returns the median wall time of
 * each, the corpus size, and their throughput ratio. Process start-up is in both
 * figures. It returns `{ skipped }` with the reason when the corpus or the CLI is
 * absent, and throws when a run fails.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { median } from './stats.js'

export type AuditResult =
  | { skipped: string }
  | { corpus: string; files: number; lines: number; toolCalls: number; auditMs: number; parseMs: number; ratio: number; runs: number; command: string }

const RUNS = 7

/** The audit CLI's entry, what it loads once built, and the arguments that audit the corpus's traces. */
export const AUDIT_ENTRY = join('bin', 'loop-guard.mjs')
const AUDIT_BUILT = join('plugin', 'dist', 'loop-guard.mjs')
export const auditArguments = (traces: string): string[] => ['audit', '--format', 'calls', '--no-progress', traces]

function timed(args: string[], cwd: string): { ms: number; stdout: string } {
  const start = performance.now()
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const ms = performance.now() - start
  if (run.status !== 0) throw new Error(`bench: node ${args.join(' ')} exited ${String(run.status)}:\n${run.stderr}`)
  return { ms, stdout: run.stdout }
}

/** The corpus's traces: `$LOOP_GUARD_CORPUS/traces` (as the corpus spec reads it), else `shared/corpus/traces` beside the repo or a folder above it (a worktree). */
function findTraces(repo: string): string | undefined {
  if (process.env.LOOP_GUARD_CORPUS !== undefined) return resolve(process.env.LOOP_GUARD_CORPUS, 'traces')
  for (let dir = resolve(repo, '..'); ; dir = dirname(dir)) {
    const traces = join(dir, 'shared', 'corpus', 'traces')
    if (existsSync(traces)) return traces
    if (dirname(dir) === dir) return undefined
  }
}

export function measureAudit(repo: string): AuditResult {
  const traces = findTraces(repo)
  if (traces === undefined) return { skipped: `no corpus at shared/corpus/traces beside ${repo} or above it (set LOOP_GUARD_CORPUS)` }
  if (!existsSync(join(repo, AUDIT_BUILT))) return { skipped: `no audit CLI at ${AUDIT_BUILT} (run npm run bundle)` }
  const parseArgs = [join('dist', 'bench', 'parse-only.js'), traces]
  const auditArgs = [AUDIT_ENTRY, ...auditArguments(traces)]
  const auditMs: number[] = []
  const parseMs: number[] = []
  let counts = { files: 0, lines: 0, toolCalls: 0 }
  timed(parseArgs, repo) // warms the file cache for both
  for (let i = 0; i < RUNS; i++) {
    const parse = timed(parseArgs, repo)
    counts = JSON.parse(parse.stdout) as typeof counts
    parseMs.push(parse.ms)
    auditMs.push(timed(auditArgs, repo).ms)
  }
  const audit = median(auditMs)
  const parse = median(parseMs)
  return {
    corpus: traces,
    ...counts,
    auditMs: audit,
    parseMs: parse,
    ratio: parse / audit, // throughput ratio: audit's lines per second over the reader's
    runs: RUNS,
    command: `node ${auditArgs.join(' ')}`,
  }
}
