// End-to-end: a real headless Claude Code session (scripts/headless.mjs), with the
// scripted-model fixture running the same failing Bash call twice and then stopping.
// Contract checked: loop-guard folds a note starting with "loop-guard:" into the second
// identical failure's tool result, as the model reads it, and not into the first.
// LOOP_GUARD_PLUGIN_DIR points the test at another build of the plugin (default: this repo).
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { runHeadless, type HeadlessResult } from '../scripts/headless.mjs'

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
      'loop-guard: note Bash ×2 main same error again',
      'loop-guard: warn Bash ×3 main advisory tier 1',
      'loop-guard: warn Bash ×4 main advisory tier 2',
      'loop-guard: block Bash ×5 main identical call refused',
    ])
  })
})
