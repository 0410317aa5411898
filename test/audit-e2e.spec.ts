// End to end, the audit against the mod: real sessions on the pinned engine (headless with
// scripts/headless.mjs, interactive under tmux with scripts/interactive.mjs), the scripted
// model playing the model and loop-guard at its defaults; then the audit replays the
// transcripts the engine wrote, and what it finds must be what the mod did, by the mod's
// own debug lines, call by call: a failing loop refused until the turn ended, a poll whose output
// changes (never acted on) and one that stands still, a large output
// replaced by the pointer, calls a permission rule refused, a loop inside a subagent, a
// person's prompts typed at the terminal, an interrupt and `/clear` (a compaction:
// test/e2e-compaction.spec.ts, where the scripted model answers the summary). The audit also
// reads what the guard did there.
// LOOP_GUARD_PLUGIN_DIR points the test at another build of the plugin (default: this repo).
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { replaySession } from '../cli/replay.js'
import type { SessionAudit } from '../cli/replay.js'
import { findSessions, readSessionBatches } from '../cli/transcripts.js'
import type { Problems } from '../cli/transcripts.js'
import { readSettings } from '../hooks/options.js'
import { permissionSettings, runHeadless, scriptedPrompt, type HeadlessResult, type ScriptedCall } from '../scripts/headless.mjs'
import { startInteractive } from '../scripts/interactive.mjs'
import { auditInterventions, modInterventions, modPointers } from './cli/mod-lines.js'

const pluginDir = process.env.LOOP_GUARD_PLUGIN_DIR ?? fileURLToPath(new URL('..', import.meta.url))
const bash = (command: string): ScriptedCall => ({ name: 'Bash', input: { command, description: 'Run it' } })
const failing = bash('ls /definitely/missing')

type Audited = { audits: SessionAudit[]; problems: Problems; debugLines: string }

/** When a transcript starts: its first record's time. */
const startOf = (path: string): string => /"timestamp":"([^"]+)"/.exec(readFileSync(path, 'utf8'))?.[1] ?? ''

/** Every session under a HOME's transcript folder, in the order they ran, audited at the mod's defaults, and the mod's debug lines of the run. */
async function auditHome(home: string, debugLines: string): Promise<Audited> {
  const problems: Problems = { unreadable: [], partlyRead: [] }
  const { sessions, unreadable } = await findSessions([join(home, '.claude', 'projects')], 'claude')
  sessions.sort((a, b) => startOf(a.path).localeCompare(startOf(b.path)))
  problems.unreadable.push(...unreadable)
  const audits: SessionAudit[] = []
  for (const session of sessions) audits.push(await replaySession(session.path, { batches: readSessionBatches(session, 'claude', problems) }, readSettings({}).settings))
  return { audits, problems, debugLines }
}

/** A headless session, audited; its folder is removed once read. */
async function headless(calls: Parameters<typeof runHeadless>[0]['calls'], settings?: Record<string, unknown>): Promise<{ run: HeadlessResult } & Audited> {
  const run = await runHeadless({ calls, pluginDir, keep: true, ...(settings !== undefined ? { settings } : {}) })
  try {
    return { run, ...(await auditHome(join(run.dir!, 'home'), run.debugLog)) }
  } finally {
    rmSync(run.dir!, { recursive: true, force: true })
  }
}

const ENGINE_MS = 120_000

describe('a failing call repeated until loop-guard ends the turn, headless', () => {
  let audited: Awaited<ReturnType<typeof headless>>
  beforeAll(async () => {
    audited = await headless(Array(8).fill(failing))
  }, ENGINE_MS)

  test('the mod noted, warned, refused and ended the turn', () => {
    expect(audited.run.exitCode, audited.run.stderr).toBe(0)
    expect(modInterventions(audited.debugLines).map((l) => l.split(' ')[0])).toEqual(['note', 'warn', 'warn', 'block', 'block', 'block', 'abort'])
  })

  test("the audit of the transcript finds the same interventions, call by call", () => {
    expect(audited.audits).toHaveLength(1)
    expect(auditInterventions(audited.audits[0]!)).toEqual(modInterventions(audited.debugLines))
    expect(audited.problems).toEqual({ unreadable: [], partlyRead: [] })
  })

  test('the audit says loop-guard was on and what it did', () => {
    expect(audited.audits[0]!.guardWasOn).toEqual({ advised: 3, pointed: 0, refused: 3, endedTurns: 1 })
  })
})

describe('a large output repeated, headless', () => {
  let audited: Awaited<ReturnType<typeof headless>>
  beforeAll(async () => {
    audited = await headless(Array(6).fill(bash('seq 1 700'))) // 2.6 KB each run, over the pointer's 2 KB
  }, ENGINE_MS)

  test('the mod pointed at the 3rd and 4th outputs and refused the 5th and 6th calls', () => {
    expect(audited.run.exitCode, audited.run.stderr).toBe(0)
    expect(modPointers(audited.debugLines)).toBe(2)
    expect(modInterventions(audited.debugLines).map((l) => l.split(' ')[0])).toEqual(['warn', 'warn', 'block', 'block'])
  })

  test('the audit finds the same interventions, and the same outputs to point at, reading the outputs behind the pointer', () => {
    const audit = audited.audits[0]!
    expect(auditInterventions(audit)).toEqual(modInterventions(audited.debugLines))
    expect(audit.notReread?.calls).toBe(modPointers(audited.debugLines))
    expect(audit.guardWasOn).toEqual({ advised: 2, pointed: 2, refused: 2, endedTurns: 0 })
  })
})

describe('a poll whose output changes, then one whose output stands still, headless', () => {
  let audited: Awaited<ReturnType<typeof headless>>
  beforeAll(async () => {
    audited = await headless([...Array(5).fill(bash('date +%N')), ...Array(5).fill(bash('uname -s'))])
  }, ENGINE_MS)

  test('the mod let the changing poll run five times and refused the fifth unchanged one', () => {
    expect(audited.run.exitCode, audited.run.stderr).toBe(0)
    expect(modInterventions(audited.debugLines).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual(['warn Bash', 'warn Bash', 'block Bash'])
  })

  test('the audit finds the same interventions, call by call', () => {
    expect(auditInterventions(audited.audits[0]!)).toEqual(modInterventions(audited.debugLines))
  })
})

describe('a call a permission rule refuses, repeated, headless', () => {
  let audited: Awaited<ReturnType<typeof headless>>
  beforeAll(async () => {
    audited = await headless(Array(6).fill(bash('echo forbidden-by-rule')), permissionSettings({ deny: ['Bash(echo forbidden-by-rule:*)'] }))
  }, ENGINE_MS)

  test('the mod noted the refusals by the rule, then refused the call itself', () => {
    expect(audited.run.exitCode, audited.run.stderr).toBe(0)
    expect(modInterventions(audited.debugLines).every((l) => l.endsWith(' refused-twice'))).toBe(true)
    expect(modInterventions(audited.debugLines).filter((l) => l.startsWith('block '))).toHaveLength(2)
  })

  test("the audit finds the same interventions: the rule's refusals are permission refusals, loop-guard's are its own", () => {
    expect(auditInterventions(audited.audits[0]!)).toEqual(modInterventions(audited.debugLines))
  })
})

describe('a failing call repeated inside a subagent, headless', () => {
  let audited: Awaited<ReturnType<typeof headless>>
  beforeAll(async () => {
    const agent = { name: 'Agent', input: { description: 'Look around', prompt: scriptedPrompt(Array(7).fill(failing)), subagent_type: 'general-purpose' } }
    audited = await headless([agent, failing])
  }, ENGINE_MS)

  test("the mod refused calls in the subagent's loop, named by its id, and never ended the main turn", () => {
    expect(audited.run.exitCode, audited.run.stderr).toBe(0)
    const lines = modInterventions(audited.debugLines)
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['note', 'warn', 'warn', 'block', 'block', 'block'])
    expect(lines.every((l) => !l.includes(' main '))).toBe(true)
  })

  test("the audit of the session with its subagent's transcript finds the same interventions, on the same loop", () => {
    expect(audited.audits).toHaveLength(1)
    expect(auditInterventions(audited.audits[0]!)).toEqual(modInterventions(audited.debugLines))
  })
})

describe("a person's prompts typed at the terminal, interactive", () => {
  let audited: Audited
  let origins: string[]

  beforeAll(async () => {
    const missing = bash('ls /srv/app/config.yml')
    const scripts = [Array(7).fill(missing), Array(3).fill(missing)]
    const session = await startInteractive({ calls: scripts[0]!, pluginDir })
    try {
      await session.waitFor(/ended this turn/, { timeoutMs: 90_000, where: 'everything' })
      await new Promise((r) => setTimeout(r, 1500)) // the prompt takes Enter again once the turn is wound up
      await session.type(scriptedPrompt(scripts[1]!))
      await session.waitFor(/● done/, { timeoutMs: 60_000, where: 'everything' })
      const home = join(session.dir, 'home')
      audited = await auditHome(home, session.debugLog())
      const folder = join(home, '.claude', 'projects')
      origins = readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.jsonl'))
        .flatMap((name) => readFileSync(join(folder, name), 'utf8').match(/"origin":\{"kind":"\w+"\}/g) ?? [])
    } finally {
      await session.close()
    }
  }, 180_000)

  test('the engine recorded both prompts with origin "human"', () => {
    expect(origins).toEqual(['"origin":{"kind":"human"}', '"origin":{"kind":"human"}'])
  })

  test('the mod started afresh at the second prompt: a note and a warning after the ended turn', () => {
    expect(modInterventions(audited.debugLines).map((l) => l.split(' ')[0])).toEqual(['note', 'warn', 'warn', 'block', 'block', 'block', 'abort', 'note', 'warn'])
  })

  test("the audit reads the second prompt as a person's and finds the same interventions, call by call", () => {
    expect(audited.audits).toHaveLength(1)
    expect(auditInterventions(audited.audits[0]!)).toEqual(modInterventions(audited.debugLines))
    expect(audited.audits[0]!.saved).toBe(3)
  })
})


describe('an interrupt and /clear, interactive', () => {
  let audited: Audited

  beforeAll(async () => {
    const missing = bash('ls /srv/app/config.yml')
    const session = await startInteractive({ calls: [missing, missing, missing], pluginDir })
    const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 1500)) // the prompt takes Enter again once the turn is wound up
    try {
      await session.waitFor(/● done/, { timeoutMs: 90_000, where: 'everything' })
      await settle()
      await session.type(scriptedPrompt([missing, bash('sleep 20')]))
      await session.waitFor(/Bash\(sleep 20\)/, { timeoutMs: 30_000 })
      session.press('Escape')
      await session.waitFor(/Interrupted/, { timeoutMs: 30_000 })
      await settle()
      await session.type('/clear')
      await session.waitFor(/❯ \/clear/, { timeoutMs: 30_000 })
      await settle()
      await session.type(scriptedPrompt([missing, missing]))
      await session.waitFor(/● done/, { timeoutMs: 60_000 }) // the screen /clear wiped: this turn's answer
      // the engine writes the transcript after it draws the answer: read it once it holds what the mod did, or give up after 10 s
      const debugLines = session.debugLog()
      audited = await auditHome(join(session.dir, 'home'), debugLines)
      for (let waited = 0; waited < 10_000 && audited.audits.flatMap(auditInterventions).length < modInterventions(debugLines).length; waited += 250) {
        await new Promise((r) => setTimeout(r, 250))
        audited = await auditHome(join(session.dir, 'home'), debugLines)
      }
    } finally {
      await session.close()
    }
  }, 180_000)

  test('the mod noted and warned before the interrupt, and started afresh after /clear: a note at the second failure', () => {
    expect(modInterventions(audited.debugLines).map((l) => l.split(' ')[0])).toEqual(['note', 'warn', 'note'])
  })

  test('the audit reads the two transcripts /clear left, and finds the same interventions in them, call by call', () => {
    expect(audited.audits).toHaveLength(2)
    expect(audited.audits.flatMap(auditInterventions)).toEqual(modInterventions(audited.debugLines))
    expect(audited.problems).toEqual({ unreadable: [], partlyRead: [] })
  })
})
