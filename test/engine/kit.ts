/**
 * The engine beneath loop-guard in the kit tests (`claude plugin test .`).
 *
 * Contract:
 * - `beneath(on)` registers, before the test's first `$` call, the test's answer to
 *   every engine call the plugin makes on its own (`ui.toast`, `ui.log`, `ui.status`,
 *   `turn.abort`, `$.store`) and the bottom of every event a test raises through it
 *   (`turn.start`, `turn.complete`, `prompt.submit`, `session.end`), and returns what
 *   the plugin showed the person or asked of the engine, in order.
 * - `tools(on, answer)` is the engine's `tool.call` beneath the plugin: it answers each
 *   call that reaches it and records it, so a test can tell a refused call never ran.
 * - `ok`, `failed` and `interrupted` build results as core hands them up.
 * - `repeat($, n, call)` makes the same call n times, one after another; `contexts` and
 *   `denied` read its results.
 * - `staged(on)` is `beneath` and `tools` together, answering each call with what the
 *   test staged for it (`send`); `noted` and `refused` read what a sent call came back with.
 * - `test` is the kit's `test` with a time limit of TEST_TIMEOUT_MS unless the test sets
 *   its own `timeoutMs`: every kit test imports it from here.
 * The kit lets each event be registered once per test, so a test adds only the hooks
 * this file leaves out (`tool.call` through `tools`, `tool.check`, `turn.step`, ...).
 */
import type { AgentLoop, On, ToolCallArgs, ToolCallInput, ToolCallResult } from 'claude-code'
import { mock, test as kitTest } from 'claude-code/testing'
import type { Engine, TestRest } from 'claude-code/testing'

/**
 * Each kit test's time limit. A test costs about a quarter of a CPU-second, nearly all of it
 * the kit loading the plugin afresh, and the kit runs two files at once: on a 2-core machine
 * at load 18 a test waited up to 14 s for a core, far past the kit's default of 5 s.
 */
export const TEST_TIMEOUT_MS = 60_000

/** The kit's `test`, with TEST_TIMEOUT_MS unless the test gives its own `timeoutMs`. */
export function test(name: string, ...rest: TestRest): void {
  if (rest.length === 1) kitTest(name, { timeoutMs: TEST_TIMEOUT_MS }, rest[0])
  else kitTest(name, { timeoutMs: TEST_TIMEOUT_MS, ...rest[0] }, rest[1])
}

/** What the plugin showed or asked for, in the order it did. */
export type Seen = {
  toasts: string[]
  /** Lines the plugin wrote to the debug log. */
  debug: string[]
  /** Lines the plugin wrote to the transcript (it should write none). */
  transcript: string[]
  /** Every `$.ui.status` text; `undefined` is a cleared line. */
  statuses: (string | undefined)[]
  /** The turn ids `$.turn.abort` was asked to end. */
  aborts: string[]
}

export function beneath(on: On): Seen {
  const seen: Seen = { toasts: [], debug: [], transcript: [], statuses: [], aborts: [] }
  on('ui.toast', (_$, e) => {
    seen.toasts.push(e.text)
    return { value: undefined }
  })
  on('ui.log', (_$, e) => {
    ;(e.to === 'debug' ? seen.debug : seen.transcript).push(e.text)
    return { value: undefined }
  })
  on('ui.status', (_$, e) => {
    seen.statuses.push(e.text)
    return { value: undefined }
  })
  on('turn.abort', (_$, e) => {
    seen.aborts.push(e.turnId)
    return { value: undefined }
  })
  on('turn.start', (_$, e) => ({ turnId: e.turnId }))
  on('turn.complete', (_$, e) => ({ text: e.answer }))
  on('prompt.submit', (_$, e) => ({ text: e.text }))
  on('session.end', (_$, e) => ({ sessionId: e.sessionId }))
  mock.store(on)
  return seen
}

/** The calls that reached the engine's `tool.call`, oldest first. */
export type Ran = { calls: ToolCallInput[] }

/** The engine's `tool.call`: `answer` gets each call and its 1-based number among those that ran. */
export function tools(on: On, answer: (e: ToolCallInput, n: number) => ToolCallResult): Ran {
  const ran: Ran = { calls: [] }
  on('tool.call', (_$, e) => {
    ran.calls.push(e)
    return answer(e, ran.calls.length)
  })
  return ran
}

/** A call that ran and printed `text`. */
export function ok(text: string): ToolCallResult {
  return { result: text, text }
}

/** A call that failed with `text`, as core reports a tool's error. */
export function failed(text: string): ToolCallResult {
  return { isError: true, result: `Error: ${text}`, text }
}

/** A call a person interrupted while it ran. */
export function interrupted(): ToolCallResult {
  return failed('Exit code 137\n[Request interrupted by user for tool use]')
}

export type Call = ToolCallArgs & AgentLoop

/** Makes the same call `times` times, each after the last resolved. */
export async function repeat($: Engine, times: number, call: Call): Promise<ToolCallResult[]> {
  const results: ToolCallResult[] = []
  for (let i = 0; i < times; i++) results.push(await $.tool.call(call))
  return results
}

/** How many notes each result carries in its `context`. */
export const contexts = (results: readonly ToolCallResult[]): number[] => results.map((r) => r.context?.length ?? 0)

/** Which results are refusals. */
export const denied = (results: readonly ToolCallResult[]): boolean[] => results.map((r) => r.deny !== undefined)

/** A test's engine whose answer the test stages before each call. */
export type Staged = { ran: Ran; answer: ToolCallResult }

/** The engine beneath the plugin (`beneath`) whose `tool.call` answers with what the test staged last. */
export function staged(on: On): Staged & { seen: Seen } {
  const w: Staged & { seen: Seen } = { seen: beneath(on), ran: { calls: [] }, answer: { result: '', text: '' } }
  w.ran = tools(on, () => w.answer)
  return w
}

/** What one call came back with, and whether it reached the engine at all. */
export type Sent = { result: ToolCallResult; ran: boolean }

/** Sends one call with the answer staged for it. */
export async function send($: Engine, w: Staged, call: Call, answer: ToolCallResult): Promise<Sent> {
  w.answer = answer
  const before = w.ran.calls.length
  const result = await $.tool.call(call)
  return { result, ran: w.ran.calls.length > before }
}

/** The call came back with a note for the model. */
export const noted = (s: Sent | undefined): boolean => (s?.result.context?.length ?? 0) > 0

/** The call came back refused. */
export const refused = (s: Sent | undefined): boolean => s?.result.deny !== undefined
