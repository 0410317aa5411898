// Specification of how hooks/outcome.ts knows a permission refusal from a failure by what
// tool.call itself sees: the engine's own wordings at the head of the error. loop-guard
// hooks no permission event, so these wordings (and `{ deny }` from beneath) are all it
// has. Each text below is as the engine handed it to a tool.call hook in a headless run of
// Claude Code 2.1.332 (scripts/headless.mjs), or as real transcripts recorded it
// (../shared/corpus, older versions); the e2e spec checks the first four on the engine.
import { describe, expect, test } from 'vitest'
import { readOutcome } from '../../hooks/outcome.js'
import type { ResultLike } from '../../hooks/outcome.js'

/** The errored shape core gives a plugin: `result` with the `Error: ` prefix, `text` without. */
const errored = (text: string): ResultLike => ({ isError: true, result: `Error: ${text}`, text })
const kindOf = async (r: ResultLike, aborted = false): Promise<string> => (await readOutcome(r, { aborted })).kind

describe('the engine wordings of a refusal, as tool.call receives them', () => {
  test.each([
    ['a settings deny rule on a command', 'Permission to use Bash with command echo forbidden thing has been denied.'],
    ['a settings deny rule on a file tool', '<tool_use_error>File is in a directory that is denied by your permission settings.</tool_use_error>'],
    ['a settings PreToolUse hook that denies', 'PreToolUse:Bash hook error: no deploys from here'],
    ['an ask nobody answers in -p (a rule)', "Claude requested permissions to use Bash, but you haven't granted it yet."],
    ['an ask nobody answers in -p (a write)', "Claude requested permissions to write to /tmp/notes.txt, but you haven't granted it yet."],
    ["a plugin's tool.check deny", 'Permission to use Bash denied by plugins policy, cc-plugin-privacy: no deploys on Fridays'],
    ["a plugin's tool.check ask nobody answers", 'Permission to use Bash denied by plugin policy: ask before deploying'],
    ['an ask nobody answers in the engine kit', 'Permission to use Bash has been denied. IMPORTANT: You *may* attempt to accomplish this action using other tools'],
    ['an older settings hook block', 'Bash operation blocked by hook:\n- [uv run .claude/hooks/pre_tool_use.py]: BLOCKED: Dangerous rm command'],
    ['an older settings hook deny', 'Hook PreToolUse:Bash denied this tool'],
    ["auto mode's classifier", 'Permission for this action was denied by the Claude Code auto mode classifier. Reason: pushes to main'],
  ])('%s is refused', async (_cause, text) => {
    expect(await kindOf(errored(text))).toBe('refused')
  })

  test.each([
    ['in the dialog', "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed."],
    ['to a later action', "The user doesn't want to take this action right now. STOP what you are doing and wait for the user to tell you how to proceed."],
  ])('a person\'s "No" %s is refused, not interrupted, though the signal is aborted', async (_when, text) => {
    expect(await kindOf(errored(text), true)).toBe('refused')
  })

  test('a refusal keeps the reason in its first line, for the note', async () => {
    const o = await readOutcome(errored('PreToolUse:Bash hook error: no deploys from here'))
    expect(o).toEqual({ kind: 'refused', firstLine: expect.stringContaining('no deploys from here') })
  })
})

describe('failures that only look like refusals stay failures', () => {
  test.each([
    ["a tool's own permission error", "Exit code 2\nls: cannot open directory '/root': Permission denied"],
    ['a refusal wording quoted later in the output', 'Exit code 1\nPermission to use Bash has been denied.'],
    ['a hook error quoted later in the output', 'Exit code 1\nlog: PreToolUse:Bash hook error: x'],
    ['an ssh key refused', '<email>: Permission denied (publickey).\nfatal: Could not read from remote repository.'],
    ['a person interrupting a running call', 'Exit code 137\n[Request interrupted by user for tool use]'],
  ])('%s is not refused', async (_what, text) => {
    expect(await kindOf(errored(text))).not.toBe('refused')
  })
})
