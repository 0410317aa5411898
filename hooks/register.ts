/**
 * loop-guard's hooks module: wires engine events to the pure core and nothing more.
 * The cycle of each call (the verdict before it, the note after it, the pointer, the
 * token estimate, the event → reset mapping) is call-cycle.ts, which the audit's replay
 * runs too; this module reads the engine's events into it and acts on its answers.
 *
 * - `tool.call`: asks the cycle before the call (refuse, maybe end the main turn with
 *   `$.turn.abort`), runs it, reads the outcome, and folds the guard's note into the
 *   result's `context` (what the model reads and the user never sees). Fails open: a fault
 *   in the guard lets the call go on as if the guard were absent.
 * - `session.append` (tool results), only when a pointer can apply (pointer.ts
 *   `pointsAtOutputs`): a large output identical to the call's previous runs reaches the
 *   model as the short pointer the cycle holds for it (its debug line written there, where it
 *   applies); the row's `content` is what the model reads, the tool's own record (the
 *   person's transcript) is kept as made. `tool.call`
 *   cannot do it: a rewritten `text` is ignored, a rewritten `result` is also what the
 *   transcript keeps.
 * - `turn.step`: gives the cycle each tool use with its model response (parallel twins count
 *   once) and each response's usage (the token estimate); shows its text and thinking to the
 *   guard as they stream, and ends the response (stops reading it, which ends the request,
 *   and closes it as answered) when a passage keeps repeating.
 * - no hook on `tool.check` or `classic.PreToolUse`: a permission refusal reaches
 *   `tool.call` as an ordinary error, which outcome.ts knows by the engine's wordings;
 *   each hooked event would cost every call a dispatch (bench/README.md), and
 *   loop-guard takes no part in any permission decision.
 * - `prompt.submit` (its origin), `turn.start`, `turn.complete`, `session.compact`,
 *   `session.end`: handed to the cycle, which resets what each one resets; the lifetime
 *   totals are stored at the session's end.
 * - `session.start` registers `/loop-guard`; `command.run` answers it, for the person
 *   only (`isTextDisplayOnly`: the reply goes in no request).
 * - `telemetry.log` (to `collector`, only with `telemetry` on): adds each intervention's
 *   attributes to the next record the engine exports (collector.ts), when `session.start`
 *   found the operator's log export on (`CLAUDE_CODE_ENABLE_TELEMETRY`, `OTEL_LOGS_EXPORTER`).
 * Every intervention gives one debug line and a toast, which waits while another is on
 * screen (toasts.ts); a refusal, an ended turn and an ended response also leave a dim
 * transcript row. The status line follows the longest live chain.
 */
import type { EngineInterface, Register } from 'claude-code'
import { debugLine, optionsProblem, optionsToast, refusedRow, textLoopRow, turnEndedRow } from './advice.js'
import { callInfoNow } from './call-key.js'
import { CollectorNotes } from './collector.js'
import { addToLifetime, hadInterventions, readLifetime, runCommand } from './command.js'
import { CallCycle } from './call-cycle.js'
import type { Guard } from './guard.js'
import { OPTION_NAMES, readSettings } from './options.js'
import type { ReadSettings } from './options.js'
import { readOutcomeNow, resultText } from './outcome.js'
import { pointsAtOutputs } from './pointer.js'
import { printable } from './safe-text.js'
import { TOAST_MS, ToastQueue } from './toasts.js'
import type { Intervention } from './vocabulary.js'

const LIFETIME_KEY = 'lifetime'
const NO_SIGNALS = {}

export const register: Register = (on, options) => {
  const read = readSettings(options)
  const cycle = new CallCycle(read.settings)
  const guard = cycle.guard
  const shown: Shown = { status: undefined, problemsTold: read.problems.length === 0, toasts: new ToastQueue(), collector: read.settings.telemetry ? new CollectorNotes() : undefined }

  on('session.start', async ($, e, next) => {
    // immediate: `/loop-guard allow` is typed while the refused turn is still running
    await $.command.register({
      name: 'loop-guard',
      description: 'Repeated tool calls: this session\'s report; off, on, allow [N], help',
      argumentHint: '[off|on|allow [N]|help]',
      immediate: true,
    })
    await tellProblemsOnce($, read, shown)
    if (shown.collector !== undefined) shown.collector.exporting(await logExportOn($))
    return next(e)
  }).catch(($, e, next) => next(e))

  on('turn.step', async function* ($, e, next) {
    const agent = e.agentId ?? 'main'
    const response = `${agent}/${e.turnId}/${e.index}`
    const watchText = cycle.watchesText
    const stream = next(e)
    let priced = false
    let ended = false
    for await (const chunk of stream) {
      if (chunk.kind === 'tool') {
        cycle.toolUse(response, chunk.id)
      } else if (chunk.kind === 'stop' && chunk.usage !== null) {
        cycle.usage(response, chunk.usage)
        priced = true
      }
      yield chunk
      if (watchText && (chunk.kind === 'text' || chunk.kind === 'thinking')) {
        const found = cycle.responseText({ agent, response, kind: chunk.kind, block: chunk.index, text: chunk.text })
        if (found.length > 0) {
          await announce($, found, shown, read.settings.abortAfter)
          ended = found.some((i) => i.action === 'abort')
          if (ended) break // leaving the loop closes the stream beneath: the request ends, no more tokens
        }
      }
    }
    if (watchText) cycle.responseEnded(agent)
    if (ended) {
      stream.result.catch(() => undefined) // closed early, it rejects: nothing to wait for
      showStatus($, guard, shown)
      yield { kind: 'stop', stopReason: 'end_turn', usage: null }
      return { turnId: e.turnId, index: e.index, answer: '', toolUses: [], stopReason: 'end_turn', usage: null }
    }
    const result = await stream.result
    if (!priced && result?.usage) cycle.usage(response, result.usage) // a step answered without a stop chunk
    return result
  })

  on('tool.call', async ($, e, next) => {
    if (!shown.problemsTold) await tellProblemsOnce($, read, shown)
    if (cycle.skips(e.tool)) return next(e)
    const args = e as unknown as Record<string, unknown>
    const response = cycle.responseOf(e.tool_use_id)
    // awaited only when a long key or output waits for a native hash: each await costs the call time (bench/README.md)
    const pendingCall = callInfoNow(e.agentId ?? 'main', e.tool, args, response)
    const call = pendingCall instanceof Promise ? await pendingCall : pendingCall

    const verdict = cycle.before(call, response)
    const block = verdict.length > 0 ? verdict.find((i) => i.action === 'block') : undefined
    if (verdict.length > 0) await announce($, verdict, shown, read.settings.abortAfter, { toolUseId: e.tool_use_id, tokens: response !== undefined ? cycle.tokens.perCall(response) : undefined })
    if (block?.modelText !== undefined) {
      if (verdict.some((i) => i.action === 'abort') && cycle.mainTurn !== undefined) {
        try {
          await $.turn.abort({ turnId: cycle.mainTurn })
        } catch {
          // the turn is already over: the refusal alone stands
        }
      }
      showStatus($, guard, shown)
      return { deny: block.modelText }
    }

    const result = await next(e)
    // only an error asks whether the person interrupted: reading the signal costs every call time
    const pendingOutcome = readOutcomeNow(result, result.isError === true ? { aborted: next.signal.aborted } : NO_SIGNALS, args)
    const outcome = pendingOutcome instanceof Promise ? await pendingOutcome : pendingOutcome
    const notes = cycle.after(call, outcome, response)
    const runs = cycle.identicalRuns(call, outcome) // before any await: a parallel call may be counted meanwhile
    if (notes.length > 0) await announce($, notes, shown, read.settings.abortAfter, { toolUseId: e.tool_use_id })
    showStatus($, guard, shown)
    if (runs >= 2 && e.tool_use_id !== undefined) cycle.holdPointer(e.tool_use_id, call, resultText(result).length, runs)

    if (notes.length === 0) return result
    const texts = notes.flatMap((i) => (i.modelText !== undefined ? [i.modelText] : []))
    if (texts.length === 0) return result
    if (result.deny !== undefined) return { deny: `${result.deny}\n\n${texts.join('\n')}` }
    return { ...result, context: [...(result.context ?? []), ...texts] }
  }).catch(($, e, next) => next(e))

  // registered only when the option is on; the engine raises collector records only when the operator's export is on
  const collector = shown.collector
  if (collector !== undefined) on('telemetry.log', { to: 'collector' }, async ($, e, next) => {
    if (e.to !== 'collector') return next(e)
    const loop = collector.take()
    return next(loop === undefined ? e : { ...e, attributes: { ...e.attributes, ...loop } })
  }).catch(($, e, next) => next(e))

  // registered only when a pointer can apply: the hook costs every tool result a hand-off
  if (pointsAtOutputs(read.settings)) on('session.append', { door: 'tool-result' }, async ($, e, next) => {
    if (!cycle.holdsPointers) return next(e)
    let pointed = false
    const content = e.message.content.map((block) => {
      const pointer = block.type === 'tool_result' ? cycle.takePointer(String(block.tool_use_id), block.content) : undefined
      if (pointer === undefined) return block
      pointed = true
      // said where it applies: an output with images keeps its row, and no pointer is claimed for it
      const { call, runs } = pointer
      $.ui.log(debugLine('pointer', { tool: call.tool, excerpt: call.excerpt, count: runs }, call.agent, 'same output not repeated to the model'), { to: 'debug' })
      return { ...block, content: pointer.text }
    })
    return next(pointed ? { ...e, message: { ...e.message, content } } : e)
  }).catch(($, e, next) => next(e))

  on('prompt.submit', async ($, e, next) => {
    if (cycle.prompt(e.origin.kind)) showStatus($, guard, shown)
    return next(e)
  }).catch(($, e, next) => next(e))

  on('turn.start', async ($, e, next) => {
    cycle.turnStarted(e.agentId, e.turnId)
    return next(e)
  }).catch(($, e, next) => next(e))

  on('turn.complete', async ($, e, next) => {
    cycle.turnEnded(e.agentId ?? 'main', e.isAborted)
    showStatus($, guard, shown)
    return next(e)
  }).catch(($, e, next) => next(e))

  on('session.compact', async ($, e, next) => {
    cycle.compacted(e.agentId ?? 'main', e.trigger)
    return next(e)
  }).catch(($, e, next) => next(e))

  on('session.end', async ($, e, next) => {
    const totals = hadInterventions(guard.stats) ? { ...guard.stats } : undefined
    cycle.sessionEnded()
    shown.toasts.clear()
    showStatus($, guard, shown)
    if (totals !== undefined) {
      try {
        await $.store.set(LIFETIME_KEY, addToLifetime(await $.store.get(LIFETIME_KEY), totals))
      } catch {
        // lifetime totals are a nicety; a store that cannot be written changes nothing else
      }
    }
    return next(e)
  }).catch(($, e, next) => next(e))

  on('command.run', { command: 'loop-guard' }, async ($, e) => {
    let lifetime
    try {
      lifetime = readLifetime(await $.store.get(LIFETIME_KEY))
    } catch {
      lifetime = undefined
    }
    const cost = cycle.tokens.figures()
    const text = runCommand(e.args, guard, { options: read, ...(lifetime !== undefined ? { lifetime } : {}), ...(cost !== undefined ? { tokens: cost } : {}) })
    showStatus($, guard, shown)
    // the report is for the person: drawn and kept, but in no request the model reads
    return { text: printable(text, { keepNewlines: true }), isTextDisplayOnly: true }
  })
}

/**
 * What the person was last shown, so each thing is said once and redrawn only on
 * change, and the toasts waiting their turn (toasts.ts).
 */
type Shown = { status: string | undefined; problemsTold: boolean; toasts: ToastQueue; collector: CollectorNotes | undefined }

/**
 * Per intervention: one debug line; a dim transcript row when the guard refused a call
 * or ended the turn (the engine draws both like a person's interrupt or a permission
 * refusal; a text loop's ended response too); its toast, which may wait for the one on
 * screen; and its attributes for the next collector record (collector.ts).
 */
async function announce($: EngineInterface, interventions: readonly Intervention[], shown: Shown, abortAfter: number, of: { toolUseId?: string | undefined; tokens?: number | undefined } = {}): Promise<void> {
  const endsTurn = interventions.some((i) => i.action === 'abort')
  for (const i of interventions) {
    $.ui.log(i.debug, { to: 'debug' })
    // a refusal and the turn it ends are one record: the refusal's
    if (i.rule === 'text-loop') shown.collector?.note(i)
    else if (i.action !== 'abort') shown.collector?.note(i, { toolUseId: of.toolUseId, tokensSaved: of.tokens, endsTurn })
    const s = { tool: i.tool, excerpt: i.excerpt, count: i.count, ...(i.error !== undefined ? { error: i.error } : {}) }
    if (i.rule === 'text-loop') {
      if (i.action === 'abort') $.ui.log(textLoopRow(s), { to: 'transcript' })
    } else if (i.action === 'abort') $.ui.log(turnEndedRow(s, abortAfter), { to: 'transcript' })
    else if (i.action === 'block' && !endsTurn) $.ui.log(refusedRow(s, i.rule), { to: 'transcript' })
    if (i.toast !== undefined) await showToast($, shown.toasts, `${i.agent}\n${i.tool}\n${i.excerpt}`, i.toast)
  }
}

/** Shows a toast now, or holds it until the toast on screen is done; the latest of a chain wins. */
async function showToast($: EngineInterface, toasts: ToastQueue, chain: string, text: string): Promise<void> {
  let now: number
  try {
    now = await $.clock.now()
  } catch {
    // no clock to time toasts by (a kit test without mock.clock): show each at once
    $.ui.toast(text)
    return
  }
  showDue($, toasts, toasts.offer(chain, text, now))
}

/** Shows `text` (when there is one) and, when its time is up, the next that waited. */
function showDue($: EngineInterface, toasts: ToastQueue, text: string | undefined): void {
  if (text === undefined) return
  $.ui.toast(text, { timeoutMs: TOAST_MS })
  $.clock.after(TOAST_MS, () => {
    $.clock.now().then(
      (now) => showDue($, toasts, toasts.due(now)),
      () => undefined, // the session is gone: nothing left to show
    )
  })
}

/** The status line follows the guard's longest live chain. */
function showStatus($: EngineInterface, guard: Guard, shown: Shown): void {
  const status = guard.status()
  if (status === shown.status) return
  shown.status = status
  $.ui.status(status)
}

/** Whether the operator's OpenTelemetry log export is on, as Claude Code reads it from the environment. */
async function logExportOn($: EngineInterface): Promise<boolean> {
  try {
    const enabled = await $.env.get('CLAUDE_CODE_ENABLE_TELEMETRY')
    const exporter = await $.env.get('OTEL_LOGS_EXPORTER')
    const on = enabled !== undefined && !['', '0', 'false'].includes(enabled.trim().toLowerCase())
    return on && exporter !== undefined && !['', 'none'].includes(exporter.trim().toLowerCase())
  } catch {
    return false // no environment to read (a test without one): send nothing
  }
}

/** Option values that were not used: said once, at the first event that can say it. */
async function tellProblemsOnce($: EngineInterface, read: ReadSettings, shown: Shown): Promise<void> {
  if (shown.problemsTold) return
  shown.problemsTold = true
  const unused = OPTION_NAMES.flatMap((name) => {
    const source = read.sources[name]
    return source.kind === 'not used' ? [{ name, given: source.given, why: source.why }] : []
  })
  $.ui.log(`loop-guard: ${optionsProblem(read.problems)}`, { to: 'debug' })
  await showToast($, shown.toasts, 'options', optionsToast(unused))
}
