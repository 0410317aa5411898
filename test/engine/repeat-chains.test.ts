/**
 * Repeat chains on the real engine's kit, default options (warnAt 3, blockAt 5,
 * abortAfter 3): the advisories, the refusal before the call runs, the end of the main
 * turn, what keeps a chain going and what ends it, parallel twins, repeated refusals.
 * The kit marks no result read-only, so every success here is progress for the guard.
 */
import { describe, expect } from 'claude-code/testing'
import type { On, ToolCallResult } from 'claude-code'
import type { Engine } from 'claude-code/testing'
import { beneath, contexts, denied, failed, ok, repeat, test, tools } from './kit.js'
import type { Call } from './kit.js'

const READ = { tool: 'Read', file_path: '/repo/src/app.ts' } as const
const SAME = 'export const app = 1'
const TODO: Call = { tool: 'TodoWrite', todos: [{ content: 'Read app.ts', status: 'in_progress', activeForm: 'Reading app.ts' }] }

describe('identical calls with identical output', () => {
  test('the first two identical calls carry nothing', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    const results = await repeat($, 2, READ)
    expect(results).toEqual([ok(SAME), ok(SAME)])
    expect(seen.toasts).toEqual([])
  })

  test('the third identical call carries one advisory that names the tool and the count', async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    const third = (await repeat($, 3, READ))[2]
    expect(third).toEqual({ ...ok(SAME), context: [expect.stringMatching(/^loop-guard:/)] })
    expect(third?.context?.[0]).toContain('Read')
    expect(third?.context?.[0]).toMatch(/third/)
  })

  test('the fourth identical call carries a firmer advisory that says the next one will be refused', async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    const results = await repeat($, 4, READ)
    const fourth = results[3]?.context ?? []
    expect(fourth).toEqual([expect.stringMatching(/^loop-guard:/)])
    expect(fourth[0]).toMatch(/\b4\b/)
    expect(fourth[0]).toMatch(/refused/)
    expect(fourth[0]).not.toEqual(results[2]?.context?.[0])
  })

  test('each advisory shows one toast naming the tool', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 4, READ)
    expect(seen.toasts).toEqual([expect.stringContaining('Read'), expect.stringContaining('Read')])
  })

  test('the fifth identical call is refused before it runs', async ($, on) => {
    beneath(on)
    const ran = tools(on, () => ok(SAME))
    const fifth = (await repeat($, 5, READ))[4]
    expect(fifth).toEqual({ deny: expect.stringMatching(/^loop-guard:/) })
    expect(ran.calls).toHaveLength(4)
  })

  test('the refusal names the tool and the count', async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    const fifth = (await repeat($, 5, READ))[4]
    expect(fifth?.deny).toContain('Read')
    expect(fifth?.deny).toMatch(/\b5(th)?\b|fifth/)
  })

  test('retries of a refused call stay refused and never run', async ($, on) => {
    beneath(on)
    const ran = tools(on, () => ok(SAME))
    const results = await repeat($, 7, READ)
    expect(denied(results)).toEqual([false, false, false, false, true, true, true])
    expect(ran.calls).toHaveLength(4)
  })

  test('the third refusal in one request ends the main turn, by the id turn.start gave', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 6, READ)
    expect(seen.aborts).toEqual([])
    await $.tool.call(READ)
    expect(seen.aborts).toEqual(['T1'])
  })

  test('a toast explains that the turn was ended', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 6, READ)
    const before = seen.toasts.length
    await $.tool.call(READ)
    const told = seen.toasts.slice(before)
    expect(told.filter((t) => /turn/.test(t))).toEqual([expect.stringContaining('Read')])
  })

  test("the turn ended is the main loop's, even after a subagent's turn started", async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await $.turn.start({ text: 'look around', turnId: 'S1', agentId: 'a1' })
    await repeat($, 7, READ)
    expect(seen.aborts).toEqual(['T1'])
  })

  test("refusals before a person's prompt do not count toward ending the turn after it", async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 6, READ)
    await $.prompt.submit({ text: 'read it again', wait: false, origin: { kind: 'composer' } })
    await $.turn.start({ text: 'read it again', turnId: 'T2' })
    const results = await repeat($, 6, READ)
    expect(denied(results)).toEqual([false, false, false, false, true, true])
    expect(seen.aborts).toEqual([])
  })

  test("a subagent's repeated call is refused, but no turn is ever ended for it", async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await $.turn.start({ text: 'look around', turnId: 'S1', agentId: 'a1' })
    const results = await repeat($, 8, { ...READ, agentId: 'a1' })
    expect(denied(results)).toEqual([false, false, false, false, true, true, true, true])
    expect(ran.calls).toHaveLength(4)
    expect(seen.aborts).toEqual([])
  })

  test('an identical failure chain escalates through the same tiers', async ($, on) => {
    beneath(on)
    const ran = tools(on, () => failed('make: *** No rule to make target `dist`.  Stop.'))
    const results = await repeat($, 5, { tool: 'Bash', command: 'make dist' })
    expect(contexts(results.slice(0, 4))).toEqual([0, 1, 1, 1])
    expect(results[2]?.context?.[0]).toMatch(/third/)
    expect(results[3]?.context?.[0]).toMatch(/refused/)
    expect(results[4]).toEqual({ deny: expect.stringMatching(/^loop-guard:.*No rule to make target/s) })
    expect(ran.calls).toHaveLength(4)
  })
})

describe('what keeps a chain going', () => {
  test('polling whose output changes is never flagged, even 20 times', async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, (_e, n) => ok(`run 42: in progress ${'.'.repeat(n)}`))
    const results = await repeat($, 20, { tool: 'Bash', command: 'gh run view 42' })
    expect(contexts(results)).toEqual(Array(20).fill(0))
    expect(ran.calls).toHaveLength(20)
    expect(seen.toasts).toEqual([])
  })

  test('bookkeeping calls (TodoWrite, TaskUpdate) between identical calls let the count go on', async ($, on) => {
    beneath(on)
    tools(on, (e) => ok(e.tool === 'Read' ? SAME : 'Updated'))
    await $.tool.call(READ)
    await $.tool.call(TODO)
    await $.tool.call(READ)
    await $.tool.call({ tool: 'TaskUpdate', taskId: '1', status: 'in_progress' })
    const third = await $.tool.call(READ)
    expect(third.context).toHaveLength(1)
  })

  test('bookkeeping tools are known whatever the case of their name', async ($, on) => {
    beneath(on)
    tools(on, (e) => ok(e.tool === 'Read' ? SAME : 'Updated'))
    // names in another case are not among the declared tools, hence the casts
    await $.tool.call(READ)
    await $.tool.call({ ...TODO, tool: 'todowrite' } as unknown as Call)
    await $.tool.call(READ)
    await $.tool.call({ tool: 'TASKUPDATE', taskId: '1', status: 'completed' } as unknown as Call)
    const third = await $.tool.call(READ)
    expect(third.context).toHaveLength(1)
  })

  test('repeated bookkeeping calls are never flagged', async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, () => ok('Updated'))
    const results = await repeat($, 8, TODO)
    expect(contexts(results)).toEqual(Array(8).fill(0))
    expect(ran.calls).toHaveLength(8)
    expect(seen.toasts).toEqual([])
  })

  test('a failing call in between does not end the chain', async ($, on) => {
    beneath(on)
    tools(on, (e) => (e.tool === 'Read' ? ok(SAME) : failed('grep: invalid option -- P')))
    await $.tool.call(READ)
    await $.tool.call({ tool: 'Bash', command: 'grep -P x src' })
    await $.tool.call(READ)
    const third = await $.tool.call(READ)
    expect(third.context).toEqual([expect.stringMatching(/third/)])
  })
})

describe('what ends a chain', () => {
  test('a different call in between that made progress ends the chain', async ($, on) => {
    beneath(on)
    tools(on, (e) => ok(e.tool === 'Read' ? SAME : ''))
    await repeat($, 2, READ)
    await $.tool.call({ tool: 'Bash', command: 'npm run fix' })
    const after = await repeat($, 3, READ)
    expect(contexts(after)).toEqual([0, 0, 1])
  })

  for (const kind of ['composer', 'sdk', 'bridge'] as const) {
    test(`a prompt a person sent (origin ${kind}) starts every chain over`, async ($, on) => {
      beneath(on)
      tools(on, () => ok(SAME))
      await repeat($, 2, READ)
      await $.prompt.submit({ text: 'look again', wait: false, origin: { kind } })
      const after = await repeat($, 3, READ)
      expect(contexts(after)).toEqual([0, 0, 1])
    })
  }

  test("a person's prompt lets a refused call run again", async ($, on) => {
    beneath(on)
    const ran = tools(on, () => ok(SAME))
    await repeat($, 5, READ)
    await $.prompt.submit({ text: 'read it once more', wait: false, origin: { kind: 'composer' } })
    const after = await $.tool.call(READ)
    expect(after).toEqual(ok(SAME))
    expect(ran.calls).toHaveLength(5)
  })

  test('a task notification does not reset the chains', async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 2, READ)
    await $.prompt.submit({ text: '<task-notification>done</task-notification>', wait: false, origin: { kind: 'task-notification' } })
    const third = await $.tool.call(READ)
    expect(third.context).toHaveLength(1)
  })

  test("a main turn that ends with an answer starts the main loop's chains over", async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 2, READ)
    await $.turn.complete({ answer: 'Done.', durationMs: 5, isAborted: false, turnId: 'T1', reason: 'answer' })
    const after = await repeat($, 3, READ)
    expect(contexts(after)).toEqual([0, 0, 1])
  })

  test("a main turn that ends with an answer leaves a subagent's chains alone", async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 2, { ...READ, agentId: 'a1' })
    await $.turn.complete({ answer: 'Done.', durationMs: 5, isAborted: false, turnId: 'T1', reason: 'answer' })
    const third = await $.tool.call({ ...READ, agentId: 'a1' })
    expect(third.context).toHaveLength(1)
  })
  test("a subagent's turn that ends with an answer starts that subagent's chains over", async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 2, { ...READ, agentId: 'a1' })
    await $.turn.complete({ answer: 'Found it.', durationMs: 5, isAborted: false, turnId: 'S1', reason: 'answer', agentId: 'a1' })
    const after = await repeat($, 3, { ...READ, agentId: 'a1' })
    expect(contexts(after)).toEqual([0, 0, 1])
  })

  test("a subagent's turn that ends with an answer leaves the main loop's chains alone", async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 2, READ)
    await $.turn.complete({ answer: 'Found it.', durationMs: 5, isAborted: false, turnId: 'S1', reason: 'answer', agentId: 'a1' })
    const third = await $.tool.call(READ)
    expect(third.context).toHaveLength(1)
  })
})

describe('parallel twins', () => {
  /** The model's responses: each holds two Read calls, with ids `toolu_<step>_a` and `_b`. */
  function twoReadsPerResponse(on: On): void {
    on('turn.step', async function* (_$, e) {
      yield { kind: 'tool', index: 0, id: `toolu_${e.index}_a`, name: 'Read' }
      yield { kind: 'tool', index: 1, id: `toolu_${e.index}_b`, name: 'Read' }
      return { turnId: e.turnId, index: e.index, answer: '', toolUses: [], stopReason: 'tool_use', usage: null }
    })
  }

  /** Runs `steps` model responses, each followed by its two identical Read calls. */
  async function twinSteps($: Engine, steps: number): Promise<ToolCallResult[]> {
    const results: ToolCallResult[] = []
    for (let step = 0; step < steps; step++) {
      for await (const _chunk of $.turn.step({ turnId: 'T1', index: step, model: 'm', messageCount: 1 })) {
        // the guard maps each tool chunk's id to this response as it passes
      }
      results.push(await $.tool.call({ ...READ, tool_use_id: `toolu_${step}_a` }))
      results.push(await $.tool.call({ ...READ, tool_use_id: `toolu_${step}_b` }))
    }
    return results
  }

  test('identical calls of one model response count as one step', async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    twoReadsPerResponse(on)
    const results = await twinSteps($, 3)
    expect(contexts(results)).toEqual([0, 0, 0, 0, 1, 0])
  })

  test('twins run until their response is the blockAt-th, and are then refused together', async ($, on) => {
    beneath(on)
    const ran = tools(on, () => ok(SAME))
    twoReadsPerResponse(on)
    const results = await twinSteps($, 5)
    expect(denied(results)).toEqual([false, false, false, false, false, false, false, false, true, true])
    expect(ran.calls).toHaveLength(8)
  })
})

describe('refusals by a person or a rule', () => {
  test('the same call refused twice draws one note, "refused twice", and one toast', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    // a deny rule on a file tool, in the engine's words (a headless run)
    on('tool.check', () => ({ decision: 'deny', reason: 'File is in a directory that is denied by your permission settings.' }))
    const results = await repeat($, 3, READ)
    expect(contexts(results)).toEqual([0, 1, 0])
    expect(results[1]?.context?.[0]).toMatch(/^loop-guard:.*refused twice/)
    expect(seen.toasts).toEqual([expect.stringContaining('Read')])
  })
})

describe('a loop of refusals by others is a loop', () => {
  test('the same call refused by a rule again and again gets a firmer note, then the guard refuses it itself', async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, () => ok(SAME))
    let checks = 0
    on('tool.check', () => {
      checks++
      return { decision: 'deny', reason: 'Permission to use Bash with command rm -rf dist has been denied.' }
    })
    const results = await repeat($, 5, { tool: 'Bash', command: 'rm -rf dist' })
    expect(contexts(results.slice(0, 4))).toEqual([0, 1, 0, 1])
    expect(results[3]?.context?.[0]).toMatch(/^loop-guard:.*refused 4 times.*will refuse the next attempt itself/)
    expect(results[4]?.deny).toMatch(/^loop-guard: refused this Bash call/)
    expect(checks).toBe(4)
    expect(ran.calls).toEqual([])
    expect(seen.debug.at(-1)).toMatch(/^loop-guard: block Bash ×5 main refused-twice /)
  })

  test('after abortAfter of its own refusals the guard ends the main turn', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    on('tool.check', () => ({ decision: 'deny', reason: 'Permission to use Bash with command rm -rf dist has been denied.' }))
    await $.turn.start({ text: 'clean up', turnId: 'T1' })
    await repeat($, 7, { tool: 'Bash', command: 'rm -rf dist' })
    expect(seen.aborts).toEqual(['T1'])
  })
})

describe('after the turn ended', () => {
  test('/loop-guard allow reaches the call whose refusals ended the turn', async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await $.turn.start({ text: 'fix the app', turnId: 'T1' })
    await repeat($, 7, READ)
    await $.turn.complete({ answer: '', durationMs: 5, isAborted: true, turnId: 'T1', reason: 'aborted' })
    const answer = await $.command.run({ command: 'loop-guard', args: 'allow', origin: { kind: 'composer' }, presentation: { isFullscreen: false, columns: 120 } })
    expect(answer.text).toMatch(/^allowed Read/)
  })

  test("a subagent's aborted turn leaves the main loop's chains alone", async ($, on) => {
    beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 2, READ)
    await $.turn.complete({ answer: '', durationMs: 5, isAborted: true, turnId: 'S1', reason: 'aborted', agentId: 'a1' })
    const third = await $.tool.call(READ)
    expect(third.context).toEqual([expect.stringMatching(/^loop-guard:.*third identical Read/)])
  })
})

describe('the status line says what repeats', () => {
  test('a failure repeated twice shows the tool, the count and "same failure"', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => failed('make: *** No rule to make target `dist`.  Stop.'))
    await repeat($, 2, { tool: 'Bash', command: 'make dist' })
    expect(seen.statuses.at(-1)).toBe('Bash ×2 · same failure')
  })

  test('a refused call shows the tool, the count and "refused"', async ($, on) => {
    const seen = beneath(on)
    tools(on, () => ok(SAME))
    await repeat($, 5, READ)
    expect(seen.statuses.at(-1)).toBe('Read ×5 · refused')
  })
})
