// scripted-model: plays the model in offline end-to-end runs of loop-guard.
//
// Contract:
// - The session's first main-loop prompt is the script: a JSON array of steps, each step
//   an array of tool calls `{ "name": "Bash", "input": { "command": "..." } }`. A later
//   main-loop prompt that is itself a non-empty script starts that script in its turn (a
//   person's second prompt in a multi-prompt session), and so does a subagent's prompt
//   that is a non-empty script, in the subagent's turn.
// - Step i of the script's turn answers with step i's calls (one tool block per call).
//   A step that also holds `{ "context": N }` reports N input tokens as that response's
//   usage, as a model near the end of its window would (the engine compacts on it when N is
//   over its threshold, e.g. with CLAUDE_CODE_AUTO_COMPACT_WINDOW); other responses report none.
// - A compaction (`/compact`, the threshold, a plugin's; not a `precompute` ahead of time)
//   is answered in core's place, since core's summary needs a real model: the conversation
//   becomes one user message, SUMMARY, and it logs `scripted-model:compact <trigger> <agentId
//   or main> <messages before>`. The engine writes the compaction to the transcript as its own.
//   A step whose first entry is `{ "say": { "preamble", "passage", "copies", "kind"? } }`
//   answers instead with text (or thinking, `kind: "thinking"`): the preamble, then the passage
//   `copies` times, streamed in pieces of PIECE characters, and ends the turn; once the
//   stream is over, read whole or closed early, it logs
//   `scripted-model:streamed <pieces given> of <pieces>`.
// - When the steps run out, it reads what the model was sent ($.session.messages as the
//   API form) and writes one debug-log line per tool result not reported before,
//   `scripted-model:result {"id","tool","input","isError","text","truncated"}`, then
//   `scripted-model:done <count>`, and ends the turn with a short text. Before those it writes
//   `scripted-model:steps [ms,…]`: `performance.now()` as each step of the script began, so
//   step i+1 minus step i is the whole of call i as the engine ran it (the bench's measure).
// - Any other turn (a task notification, a subagent or a later prompt that is not a
//   script) and a first prompt that is not a script end at once with text.
// It never calls `next` in turn.step, so no model request is ever sent.
import type { ApiMessage, EngineInterface, Register } from 'claude-code'

type Call = { name: string, input: unknown }
type Say = { say: { preamble: string, passage: string, copies: number, kind?: 'text' | 'thinking' } }
type Context = { context: number }
type Entry = Call | Say | Context

const PIECE = 16
const SUMMARY = 'scripted-model: the conversation so far, compacted'

const MARK = 'scripted-model:'
const MAX_TEXT = 8000 // a debug line keeps 10000 characters; stay well under

export const register: Register = (on) => {
  let scriptTurn: string | undefined // the main-loop turn that follows a script: the first, or a later one given a script
  let steps: Entry[][] = []
  const agentSteps = new Map<string, Entry[][]>() // a subagent's turn → the script its prompt gave
  let ids = 0 // tool_use ids must be unique across the session, not just the step
  const reported = new Set<string>() // tool_use ids whose result a report already wrote
  const stepTimes: number[] = [] // when each step of the script began

  on('turn.start', ($, e, next) => {
    if (e.agentId === undefined) {
      const script = parseScript(e.text)
      // only a script restarts: a task notification's turn must not replay the first script for ever
      if (scriptTurn === undefined || script.length > 0) {
        scriptTurn = e.turnId
        steps = script
        $.ui.log(`${MARK}script ${steps.length} steps`, { to: 'debug' })
      }
    } else {
      const script = parseScript(e.text)
      if (script.length > 0) agentSteps.set(e.turnId, script)
    }
    return next(e)
  })

  on('session.compact', ($, e, next) => {
    if (e.trigger === 'precompute') return next(e)
    $.ui.log(`${MARK}compact ${e.trigger} ${e.agentId ?? 'main'} ${e.messages.length}`, { to: 'debug' })
    return { messages: [{ role: 'user', text: SUMMARY, toolUses: [] }] }
  })

  on('turn.step', async function* ($, e) {
    if (e.turnId === scriptTurn) stepTimes.push(performance.now())
    const step = e.turnId === scriptTurn ? steps[e.index] : agentSteps.get(e.turnId)?.[e.index]
    const first = step?.[0]
    if (first !== undefined && 'say' in first) {
      const { preamble, passage, copies, kind } = first.say
      const text = preamble + passage.repeat(copies)
      const pieces = Math.ceil(text.length / PIECE)
      let given = 0
      try {
        for (let at = 0; at < text.length; at += PIECE) {
          given++
          const piece = text.slice(at, at + PIECE)
          yield kind === 'thinking' ? { kind: 'thinking', index: 0, text: piece } : { kind: 'text', index: 0, text: piece }
        }
        yield { kind: 'stop', stopReason: 'end_turn', usage: null }
        return { turnId: e.turnId, index: e.index, answer: text, toolUses: [], stopReason: 'end_turn', usage: null }
      } finally {
        $.ui.log(`${MARK}streamed ${given} of ${pieces}`, { to: 'debug' })
      }
    }
    const calls = step?.filter(isCall)
    if (calls === undefined || calls.length === 0) {
      if (e.turnId === scriptTurn) {
        $.ui.log(`${MARK}steps ${JSON.stringify(stepTimes.map((t) => Math.round(t * 1000) / 1000))}`, { to: 'debug' })
        await report($, reported)
      }
      const answer = 'done'
      yield { kind: 'text', index: 0, text: answer }
      yield { kind: 'stop', stopReason: 'end_turn', usage: null }
      return { turnId: e.turnId, index: e.index, answer, toolUses: [], stopReason: 'end_turn', usage: null }
    }
    for (const [i, c] of calls.entries()) {
      yield { kind: 'tool', index: i, id: `toolu_sm${e.index}_${i}_${++ids}`, name: c.name }
      yield { kind: 'input', index: i, json: JSON.stringify(c.input ?? {}) }
    }
    const context = step?.find(isContext)?.context
    const usage = context === undefined ? null : { input_tokens: context, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, model: e.model }
    yield { kind: 'stop', stopReason: 'tool_use', usage }
    return { turnId: e.turnId, index: e.index, answer: '', toolUses: calls, stopReason: 'tool_use', usage }
  })
}

// The prompt as a script; anything else is an empty script (the turn just ends).
function parseScript(text: string): Entry[][] {
  try {
    const steps: unknown = JSON.parse(text)
    if (!Array.isArray(steps)) return []
    return steps.map((step: unknown) => (Array.isArray(step) ? step : []).filter((c: unknown) => isCall(c) || isSay(c) || isContext(c)))
  } catch {
    return []
  }
}

function isSay(c: unknown): c is Say {
  const say = typeof c === 'object' && c !== null ? (c as { say?: unknown }).say : undefined
  return typeof say === 'object' && say !== null && typeof (say as { passage?: unknown }).passage === 'string'
}

function isContext(c: unknown): c is Context {
  return typeof c === 'object' && c !== null && typeof (c as { context?: unknown }).context === 'number'
}

function isCall(c: unknown): c is Call {
  return typeof c === 'object' && c !== null && typeof (c as { name?: unknown }).name === 'string'
}

// Logs every tool result not reported before exactly as the model was sent it, paired with
// its call, in the order of the calls (the engine files results in the order they finished).
async function report($: EngineInterface, reported: Set<string>): Promise<void> {
  const messages: ApiMessage[] = await $.session.messages({ as: 'api' })
  const uses: { id: string, tool: string, input: unknown }[] = []
  const results = new Map<string, { isError: boolean, text: string }>()
  for (const m of messages) {
    for (const b of m.content) {
      if (b.type === 'tool_use') uses.push({ id: String(b.id), tool: String(b.name), input: b.input })
      if (b.type === 'tool_result') results.set(String(b.tool_use_id), { isError: b.is_error === true, text: textOf(b.content) })
    }
  }
  let count = 0
  for (const use of uses) {
    const result = results.get(use.id)
    if (result === undefined || reported.has(use.id)) continue // a call the session ended before answering, or told already
    reported.add(use.id)
    const line = { ...use, isError: result.isError, text: result.text.slice(0, MAX_TEXT), truncated: result.text.length > MAX_TEXT }
    $.ui.log(`${MARK}result ${JSON.stringify(line)}`, { to: 'debug' })
    count++
  }
  $.ui.log(`${MARK}done ${count}`, { to: 'debug' })
}

// A tool_result's content is a string or a list of blocks; the model reads their text.
function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.map((b: { type?: unknown, text?: unknown }) => (b.type === 'text' ? String(b.text) : `[${String(b.type)}]`)).join('\n')
}
