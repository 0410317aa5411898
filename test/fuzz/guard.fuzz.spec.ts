// Hostile sessions against hooks/guard.ts, hooks/options.ts and hooks/command.ts:
// random sequences of calls (hostile tool names, arguments, results and agent ids, many
// distinct keys) mixed with every reset and `/loop-guard` command, under any options a
// person can store. Run as the wiring runs them, nothing throws, every intervention is
// well-formed, and the state stays under its caps.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { callInfo } from '../../hooks/call-key.js'
import { runCommand } from '../../hooks/command.js'
import { DETECTORS } from '../../hooks/detectors/index.js'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { ReadSettings } from '../../hooks/options.js'
import { readOutcome } from '../../hooks/outcome.js'
import type { ResultLike } from '../../hooks/outcome.js'
import { cases, hostileArguments, hostileResult, hostileString, hostileToolName, reportRuns, runs } from './hostile.js'
import type { CallInfo, Intervention } from '../../hooks/vocabulary.js'

reportRuns('guard.fuzz.spec.ts')

/** The caps the guard and its rules keep: agents (main plus 32 others), and per agent each memory. */
const CAP = { agents: 33, topRepeats: 64, perAgent: { repeat: 64, 'repeated-failure': 128, cycle: 16 + 8, 'unmoved-error': 64, 'rotating-arguments': 8, 'refused-twice': 64, held: 64, calls: 64, flagged: 64 } }

function expectUnderCaps(guard: Guard): void {
  const size = guard.size()
  expect(size.agents).toBeLessThanOrEqual(CAP.agents)
  for (const [memory, cap] of Object.entries(CAP.perAgent)) expect(size[memory as keyof typeof size], memory).toBeLessThanOrEqual(cap * size.agents)
  expect(guard.stats.topRepeats.size).toBeLessThanOrEqual(CAP.topRepeats)
}

const ACTIONS = new Set(['note', 'warn', 'block', 'abort'])
const RULES = new Set(DETECTORS.map((d) => d.rule))

function expectWellFormed(list: Intervention[]): void {
  for (const i of list) {
    expect(ACTIONS.has(i.action)).toBe(true)
    expect(RULES.has(i.rule)).toBe(true)
    expect(Number.isFinite(i.count)).toBe(true)
    if (i.modelText !== undefined) expect(i.modelText.startsWith('loop-guard:')).toBe(true)
    expect(typeof i.toast).toBe('string')
    expect(typeof i.debug).toBe('string')
  }
}

/** An option value a settings file can hold (JSON), hostile strings and odd numbers included. */
const storedValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString, fc.double())

/** Options as a person may store them: valid, out of range, wrong types, or hostile. */
const hostileOptions = fc.record(
  {
    mode: fc.oneof(fc.constantFrom('enforce', 'advise', 'observe'), storedValue),
    failureNoteAt: fc.oneof(fc.integer({ min: 0, max: 12 }), storedValue),
    warnAt: fc.oneof(fc.integer({ min: 0, max: 12 }), storedValue),
    blockAt: fc.oneof(fc.integer({ min: 0, max: 14 }), storedValue),
    abortAfter: fc.oneof(fc.integer({ min: 0, max: 5 }), storedValue),
    transparentTools: fc.oneof(fc.array(hostileToolName, { maxLength: 4 }), storedValue),
  },
  { requiredKeys: [] },
)

/** A few calls and results that repeat, so chains, cycles and refusals happen, among hostile ones. */
const TOOLS = ['Bash', 'Read', 'Edit', 'mcp__db__query', 'TodoWrite']
const ARGS: Record<string, unknown>[] = [{ command: 'make' }, { file_path: '/a' }, { pattern: 'x', path: '.' }, {}]
const RESULTS: ResultLike[] = [
  { result: 'same', text: 'same' },
  { result: 'same', text: 'same', isReadOnly: true },
  { isError: true, result: 'Error: boom', text: 'boom' },
  { isError: true, result: 'Error: other', text: 'other' },
  { deny: 'no' },
  { isError: true, result: 'Error: x', text: 'Sibling tool call errored' },
  { isError: true, result: 'Error: x', text: 'Exit code 137\n[Request interrupted by user for tool use]' },
]

type Step =
  | { kind: 'call'; agent: string; tool: string; args: Record<string, unknown>; result: ResultLike; step?: string; aborted: boolean }
  | { kind: 'prompt' }
  | { kind: 'turnEnded'; agent: string; aborted: boolean }
  | { kind: 'compacted'; agent: string }
  | { kind: 'forgetAll' }
  | { kind: 'newSession' }
  | { kind: 'command'; args: string }

const agentId = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('main', 'agent-1', 'agent-2') }, { weight: 1, arbitrary: hostileString })

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      agent: agentId,
      tool: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TOOLS) }, { weight: 1, arbitrary: hostileToolName }),
      args: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ARGS) }, { weight: 1, arbitrary: hostileArguments }),
      result: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...RESULTS) }, { weight: 1, arbitrary: hostileResult as fc.Arbitrary<ResultLike> }),
      step: fc.option(fc.constantFrom('s1', 's2'), { nil: undefined }),
      aborted: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'prompt' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('turnEnded' as const), agent: agentId, aborted: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('compacted' as const), agent: agentId }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'forgetAll' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'newSession' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      args: fc.oneof(fc.constantFrom('', 'report', 'off', 'on', 'help', 'allow', 'allow 2', 'allow 0', 'allow -1', 'allow 1e400', 'allow NaN', 'allow 99999999999999999999'), hostileString),
    }),
  },
)

/** Runs one step as hooks/register.ts does, checking what comes back. */
async function run(guard: Guard, read: ReadSettings, s: Step): Promise<void> {
  switch (s.kind) {
    case 'call': {
      if (guard.isPaused || guard.isTransparent(s.tool)) return
      const call = await callInfo(s.agent, s.tool, s.args, s.step)
      const verdict = guard.beforeCall(call)
      expectWellFormed(verdict)
      expect(verdict.map((i) => i.action)).toSatisfy((actions: string[]) => ['', 'block', 'block,abort'].includes(actions.join(',')))
      if (verdict.length > 0) return // refused: the call never runs
      const notes = guard.afterCall(call, await readOutcome(s.result, { aborted: s.aborted }))
      expectWellFormed(notes)
      expect(notes.length).toBeLessThanOrEqual(1)
      return
    }
    case 'prompt':
      return guard.personPrompt()
    case 'turnEnded':
      return guard.turnEnded(s.agent, s.aborted)
    case 'compacted':
      return guard.compacted(s.agent)
    case 'forgetAll':
      return guard.forgetAll()
    case 'newSession':
      return guard.newSession()
    case 'command':
      expect(runCommand(s.args, guard, { options: read }).length).toBeGreaterThan(0)
  }
}

describe('hostile sessions', () => {
  test('readSettings turns any stored options into usable settings', () => {
    fc.assert(
      fc.property(hostileOptions, (raw) => {
        const { settings } = readSettings(raw)
        expect(['enforce', 'advise', 'observe']).toContain(settings.mode)
        expect(Number.isInteger(settings.warnAt) && settings.warnAt >= 2).toBe(true)
        expect(settings.blockAt === 0 || (Number.isInteger(settings.blockAt) && settings.blockAt > settings.warnAt)).toBe(true)
        expect(Number.isInteger(settings.abortAfter) && settings.abortAfter >= 0).toBe(true)
        expect(Number.isInteger(settings.failureNoteAt) && settings.failureNoteAt >= 2).toBe(true)
      }),
      runs(2000),
    )
  })

  test('readSettings turns a bigint option into its default instead of throwing', () => {
    // Its contract: never throws. Settings files hold JSON, so only the core's other callers can pass one.
    cases(1)
    expect(() => readSettings({ warnAt: 10n })).not.toThrow()
  })

  test('any sequence of calls, resets and commands runs without a throw, well-formed and under the caps', async () => {
    await fc.assert(
      fc.asyncProperty(hostileOptions, fc.array(step, { maxLength: 80 }), async (raw, steps) => {
        const read = readSettings(raw)
        const guard = new Guard(read.settings)
        for (const s of steps) {
          await run(guard, read, s)
          expectUnderCaps(guard)
          const status = guard.status()
          expect(status === undefined || typeof status === 'string').toBe(true)
        }
      }),
      runs(1500),
    )
  })

  test('no /loop-guard allow argument lets a chain run past the ceiling', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('1', '2', '3', '1e400', 'NaN', '-1', '0', '2.5', '0x10', '99999999999999999999', '1e1'), hostileString), { maxLength: 4 }),
        (allowances) => {
          const read = readSettings({ blockAt: 3, warnAt: 2 })
          const guard = new Guard(read.settings)
          const call: CallInfo = { agent: 'main', tool: 'Read', key: 'Read {"file_path":"/a"}', excerpt: '/a' }
          const same = { kind: 'success', fingerprint: '=same', looseFingerprint: '=same', isReadOnly: true } as const
          let ran = 0
          for (let attempt = 0; attempt < 40; attempt++) {
            if (guard.beforeCall(call).length > 0) {
              const n = allowances.shift()
              if (n === undefined) break
              runCommand(`allow ${n}`, guard, { options: read })
              continue
            }
            guard.afterCall(call, same)
            ran++
          }
          expect(ran).toBeLessThanOrEqual(guard.allowCeiling())
        },
      ),
      runs(1000),
    )
  })
})

describe('state stays capped', () => {
  test('20,000 distinct calls over 100 agents with mixed outcomes stay under the caps', async () => {
    const guard = new Guard(readSettings({}).settings)
    cases(20_000)
    for (let i = 0; i < 20_000; i++) {
      const tool = i % 3 === 0 ? 'Read' : 'Bash'
      const args = tool === 'Read' ? { file_path: `/src/${i}.ts` } : { command: `make target_${i}` }
      const call = await callInfo(i % 5 === 0 ? 'main' : `agent-${i % 100}`, tool, args)
      if (guard.beforeCall(call).length > 0) continue
      const result = RESULTS[i % RESULTS.length]!
      guard.afterCall(call, await readOutcome(result))
    }
    expectUnderCaps(guard)
  })

  test('whatever warnAt and blockAt are, the cycle rule keeps two rounds of its longest cycle per agent', () => {
    // The history no longer grows with blockAt: a cycle, once found, counts its rounds itself.
    const guard = new Guard(readSettings({ warnAt: 2, blockAt: 100_000 }).settings)
    cases(5_000)
    for (let i = 0; i < 5_000; i++) {
      const call: CallInfo = { agent: 'main', tool: 'Read', key: `Read {"file_path":"/src/${i}.ts"}`, excerpt: `/src/${i}.ts` }
      guard.afterCall(call, { kind: 'success', fingerprint: `=content ${i}`, looseFingerprint: `=content ${i}`, isReadOnly: true })
    }
    expect(guard.size().cycle).toBeLessThanOrEqual(2 * 8)
  })
})
