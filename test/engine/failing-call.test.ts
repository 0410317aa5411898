/**
 * The foundation on the real engine's kit: what makes two calls "the same call", the
 * note on the second identical failure, what is not a failure, the resets, and
 * failing open. The repeat-chain advisory fires at warnAt (3), so tests that follow a
 * failure past its second time set options that keep it out of the way.
 */
import { describe, expect } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import { beneath, failed, interrupted, ok, repeat, test, tools } from './kit.js'
import type { Call, Ran } from './kit.js'

/** An error whose first line says what went wrong, with a second line that must not be quoted. */
const ERROR = "ModuleNotFoundError: No module named 'yaml'\n  raised from setup.py line 3"
const FIRST_LINE = "ModuleNotFoundError: No module named 'yaml'"
const LATER_LINE = 'raised from setup.py'
const RUN = { tool: 'Bash', command: 'python setup.py build' } as const
/** Options under which only the failure note speaks: no advisory, no refusal. */
const FAILURE_NOTE_ONLY = { options: { warnAt: 10, blockAt: 0 } }

describe('the call key', () => {
  test('arguments written in another key order, at any depth, are the same call', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ tool: 'mcp__db__query', sql: 'select 1', options: { limit: 5, offset: 0 } })
    const second = await $.tool.call({ tool: 'mcp__db__query', options: { offset: 0, limit: 5 }, sql: 'select 1' })
    expect(second.context).toHaveLength(1)
  })

  test('the string "2" and the number 2 make two different calls', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ tool: 'mcp__db__get', id: '2' })
    const second = await $.tool.call({ tool: 'mcp__db__get', id: 2 })
    expect(second.context).toBeUndefined()
    expect(seen.toasts).toEqual([])
  })

  test('the description of a Bash call is not part of its key', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ ...RUN, description: 'Build the package' })
    const second = await $.tool.call({ ...RUN, description: 'Try the build again' })
    expect(second.context).toHaveLength(1)
  })

  test('the description of an Agent call is not part of its key', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ tool: 'Agent', prompt: 'Find the config loader', description: 'Find loader' })
    const second = await $.tool.call({ tool: 'Agent', prompt: 'Find the config loader', description: 'Look for loader' })
    expect(second.context).toHaveLength(1)
  })

  test('the description of a Task call is not part of its key', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    // Task, the Agent tool's older name, is not among this build's declared tools.
    const task = (description: string): Call => ({ tool: 'Task', prompt: 'Find the config loader', description }) as unknown as Call
    await $.tool.call(task('Find loader'))
    const second = await $.tool.call(task('Look for loader'))
    expect(second.context).toHaveLength(1)
  })

  test('the description of any other tool is part of its key', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ tool: 'mcp__tracker__create', title: 'Crash', description: 'It crashes' })
    const second = await $.tool.call({ tool: 'mcp__tracker__create', title: 'Crash', description: 'It crashes on start' })
    expect(second.context).toBeUndefined()
  })

  test('the tool_use_id is not part of the key', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ ...RUN, tool_use_id: 'toolu_first' })
    const second = await $.tool.call({ ...RUN, tool_use_id: 'toolu_second' })
    expect(second.context).toHaveLength(1)
  })

  test("a subagent's calls count apart from the main loop's", async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call(RUN)
    const subagentFirst = await $.tool.call({ ...RUN, agentId: 'a1' })
    const subagentSecond = await $.tool.call({ ...RUN, agentId: 'a1' })
    expect(subagentFirst.context).toBeUndefined()
    expect(subagentSecond.context).toHaveLength(1)
  })

  test('two subagents count apart from each other', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call({ ...RUN, agentId: 'a1' })
    const other = await $.tool.call({ ...RUN, agentId: 'a2' })
    expect(other.context).toBeUndefined()
  })
})

describe('the second identical failure', () => {
  test('the first failure of a call carries no note and shows no toast', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    const first = await $.tool.call(RUN)
    expect(first).toEqual(failed(ERROR))
    expect(seen.toasts).toEqual([])
  })

  test('the second identical failure carries exactly one model-only note beside the unchanged error', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    const [, second] = await repeat($, 2, RUN)
    expect(second).toEqual({ ...failed(ERROR), context: [expect.stringMatching(/^loop-guard:/)] })
  })

  test("the note quotes the error's first line and not the lines after it", async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    const [, second] = await repeat($, 2, RUN)
    const note = second?.context?.[0] ?? ''
    expect(note).toContain(FIRST_LINE)
    expect(note).not.toContain(LATER_LINE)
  })

  test('the note tells the model not to run the call a third time', async ($, on) => {
    beneath(on)
    tools(on, () => failed(ERROR))
    const [, second] = await repeat($, 2, RUN)
    expect(second?.context?.[0]).toMatch(/not run it a third time/i)
  })

  test('the second identical failure shows exactly one toast, naming the tool', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await repeat($, 2, RUN)
    expect(seen.toasts).toEqual([expect.stringContaining('Bash')])
  })

  test('the second identical failure writes exactly one debug line and nothing to the transcript', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await repeat($, 2, RUN)
    expect(seen.debug).toEqual([expect.stringMatching(/^loop-guard:.*Bash/)])
    expect(seen.transcript).toEqual([])
  })

  test('a streak of identical failures is noted once: the third and fourth get no note or toast', FAILURE_NOTE_ONLY, async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    const results = await repeat($, 4, RUN)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 1, 0, 0])
    expect(seen.toasts).toHaveLength(1)
  })

  test('a success of the same call clears its record, and a new pair of failures is noted again', async ($, on) => {
    beneath(on)
    tools(on, (_e, n) => (n === 3 ? ok('built') : failed(ERROR)))
    const results = await repeat($, 5, RUN)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 1, 0, 0, 1])
  })

  test('the same call failing with a different error gets no note', async ($, on) => {
    const seen = beneath(on)
    tools(on, (_e, n) => failed(n === 1 ? "No module named 'yaml'" : "No module named 'toml'"))
    const [, second] = await repeat($, 2, RUN)
    expect(second?.context).toBeUndefined()
    expect(seen.toasts).toEqual([])
  })
})

describe('refusals, interrupts and engine requests are not failures', () => {
  // Each refusal below carries the failure's own text where it can, so a refusal
  // counted as a failure would draw the note on the second call.

  // The two refusals below come between two identical failures. Read as failures, they
  // would draw the failure note on the second refusal instead of "refused twice".
  const failRefuseRefuseFail = async ($: Engine, ran: Ran): Promise<void> => {
    const results = await repeat($, 4, RUN)
    expect(ran.calls).toHaveLength(2)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 0, 1, 1])
    expect(results[2]?.context?.[0]).toMatch(/refused twice/)
    expect(results[3]?.context?.[0]).toMatch(/failed the same way/)
  }

  test("a settings PreToolUse hook's deny neither counts as a failure nor clears one", FAILURE_NOTE_ONLY, async ($, on) => {
    beneath(on)
    const ran = tools(on, () => failed(ERROR))
    let seenByPreToolUse = 0
    // the engine's classic bottom words a settings hook's deny so (seen in a headless run)
    on('classic.PreToolUse', () => ([2, 3].includes(++seenByPreToolUse) ? { deny: 'PreToolUse:Bash hook error: no builds from here' } : {}))
    await failRefuseRefuseFail($, ran)
  })

  test('a settings deny rule neither counts as a failure nor clears one', FAILURE_NOTE_ONLY, async ($, on) => {
    beneath(on)
    const ran = tools(on, () => failed(ERROR))
    let checks = 0
    // core's verdict for a deny rule, as a headless run gave it
    const rule = { decision: 'deny', reason: 'Permission to use Bash with command python setup.py build has been denied.', rule: 'Bash(python:*)' } as const
    on('tool.check', () => ([2, 3].includes(++checks) ? rule : { decision: 'allow' }))
    await failRefuseRefuseFail($, ran)
  })

  test('an ask nobody answers neither counts as a failure nor clears one', async ($, on) => {
    beneath(on)
    const ran = tools(on, () => failed(ERROR))
    let checks = 0
    on('tool.check', () => (++checks === 2 ? { decision: 'ask', reason: 'python needs approval' } : { decision: 'allow' }))
    const results = await repeat($, 3, RUN)
    expect(ran.calls).toHaveLength(2)
    expect(results[1]?.isError).toBe(true)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 0, 1])
    expect(results[2]?.context?.[0]).toMatch(/twice/)
  })

  test(
    'a { deny } from a plugin beneath neither counts as a failure nor clears one',
    {
      plugins: [
        {
          name: 'policy-beneath',
          tier: 'append',
          register(on) {
            let calls = 0
            on('tool.call', (_$, e, next) => (++calls === 2 ? { deny: "ModuleNotFoundError: No module named 'yaml'\n  raised from setup.py line 3" } : next(e)))
          },
        },
      ],
    },
    async ($, on) => {
      beneath(on)
      const ran = tools(on, () => failed(ERROR))
      const results = await repeat($, 3, RUN)
      expect(ran.calls).toHaveLength(2)
      expect(results[1]).toEqual({ deny: ERROR })
      expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 0, 1])
    },
  )

  test("a person's interrupt neither counts as a failure nor clears one", async ($, on) => {
    beneath(on)
    tools(on, (_e, n) => (n === 2 ? interrupted() : failed(ERROR)))
    const results = await repeat($, 3, RUN)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 0, 1])
    expect(results[2]?.context?.[0]).toMatch(/twice/)
  })

  test('two identical interrupts draw no note and no toast', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => interrupted())
    const results = await repeat($, 2, RUN)
    expect(results.map((r) => r.context)).toEqual([undefined, undefined])
    expect(seen.toasts).toEqual([])
  })

  test('the engine\'s "issue the action again once" request is never counted as a failure', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed('Auto mode gave no verdict for Bash. Issue the action again once, as-is.'))
    const results = await repeat($, 2, RUN)
    expect(results.map((r) => r.context)).toEqual([undefined, undefined])
    expect(seen.toasts).toEqual([])
  })

  test('the engine\'s "issue the action again once" request does not clear a failure', async ($, on) => {
    beneath(on)
    tools(on, (_e, n) => (n === 2 ? failed('Auto mode gave no verdict for Bash. Issue the action again once, as-is.') : failed(ERROR)))
    const results = await repeat($, 3, RUN)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 0, 1])
  })

  test('a call cancelled because a sibling errored is never counted as a failure', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed('<tool_use_error>Sibling tool call errored</tool_use_error>'))
    const results = await repeat($, 2, RUN)
    expect(results.map((r) => r.context)).toEqual([undefined, undefined])
    expect(seen.toasts).toEqual([])
  })

  test('a call cancelled because a sibling errored does not clear a failure', async ($, on) => {
    beneath(on)
    tools(on, (_e, n) => (n === 2 ? failed('<tool_use_error>Sibling tool call errored</tool_use_error>') : failed(ERROR)))
    const results = await repeat($, 3, RUN)
    expect(results.map((r) => r.context?.length ?? 0)).toEqual([0, 0, 1])
  })
})

describe('resets', () => {
  test('an aborted turn forgets every record, the main loop\'s and every subagent\'s', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call(RUN)
    await $.tool.call({ ...RUN, agentId: 'a1' })
    await $.turn.complete({ answer: '', durationMs: 5, isAborted: true, turnId: 'T1', reason: 'aborted' })
    const main = await $.tool.call(RUN)
    const subagent = await $.tool.call({ ...RUN, agentId: 'a1' })
    expect(main.context).toBeUndefined()
    expect(subagent.context).toBeUndefined()
    expect(seen.toasts).toEqual([])
  })

  test("a person's prompt forgets the failure: the rerun the person asked for carries no note", async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call(RUN)
    await $.prompt.submit({ text: 'run it again please', wait: false, origin: { kind: 'composer' } })
    const rerun = await $.tool.call(RUN)
    expect(rerun.context).toBeUndefined()
    expect(seen.toasts).toEqual([])
  })

  test('/clear (session.end with reason clear) forgets every record', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await $.tool.call(RUN)
    await $.tool.call({ ...RUN, agentId: 'a1' })
    await $.session.end({ reason: 'clear', sessionId: 's1', resume: { id: 's1' } })
    const main = await $.tool.call(RUN)
    const subagent = await $.tool.call({ ...RUN, agentId: 'a1' })
    expect(main.context).toBeUndefined()
    expect(subagent.context).toBeUndefined()
    expect(seen.toasts).toEqual([])
  })

  test('/clear (session.end with reason clear) clears the status line', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed(ERROR))
    await repeat($, 2, RUN)
    expect(seen.statuses.at(-1)).toContain('Bash')
    await $.session.end({ reason: 'clear', sessionId: 's1', resume: { id: 's1' } })
    expect(seen.statuses.at(-1)).toBeUndefined()
    expect(seen.statuses.length).toBeGreaterThan(1)
  })
})

describe('failing open', () => {
  test('a guard that throws lets the call go on exactly as without the guard', async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, () => failed(ERROR))
    // A tool name that is not a string makes the guard's own code throw on every call.
    const broken = { tool: 42, command: 'python setup.py build' } as unknown as Call
    const results = await repeat($, 2, broken)
    expect(results).toEqual([failed(ERROR), failed(ERROR)])
    expect(ran.calls).toEqual([expect.objectContaining(broken), expect.objectContaining(broken)])
    expect(seen.toasts).toEqual([])
  })
})
