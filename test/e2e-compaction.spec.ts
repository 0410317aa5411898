// End to end, a compaction: a real headless session on the pinned engine in which the
// scripted model repeats a failing call, its third response reports a context near the
// window (CLAUDE_CODE_AUTO_COMPACT_WINDOW lowers it), so the engine compacts the main
// conversation automatically before the fourth call, mid-turn and with no prompt between
// (a prompt of the person's would reset the guard by itself). Core's summary needs a model,
// so the scripted model answers `session.compact` with its own; the engine runs the event
// through loop-guard's hook and writes the compaction to the transcript as any other.
// hooks/resets.ts: a compaction forgets the agent's chains, so the same call counts from one
// again; the audit of the transcript must find what the mod's debug lines say, call by call.
// LOOP_GUARD_PLUGIN_DIR points the test at another build of the plugin (default: this repo).
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SessionAudit } from '../cli/replay.js'
import type { Problems, TranscriptEvent } from '../cli/transcripts.js'
import { runHeadless, type HeadlessResult, type ScriptedCall } from '../scripts/headless.mjs'
import { auditInterventions, auditTranscript, modInterventions } from './cli/mod-lines.js'

const pluginDir = process.env.LOOP_GUARD_PLUGIN_DIR ?? fileURLToPath(new URL('..', import.meta.url))
const failing: ScriptedCall = { name: 'Bash', input: { command: 'ls /definitely/missing', description: 'List a folder' } }
/** The compaction window the session runs with (the engine's floor is 100,000 tokens). */
const WINDOW = 200_000
/** What the third response reports as its input: over the window's threshold. */
const NEAR_THE_WINDOW = 195_000

/** The transcript's compaction records: `compact_boundary` rows, with what started each. */
const boundaries = (jsonl: string): { trigger: unknown }[] =>
  jsonl
    .split('\n')
    .filter((line) => line.includes('compact_boundary'))
    .map((line) => JSON.parse(line) as { subtype?: string, compactMetadata?: { trigger?: unknown } })
    .filter((record) => record.subtype === 'compact_boundary')
    .map((record) => ({ trigger: record.compactMetadata?.trigger }))

describe('a failing call repeated across an automatic compaction, headless', () => {
  let run: HeadlessResult
  let transcript = ''
  let audited: { audit: SessionAudit; events: TranscriptEvent[]; problems: Problems }

  beforeAll(async () => {
    run = await runHeadless({
      calls: [failing, failing, [failing, { context: NEAR_THE_WINDOW }], failing, failing],
      pluginDir,
      env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: String(WINDOW) },
      keep: true,
    })
    transcript = readFileSync(run.transcriptPath!, 'utf8')
    audited = await auditTranscript(run.transcriptPath!)
  }, 120_000)
  afterAll(() => {
    if (run?.dir !== undefined) rmSync(run.dir, { recursive: true, force: true })
  })

  test('the engine compacts the main conversation once, by its threshold, after the third call and before the fourth', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(boundaries(transcript)).toEqual([{ trigger: 'auto' }])
    const lines = run.debugLog.split('\n')
    const at = (pattern: RegExp): number[] => lines.flatMap((line, i) => (pattern.test(line) ? [i] : []))
    const [compaction] = at(/scripted-model:compact auto main /)
    const interventions = at(/loop-guard: (note|warn|block|abort) /)
    expect(interventions.map((i) => (i < compaction! ? 'before' : 'after'))).toEqual(['before', 'before', 'after'])
  })

  test('the mod notes and warns before the compaction, and after it the same call counts from one again', () => {
    expect(modInterventions(run.debugLog)).toEqual([
      'note Bash ×2 main repeated-failure',
      'warn Bash ×3 main repeat',
      'note Bash ×2 main repeated-failure',
    ])
  })

  test('the audit of the transcript reads the compaction and finds the same interventions, call by call', () => {
    expect(audited.events.filter((e) => e.kind === 'compaction')).toHaveLength(1)
    expect(auditInterventions(audited.audit)).toEqual(modInterventions(run.debugLog))
    expect(audited.audit.actions.map((a) => a.index)).toEqual([1, 2, 4])
    expect(audited.problems).toEqual({ unreadable: [], partlyRead: [] })
  })
})
