// The audit over the corpus of real sessions (../shared/corpus beside the repository, or
// $LOOP_GUARD_CORPUS; see its README.md and STATS.md). What is asserted can be checked
// by hand in the traces, and every expected value is computed here from the traces and
// the manifest, never taken from the audit's own output. Where the corpus is: test/corpus.ts.
// Without it vitest.config.ts leaves this file out and says so; run anyway, it fails,
// saying where it looked: it never skips.
import { readFileSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { trySessionsInThreads } from '../../cli/suggest-threads.js'
import { loadHistory, optionSpace, tryOptions, trySessions } from '../../cli/suggest.js'
import { findSessions } from '../../cli/transcripts.js'
import { readSettings } from '../../hooks/options.js'
import { CORPUS, corpusMissing } from '../corpus.js'
import { jsonLines, runCli } from './fixtures.js'

const TRACES = join(CORPUS, 'traces')
const defaults = readSettings({}).settings

type Action = { index: number; agent: string; tool: string; action: string; count: number; rule: string }
type Audited = { session: string; calls: number; actions: Action[] }
type TraceLine = { agent?: string; tool?: string; input?: unknown; text?: string; user?: string; interrupt?: boolean }

function requireCorpus(): void {
  const missing = corpusMissing()
  if (missing !== undefined) throw new Error(`the corpus is missing: ${missing}`)
}

const traceFiles = (): string[] => readdirSync(TRACES).filter((f) => f.endsWith('.jsonl')).sort()
const traceOf = (name: string): TraceLine[] => readFileSync(join(TRACES, `${name}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as TraceLine)

/** JSON with sorted keys: the corpus's identity of calls (STATS.md, "Identity"). */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(v) ?? 'null'
}

type Run = { tool: string; start: number; end: number; length: number }

/**
 * The longest run of the same call back to back in one turn (STATS.md, "max identical
 * run"; with `sameOutput`, "same-output run"), with the call indexes it spans. Runs of
 * transparent tools are left out: the guard never counts them.
 */
function longestRun(trace: TraceLine[], sameOutput: boolean): Run | undefined {
  let best: Run | undefined
  let current: (Run & { id: string }) | undefined
  let index = -1
  for (const line of trace) {
    if (line.tool === undefined) {
      if (line.user !== undefined && !/^\S+ (?:hook|operation) feedback:/.test(line.user)) current = undefined
      if (line.interrupt === true) current = undefined
      continue
    }
    index++
    const id = `${line.agent}\n${line.tool}\n${stable(line.input)}${sameOutput ? `\n${line.text}` : ''}`
    current = current?.id === id ? { ...current, end: index, length: current.length + 1 } : { id, tool: line.tool, start: index, end: index, length: 1 }
    if (!defaults.transparentTools.has(line.tool.toLowerCase()) && (best === undefined || current.length > best.length)) best = current
  }
  return best
}

const within = (run: Run) => (a: Action) => a.index >= run.start && a.index <= run.end && a.tool === run.tool

type CorpusAudit = { audited: Map<string, Audited>; total: Record<string, unknown> }
let once: Promise<CorpusAudit> | undefined

/** The audit of the whole corpus at the default settings, run once for all the tests. */
function corpusAudit(): Promise<CorpusAudit> {
  once ??= (async () => {
    requireCorpus()
    const run = await runCli(['audit', '--format', 'calls', '--json', TRACES])
    if (run.status !== 0) throw new Error(`the audit failed (${run.status}): ${run.stderr}`)
    const lines = jsonLines(run.stdout)
    const total = lines.pop()!.total as Record<string, unknown>
    return { audited: new Map((lines as Audited[]).map((l) => [basename(l.session, '.jsonl'), l])), total }
  })()
  return once
}

// each test asks for the corpus itself, so that without it every test fails (none is skipped)
describe('the audit over the corpus', () => {
  test('reads every session and every tool call of the corpus', async () => {
    const { audited, total } = await corpusAudit()
    const files = traceFiles()
    const calls = files.reduce((n, f) => n + traceOf(basename(f, '.jsonl')).filter((l) => l.tool !== undefined).length, 0)
    expect(total.unreadable).toEqual([])
    expect(total.sessions).toBe(files.length)
    expect(total.calls).toBe(calls)
    expect([...audited.values()].reduce((n, s) => n + s.calls, 0)).toBe(calls)
  })

  test('refuses the grep that sweagent-lm32b_mwaskom__seaborn-3187 runs over and over, and ends that turn', async () => {
    const { audited } = await corpusAudit()
    const run = longestRun(traceOf('sweagent-lm32b_mwaskom__seaborn-3187'), false)!
    expect(run.length).toBeGreaterThanOrEqual(defaults.blockAt)
    const actions = audited.get('sweagent-lm32b_mwaskom__seaborn-3187')!.actions.filter(within(run))
    expect(actions.some((a) => a.action === 'block')).toBe(true)
    expect(actions.some((a) => a.action === 'abort')).toBe(true)
  })

  test('with turn ends off, its refusals count up to the length of the run the trace shows', async () => {
    requireCorpus()
    const run = longestRun(traceOf('sweagent-lm32b_mwaskom__seaborn-3187'), false)!
    const out = await runCli(['audit', '--format', 'calls', '--json', '--abort-after', '0', join(TRACES, 'sweagent-lm32b_mwaskom__seaborn-3187.jsonl')])
    const actions = (jsonLines(out.stdout)[0] as Audited).actions.filter(within(run))
    expect(Math.max(...actions.map((a) => a.count))).toBe(run.length)
    expect(actions.filter((a) => a.action === 'block')).toHaveLength(run.length - defaults.blockAt + 1)
  })

  test('refuses inside every run of the same call with the same result that reaches blockAt', async () => {
    const { audited } = await corpusAudit()
    const runs = traceFiles()
      .map((f) => basename(f, '.jsonl'))
      .flatMap((name) => {
        const run = longestRun(traceOf(name), true)
        return run !== undefined && run.length >= defaults.blockAt ? [{ name, run }] : []
      })
    expect(runs.length).toBeGreaterThan(0)
    const missed = runs.filter(({ name, run }) => !audited.get(name)!.actions.some((a) => within(run)(a) && a.action === 'block'))
    expect(missed.map((m) => m.name)).toEqual([])
  })

  test('leaves the productive Claude Code sessions nearly alone: fewer than one in twenty draws a refusal', async () => {
    const { audited } = await corpusAudit()
    const labels = (JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as { labels: Record<string, string> }).labels
    const negatives = Object.keys(labels).filter((name) => name.startsWith('cc_') && labels[name] === 'negative')
    expect(negatives.length).toBeGreaterThan(0)
    const refused = negatives.filter((name) => audited.get(name)!.actions.some((a) => a.action === 'block'))
    expect(refused.length / negatives.length, `refused in: ${refused.join(', ')}`).toBeLessThan(1 / 20)
  })
})

describe('--suggest over a sample of the corpus', () => {
  /** Every 16th session in name order: sessions of every source, few enough to replay each combination on its own. */
  async function sample() {
    requireCorpus()
    const { sessions } = await findSessions([TRACES], 'calls')
    return [...sessions].sort((a, b) => a.path.localeCompare(b.path)).filter((_, i) => i % 16 === 0)
  }

  test('shared replays and judgements give the counts of every combination replayed on its own over the sessions held in memory', async () => {
    const sessions = await sample()
    const shared = await trySessions(sessions, 'calls', defaults)
    const history = await loadHistory(sessions, 'calls')
    const alone = []
    for (const t of optionSpace()) alone.push(await tryOptions(history, defaults, t))
    expect(shared.trials).toEqual(alone)
    expect(alone.some((t) => t.caught > 0 && t.wrongRefusals === 0)).toBe(true)
    expect(alone.some((t) => t.turnsEnded > 0)).toBe(true)
  })

  test('worker threads give the counts of one thread', async () => {
    // the workers load the audit bundle (npm test checks first that it is what the sources give)
    const sessions = await sample()
    const bundle = pathToFileURL(join(import.meta.dirname, '../../plugin/dist/loop-guard.mjs'))
    expect(await trySessionsInThreads(sessions, 'calls', defaults, 2, bundle)).toEqual(await trySessions(sessions, 'calls', defaults))
  })
})
