/**
 * loop-guard's hooks module: wires engine events to the pure core and nothing more.
 *
 * - `tool.call`: asks the guard before the call (refuse, maybe end the main turn),
 *   runs it, reads the outcome, and folds the guard's note into the result's
 *   `context` (what the model reads and the user never sees). Fails open: a fault in
 *   the guard lets the call go on as if the guard were absent.
 * - `turn.step`: maps each tool-use id to its model response, so parallel twins count once.
 * - no hook on `tool.check` or `classic.PreToolUse`: a permission refusal reaches
 *   `tool.call` as an ordinary error, which outcome.ts knows by the engine's wordings;
 *   each hooked event would cost every call a dispatch (bench/README.md), and
 *   loop-guard takes no part in any permission decision.
 * - `prompt.submit` (a person's prompts), `turn.start`, `turn.complete`,
 *   `session.compact`, `session.end`: the resets, the main turn's id, cleanup.
 * - `session.start` registers `/loop-guard`; `command.run` answers it, for the person
 *   only (`isTextDisplayOnly`: the reply goes in no request).
 * Every intervention gives one toast and one debug line; the status line follows the
 * longest live chain.
 */
import type { EngineInterface, Register } from 'claude-code'
import { optionsProblem } from './advice.js'
import { callInfo } from './call-key.js'
import { addToLifetime, readLifetime, runCommand } from './command.js'
import { Guard } from './guard.js'
import type { Intervention } from './guard.js'
import { readSettings } from './options.js'
import { readOutcome } from './outcome.js'
import { printable } from './safe-text.js'

/** People type prompts; task notifications and other injected prompts are not theirs. */
const PERSON_ORIGINS = new Set(['composer', 'bridge', 'sdk'])
const LIFETIME_KEY = 'lifetime'
const MAX_PENDING_IDS = 512

export const register: Register = (on, options) => {
  const read = readSettings(options)
  const guard = new Guard(read.settings)
  const responseOf = new Map<string, string>() // tool_use_id → model response
  let mainTurn: string | undefined
  const shown: Shown = { status: undefined, problemsTold: read.problems.length === 0 }

  /** Keeps an id → value map small: ids whose call never came are dropped oldest first. */
  const hold = <V>(map: Map<string, V>, id: string, value: V): void => {
    map.set(id, value)
    if (map.size > MAX_PENDING_IDS) map.delete(map.keys().next().value as string)
  }
  const take = <V>(map: Map<string, V>, id: string | undefined): V | undefined => {
    if (id === undefined) return undefined
    const value = map.get(id)
    map.delete(id)
    return value
  }

  on('session.start', async ($, e, next) => {
    // immediate: `/loop-guard allow` is typed while the refused turn is still running
    await $.command.register({
      name: 'loop-guard',
      description: 'Repeated tool calls: this session\'s report; off, on, allow [N], help',
      argumentHint: '[off|on|allow [N]|help]',
      immediate: true,
    })
    tellProblemsOnce($, read.problems, shown)
    return next(e)
  }).catch(($, e, next) => next(e))

  on('turn.step', async function* ($, e, next) {
    const stream = next(e)
    for await (const chunk of stream) {
      if (chunk.kind === 'tool') hold(responseOf, chunk.id, `${e.agentId ?? 'main'}/${e.turnId}/${e.index}`)
      yield chunk
    }
    return await stream.result
  })

  on('tool.call', async ($, e, next) => {
    tellProblemsOnce($, read.problems, shown)
    if (guard.isPaused || guard.isTransparent(e.tool)) return next(e)
    const args = e as unknown as Record<string, unknown>
    const response = take(responseOf, e.tool_use_id)
    const call = await callInfo(e.agentId ?? 'main', e.tool, args, response)

    const verdict = guard.beforeCall(call)
    announce($, verdict)
    const block = verdict.find((i) => i.action === 'block')
    if (block?.modelText !== undefined) {
      if (verdict.some((i) => i.action === 'abort') && mainTurn !== undefined) {
        try {
          await $.turn.abort({ turnId: mainTurn })
        } catch {
          // the turn is already over: the refusal alone stands
        }
      }
      showStatus($, guard, shown)
      return { deny: block.modelText }
    }

    const result = await next(e)
    const outcome = await readOutcome(result, { aborted: next.signal.aborted }, args)
    const notes = guard.afterCall(call, outcome)
    announce($, notes)
    showStatus($, guard, shown)

    const texts = notes.flatMap((i) => (i.modelText !== undefined ? [i.modelText] : []))
    if (texts.length === 0) return result
    if (result.deny !== undefined) return { deny: `${result.deny}\n\n${texts.join('\n')}` }
    return { ...result, context: [...(result.context ?? []), ...texts] }
  }).catch(($, e, next) => next(e))

  on('prompt.submit', async ($, e, next) => {
    if (PERSON_ORIGINS.has(e.origin.kind)) {
      guard.personPrompt()
      showStatus($, guard, shown)
    }
    return next(e)
  }).catch(($, e, next) => next(e))

  on('turn.start', async ($, e, next) => {
    if (e.agentId === undefined) mainTurn = e.turnId
    return next(e)
  }).catch(($, e, next) => next(e))

  on('turn.complete', async ($, e, next) => {
    guard.turnEnded(e.agentId ?? 'main', e.isAborted)
    showStatus($, guard, shown)
    return next(e)
  })

  on('session.compact', async ($, e, next) => {
    if (e.trigger !== 'precompute') guard.compacted(e.agentId ?? 'main')
    return next(e)
  }).catch(($, e, next) => next(e))

  on('session.end', async ($, e, next) => {
    const hadInterventions = guard.stats.notes + guard.stats.warnings + guard.stats.refusals > 0
    const totals = hadInterventions ? { ...guard.stats } : undefined
    guard.newSession()
    showStatus($, guard, shown)
    if (totals !== undefined) {
      try {
        await $.store.set(LIFETIME_KEY, addToLifetime(await $.store.get(LIFETIME_KEY), totals))
      } catch {
        // lifetime totals are a nicety; a store that cannot be written changes nothing else
      }
    }
    return next(e)
  })

  on('command.run', { command: 'loop-guard' }, async ($, e) => {
    let lifetime
    try {
      lifetime = readLifetime(await $.store.get(LIFETIME_KEY))
    } catch {
      lifetime = undefined
    }
    const text = runCommand(e.args, guard, { options: read, ...(lifetime !== undefined ? { lifetime } : {}) })
    showStatus($, guard, shown)
    // the report is for the person: drawn and kept, but in no request the model reads
    return { text: printable(text, { keepNewlines: true }), isTextDisplayOnly: true }
  })
}

/** What the person was last shown, so each thing is said once and redrawn only on change. */
type Shown = { status: string | undefined; problemsTold: boolean }

/** One toast (when it has one) and one debug line per intervention. */
function announce($: EngineInterface, interventions: readonly Intervention[]): void {
  for (const i of interventions) {
    if (i.toast !== undefined) $.ui.toast(i.toast)
    $.ui.log(i.debug, { to: 'debug' })
  }
}

/** The status line follows the guard's longest live chain. */
function showStatus($: EngineInterface, guard: Guard, shown: Shown): void {
  const status = guard.status()
  if (status === shown.status) return
  shown.status = status
  $.ui.status(status)
}

/** Option values that made no sense: said once, at the first event that can say it. */
function tellProblemsOnce($: EngineInterface, problems: readonly string[], shown: Shown): void {
  if (shown.problemsTold) return
  shown.problemsTold = true
  $.ui.toast(optionsProblem(problems))
  $.ui.log(`loop-guard: ${optionsProblem(problems)}`, { to: 'debug' })
}
