/**
 * What the guard says when it acts: a refusal, an ended turn, a note or an ended response
 * turned into an `Intervention` with the model's text, the toast and the debug line.
 *
 * Contract (pure): the words come from advice.ts; with `words` false (the audit, which reports
 * what the guard did, never its words) an intervention carries no model text and no toast,
 * an empty debug line, and no excerpt of its call (a text loop's passage excerpt aside: the
 * audit has no call to name that loop by). Observe mode's would-be words are observe.ts's.
 */
import * as say from './advice.js'
import type { Held } from './agent-state.js'
import type { Finding } from './detectors/detector.js'
import type { CallInfo, Intervention, TextPiece } from './vocabulary.js'

/** The refusal of `c` by the refusal that stands for it. */
export function refusalOf(c: CallInfo, held: Held, words: boolean): Intervention {
  const block = byHeld('block', c, held, words)
  if (words) {
    const s = held.situation
    block.modelText = say.refusal(s, held.rule, held.tools)
    block.toast = say.toast('refused', s, held.rule)
    block.debug = say.debugLine('block', s, c.agent, `${held.rule} ${held.reason}`)
  }
  return block
}

/** The main turn ended at `c`'s refusal, the `blocks`-th in this request. */
export function turnEndOf(c: CallInfo, held: Held, blocks: number, words: boolean): Intervention {
  const abort = byHeld('abort', c, held, words)
  if (words) {
    abort.toast = say.toast('turn-ended', held.situation, held.rule, blocks)
    abort.debug = say.debugLine('abort', held.situation, c.agent, `${held.rule} ${blocks} refusals in one request`)
  }
  return abort
}

/** What a refusal and the turn it ends share: the rule, the call, the count and the error, no words yet. */
function byHeld(action: 'block' | 'abort', c: CallInfo, held: Held, words: boolean): Intervention {
  const s = held.situation
  return {
    action,
    rule: held.rule,
    agent: c.agent,
    tool: c.tool,
    excerpt: words ? c.excerpt : '',
    count: s.count,
    ...(s.error !== undefined ? { error: s.error } : {}),
    debug: '',
  }
}

/** What a rule's note or warning says (enforce and advise modes). */
export function noteOf(c: CallInfo, found: Finding & { action: 'note' | 'warn' }, words: boolean): Intervention {
  const s = found.situation
  const said = { action: found.action, rule: found.rule, agent: c.agent, tool: c.tool, excerpt: words ? c.excerpt : '', count: s.count }
  if (!words) return { ...said, debug: '' }
  return { ...said, modelText: found.words(), toast: say.toast('told', s, found.rule), debug: say.debugLine(found.action, s, c.agent, `${found.rule} ${found.reason}`) }
}

/** A text loop: the response ended (`enforced`), or a warning that says enforce would end it. */
export function textLoopOf(piece: TextPiece, found: Finding, enforced: boolean, words: boolean): Intervention {
  const s = found.situation
  const said: Intervention = { action: enforced ? 'abort' : 'warn', rule: found.rule, agent: piece.agent, tool: s.tool, excerpt: s.excerpt, count: s.count, debug: '' }
  if (words) {
    said.toast = say.toast(enforced ? 'text-stopped' : 'would-stop-text', s, found.rule)
    said.debug = say.debugLine(enforced ? 'abort' : 'would-abort', s, piece.agent, `${found.rule} ${found.reason}`)
  }
  return said
}
