/**
 * Hostile input through the real `tool.call` hook on the engine's kit: huge and deep
 * arguments, results that are not text, hostile characters, many distinct calls, and
 * faults inside the guard. Each call goes on to the engine exactly once and comes back
 * as the engine answered it, at most with loop-guard's notes appended as `context`.
 * (An argument whose getter throws cannot be built: the kit refuses it as "not plain
 * data", as the engine's clone does.)
 */
import { describe, expect } from 'claude-code/testing'
import type { ToolCallResult } from 'claude-code'
import { beneath, test, TEST_TIMEOUT_MS, tools } from '../engine/kit.js'
import type { Call } from '../engine/kit.js'

/** What came back is the engine's answer, plus nothing but loop-guard's notes. */
function expectUnchanged(got: ToolCallResult, answer: ToolCallResult): void {
  const { context, ...rest } = got
  expect(sameData(rest, answer)).toBe(true)
  for (const note of context ?? []) expect(note.startsWith('loop-guard:')).toBe(true)
}

/** Deep equality of plain data without recursion: the kit's toEqual overflows its stack at 10,000 levels. */
function sameData(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]]
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const [x, y] = pair
    if (Object.is(x, y)) continue
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false
    if (Array.isArray(x) !== Array.isArray(y)) return false
    const xKeys = Object.keys(x)
    if (xKeys.length !== Object.keys(y).length) return false
    for (const k of xKeys) {
      if (!Object.hasOwn(y, k)) return false
      pending.push([(x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]])
    }
  }
  return true
}

const TEN_MB = 10 * 1024 * 1024
/** For the tests that clone or walk megabytes or 10,000 levels: run alone, each took up to 8 times a plain kit test's time. */
const HEAVY = { timeoutMs: 2 * TEST_TIMEOUT_MS }
const HOSTILE = '\u{1F600}\uD800\uDC00\u202E\u05D0\u200B\u200D\uFEFF\u0000\u001B[31m\r\n\t\u2028\uE000\uFFFDe\u0301"\\'

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'leaf'
  for (let i = 0; i < depth; i++) value = asArray ? [i, value] : { level: i, inner: value }
  return value
}

describe('huge and deep arguments', () => {
  test('a call with a 10 MB argument goes on once and comes back unchanged', HEAVY, async ($, on) => {
    beneath(on)
    const answer: ToolCallResult = { result: 'written', text: 'written' }
    const ran = tools(on, () => answer)
    const got = await $.tool.call({ tool: 'Write', file_path: '/tmp/big.txt', content: 'x'.repeat(TEN_MB) })
    expectUnchanged(got, answer)
    expect(ran.calls).toHaveLength(1)
  })

  test('calls with 10,000-deep objects and arrays go on once each and come back unchanged', HEAVY, async ($, on) => {
    beneath(on)
    const answer: ToolCallResult = { isError: true, result: 'Error: too deep', text: 'too deep' }
    const ran = tools(on, () => answer)
    const calls: Call[] = [
      { tool: 'mcp__db__query', filter: nested(10_000, false) },
      { tool: 'mcp__db__query', filter: nested(10_000, true) },
      { tool: 'mcp__db__query', filter: nested(10_000, true) },
    ]
    for (const call of calls) expectUnchanged(await $.tool.call(call), answer)
    expect(ran.calls).toHaveLength(3)
  })
})

describe('results that are not text', () => {
  const answers: [string, ToolCallResult][] = [
    ['an object', { result: { rows: [{ id: 1 }, { id: 2 }], more: false } }],
    ['an array of mixed types', { result: [1, 'two', null, { three: [3] }, true] }],
    ['null', { result: null }],
    ['a number', { result: 42 }],
    ['a bigint', { result: 10n ** 30n }],
    ['text that is not a string', { result: 'shown', text: 5 } as unknown as ToolCallResult],
    ['an error whose result is an object, with no text', { isError: true, result: { code: 7, detail: [null] } }],
    ['10,000-deep nesting', { result: nested(10_000, false) }],
  ]
  for (const [what, answer] of answers) {
    const limit = what.startsWith('10,000-deep') ? HEAVY : {}
    test(`a result that is ${what} comes back unchanged, each of three identical calls going on once`, limit, async ($, on) => {
      beneath(on)
      const ran = tools(on, () => answer)
      for (let i = 0; i < 3; i++) expectUnchanged(await $.tool.call({ tool: 'mcp__db__query', sql: 'select 1' }), answer)
      expect(ran.calls).toHaveLength(3)
    })
  }
})

describe('hostile characters', () => {
  test('arguments full of hostile characters, in another key order, are the same call', async ($, on) => {
    beneath(on)
    const answer: ToolCallResult = { isError: true, result: `Error: ${HOSTILE}`, text: HOSTILE }
    const ran = tools(on, () => answer)
    const first = await $.tool.call({ tool: 'mcp__x__y', [HOSTILE]: HOSTILE, b: { [`k${HOSTILE}`]: 1, a: [HOSTILE, null] } })
    const second = await $.tool.call({ tool: 'mcp__x__y', b: { a: [HOSTILE, null], [`k${HOSTILE}`]: 1 }, [HOSTILE]: HOSTILE })
    expectUnchanged(first, answer)
    expectUnchanged(second, answer)
    expect(first.context).toBeUndefined()
    expect(second.context).toHaveLength(1) // the second identical failure: the key stayed canonical
    expect(ran.calls).toHaveLength(2)
  })

  test('hostile loop ids and tool names go on once each', async ($, on) => {
    beneath(on)
    const answer: ToolCallResult = { result: 'ok', text: 'ok' }
    const ran = tools(on, () => answer)
    const names = [`mcp__${HOSTILE}__tool`, 'mcp____', `mcp__a__${'z'.repeat(5_000)}`]
    for (const [i, tool] of names.entries()) {
      for (const agentId of [`agent-${HOSTILE}`, '', `a${i}`]) {
        expectUnchanged(await $.tool.call({ tool: tool as `mcp__${string}__${string}`, q: i, agentId }), answer)
      }
    }
    expect(ran.calls).toHaveLength(9)
  })
})

describe('many distinct calls', () => {
  test('400 distinct calls over 40 subagents each go on once and come back unchanged', HEAVY, async ($, on) => {
    beneath(on)
    const answers = [{ result: 'ok', text: 'ok' }, { isError: true, result: 'Error: no', text: 'no' }] satisfies ToolCallResult[]
    const ran = tools(on, (_e, n) => answers[n % 2]!)
    for (let i = 0; i < 400; i++) {
      expectUnchanged(await $.tool.call({ tool: 'Bash', command: `make target_${i}`, agentId: `agent-${i % 40}` }), answers[(i + 1) % 2]!)
    }
    expect(ran.calls).toHaveLength(400)
  })
})

describe('a fault in the guard fails open', () => {
  test('a tool name that is not a string: the call goes on once and comes back unchanged', async ($, on) => {
    beneath(on)
    const answer: ToolCallResult = { isError: true, result: 'Error: odd', text: 'odd' }
    const ran = tools(on, () => answer)
    for (let i = 0; i < 3; i++) expectUnchanged(await $.tool.call({ tool: 42 } as unknown as Call), answer)
    expect(ran.calls).toHaveLength(3)
  })

  test('a result the guard cannot read as text: each call goes on once and comes back unchanged', async ($, on) => {
    // JSON.stringify throws on the bigint and String() on the shadowed toString, after the call ran.
    beneath(on)
    const answer = { isError: true, result: { toString: 'shadowed', n: 1n } } as unknown as ToolCallResult
    const ran = tools(on, () => answer)
    for (let i = 0; i < 3; i++) expectUnchanged(await $.tool.call({ tool: 'mcp__db__query', sql: 'select 1' }), answer)
    expect(ran.calls).toHaveLength(3)
  })

  test('a toast and a status line that throw: the call goes on once and comes back with its note', async ($, on) => {
    on('ui.toast', () => {
      throw new Error('toast broke')
    })
    on('ui.status', () => {
      throw new Error('status broke')
    })
    on('ui.log', () => ({ value: undefined }))
    const answer: ToolCallResult = { isError: true, result: 'Error: boom', text: 'boom' }
    const ran = tools(on, () => answer)
    await $.tool.call({ tool: 'Bash', command: 'make' })
    const second = await $.tool.call({ tool: 'Bash', command: 'make' })
    expectUnchanged(second, answer)
    expect(second.context).toHaveLength(1)
    expect(ran.calls).toHaveLength(2)
  })
})
