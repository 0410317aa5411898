// Specification of hooks/detectors/unmoved-error.ts through the guard, on real tools'
// outputs (test/fixtures/outputs): the same check failing the same way (numbers aside) after three
// different successful edits gets one firmer note that steps back, and never a refusal;
// an error that moved, the same edit made again, or several edits before one re-run do not
// count as fixes that left the error where it was.
import { describe, expect, test } from 'vitest'
import { callInfo } from '../../hooks/call-key.js'
import { UNMOVED_FIXES } from '../../hooks/detectors/unmoved-error.js'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'
import { readOutcome } from '../../hooks/outcome.js'
import { bashRun, fixture, toolResult } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'
import type { Intervention } from '../../hooks/vocabulary.js'

const guardWith = (raw: RawOptions = {}): Guard => new Guard(readSettings(raw).settings)

/** One call as the wiring makes it: asked before, run unless refused, counted after. */
async function attempt(g: Guard, tool: string, run: FixtureRun): Promise<string[]> {
  const c = await callInfo('main', tool, run.args)
  const before = g.beforeCall(c)
  const after = before.some((i) => i.action === 'block') ? [] : g.afterCall(c, await readOutcome(run.result, {}, run.args))
  return [...before, ...after].map((i: Intervention) => `${i.action}:${i.rule}`)
}

/** A successful Edit of `src/cart.ts`: progress; its arguments make it this edit and no other. */
const edit = (n: number): FixtureRun =>
  toolResult({ file_path: '/home/dev/shop/src/cart.ts', old_string: `const total = ${n}`, new_string: `const total = ${n + 1}` }, 'The file /home/dev/shop/src/cart.ts has been updated.', false)

/** check, then per edit: the edit and the check again; what the guard said at each check run. */
async function fixLoop(g: Guard, tool: string, checks: readonly FixtureRun[], edits: readonly FixtureRun[]): Promise<string[][]> {
  const said = [await attempt(g, tool, checks[0]!)]
  for (const [i, e] of edits.entries()) {
    await attempt(g, 'Edit', e)
    said.push(await attempt(g, tool, checks[(i + 1) % checks.length]!))
  }
  return said
}

describe('fixes that do not move the error', () => {
  for (const name of ['pytest-object-address', 'jest-failing-test', 'tsc-type-errors', 'cargo-test-failure']) {
    test(`${name}: the same failure after three different edits gets one unmoved-error note, at the fourth run`, async () => {
      const f = fixture(name)
      const g = guardWith()
      // the runs alternate between two noise variants of one outcome, as real re-runs do
      const said = await fixLoop(g, f.tool, [f.first, f.sameOutcome], [edit(1), edit(2), edit(3)])
      expect(said.map((s) => s.filter((x) => x !== 'note:repeated-failure'))).toEqual([[], [], [], ['note:unmoved-error']])
    })
  }

  test('the default is three fixes', () => {
    expect(UNMOVED_FIXES).toBe(3)
  })

  test('the note quotes the error, counts the edits and steps back: re-read, question the assumption, or ask the user', async () => {
    const f = fixture('pytest-object-address')
    const g = guardWith()
    const c = await callInfo('main', 'Bash', f.first.args)
    let text = ''
    await attempt(g, 'Bash', f.first)
    for (let i = 1; i <= 3; i++) {
      await attempt(g, 'Edit', edit(i))
      const notes = g.afterCall(c, await readOutcome(f.first.result, {}, f.first.args))
      text = notes.find((n) => n.rule === 'unmoved-error')?.modelText ?? text
    }
    expect(text).toMatch(/^loop-guard: this Bash call with arguments "pytest tests\/test_client.py" has failed with the same error \(numbers aside\) after each of your last 3 different edits; the tool printed \(as a JSON string\): "/)
    expect(text).toContain('re-read the whole error')
    expect(text).toContain('question the assumption')
    expect(text).toContain('ask the user')
  })

  test('it is never a refusal: ten different edits, each followed by the same failure, are all run', async () => {
    const f = fixture('jest-failing-test')
    const g = guardWith({ mode: 'enforce', blockAt: 3, abortAfter: 1 })
    const said = await fixLoop(g, f.tool, [f.first], Array.from({ length: 10 }, (_, i) => edit(i)))
    expect(said.flat().filter((s) => s.startsWith('block') || s.startsWith('abort'))).toEqual([])
    expect(said.flat().filter((s) => s === 'note:unmoved-error')).toHaveLength(1)
    expect(g.stats.refusals).toBe(0)
  })

  test('an error that moved after each edit starts over each time: nothing is said for it', async () => {
    const f = fixture('eslint-problems')
    const g = guardWith()
    const said = await fixLoop(g, f.tool, [f.first, f.changed], [edit(1), edit(2), edit(3), edit(4)])
    expect(said.flat()).not.toContain('note:unmoved-error')
  })

  test('an error that moved to another source line, no code shown there, is another error: tsc', async () => {
    const f = fixture('tsc-type-errors')
    const g = guardWith()
    const said = await fixLoop(g, f.tool, [f.first, f.changed, f.first, f.changed], [edit(1), edit(2), edit(3)])
    expect(said.flat()).not.toContain('note:unmoved-error')
  })

  test('a traceback whose line numbers shifted after each edit, the code shown the same, is the same error', async () => {
    const traceback = (line: number): FixtureRun =>
      bashRun('python -m app', `Traceback (most recent call last):\n  File "/app/cart.py", line ${line}, in total\n    return sum(i.price for i in items) / count\nZeroDivisionError: division by zero`, 1)
    const g = guardWith()
    const said = await fixLoop(g, 'Bash', [traceback(40), traceback(43), traceback(47), traceback(52)], [edit(1), edit(2), edit(3)])
    expect(said.at(-1)).toEqual(['note:unmoved-error'])
  })

  test('another failing test is a moved error: vitest', async () => {
    const f = fixture('vitest-failing-test')
    const g = guardWith()
    const said = await fixLoop(g, f.tool, [f.first, f.changed], [edit(1), edit(2), edit(3), edit(4)])
    expect(said.flat()).not.toContain('note:unmoved-error')
  })

  test('the same edit made again is not a different edit', async () => {
    const f = fixture('pytest-object-address')
    const g = guardWith()
    const write = toolResult({ file_path: '/home/dev/shop/app.py', content: 'RETRIES = 3\n' }, 'File created successfully at: /home/dev/shop/app.py', false)
    const said = await fixLoop(g, f.tool, [f.first], [edit(1), write, write, write, edit(1)])
    expect(said.flat()).not.toContain('note:unmoved-error')
  })

  test('three edits before one re-run are one fix, not three', async () => {
    const f = fixture('pytest-object-address')
    const g = guardWith()
    await attempt(g, 'Bash', f.first)
    for (let i = 0; i < 3; i++) await attempt(g, 'Edit', edit(i))
    const said = [await attempt(g, 'Bash', f.first), await attempt(g, 'Edit', edit(10)), await attempt(g, 'Bash', f.first)]
    expect(said.flat()).not.toContain('note:unmoved-error')
  })

  test('a success of the check ends the streak', async () => {
    const f = fixture('cargo-test-failure')
    const g = guardWith()
    const passed: FixtureRun = { args: f.first.args, result: { result: { stdout: 'test result: ok. 3 passed', stderr: '' }, text: 'test result: ok. 3 passed' } }
    const said = await fixLoop(g, f.tool, [f.first, f.first, passed, f.first, f.first], [edit(1), edit(2), edit(3), edit(4)])
    expect(said.flat()).not.toContain('note:unmoved-error')
  })

  test("the /loop-guard report's top repeated calls name the rule for the check", async () => {
    const f = fixture('pytest-object-address')
    const g = guardWith()
    await fixLoop(g, f.tool, [f.first], [edit(1), edit(2), edit(3)])
    expect([...g.stats.topRepeats.values()].map((t) => [t.tool, t.excerpt, t.rule])).toEqual([['Bash', 'pytest tests/test_client.py', 'unmoved-error']])
  })

  test('the call where it speaks gets no repeated-failure note as well', async () => {
    const f = fixture('pytest-object-address')
    const g = guardWith({ failureNoteAt: 4 }) // the repeated-failure note would fall on the same, fourth, run
    const said = await fixLoop(g, f.tool, [f.first], [edit(1), edit(2), edit(3)])
    expect(said).toEqual([[], [], [], ['note:unmoved-error']])
    expect({ notes: g.stats.notes, refusals: g.stats.refusals }).toEqual({ notes: 1, refusals: 0 })
  })
})
