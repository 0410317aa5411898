/**
 * `npm run bench:engine`: what loop-guard costs per whole tool call in the real engine.
 *
 * Contract: runs headless `claude -p` sessions (scripts/headless.mjs) in which the
 * scripted-model fixture plays the model, every session the same fixed script of cheap
 * Read calls with some repeats and some large outputs (`benchScript`). The arms (`ALL_ARMS`:
 * no mod, the `tool.call`-only pass-through, the pass-through with one more hooked event,
 * loop-guard at its defaults and with an optional part off) run interleaved, the order
 * turning every round, first on the machine as it is ("quiet"), then under a fixed
 * synthetic load: two CPU-bound processes the bench starts and always stops. A session's
 * figures come from the fixture's step times (`scripted-model:steps`): the median of its
 * calls' times and its script's span over its calls; and its CPU time (the engine's, as
 * /proc/self/stat counts ended children) less that of a session of no calls run just before
 * it, over its calls. Per phase it
 * prints, for each figure, each arm's median, IQR and min-max, and each arm's median
 * per-round ratio to the pass-through with that ratio's IQR, the machine's load beside.
 * It never fails on a time: it exits non-zero only when a session cannot run (the engine
 * fails, a plugin does not load, the script does not finish). `--quick` is a short run;
 * `--rounds N`, `--calls N`, `--phase quiet|loaded|both` and `--arms id,…` (the
 * pass-through and loop-guard at its defaults always run) set the rest. See
 * bench/README.md for how to read it.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { HeadlessResult, ScriptedCall } from '../scripts/headless.mjs'
import { median, ms, quantile, table } from './stats.js'

/** dist/bench/engine.js sits two folders below the repo. */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const headless = (await import(pathToFileURL(join(repo, 'scripts', 'headless.mjs')).href)) as typeof import('../scripts/headless.mjs')

const GOALS = { loadedRatio: 1.1 }
const STEPS_MARK = 'scripted-model:steps '

type Arm = { id: string; name: string; pluginDir: string; options?: Record<string, string | number | boolean>; isFloor?: boolean; isLoopGuard?: boolean }

const ALL_ARMS: readonly Arm[] = [
  { id: 'none', name: 'no mod', pluginDir: join(repo, 'bench', 'engine', 'no-mod') },
  { id: 'pass', name: 'pass-through (tool.call only)', pluginDir: join(repo, 'bench', 'engine', 'pass-through'), isFloor: true },
  { id: 'pass+append', name: 'pass-through + session.append', pluginDir: join(repo, 'bench', 'engine', 'pass-through'), options: { appendHook: true } },
  { id: 'pass+step', name: 'pass-through + turn.step', pluginDir: join(repo, 'bench', 'engine', 'pass-through'), options: { stepHook: true } },
  { id: 'lg', name: 'loop-guard, defaults', pluginDir: repo, isLoopGuard: true },
  { id: 'lg-no-dedupe', name: 'loop-guard, dedupeOutput off', pluginDir: repo, options: { dedupeOutput: false }, isLoopGuard: true },
  { id: 'lg-observe', name: 'loop-guard, mode observe', pluginDir: repo, options: { mode: 'observe' }, isLoopGuard: true },
  // the telemetry.log hook is registered by default; no export is on here, so this arm shows what the hook alone costs
  { id: 'lg-no-telemetry', name: 'loop-guard, telemetry off', pluginDir: repo, options: { telemetry: false }, isLoopGuard: true },
]

type Flags = { rounds: number; calls: number; phases: ('quiet' | 'loaded')[]; arms: readonly Arm[] }

function readFlags(argv: readonly string[]): Flags {
  const quick = argv.includes('--quick')
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const phase = value('--phase') ?? 'both'
  if (!['quiet', 'loaded', 'both'].includes(phase)) throw new Error(`bench: --phase takes quiet, loaded or both, not ${phase}`)
  const calls = Number(value('--calls') ?? (quick ? 60 : 150))
  const rounds = Number(value('--rounds') ?? (quick ? 2 : 4))
  if (!(calls >= 20 && rounds >= 1)) throw new Error('bench: --calls takes 20 or more, --rounds 1 or more')
  // the pass-through and loop-guard at its defaults are always run: every ratio is to the one, the goal is the other's
  const ids = new Set(['pass', 'lg', ...(value('--arms')?.split(',') ?? ALL_ARMS.map((a) => a.id))])
  const unknown = [...ids].filter((id) => !ALL_ARMS.some((a) => a.id === id))
  if (unknown.length > 0) throw new Error(`bench: --arms takes ${ALL_ARMS.map((a) => a.id).join(',')}; not ${unknown.join(',')}`)
  const arms = ALL_ARMS.filter((a) => ids.has(a.id))
  return { rounds, calls, phases: phase === 'both' ? ['quiet', 'loaded'] : [phase as 'quiet' | 'loaded'], arms }
}

/** Files the script reads: small ones (about 1 KB), large ones (about 24 KB). */
function layFiles(dir: string, blocks: number): void {
  const line = (i: number, seed: number): string => `${String(i).padStart(5, '0')} item-${(seed * 7919 + i * 104729) % 1000003} status=ok size=${(i * 37) % 4096}\n`
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < 12; i++) writeFileSync(join(dir, `small-${b}-${i}.txt`), Array.from({ length: 20 }, (_, k) => line(k, b * 100 + i)).join(''))
    for (const kind of ['large', 'repeated']) writeFileSync(join(dir, `${kind}-${b}.txt`), Array.from({ length: 400 }, (_, k) => line(k, b * 1000 + kind.length)).join(''))
  }
}

/**
 * The script, in blocks of 20 calls, each its own files so no chain crosses blocks: 10
 * distinct small reads, one small file read twice (a repeat the guard compares), one
 * distinct large read, one large file read three times in a row (the third run is the
 * guard's advisory and, with dedupeOutput, its output pointer), a read of a missing file
 * (a failure), and 3 more small reads. No call is refused and no turn ends, so every arm
 * runs every call.
 */
export function benchScript(dir: string, calls: number): ScriptedCall[] {
  const read = (name: string): ScriptedCall => ({ name: 'Read', input: { file_path: join(dir, name) } })
  const script: ScriptedCall[] = []
  for (let b = 0; script.length < calls; b++) {
    const small = (i: number): ScriptedCall => read(`small-${b}-${i}.txt`)
    script.push(small(0), small(1), small(2), small(3), small(4))
    script.push(small(5), small(5))
    script.push(small(6), small(7), small(8))
    script.push(read(`large-${b}.txt`))
    script.push(read(`repeated-${b}.txt`), read(`repeated-${b}.txt`), read(`repeated-${b}.txt`))
    script.push(read(`missing-${b}.txt`))
    script.push(small(9), small(10), small(11), small(1), small(2))
  }
  return script.slice(0, calls)
}

/**
 * One session: its typical call (the median of its calls' times), its mean call (span / calls),
 * its CPU time per call (start-up taken out), what loop-guard did.
 */
type Session = { perCallMs: number; meanMs: number; cpuPerCallMs: number; pointers: number; notes: number }

/**
 * CPU time (user and system, ms) of this process's children that have ended: the engine of a
 * session once it is reaped, its workers and the processes it waited for included. Waiting for
 * a core is not in it, so it moves far less with the machine's load than wall time does.
 */
function endedChildrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS
}

/** Linux's USER_HZ, in which /proc/self/stat counts CPU time. */
const CLOCK_TICKS = 100

function stepTimes(run: HeadlessResult): number[] | undefined {
  const line = run.logs.find((l) => l.plugin === 'scripted-model' && l.kind === 'log' && l.text.startsWith(STEPS_MARK))
  return line === undefined ? undefined : (JSON.parse(line.text.slice(STEPS_MARK.length)) as number[])
}

/**
 * Runs the arm's session of the script, and before it a session of no calls (start-up and
 * shutdown alone), whose CPU time is taken from the script's: what is left is the calls'.
 */
async function runSession(arm: Arm, script: readonly ScriptedCall[]): Promise<Session> {
  const startUp = await runScript(arm, [])
  const session = await runScript(arm, script)
  const calls = session.times.slice(1).map((t, i) => t - session.times[i]!)
  const span = session.times[session.times.length - 1]! - session.times[0]!
  return { perCallMs: median(calls), meanMs: span / script.length, cpuPerCallMs: (session.cpuMs - startUp.cpuMs) / script.length, pointers: session.pointers, notes: session.notes }
}

/** One session of the script under the arm: the steps' times, its CPU time, what loop-guard did; throws when it did not run. */
async function runScript(arm: Arm, script: readonly ScriptedCall[]): Promise<{ times: number[]; cpuMs: number; pointers: number; notes: number }> {
  const cpuBefore = endedChildrenCpuMs()
  const run = await headless.runHeadless({ calls: script, pluginDir: arm.pluginDir, ...(arm.options ? { options: arm.options } : {}), timeoutMs: 300_000 })
  const cpuMs = endedChildrenCpuMs() - cpuBefore
  const times = stepTimes(run)
  const loaded = arm.pluginDir.endsWith('no-mod') || run.pluginLoaded
  if (run.exitCode !== 0 || !run.complete || times === undefined || times.length !== script.length + 1 || !loaded || run.pluginErrors.length > 0) {
    throw new Error(
      `bench: the session of arm "${arm.name}" did not run its script: exit ${run.exitCode}, timed out ${run.timedOut}, complete ${run.complete}, ` +
        `steps ${times?.length ?? 'none'} of ${script.length + 1}, plugin loaded ${loaded}, errors ${run.pluginErrors.join(' | ')}\n${run.stderr.slice(-2000)}`,
    )
  }
  const pointers = run.toolResults.filter((r) => r.output.startsWith('loop-guard: same ')).length
  // the fixture's report cuts long results, and the note with them: the transcript keeps it
  const notes = run.toolResults.filter((r) => r.notes.length > 0 || r.context.some((c) => c.startsWith('loop-guard:'))).length
  return { times, cpuMs, pointers, notes }
}

/** Two processes that keep a core busy each, until `stop`: the fixed load of the loaded phase. */
function startLoad(): { stop: () => void } {
  const burners: ChildProcess[] = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  const stop = (): void => {
    for (const b of burners) if (b.exitCode === null && b.signalCode === null) b.kill('SIGKILL')
  }
  process.once('exit', stop)
  return { stop }
}

/** The loaded goal, read from the ratio's IQR: met when all of it is at or under the goal, missed when all of it is over. */
function loadedVerdict([low, high]: [number, number]): string {
  if (high <= GOALS.loadedRatio) return 'yes'
  if (low > GOALS.loadedRatio) return 'NO'
  return 'unclear (the goal lies within the ratio IQR)'
}

const load = (): string => loadavg().map((l) => l.toFixed(2)).join(', ')
const spread = (v: readonly number[], f: (x: number) => string): string => `${f(quantile(v, 0.25))}-${f(quantile(v, 0.75))}`
const ratio = (x: number): string => `${x.toFixed(2)}x`

type PhaseFigures = { phase: string; loadBefore: string; loadAfter: string; arms: readonly Arm[]; perArm: Map<Arm, Session[]> }

async function runPhase(phase: 'quiet' | 'loaded', flags: Flags, script: readonly ScriptedCall[]): Promise<PhaseFigures> {
  const { arms } = flags
  const burn = phase === 'loaded' ? startLoad() : undefined
  try {
    const loadBefore = load()
    console.log(`\n== ${phase}: ${flags.rounds} ${flags.rounds === 1 ? 'round' : 'rounds'} of ${arms.length} sessions, ${script.length} calls each; load average (1, 5, 15 min) ${loadBefore}${burn ? '; two CPU-bound processes running' : ''}`)
    // a warm-up session (the file cache, the engine's own first start), not counted
    await runSession(arms[0]!, script)
    const perArm = new Map<Arm, Session[]>(arms.map((a) => [a, []]))
    for (let round = 0; round < flags.rounds; round++) {
      const order = arms.map((_, i) => arms[(i + round) % arms.length]!)
      for (const arm of order) perArm.get(arm)!.push(await runSession(arm, script))
      process.stdout.write(`round ${round + 1}/${flags.rounds} done, load ${load()}\n`)
    }
    return { phase, loadBefore, loadAfter: load(), arms: arms, perArm }
  } finally {
    burn?.stop()
  }
}

type Measure = { title: string; of: (s: Session) => number }

const MEASURES: readonly Measure[] = [
  { title: "a typical call: the median of each session's call times", of: (s) => s.perCallMs },
  { title: "every call: each session's script span / its calls (stalls included)", of: (s) => s.meanMs },
  { title: "CPU per call: (each session's CPU time - that of a session of no calls, just before it) / its calls", of: (s) => s.cpuPerCallMs },
]

/** Prints the phase's tables; answers loop-guard's (defaults) ratio to the floor on the first measure, with its IQR. */
function printPhase(f: PhaseFigures): { loopGuard: number; loopGuardSpread: [number, number] } {
  const { arms } = f
  const sessionsOf = (arm: Arm): Session[] => f.perArm.get(arm)!
  const floorArm = arms.find((a) => a.isFloor === true)!
  console.log(`\n-- ${f.phase}: ms per whole tool call; load average before ${f.loadBefore}, after ${f.loadAfter}`)
  for (const measure of MEASURES) {
    const floor = sessionsOf(floorArm).map(measure.of)
    console.log(`\n${measure.title}; ratios and added time are per round against the pass-through's session of the same round`)
    const rows = arms.map((arm) => {
      const v = sessionsOf(arm).map(measure.of)
      const ratios = v.map((x, i) => x / floor[i]!)
      const added = v.map((x, i) => x - floor[i]!)
      const isFloor = arm === floorArm
      return [
        arm.name,
        ms(median(v)),
        spread(v, ms),
        `${ms(Math.min(...v))}-${ms(Math.max(...v))}`,
        isFloor ? '1.00x' : ratio(median(ratios)),
        isFloor ? '-' : spread(ratios, ratio),
        isFloor ? '-' : ms(median(added)),
      ]
    })
    console.log(table(['arm', 'median', 'IQR', 'min-max', '/ pass-through', 'ratio IQR', 'added'], rows))
  }
  console.log(`loop-guard's work per session (median): ${arms.filter((a) => a.isLoopGuard === true).map((a) => `${a.name}: ${median(sessionsOf(a).map((s) => s.notes))} notes, ${median(sessionsOf(a).map((s) => s.pointers))} pointers`).join('; ')}`)
  const floor = sessionsOf(floorArm).map(MEASURES[0]!.of)
  const lg = sessionsOf(arms.find((a) => a.isLoopGuard === true)!).map((s, i) => MEASURES[0]!.of(s) / floor[i]!)
  return { loopGuard: median(lg), loopGuardSpread: [quantile(lg, 0.25), quantile(lg, 0.75)] }
}

async function main(): Promise<void> {
  const flags = readFlags(process.argv.slice(2))
  const started = Date.now()
  console.log('loop-guard real-engine bench: headless claude -p sessions, the scripted model playing the model. Figures only, no time fails it; see bench/README.md.')
  console.log(`machine: ${cpus().length} cores; load average (1, 5, 15 min) ${load()}`)
  const dir = mkdtempSync(join(tmpdir(), 'loop-guard-engine-bench-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  const stopOnSignal = (): void => process.exit(130) // the exit handlers stop the load and remove the files
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  const files = join(dir, 'files')
  mkdirSync(files)
  layFiles(files, Math.ceil(flags.calls / 20))
  const script = benchScript(files, flags.calls)
  const results: PhaseFigures[] = []
  for (const phase of flags.phases) results.push(await runPhase(phase, flags, script))
  const summary: string[][] = []
  for (const f of results) {
    const lg = printPhase(f)
    const goal = f.phase === 'loaded' ? `<= ${GOALS.loadedRatio.toFixed(2)}x: ${loadedVerdict(lg.loopGuardSpread)}` : `IQR holds 1.00 (not resolvable): ${lg.loopGuardSpread[0] <= 1 && lg.loopGuardSpread[1] >= 1 ? 'yes' : 'no'}`
    summary.push([`${f.phase} (load ${f.loadBefore} -> ${f.loadAfter})`, ratio(lg.loopGuard), `${ratio(lg.loopGuardSpread[0])}-${ratio(lg.loopGuardSpread[1])}`, goal])
  }
  console.log('\n== summary: loop-guard at its defaults / the tool.call-only pass-through, per whole call')
  console.log(table(['phase', 'median ratio', 'ratio IQR', 'goal'], summary))
  const busy = results.filter((f) => Number(f.loadBefore.split(',')[0]) > cpus().length)
  if (busy.length > 0) {
    console.log(`the machine was busy before ${busy.map((f) => `the ${f.phase} phase (1-minute load ${f.loadBefore.split(',')[0]})`).join(' and ')} on ${cpus().length} cores: other work is in these figures; read ratios from a run on an otherwise idle machine`)
  }
  console.log(`the bench took ${Math.round((Date.now() - started) / 1000)} s`)
}

await main()
