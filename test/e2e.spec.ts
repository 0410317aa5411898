// End-to-end: real headless Claude Code sessions (scripts/headless.mjs), with the
// scripted-model fixture playing the model. Contract checked: loop-guard folds a note
// starting with "loop-guard:" into the second identical failure's tool result, as the
// model reads it, and not into the first; the fifth identical call is refused and every
// intervention writes its debug line; refusals by a settings deny rule, an ask nobody
// answers and a settings PreToolUse hook are told apart from failures on the real engine,
// by the engine's own wordings (the test kit words them otherwise); a call loop-guard
// refuses never reaches the permission check, so it can never prompt the person; a large
// output identical to its previous runs reaches the model as a pointer from warnAt on while
// the transcript's tool record keeps it whole, unless dedupeOutput is off; a hand-written
// settings file with numbers past any range loads the mod, which runs on the defaults for
// them and says so; a word where a number goes is refused by the engine itself (README, Options).
// LOOP_GUARD_PLUGIN_DIR points the test at another build of the plugin (default: this repo).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { permissionSettings, runHeadless, type HeadlessResult } from '../scripts/headless.mjs'

const pluginDir = process.env.LOOP_GUARD_PLUGIN_DIR ?? fileURLToPath(new URL('..', import.meta.url))
const failing = { name: 'Bash', input: { command: 'ls /definitely/missing', description: 'List a folder' } }
// what the engine folds in: "\n\n<system-reminder>\ntool.call hook additional context: loop-guard: …"
const foldedNote = /<system-reminder>\n(?:[^\n]*: )?loop-guard:/

describe('the same failing Bash call, twice, in a real headless session', () => {
  let run: HeadlessResult

  beforeAll(async () => {
    run = await runHeadless({ calls: [failing, failing], pluginDir })
  }, 120_000)

  test('the session runs both calls with loop-guard loaded', () => {
    expect(run.timedOut, run.stderr).toBe(false)
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.pluginErrors).toEqual([])
    expect(run.pluginLoaded).toBe(true)
    expect(run.complete).toBe(true)
    expect(run.toolResults.map((r) => [r.tool, r.input.command, r.isError])).toEqual([
      ['Bash', 'ls /definitely/missing', true],
      ['Bash', 'ls /definitely/missing', true],
    ])
  })

  test('the first failure reaches the model without a loop-guard note', () => {
    const first = run.toolResults[0]!
    expect(first.text).not.toContain('loop-guard:')
    expect(first.notes).toEqual([])
  })

  test('the second failure reaches the model with a loop-guard note folded into its tool result', () => {
    const second = run.toolResults[1]!
    expect(second.output).toBe(run.toolResults[0]!.output)
    expect(second.text).toMatch(foldedNote)
    expect(second.notes).toEqual([expect.stringMatching(/^loop-guard:/)])
  })
})

describe('five identical failing Bash calls in a real headless session', () => {
  let run: HeadlessResult
  const debugLines = (): string[] => run.logs.filter((l) => l.plugin === 'loop-guard' && l.kind === 'log').map((l) => l.text)

  beforeAll(async () => {
    run = await runHeadless({ calls: [failing, failing, failing, failing, failing], pluginDir })
  }, 120_000)

  test('the fifth call is refused before it runs, and the model reads the refusal', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.toolResults).toHaveLength(5)
    expect(run.toolResults[4]!.refusal).toMatch(/^loop-guard: refused this Bash call/)
  })

  test('every intervention writes one stable line to the debug log for headless users', () => {
    expect(debugLines()).toEqual([
      'loop-guard: note Bash ×2 main repeated-failure same error again',
      'loop-guard: warn Bash ×3 main repeat advisory tier 1',
      'loop-guard: warn Bash ×4 main repeat advisory tier 2',
      'loop-guard: block Bash ×5 main repeat identical call refused',
    ])
  })
})

describe('a call a settings PreToolUse hook refuses, twice, in a real headless session', () => {
  let run: HeadlessResult
  let settingsDir: string
  const refusedCall = { name: 'Bash', input: { command: 'echo deploy-to-production', description: 'Deploy' } }

  beforeAll(async () => {
    // A PreToolUse command hook in the session's settings refuses anything that deploys.
    settingsDir = mkdtempSync(join(tmpdir(), 'loop-guard-settings-'))
    const hook = `node -e 'let d="";process.stdin.on("data",c=>d+=c).on("end",()=>{if(JSON.parse(d).tool_input.command.includes("deploy"))console.log(JSON.stringify({hookSpecificOutput:{hookEventName:"PreToolUse",permissionDecision:"deny",permissionDecisionReason:"no deploys from here"}}))})'`
    const settings = join(settingsDir, 'settings.json')
    writeFileSync(settings, JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: hook }] }] } }))
    run = await runHeadless({ calls: [refusedCall, refusedCall], pluginDir, extraArgs: ['--settings', settings] })
  }, 120_000)

  afterAll(() => rmSync(settingsDir, { recursive: true, force: true }))

  test('the hook refuses both calls before they run', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.toolResults.map((r) => [r.isError, r.output])).toEqual([
      [true, expect.stringContaining('no deploys from here')],
      [true, expect.stringContaining('no deploys from here')],
    ])
  })

  test('the second refusal gets the refused-twice note, not a failure note', () => {
    expect(run.toolResults[0]!.notes).toEqual([])
    expect(run.toolResults[1]!.notes).toEqual([expect.stringMatching(/^loop-guard: this exact Bash call .* was refused twice/)])
  })
})

describe('calls the engine itself refuses, each twice, in a real headless session', () => {
  // loop-guard hooks no permission event: it knows these refusals by the engine's wordings.
  let run: HeadlessResult
  const bash = (command: string): { name: string; input: { command: string; description: string } } => ({ name: 'Bash', input: { command, description: 'Try it' } })
  const byRule = bash('echo forbidden-by-rule')
  const byAsk = bash('echo needs-a-yes')
  const byHook = bash('echo deploy-now')

  beforeAll(async () => {
    const settings = permissionSettings({ deny: ['Bash(echo forbidden-by-rule:*)'], ask: ['Bash(echo needs-a-yes:*)'], hookDenies: 'deploy-now', because: 'no deploys from here' })
    run = await runHeadless({ calls: [byRule, byRule, byAsk, byAsk, byHook, byHook], pluginDir, settings })
  }, 120_000)

  test('the engine refuses every call before it runs, each in its own words', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.pluginErrors).toEqual([])
    expect(run.toolResults.map((r) => [r.input.command, r.isError, r.output])).toEqual([
      [byRule.input.command, true, expect.stringMatching(/^Permission to use Bash with command echo forbidden-by-rule has been denied/)],
      [byRule.input.command, true, expect.stringMatching(/^Permission to use Bash with command echo forbidden-by-rule has been denied/)],
      [byAsk.input.command, true, expect.stringMatching(/^Claude requested permissions to use Bash, but you haven't granted it yet/)],
      [byAsk.input.command, true, expect.stringMatching(/^Claude requested permissions to use Bash, but you haven't granted it yet/)],
      [byHook.input.command, true, 'PreToolUse:Bash hook error: no deploys from here'],
      [byHook.input.command, true, 'PreToolUse:Bash hook error: no deploys from here'],
    ])
  })

  test('a deny rule, an ask nobody answers and a denying hook each get the refused-twice note on the second refusal, and no failure note', () => {
    expect(run.toolResults.map((r) => r.notes)).toEqual([
      [],
      [expect.stringMatching(/^loop-guard: this exact Bash call .* was refused twice/)],
      [],
      [expect.stringMatching(/^loop-guard: this exact Bash call .* was refused twice/)],
      [],
      [expect.stringMatching(/^loop-guard: this exact Bash call .* was refused twice/)],
    ])
  })
})

describe('a call loop-guard refuses never reaches the permission check', () => {
  // A settings PreToolUse hook runs at the start of every permission decision (before any
  // prompt could be shown); here it only counts. loop-guard refuses the fifth identical
  // failing call at tool.call, before core: the decision, and so any prompt, never happens.
  let run: HeadlessResult
  let checks: string[]

  beforeAll(async () => {
    const counting = { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo checked >> permission-checks.log' }] }] } }
    run = await runHeadless({ calls: [failing, failing, failing, failing, failing], pluginDir, settings: counting, keep: true })
    const log = join(run.dir!, 'work', 'permission-checks.log')
    checks = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
    rmSync(run.dir!, { recursive: true, force: true })
  }, 120_000)

  test('four calls are put to the permission check, the fifth is refused by loop-guard without one', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.toolResults[4]!.refusal).toMatch(/^loop-guard: refused this Bash call/)
    expect(checks).toHaveLength(4)
  })
})

describe('the same large output four times in a real headless session', () => {
  // `seq 1 3000` prints about 14 KB, the same on every run
  const large = { name: 'Bash', input: { command: 'seq 1 3000', description: 'Print numbers' } }
  let run: HeadlessResult
  const recorded: { id: string; content: unknown; stdout: unknown }[] = []

  beforeAll(async () => {
    run = await runHeadless({ calls: [large, large, large, large], pluginDir, keep: true })
    try {
      // the transcript file: each result row's content (what the model reads) and the tool's own record
      for (const line of readFileSync(run.transcriptPath!, 'utf8').split('\n').filter(Boolean)) {
        const row = JSON.parse(line) as { message?: { content?: unknown }; toolUseResult?: { stdout?: unknown } }
        const blocks = Array.isArray(row.message?.content) ? (row.message.content as { type?: string; tool_use_id?: string; content?: unknown }[]) : []
        for (const b of blocks) if (b.type === 'tool_result') recorded.push({ id: String(b.tool_use_id), content: b.content, stdout: row.toolUseResult?.stdout })
      }
    } finally {
      rmSync(run.dir!, { recursive: true, force: true })
    }
  }, 120_000)

  test('the first two runs reach the model whole', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.complete).toBe(true)
    expect(run.toolResults).toHaveLength(4)
    for (const r of run.toolResults.slice(0, 2)) expect(r.output).toMatch(/^1\n2\n3\n/)
  })

  test('from the third (warnAt) on, the model reads a short pointer instead of the output, beside the advisory', () => {
    for (const [i, r] of run.toolResults.slice(2).entries()) {
      expect(r.output).toBe(`loop-guard: same 14 KB output as this exact Bash call's previous run (${i + 3} identical runs in a row); not repeated here. Use the earlier result instead of running the call again.`)
      expect(r.notes).toEqual([expect.stringMatching(/^loop-guard: .*identical Bash call/)])
    }
  })

  test("the person's transcript keeps the full output in the tool's record", () => {
    expect(recorded).toHaveLength(4)
    const full = recorded[0]!.stdout as string
    expect(full.split('\n')).toHaveLength(3000)
    for (const r of recorded) expect(r.stdout).toBe(full)
    expect(recorded.map((r) => typeof r.content === 'string' && r.content.startsWith('loop-guard: same 14 KB output'))).toEqual([false, false, true, true])
  })

  test('each pointer writes one debug line', () => {
    const lines = run.logs.filter((l) => l.plugin === 'loop-guard' && l.kind === 'log' && l.text.startsWith('loop-guard: pointer')).map((l) => l.text)
    expect(lines).toEqual(['loop-guard: pointer Bash ×3 main same output not repeated to the model', 'loop-guard: pointer Bash ×4 main same output not repeated to the model'])
  })
})

describe('the same large output three times with dedupeOutput off', () => {
  test('the model reads the output whole every time', async () => {
    const large = { name: 'Bash', input: { command: 'seq 1 3000', description: 'Print numbers' } }
    const run = await runHeadless({ calls: [large, large, large], pluginDir, options: { dedupeOutput: false } })
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.pluginErrors).toEqual([])
    expect(run.toolResults.map((r) => r.output.startsWith('1\n2\n3\n'))).toEqual([true, true, true])
    // the advisory still comes (the fixture reports 8,000 characters of each result, so it is read from the debug log)
    const lines = run.logs.filter((l) => l.plugin === 'loop-guard' && l.kind === 'log').map((l) => l.text)
    expect(lines).toEqual(['loop-guard: warn Bash ×3 main repeat advisory tier 1'])
  }, 120_000)
})

describe('a hand-written settings file with values past any range, in a real headless session', () => {
  // written as a person would edit settings.json; before the manifest lost its min/max these stopped the mod loading
  let run: HeadlessResult

  beforeAll(async () => {
    run = await runHeadless({ calls: [failing, failing, failing], pluginDir, options: { failureNoteAt: -1, warnAt: 100_001.5, blockAt: 100_001 } })
  }, 120_000)

  test('the mod loads', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.pluginErrors).toEqual([])
    expect(run.pluginLoaded).toBe(true)
  })

  test('it runs on the defaults for the values it cannot use: the failure note at the second call, the advisory at the third', () => {
    const lines = run.logs.filter((l) => l.plugin === 'loop-guard' && l.kind === 'log' && !l.text.startsWith('loop-guard: options:')).map((l) => l.text)
    expect(lines).toEqual(['loop-guard: note Bash ×2 main repeated-failure same error again', 'loop-guard: warn Bash ×3 main repeat advisory tier 1'])
  })

  test('it says so: one toast names the options not used, one debug line says what and why', () => {
    const shown = run.logs.filter((l) => l.plugin === 'loop-guard')
    expect(shown.filter((l) => l.kind === 'toast' && l.text.includes('not used'))).toEqual([
      { plugin: 'loop-guard', kind: 'toast', text: 'failureNoteAt, warnAt not used: /loop-guard says why · /plugin configure loop-guard' },
    ])
    expect(shown.filter((l) => l.kind === 'log' && l.text.startsWith('loop-guard: options:')).map((l) => l.text)).toEqual([
      'loop-guard: options: failureNoteAt -1 is not used: it must be a whole number from 2 up; using failureNoteAt 2, the default. ' +
        'warnAt 100001.5 is not used: it must be a whole number from 2 up; using warnAt 3, the default. Fix them with /plugin configure loop-guard.',
    ])
  })
})

describe('a word where a number goes, in a real headless session', () => {
  test('Claude Code itself refuses to load the mod and says why on stderr: the limit the README states', async () => {
    const run = await runHeadless({ calls: [failing], pluginDir, options: { warnAt: 'three' } })
    expect(run.pluginLoaded).toBe(false)
    expect(run.stderr).toContain('loop-guard: hooks module did not load: options do not fit plugin.json userConfig: Warn at must be a number')
  }, 120_000)
})
