// What a person sees on a real terminal: an interactive Claude Code session under tmux
// (scripts/interactive.mjs), 100 columns wide, with the scripted-model fixture playing a
// model stuck on one failing command. Contract checked on the screen itself: the first
// toast names the tool and keeps its overrule hint whole; the status line counts the
// chain; every refusal and the ended turn leave a loop-guard row in the transcript that
// says why and how to overrule; the last toast says the turn was ended; the engine never
// writes its "gives way … unseen" warning (toasts are held, not dropped); `/loop-guard`
// and `/loop-guard allow` answer at the prompt; an option value that is not used is
// told at start-up with its fix in view; a repeated command that holds markdown is listed
// by `/loop-guard` as typed, not drawn bold or as a link (the engine draws the reply as
// markdown). Each screen is quoted in a failure's message.
// LOOP_GUARD_PLUGIN_DIR points the test at another build of the plugin (default: this repo).
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startInteractive, type InteractiveSession } from '../scripts/interactive.mjs'

const pluginDir = process.env.LOOP_GUARD_PLUGIN_DIR ?? fileURLToPath(new URL('..', import.meta.url))
const failing = { name: 'Bash', input: { command: 'ls /definitely/missing', description: 'List a folder' } }
/** The engine's width for a toast's text at 100 columns, after "loop-guard: ". */
const TOAST_WIDTH = 84
const START_MS = 90_000

/**
 * The toast's line on a screen: the engine draws it under the prompt as "loop-guard: <text>",
 * where the status line starts with "⚠", a transcript row with "●" and a command's answer with "⎿".
 */
const TOAST_LINE = /^\s*loop-guard: .*$/m
function toastLine(screen: string): string {
  return TOAST_LINE.exec(screen)?.[0].trim() ?? ''
}

/** Lines of the screen that are loop-guard's transcript rows, each joined with its wrapped continuation. */
function rows(screen: string): string[] {
  return screen
    .split(/\n(?=● |\S|$)/)
    .filter((block) => block.startsWith('● loop-guard: '))
    .map((block) => block.replace(/\n\s+/g, ' ').trim())
}

describe('a model stuck on one failing command, on a 100-column terminal', () => {
  let session: InteractiveSession
  const screens: Record<string, string> = {}

  beforeAll(async () => {
    session = await startInteractive({ calls: Array(9).fill(failing), pluginDir })
    // the moments a person would look: each poll stops as soon as the screen shows it
    screens.firstToast = await session.waitFor(/^\s*loop-guard: Bash ×2 /m, { timeoutMs: START_MS })
    screens.refused = await session.waitFor(/● loop-guard: refused /)
    screens.turnEnded = await session.waitFor(/● loop-guard: ended this turn/)
    screens.lastToast = await session.waitFor(/^\s*loop-guard: Bash ×7 .*ended the turn/m)
  }, START_MS + 60_000)

  afterAll(async () => await session?.close())

  test('the first toast names the tool and the count and keeps its overrule hint whole', () => {
    const toast = toastLine(screens.firstToast!)
    expect(toast, screens.firstToast).toMatch(/^loop-guard: Bash ×2 .* · \/loop-guard off pauses( the guard)?$/)
    expect(toast.length - 'loop-guard: '.length).toBeLessThanOrEqual(TOAST_WIDTH)
  })

  test('the status line names the tool and the count while the chain builds', () => {
    expect(screens.firstToast, screens.firstToast).toMatch(/⚠ loop-guard: Bash ×[2-4]\b/)
  })

  test('a refused call leaves a row that says loop-guard refused it, why, and how to overrule it', () => {
    const [row] = rows(screens.refused!)
    expect(row, screens.refused).toMatch(/^● loop-guard: refused this Bash call \(`ls \/definitely\/missing`\) before it ran: it would be the 5th identical call/)
    expect(row).toContain('/loop-guard allow lets the call run once more')
  })

  test('the ended turn leaves a row that says loop-guard ended it, not the person, and how to go on', () => {
    const ended = rows(screens.turnEnded!).filter((r) => r.includes('ended this turn'))
    expect(ended, screens.turnEnded).toEqual([expect.stringMatching(/^● loop-guard: ended this turn \(not you, not a permission rule\): .*3 calls were refused/)])
    expect(ended[0]).toMatch(/Send a prompt to go on; \/loop-guard allow lets the call run once more/)
  })

  test('the status line says the turn was ended', () => {
    expect(screens.lastToast, screens.lastToast).toMatch(/⚠ loop-guard: Bash ×7 .*turn ended/)
  })

  test('the last toast, shown after the first had its time, says what the guard saw, that it ended the turn, and how to overrule it', () => {
    const toast = toastLine(screens.lastToast!)
    expect(toast, screens.lastToast).toMatch(/^loop-guard: Bash ×7 same result, 3 refused: ended the turn · \/loop-guard allow (lets it run|runs it) once/)
    expect(toast.length - 'loop-guard: '.length).toBeLessThanOrEqual(TOAST_WIDTH)
    expect(toast).not.toContain('…')
  })

  test('the engine never warns that a toast gave way unseen, on screen or in its log', () => {
    const everything = session.everything()
    expect(everything, everything).not.toMatch(/gives way/)
    expect(session.debugLog()).not.toMatch(/\(loop-guard\): \S+ gave way/)
  })

  test('/loop-guard answers with the report: counts, the repeated call, and one option per line', async () => {
    await session.type('/loop-guard')
    const screen = await session.waitFor(/transparentTools .*\(default\)/)
    expect(screen).toMatch(/this session: 1 loop flagged · 1 note · 2 warnings · 3 calls refused · 1 turn ended/)
    expect(screen).toMatch(/Bash ×7 {2}ls \/definitely\/missing/)
    for (const option of ['mode', 'failureNoteAt', 'warnAt', 'blockAt', 'abortAfter', 'transparentTools']) {
      expect(screen).toMatch(new RegExp(`^ +${option} +\\S.*\\((default|set by you)\\)$`, 'm'))
    }
  })

  test('/loop-guard allow, after the guard ended the turn, lets the refused call run once more', async () => {
    await session.type('/loop-guard allow')
    const screen = await session.waitFor(/❯ \/loop-guard allow\n\s+⎿\s+loop-guard: \S/)
    expect(screen).toMatch(/loop-guard: allowed Bash .*to run once more/)
  })
})

describe('an option value that is not used, on a 100-column terminal', () => {
  let session: InteractiveSession
  let startUp: string

  beforeAll(async () => {
    session = await startInteractive({ calls: [], pluginDir, options: { blockAt: 2 } })
    startUp = await session.waitFor(/^\s*loop-guard: blockAt 2 /m, { timeoutMs: START_MS })
  }, START_MS + 30_000)

  afterAll(async () => await session?.close())

  test('the start-up toast names the option, the value and why, and keeps the fix in view', () => {
    const toast = toastLine(startUp)
    expect(toast, startUp).toBe('loop-guard: blockAt 2 not used: must be above warnAt 3 · /plugin configure loop-guard')
  })

  test('/loop-guard shows the value used beside the one given, and why', async () => {
    await session.type('/loop-guard')
    const screen = await session.waitFor(/transparentTools /)
    expect(screen).toMatch(/^ +blockAt +5 \(you set 2: must be above warnAt 3\)$/m)
    expect(screen).toMatch(/^ +warnAt +3 \(default\)$/m)
  })
})

describe('a repeated command holding markdown, on a 100-column terminal (issue 20)', () => {
  let session: InteractiveSession
  const command = "echo '**approved** [docs](https://evil.example/x)'"

  beforeAll(async () => {
    session = await startInteractive({ calls: Array(3).fill({ name: 'Bash', input: { command, description: 'Say it' } }), pluginDir })
    await session.waitFor(/^\s*loop-guard: Bash ×3 /m, { timeoutMs: START_MS })
  }, START_MS + 30_000)

  afterAll(async () => await session?.close())

  test('/loop-guard shows the excerpt as the characters typed: no bold text, no link', async () => {
    await session.type('/loop-guard')
    const screen = await session.waitFor(/transparentTools /)
    expect(screen).toContain(`Bash ×3  ${command}`)
  })
})
