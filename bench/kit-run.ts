/**
 * Runs the engine-kit half of the benchmark in a throwaway plugin and reads its numbers.
 *
 * Contract: `runKitBench(repo)` lays out a temporary plugin (the repo's manifest, a
 * copy of `hooks/` whose per-call hooks are narrowed to the tool `mcp__bench__guarded`,
 * `bench/kit/hooks/bench-register.mts` as its hooks module, `bench/core-cost.ts` and
 * `bench/kit/bench/cost.bench.mts` as its one test file), runs `claude plugin test`
 * on it with a throwaway HOME, and returns every `loop-guard-bench <json>` line the
 * tests printed. The bench files never sit where `claude plugin test .` at the repo
 * root would find them. Both temporary folders are removed afterwards. It throws,
 * with the kit's output, when the kit run fails or prints no numbers.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type KitReport = { kind: string; data: unknown }

/** loop-guard's per-call registrations and the matcher that narrows each to the bench's tool. */
const NARROWED: readonly [event: string, matcher: string][] = [['tool.call', "{ tool: 'mcp__bench__guarded' }"]]

/**
 * loop-guard's register with each per-call hook given the bench's matcher, so calls of
 * other tools never pass through it. A registration that already has a matcher, or
 * is missing, stops the bench: the copy would no longer measure what it claims.
 */
export function narrowRegister(source: string): string {
  let out = source
  for (const [event, matcher] of NARROWED) {
    const bare = new RegExp(`on\\('${event.replace('.', '\\.')}', (?=async |\\(|function)`, 'g')
    const found = out.match(bare)?.length ?? 0
    if (found !== 1) {
      throw new Error(
        `bench: expected exactly one matcher-less on('${event}', …) in hooks/register.ts, found ${found}; ` +
          'update NARROWED in bench/kit-run.ts to route that hook to the mcp__bench__guarded tool',
      )
    }
    out = out.replace(bare, `on('${event}', ${matcher}, `)
  }
  return out
}

export function layOutBenchPlugin(repo: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'loop-guard-bench-'))
  mkdirSync(join(dir, '.claude-plugin'))
  mkdirSync(join(dir, 'hooks'))
  mkdirSync(join(dir, 'bench'))
  copyFileSync(join(repo, '.claude-plugin', 'plugin.json'), join(dir, '.claude-plugin', 'plugin.json'))
  // the hooks' .ts files, those in subfolders (hooks/detectors/) included
  cpSync(join(repo, 'hooks'), join(dir, 'hooks'), { recursive: true, filter: (src) => statSync(src).isDirectory() || src.endsWith('.ts') })

  writeFileSync(join(dir, 'hooks', 'register.ts'), narrowRegister(readFileSync(join(repo, 'hooks', 'register.ts'), 'utf8')))
  writeFileSync(join(dir, 'hooks', 'hooks.json'), '{ "modules": ["./bench-register.ts"] }\n')
  copyFileSync(join(repo, 'bench', 'kit', 'hooks', 'bench-register.mts'), join(dir, 'hooks', 'bench-register.ts'))
  copyFileSync(join(repo, 'bench', 'core-cost.ts'), join(dir, 'bench', 'core-cost.ts'))
  copyFileSync(join(repo, 'bench', 'kit', 'bench', 'cost.bench.mts'), join(dir, 'bench', 'cost.test.ts'))
  return dir
}

const PREFIX = 'loop-guard-bench '

export function runKitBench(repo: string): KitReport[] {
  const plugin = layOutBenchPlugin(repo)
  const home = mkdtempSync(join(tmpdir(), 'loop-guard-bench-home-'))
  try {
    const run = spawnSync(join(repo, 'node_modules', '.bin', 'claude'), ['plugin', 'test', plugin], {
      env: { ...process.env, HOME: home },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    })
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`
    const reports = output
      .split('\n')
      .filter((line) => line.startsWith(PREFIX))
      .map((line) => JSON.parse(line.slice(PREFIX.length)) as KitReport)
    if (run.status !== 0 || reports.length === 0) {
      throw new Error(`bench: the engine kit run failed (exit ${String(run.status)}${run.error ? `, ${run.error.message}` : ''}):\n${output}`)
    }
    return reports
  } finally {
    rmSync(plugin, { recursive: true, force: true })
    rmSync(home, { recursive: true, force: true })
  }
}
