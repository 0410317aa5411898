/**
 * Observe mode: nothing reaches the model and nothing is refused, so the toast and the debug
 * line say what enforce would have done.
 *
 * Contract (pure): `wouldDo` says what enforce would have done with a note or warning: tell
 * the model; refuse the call (an advisory at `blockAt` or later), counted in the agent's
 * refusals of this request as enforce counts its own; or end the turn (the `abortAfter`-th
 * such call in one request, on the main agent). `observedOf` words it (`would-…`); a wordless
 * guard (the audit) gets the intervention with an empty debug line and no toast.
 */
import * as say from './advice.js'
import type { AgentState } from './agent-state.js'
import type { Finding } from './detectors/detector.js'
import type { Settings } from './options.js'
import type { CallInfo, Intervention } from './vocabulary.js'

export type Would = 'tell' | 'refuse' | 'end-turn'

/** What enforce would have done with `found` at `c`; a would-be refusal is counted in `agent.blocks`. */
export function wouldDo(agent: AgentState, c: CallInfo, found: Finding, settings: Settings): Would {
  const { blockAt, abortAfter } = settings
  if (found.action !== 'warn' || blockAt === 0 || found.situation.count < blockAt) return 'tell'
  agent.blocks++ // a would-be refusal, counted per request as enforce counts its refusals
  return c.agent === 'main' && agent.blocks === abortAfter ? 'end-turn' : 'refuse'
}

/** The observed note: what enforce would have done, after `blocks` would-be refusals in this request. */
export function observedOf(c: CallInfo, found: Finding & { action: 'note' | 'warn' }, would: Would, blocks: number, words: boolean): Intervention {
  const s = found.situation
  const said = { action: found.action, rule: found.rule, agent: c.agent, tool: c.tool, excerpt: words ? c.excerpt : '', count: s.count }
  if (!words) return { ...said, debug: '' }
  const reason = `${found.rule} ${found.reason}`
  switch (would) {
    case 'tell':
      return { ...said, toast: say.toast('would-tell', s, found.rule), debug: say.debugLine(`would-${found.action}`, s, c.agent, reason) }
    case 'end-turn':
      return { ...said, toast: say.toast('would-end-turn', s, found.rule), debug: say.debugLine('would-abort', s, c.agent, `${found.rule} ${blocks} would-be refusals in one request`) }
    case 'refuse':
      return { ...said, toast: say.toast('would-refuse', s, found.rule), debug: say.debugLine('would-block', s, c.agent, reason) }
  }
}
