/**
 * The audit's output: human text, JSON lines, totals and the progress bar.
 *
 * Contract:
 * - `jsonSession(audit)` is exactly `{"session","calls","actions":[{"index","agent",
 *   "tool","action","count","rule"}]}`, plus `"tokens":{"all","inLoops","savedByRefusal",
 *   "cacheReads":{"all","inLoops","savedByRefusal"}}` when the transcript recorded usage
 *   (hooks/tokens.ts), and `"guardWasOn":{"advised","pointed","refused","endedTurns"}`
 *   when loop-guard was on in the recorded session and did something there (replay.ts);
 *   `jsonTotal(totals)` is `{"total":{"sessions",
 *   "calls","actions":{"note","warn","block","abort"},"rules":{<rule>: n},"saved",
 *   "notReread":{"calls","chars"},"unreadable":[{"path","reason"}],"partlyRead":[{"path","reason"}]}}`, where
 *   `sessions` counts the sessions read, `unreadable` the files and folders not read
 *   at all and `partlyRead` the files read with lines skipped; plus `"tokens"`, the
 *   sessions' figures summed with `"sessions"` the number that recorded usage, when any did,
 *   and `"guardWasOn"`, the same counts summed with `"sessions"`, when any session had it.
 * - `humanSession(audit)` names a session's loops (tool, excerpt, count, agent, call
 *   numbers) and what the guard would do about each, and, for a session recorded with
 *   loop-guard on, what it did there (`loop-guard was on: …`); it is empty for a session
 *   with neither. `humanTotal` sums everything up: actions by rule, calls saved, tokens, and
 *   the paths not read (the settings head the report: main.ts prints `settingsLine`).
 * - `Progress` draws a one-line bar on a terminal's stderr, only once a run has lasted
 *   half a second, and erases it when done; elsewhere it writes nothing.
 * Call numbers count from 1 for people (`#n` is `index + 1` of `--json`). Everything
 * that came from a transcript or the file system goes through `printable()`; the JSON
 * lines through `jsonLine()`, which writes as `\u` escapes the C1 and bidi controls
 * JSON.stringify leaves raw. The human report is linear in the number of actions.
 */
import { plural, RULE_WORDS } from '../hooks/advice.js'
import type { Settings } from '../hooks/options.js'
import { jsonLine, printable } from '../hooks/safe-text.js'
import { thousands } from '../hooks/tokens.js'
import type { LoopTokens } from '../hooks/tokens.js'
import type { AuditAction, FoundLoop, GuardWasOn, SessionAudit } from './replay.js'
import type { PathProblem } from './transcripts.js'
import type { Action, Rule } from '../hooks/vocabulary.js'

export type Totals = {
  sessions: number
  calls: number
  actions: Record<Action, number>
  rules: Partial<Record<Rule, number>>
  saved: number
  /** Repeated outputs the model would have read as a pointer: calls, and characters as recorded. */
  notReread: { calls: number; chars: number }
  /** Sessions that drew at least one action. */
  flagged: number
  unreadable: PathProblem[]
  partlyRead: PathProblem[]
  /** The token figures summed over the sessions that recorded usage, and how many did. */
  tokens?: LoopTokens & { sessions: number }
  /** What loop-guard did in the sessions recorded with it on, summed, and how many they are. */
  guardWasOn?: GuardWasOn & { sessions: number }
  /** Per person (each folder named on the command line) and per project (a session's folder): a few numbers each. */
  people: Map<string, GroupTotals>
  projects: Map<string, GroupTotals>
}

/** One person's or one project's share of the totals. */
export type GroupTotals = { sessions: number; calls: number; flagged: number; actions: Record<Action, number>; saved: number }

export function newTotals(): Totals {
  return { sessions: 0, calls: 0, actions: { note: 0, warn: 0, block: 0, abort: 0 }, rules: {}, saved: 0, notReread: { calls: 0, chars: 0 }, flagged: 0, unreadable: [], partlyRead: [], people: new Map(), projects: new Map() }
}

/** Adds a session to the totals, and to its person's and project's when `where` says them. */
export function addSession(totals: Totals, audit: SessionAudit, where?: { person: string; project: string }): void {
  if (where !== undefined) {
    addToGroup(totals.people, where.person, audit)
    addToGroup(totals.projects, where.project, audit)
  }
  totals.sessions++
  totals.calls += audit.calls
  totals.saved += audit.saved
  totals.notReread.calls += audit.notReread?.calls ?? 0
  totals.notReread.chars += audit.notReread?.chars ?? 0
  if (audit.actions.length > 0) totals.flagged++
  if (audit.tokens !== undefined) totals.tokens = addTokens(totals.tokens, audit.tokens)
  if (audit.guardWasOn !== undefined) {
    const sum = totals.guardWasOn ?? { sessions: 0, advised: 0, pointed: 0, refused: 0, endedTurns: 0 }
    const did = audit.guardWasOn
    totals.guardWasOn = { sessions: sum.sessions + 1, advised: sum.advised + did.advised, pointed: sum.pointed + did.pointed, refused: sum.refused + did.refused, endedTurns: sum.endedTurns + did.endedTurns }
  }
  for (const a of audit.actions) {
    totals.actions[a.action]++
    totals.rules[a.rule] = (totals.rules[a.rule] ?? 0) + 1
  }
}

function addToGroup(groups: Map<string, GroupTotals>, name: string, audit: SessionAudit): void {
  let g = groups.get(name)
  if (g === undefined) groups.set(name, (g = { sessions: 0, calls: 0, flagged: 0, actions: { note: 0, warn: 0, block: 0, abort: 0 }, saved: 0 }))
  g.sessions++
  g.calls += audit.calls
  g.saved += audit.saved
  if (audit.actions.length > 0) g.flagged++
  for (const a of audit.actions) g.actions[a.action]++
}

/** The groups as `--json` lists them, most actions first. */
function groupList(groups: Map<string, GroupTotals>, key: 'person' | 'project'): Record<string, unknown>[] {
  return byActions(groups).map(([name, g]) => ({ [key]: name, ...g }))
}

/** Groups with the most actions first, then the most calls: the order of the report, --json and the page. */
export function byActions(groups: Map<string, GroupTotals>): [string, GroupTotals][] {
  const acted = (g: GroupTotals): number => g.actions.note + g.actions.warn + g.actions.block + g.actions.abort
  return [...groups.entries()].sort(([, a], [, b]) => acted(b) - acted(a) || b.calls - a.calls)
}

/** A table of groups for people: one line each, the name cut to fit. */
function groupTable(title: string, groups: Map<string, GroupTotals>): string[] {
  if (groups.size < 2) return []
  const rows = byActions(groups).map(([name, g]) => {
    const shown = printable(name.length > 40 ? `…${name.slice(-39)}` : name)
    const a = g.actions
    return `  ${shown.padEnd(40)} ${plural(g.sessions, 'session').padStart(13)} ${plural(g.calls, 'call').padStart(12)}  acted in ${thousands(g.flagged)}: ${plural(a.note, 'note')}, ${plural(a.warn, 'warning')}, ${plural(a.block, 'refusal')}, ${plural(a.abort, 'ended turn')}; ${plural(g.saved, 'call')} saved`
  })
  return [title, ...rows]
}

function addTokens(sum: Totals['tokens'], t: LoopTokens): NonNullable<Totals['tokens']> {
  const base = sum ?? { sessions: 0, all: 0, inLoops: 0, savedByRefusal: 0, cacheReads: { all: 0, inLoops: 0, savedByRefusal: 0 } }
  return {
    sessions: base.sessions + 1,
    all: base.all + t.all,
    inLoops: base.inLoops + t.inLoops,
    savedByRefusal: base.savedByRefusal + t.savedByRefusal,
    cacheReads: {
      all: base.cacheReads.all + t.cacheReads.all,
      inLoops: base.cacheReads.inLoops + t.cacheReads.inLoops,
      savedByRefusal: base.cacheReads.savedByRefusal + t.cacheReads.savedByRefusal,
    },
  }
}

export function jsonSession(audit: SessionAudit): string {
  const actions = audit.actions.map(({ index, agent, tool, action, count, rule }) => ({ index, agent, tool, action, count, rule }))
  return jsonLine({ session: audit.session, calls: audit.calls, actions, ...(audit.tokens !== undefined ? { tokens: audit.tokens } : {}), ...(audit.guardWasOn !== undefined ? { guardWasOn: audit.guardWasOn } : {}) })
}

export function jsonTotal(t: Totals): string {
  const tokens = t.tokens !== undefined ? { tokens: t.tokens } : {}
  const wasOn = t.guardWasOn !== undefined ? { guardWasOn: t.guardWasOn } : {}
  const groups = t.people.size > 0 ? { people: groupList(t.people, 'person'), projects: groupList(t.projects, 'project') } : {}
  return jsonLine({ total: { sessions: t.sessions, calls: t.calls, actions: t.actions, rules: t.rules, saved: t.saved, notReread: t.notReread, ...tokens, ...wasOn, ...groups, unreadable: t.unreadable, partlyRead: t.partlyRead } })
}

export function humanSession(audit: SessionAudit): string {
  if (audit.actions.length === 0 && audit.guardWasOn === undefined) return ''
  const lines = [`${printable(audit.session)}  (${plural(audit.calls, 'call')})`]
  if (audit.guardWasOn !== undefined) lines.push(`  loop-guard was on: ${guardDidText(audit.guardWasOn)}`)
  for (const loop of audit.loops) lines.push(`  ${loopLine(loop)}`, `    ${actionsLine(loop.actions)}`)
  if (audit.saved > 0) lines.push(`  ${plural(audit.saved, 'call')} would not have run`)
  // a usage of all zeros (a scripted model's) is said once, not as "0 of 0 tokens"
  if (audit.tokens !== undefined) lines.push(`  ${audit.tokens.all === 0 ? 'tokens: the recorded usage is all zero' : tokenLine(audit.tokens)}`)
  return `${lines.join('\n')}\n`
}

/** `2 notes to the model, 2 outputs replaced by a pointer, 3 calls refused, 1 turn ended` (a warning is a note here): what it did, the nothings left out. */
function guardDidText(did: GuardWasOn): string {
  const parts = [
    did.advised > 0 ? `${plural(did.advised, 'note')} to the model` : '',
    did.pointed > 0 ? `${plural(did.pointed, 'output')} replaced by a pointer` : '',
    did.refused > 0 ? `${plural(did.refused, 'call')} refused` : '',
    did.endedTurns > 0 ? `${plural(did.endedTurns, 'turn')} ended` : '',
  ]
  return parts.filter((p) => p !== '').join(', ')
}

function loopLine(loop: FoundLoop): string {
  const rules = [...new Set(loop.actions.map((a) => RULE_WORDS[a.rule].saw))].join('; ')
  const where = loop.agent === 'main' ? 'main' : `subagent ${printable(loop.agent)}`
  const excerpt = loop.excerpt !== '' ? ` \`${printable(loop.excerpt)}\`` : ''
  return `${printable(loop.tool)}${excerpt} ×${loop.count} in ${where}: ${rules}`
}

/** `note #3 · warn #4–#5 · block #6–#69 · abort #8`: each kind with its call numbers (from 1). */
function actionsLine(actions: readonly AuditAction[]): string {
  const byKind = new Map<Action, number[]>()
  for (const a of actions) {
    const numbers = byKind.get(a.action) ?? []
    numbers.push(a.index + 1)
    byKind.set(a.action, numbers)
  }
  return [...byKind].map(([kind, numbers]) => `${kind} ${ranges(numbers)}`).join(' · ')
}

/** `[1,2,3,7]` → `#1–#3, #7`, at most four ranges. */
function ranges(numbers: readonly number[]): string {
  const out: string[] = []
  const sorted = [...new Set(numbers)].sort((a, b) => a - b)
  for (let i = 0; i < sorted.length && out.length <= 4; ) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++
    out.push(j > i ? `#${sorted[i]}–#${sorted[j]}` : `#${sorted[i]}`)
    i = j + 1
  }
  return out.length > 4 ? `${out.slice(0, 4).join(', ')}, …` : out.join(', ')
}

/** The settings the audit ran with, in one line. */
export function settingsLine(s: Settings): string {
  const refuse = s.mode === 'enforce' && s.blockAt > 0 ? `refuse the ${ordinal(s.blockAt)} identical call` : 'never refuse'
  const abort = s.mode === 'enforce' && s.blockAt > 0 && s.abortAfter > 0 ? `, end the turn after ${plural(s.abortAfter, 'refusal')}` : ''
  const transparent = s.transparentTools.size > 0 ? printable([...s.transparentTools].join(', ')) : 'none'
  return `${s.mode} mode: note at ${s.failureNoteAt} identical failures, warn at ${s.warnAt} identical calls, ${refuse}${abort}; transparent tools: ${transparent}`
}

const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`

export function humanTotal(t: Totals, seconds: number): string {
  const a = t.actions
  const rules = Object.entries(t.rules).map(([rule, n]) => `${rule} ${n}`).join(', ')
  const lines = [
    `Audited ${plural(t.sessions, 'session')}, ${plural(t.calls, 'tool call')} in ${seconds.toFixed(1)} s.`,
    `The guard would have acted in ${t.flagged} of them: ${plural(a.note, 'note')}, ${plural(a.warn, 'warning')}, ` +
      `${plural(a.block, 'refusal')}, ${plural(a.abort, 'ended turn')}${rules !== '' ? ` (by rule: ${rules})` : ''}.`,
    `Refusals would have saved ${plural(t.saved, 'call')}.`,
    t.tokens !== undefined
      ? `Tokens (${thousands(t.tokens.sessions)} of ${plural(t.sessions, 'session')} recorded usage): ${t.tokens.all === 0 ? 'all of it zero' : tokenLine(t.tokens)}.`
      : 'Tokens: no session recorded usage.',
    `Pointers would have kept ${plural(t.notReread.chars, 'character')} of repeated output (${plural(t.notReread.calls, 'call')}) from being read again.`,
    ...(t.guardWasOn !== undefined ? [`loop-guard was on in ${plural(t.guardWasOn.sessions, 'session')}: ${guardDidText(t.guardWasOn)}.`] : []),
    ...groupTable('By person (each folder named):', t.people),
    ...groupTable('By project:', t.projects),
  ]
  return `${lines.join('\n')}\n${humanUnreadable(t)}`
}

/** `1,200 tokens in flagged loops, 800 of them cache reads; 300 saved by refusals (200 cache reads)`. */
function tokenLine(t: LoopTokens): string {
  return (
    `${thousands(t.inLoops)} of ${thousands(t.all)} tokens in flagged loops (${thousands(t.cacheReads.inLoops)} cache reads); ` +
    `refusals would have saved ${thousands(t.savedByRefusal)} (${thousands(t.cacheReads.savedByRefusal)} cache reads)`
  )
}

/** The paths that could not be read and the files read in part, with the reasons; empty when there are none. */
export function humanUnreadable(t: Totals): string {
  const list = (title: string, problems: readonly PathProblem[]): string[] =>
    problems.length === 0 ? [] : [title, ...problems.map((p) => `  ${printable(p.path)}: ${printable(p.reason)}`)]
  const lines = [
    ...list(`Could not read ${plural(t.unreadable.length, 'path')}:`, t.unreadable),
    ...list(`Skipped lines in ${plural(t.partlyRead.length, 'file')}:`, t.partlyRead),
  ]
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}

/** A one-line bar on stderr for long runs on a terminal; silent otherwise. */
export class Progress {
  private readonly started = Date.now()
  private lastDrawn = 0
  private drawn = false

  constructor(private readonly out: { write(text: string): unknown }, private readonly enabled: boolean) {}

  tick(done: number, total: number): void {
    const now = Date.now()
    if (!this.enabled || total === 0 || now - this.started < 500 || now - this.lastDrawn < 100) return
    this.lastDrawn = now
    this.drawn = true
    const width = 30
    const full = Math.round((done / total) * width)
    this.out.write(`\r[${'#'.repeat(full)}${'-'.repeat(width - full)}] ${done}/${total} sessions`)
  }

  done(): void {
    if (this.drawn) this.out.write('\r\x1b[2K')
    this.drawn = false
  }
}
