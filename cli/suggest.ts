/**
 * `loop-guard audit --suggest`: the options that fit the person's own history.
 *
 * Contract:
 * - `loadSession(session, format, reader)` reads one session into memory, with a
 *   `RememberingReader` so each call's key and outcome are computed once, and marks the
 *   calls whose **output was changing**: the recorded outcome (judged as refusals are
 *   decided: not the same when a difference is not proven noise, hooks/judge.ts) of the call, or of a later identical call
 *   (same call key, same loop) before the person's next prompt, differs from the
 *   recorded outcome of the identical call before it (a run recorded behind loop-guard's
 *   pointer is its previous run's again, unchanged). `loadHistory` does so for many.
 * - `addSession(trial, loaded, base, reader)` replays one session with the trial's
 *   combination of `warnAt`, `blockAt`, `abortAfter` (the rest from `base`) through
 *   replay.ts and adds its counts: loops **caught** (a loop, one call key of one agent of
 *   a session, that drew at least one refusal, none of them on a call whose output was
 *   changing), **wrong refusals** (refusals of a call whose output was changing) and the
 *   sessions they fell in, refusals, ended turns, warnings, calls saved. `tryOptions`
 *   does it for every session of a history in memory.
 * - `trySessions` holds one session at a time (`trySession` tries one): it reads it, replays it
 *   under every combination and lets it go, so memory is bounded by the largest session, not by
 *   the whole history (suggest-threads.ts runs it in one worker per core: one session per worker).
 *   A combination whose `abortAfter` exceeds the refusals of every
 *   request in the replay with the same `warnAt` and `blockAt` that never ends a turn
 *   takes that replay's counts: it would be the same replay. Where the most watchful of the
 *   combinations from some `warnAt` up (the lowest `warnAt` and `blockAt` among them, never
 *   ending a turn) does nothing at all in a session, none of them can do anything there
 *   either: they take its counts (a quiet session is replayed once). While a session is tried, the
 *   rules judge two recorded outputs through a memo of judge.ts (`JudgeMemo`, lent with
 *   detector.ts `judgeKeptTextsWith`, gone with the session): every replay judges mostly the
 *   same pairs of runs, and the memo gives judge.ts's verdicts, so only the time changes.
 *   `addTried` sums the counts of two runs over different sessions.
 * - `choose(trials, current)` keeps the trials with no wrong refusal and picks the one
 *   that catches the most loops; among equals, the one nearest the current options (the sum
 *   of the three differences, "never" counting as 20), then the one saving more calls.
 * - `suggestionText` prints the trade-off table it chose from, the choice and the
 *   `claude plugin install … --config …` and `/plugin configure` lines that apply it.
 */
import { judgeKeptTextsWith, sameRun } from '../hooks/detectors/detector.js'
import { judgeTexts } from '../hooks/judge.js'
import type { RunKind, Verdict } from '../hooks/judge.js'
import type { Signed } from '../hooks/detectors/detector.js'
import type { Outcome } from '../hooks/outcome.js'
import type { Settings } from '../hooks/options.js'
import { readCall, replaySession } from './replay.js'
import type { CallReader, SessionAudit } from './replay.js'
import { readSession, reasonOf } from './transcripts.js'
import type { Format, PathProblem, RecordedCall, RecordedResult, Session, TranscriptEvent } from './transcripts.js'
import type { CallInfo } from '../hooks/vocabulary.js'
import { KeptRun } from '../hooks/kept-run.js'

export type Tried = { warnAt: number; blockAt: number; abortAfter: number }

export type Trial = Tried & {
  caught: number
  wrongRefusals: number
  /** Sessions with at least one wrong refusal. */
  harmedSessions: number
  refusals: number
  turnsEnded: number
  warnings: number
  saved: number
}

/** One session in memory: its events, and the indexes of calls whose output was changing. */
export type LoadedSession = { session: string; events: TranscriptEvent[]; changing: ReadonlySet<number> }

export type History = {
  sessions: LoadedSession[]
  calls: number
  /** Sessions that could not be read, and why. */
  unreadable: PathProblem[]
  reader: CallReader
}

/** Each recorded call is read once, however many times the history is replayed. */
class RememberingReader implements CallReader {
  private readonly infos = new WeakMap<RecordedCall, CallInfo | Promise<CallInfo>>()
  private readonly outcomes = new WeakMap<RecordedCall, Outcome | Promise<Outcome>>()

  info(call: RecordedCall): CallInfo | Promise<CallInfo> {
    let info = this.infos.get(call)
    if (info === undefined) this.infos.set(call, (info = readCall.info(call)))
    return info
  }

  outcome(call: RecordedCall, result: RecordedResult): Outcome | Promise<Outcome> {
    let outcome = this.outcomes.get(call)
    if (outcome === undefined) this.outcomes.set(call, (outcome = readCall.outcome(call, result)))
    return outcome
  }
}

/** A verdict of judge.ts on two texts, with what else the judgement read. */
type Judged = { asked: string; polled: boolean; verdict: Verdict }
/** Verdicts one session's memo keeps before it forgets them all: far more than a session's pairs of differing runs. */
const MAX_JUDGED = 100_000

/**
 * judge.ts's verdicts on one session's recorded outputs, each pair judged once however many
 * replays ask: every combination replays mostly the same runs against the same runs before them.
 * Keyed by the two texts (the reader hands every replay the same strings, whose hashes the maps
 * keep) and by what the judgement also reads (`asked`, `polled`).
 */
export class JudgeMemo {
  private readonly verdicts = new Map<string, Map<string, Judged[]>>() // first text → second text → its verdicts
  private kept = 0

  readonly judge = (a: string, b: string, kind: RunKind = {}): Verdict => {
    const asked = kind.asked ?? ''
    const polled = kind.polled === true
    let after = this.verdicts.get(a)
    const judged = after?.get(b)
    const found = judged?.find((j) => j.polled === polled && j.asked === asked)
    if (found !== undefined) return found.verdict
    const verdict = judgeTexts(a, b, kind)
    if (this.kept >= MAX_JUDGED) {
      this.verdicts.clear() // bounded: start again rather than grow
      this.kept = 0
      after = undefined
    }
    if (after === undefined) this.verdicts.set(a, (after = new Map()))
    const entry: Judged = { asked, polled, verdict }
    const same = after.get(b)
    if (same === undefined) after.set(b, [entry])
    else same.push(entry)
    this.kept++
    return verdict
  }
}

export async function loadHistory(found: readonly Session[], format: Format): Promise<History> {
  const reader = new RememberingReader()
  const history: History = { sessions: [], calls: 0, unreadable: [], reader }
  for (const session of found) {
    try {
      const loaded = await loadSession(session, format, reader)
      history.sessions.push(loaded)
      history.calls += callsIn(loaded)
    } catch (error) {
      history.unreadable.push({ path: session.path, reason: reasonOf(error) })
    }
  }
  return history
}

/** One session's events in memory, with the calls whose output was changing; throws when it cannot be read. */
export async function loadSession(session: Session, format: Format, reader: CallReader): Promise<LoadedSession> {
  const events: TranscriptEvent[] = []
  for (const event of readSession(session, format)) events.push(event)
  return { session: session.path, events, changing: await changingCalls(events, reader) }
}

const callsIn = (loaded: LoadedSession): number => loaded.events.filter((e) => e.kind === 'call').length

/**
 * The calls whose output was changing: the call's recorded outcome, at this run or at a
 * later run of the same call on the same loop before the person's next prompt, differs
 * from the run before it. Refusing such a call would have hidden something new.
 */
async function changingCalls(events: readonly TranscriptEvent[], reader: CallReader): Promise<Set<number>> {
  const last = new Map<string, Signed>() // loop + call key → its last recorded run
  const walked: ({ id: string; index: number; changed: boolean } | 'prompt')[] = []
  for (const event of events) {
    if (event.kind === 'person-prompt') walked.push('prompt')
    if (event.kind !== 'call' || event.result === undefined) continue
    if (event.result.pointer === true) {
      // loop-guard pointed at the previous run: the output was that run's again, unchanged
      walked.push({ id: `${event.loop}\n${(await reader.info(event)).key}`, index: event.index, changed: false })
      continue
    }
    const outcome = await reader.outcome(event, event.result)
    if (outcome.kind !== 'success' && outcome.kind !== 'failure') continue // refusals and interrupts say nothing of the output
    const key = (await reader.info(event)).key
    const id = `${event.loop}\n${key}`
    // judged as the guard judges a chain: the same outcome only when every difference is proven noise
    const seen = new KeptRun(outcome, key)
    const before = last.get(id)
    walked.push({ id, index: event.index, changed: before !== undefined && !sameRun(before, seen) })
    last.set(id, seen)
  }
  // backwards: a change ahead, within the same request, marks every earlier run of that call
  const changing = new Set<number>()
  const changesAhead = new Set<string>()
  for (const step of walked.reverse()) {
    if (step === 'prompt') {
      changesAhead.clear()
      continue
    }
    if (step.changed) changesAhead.add(step.id)
    if (changesAhead.has(step.id)) changing.add(step.index)
  }
  return changing
}

/** The option space tried: warnAt 2–6, blockAt never or warnAt+1–10, abortAfter never or 1–5. */
export function optionSpace(): Tried[] {
  const space: Tried[] = []
  for (let warnAt = 2; warnAt <= 6; warnAt++) {
    space.push({ warnAt, blockAt: 0, abortAfter: 0 })
    for (let blockAt = warnAt + 1; blockAt <= 10; blockAt++) {
      for (const abortAfter of [0, 1, 2, 3, 4, 5]) space.push({ warnAt, blockAt, abortAfter })
    }
  }
  return space
}

export async function tryOptions(history: History, base: Settings, tried: Tried): Promise<Trial> {
  const trial = emptyTrial(tried)
  for (const loaded of history.sessions) await addSession(trial, loaded, base, history.reader)
  return trial
}

const emptyTrial = (tried: Tried): Trial => ({ ...tried, caught: 0, wrongRefusals: 0, harmedSessions: 0, refusals: 0, turnsEnded: 0, warnings: 0, saved: 0 })

/** Replays one session with the trial's combination and adds what it counts. */
export async function addSession(trial: Trial, loaded: LoadedSession, base: Settings, reader: CallReader): Promise<void> {
  addCounts(trial, loaded, await replayTrial(trial, loaded, base, reader))
}

function replayTrial(trial: Tried, loaded: LoadedSession, base: Settings, reader: CallReader): Promise<SessionAudit> {
  const settings: Settings = { ...base, mode: 'enforce', warnAt: trial.warnAt, blockAt: trial.blockAt, abortAfter: trial.abortAfter }
  return replaySession(loaded.session, loaded.events, settings, reader)
}

/** Adds what one session's replay under the trial's combination counts. */
function addCounts(trial: Trial, loaded: LoadedSession, audit: SessionAudit): void {
  const wrong = audit.actions.filter((a) => a.action === 'block' && loaded.changing.has(a.index)).length
  trial.wrongRefusals += wrong
  if (wrong > 0) trial.harmedSessions++
  trial.refusals += audit.actions.filter((a) => a.action === 'block').length
  trial.turnsEnded += audit.actions.filter((a) => a.action === 'abort').length
  trial.warnings += audit.actions.filter((a) => a.action === 'warn').length
  trial.saved += audit.saved
  for (const loop of audit.loops) {
    const refusals = loop.actions.filter((a) => a.action === 'block')
    if (refusals.length > 0 && refusals.every((a) => !loaded.changing.has(a.index))) trial.caught++
  }
}

/**
 * The most refusals of the main agent between two of the person's prompts in a replay: no
 * fewer than the guard counts towards ending the turn (other resets only lower its count).
 */
function mostRefusalsInARequest(events: readonly TranscriptEvent[], audit: SessionAudit): number {
  const refused = new Set(audit.actions.filter((a) => a.action === 'block' && a.agent === 'main').map((a) => a.index))
  let most = 0
  let now = 0
  for (const event of events) {
    if (event.kind === 'person-prompt') now = 0
    else if (event.kind === 'call' && refused.has(event.index)) most = Math.max(most, ++now)
  }
  return most
}

/**
 * Every trial's counts for one session. Where the most watchful of the trials from some
 * `warnAt` up does nothing at all, none of them can: each of their thresholds is at least as
 * high and, with nothing refused, every replay is the same one, so they take its counts (most
 * sessions of a history are such from the lowest `warnAt`, many more from the next). `abortAfter`
 * only ends a turn: where no request of the replay that never ends one (`abortAfter` 0) holds as
 * many refusals, the replay is that one, so its counts are taken instead of replaying again.
 */
async function addSessionToAll(trials: readonly Trial[], loaded: LoadedSession, base: Settings, reader: CallReader): Promise<void> {
  const replayed = new Map<string, SessionAudit>() // warnAt/blockAt/abortAfter → its replay
  let quiet: { from: number; audit: SessionAudit } | undefined
  for (const from of [...new Set(trials.map((t) => t.warnAt))].sort((a, b) => a - b)) {
    const watchful = mostWatchful(trials.filter((t) => t.warnAt >= from))
    const audit = await replayTrial(watchful, loaded, base, reader)
    replayed.set(nameOf(watchful), audit)
    if (audit.actions.length === 0) {
      quiet = { from, audit }
      break
    }
  }
  const neverEnding = new Map<string, { audit: SessionAudit; mostRefusals: number }>() // warnAt/blockAt → that replay
  for (const trial of trials) {
    if (quiet !== undefined && trial.warnAt >= quiet.from) {
      addCounts(trial, loaded, quiet.audit)
      continue
    }
    const group = `${trial.warnAt}/${trial.blockAt}`
    const same = neverEnding.get(group)
    if (same !== undefined && trial.abortAfter > same.mostRefusals) {
      addCounts(trial, loaded, same.audit)
      continue
    }
    const audit = replayed.get(nameOf(trial)) ?? (await replayTrial(trial, loaded, base, reader))
    if (trial.abortAfter === 0) neverEnding.set(group, { audit, mostRefusals: mostRefusalsInARequest(loaded.events, audit) })
    addCounts(trial, loaded, audit)
  }
}

const nameOf = (t: Tried): string => `${t.warnAt}/${t.blockAt}/${t.abortAfter}`

/**
 * The lowest `warnAt` and `blockAt` among the trials (0, never, is not low: kept only when no
 * trial refuses), never ending a turn: where it does nothing it refuses nothing, so no
 * `abortAfter` could have ended a turn either, and it is the replay its group needs anyway.
 */
function mostWatchful(trials: readonly Tried[]): Tried {
  const lowest = (of: (t: Tried) => number): number => {
    const set = trials.map(of).filter((n) => n > 0)
    return set.length > 0 ? Math.min(...set) : 0
  }
  return { warnAt: lowest((t) => t.warnAt), blockAt: lowest((t) => t.blockAt), abortAfter: 0 }
}

/** Every combination's counts over the sessions found, each session read once and let go. */
export async function trySessions(found: readonly Session[], format: Format, base: Settings): Promise<TriedSessions> {
  const tried = startTrials(base)
  for (const session of found) await trySession(tried, session, format, base)
  return tried
}

/** Every combination's counts, what was read, and the current options among the combinations. */
export type TriedSessions = { trials: Trial[]; read: ReadCounts; current: Tried }

/** No counts yet: `optionSpace` and the current options, in the same order for the same `base`. */
export function startTrials(base: Settings): TriedSessions {
  const current = { warnAt: base.warnAt, blockAt: base.blockAt, abortAfter: base.blockAt === 0 ? 0 : base.abortAfter }
  const space = optionSpace() // each warnAt/blockAt with abortAfter 0 first: addSessionToAll reuses that replay
  if (!space.some((t) => same(t, current))) space.push(current)
  return { trials: space.map(emptyTrial), read: { sessions: 0, calls: 0, unreadable: 0 }, current }
}

/** Reads one session, adds its counts to every combination's and lets it go, with the reader and judgements it had. */
export async function trySession(tried: TriedSessions, session: Session, format: Format, base: Settings): Promise<void> {
  const reader = new RememberingReader() // one session's calls, gone with it
  judgeKeptTextsWith(new JudgeMemo().judge) // and its judgements
  try {
    let loaded: LoadedSession
    try {
      loaded = await loadSession(session, format, reader)
    } catch {
      tried.read.unreadable++
      return
    }
    tried.read.sessions++
    tried.read.calls += callsIn(loaded)
    await addSessionToAll(tried.trials, loaded, base, reader)
  } finally {
    judgeKeptTextsWith(undefined)
  }
}

/** Adds the counts of `more` (of other sessions, from `startTrials` with the same `base`) to `tried`: every count is a sum over sessions. */
export function addTried(tried: TriedSessions, more: Pick<TriedSessions, 'trials' | 'read'>): void {
  if (more.trials.length !== tried.trials.length) throw new Error('the counts of another run are not of the same combinations')
  tried.trials.forEach((t, i) => {
    const m = more.trials[i]!
    if (!same(t, m)) throw new Error('the counts of another run are not of the same combinations')
    t.caught += m.caught
    t.wrongRefusals += m.wrongRefusals
    t.harmedSessions += m.harmedSessions
    t.refusals += m.refusals
    t.turnsEnded += m.turnsEnded
    t.warnings += m.warnings
    t.saved += m.saved
  })
  tried.read.sessions += more.read.sessions
  tried.read.calls += more.read.calls
  tried.read.unreadable += more.read.unreadable
}

/** What the suggestion read: sessions, their calls, and the sessions it could not read. */
export type ReadCounts = { sessions: number; calls: number; unreadable: number }

/** The counts of a history held in memory. */
export const countsOf = (history: History): ReadCounts => ({ sessions: history.sessions.length, calls: history.calls, unreadable: history.unreadable.length })

/** "Never" (0) is as far from any number as 20, the manifest's ceiling. */
const NEVER = 20
const distance = (t: Tried, d: Tried): number => {
  const v = (n: number): number => (n === 0 ? NEVER : n)
  return Math.abs(v(t.warnAt) - v(d.warnAt)) + Math.abs(v(t.blockAt) - v(d.blockAt)) + Math.abs(v(t.abortAfter) - v(d.abortAfter))
}

/** The harmless trial that catches the most loops, nearest the current options; undefined if every trial refuses wrongly. */
export function choose(trials: readonly Trial[], current: Tried): Trial | undefined {
  const harmless = trials.filter((t) => t.wrongRefusals === 0)
  return [...harmless].sort((a, b) => b.caught - a.caught || distance(a, current) - distance(b, current) || b.saved - a.saved)[0]
}

const same = (a: Tried, b: Tried): boolean => a.warnAt === b.warnAt && a.blockAt === b.blockAt && a.abortAfter === b.abortAfter

/**
 * The rows worth reading: for each blockAt, the best harmless trial and the trial that
 * catches the most at any cost; plus the current options and the choice.
 */
function tradeOffRows(trials: readonly Trial[], current: Tried, chosen: Trial | undefined): Trial[] {
  const rows: Trial[] = []
  const add = (t: Trial | undefined): void => {
    if (t !== undefined && !rows.some((r) => same(r, t))) rows.push(t)
  }
  for (const blockAt of [...new Set(trials.map((t) => t.blockAt))]) {
    const these = trials.filter((t) => t.blockAt === blockAt)
    add(choose(these, current))
    add([...these].sort((a, b) => b.caught - a.caught || a.wrongRefusals - b.wrongRefusals || distance(a, current) - distance(b, current))[0])
  }
  add(trials.find((t) => same(t, current)))
  add(chosen)
  return rows.sort((a, b) => (a.blockAt || NEVER) - (b.blockAt || NEVER) || a.warnAt - b.warnAt || a.abortAfter - b.abortAfter)
}

const never = (n: number): string => (n === 0 ? 'never' : String(n))

export function suggestionText(read: ReadCounts, trials: readonly Trial[], current: Tried, seconds: number): string {
  const chosen = choose(trials, current)
  const header = ['warnAt', 'blockAt', 'abortAfter', 'loops caught', 'wrong refusals', 'in sessions', 'refusals', 'turns ended', 'warnings', 'calls saved', '']
  const rows = tradeOffRows(trials, current, chosen).map((t) => [
    String(t.warnAt), never(t.blockAt), t.blockAt === 0 ? '–' : never(t.abortAfter),
    String(t.caught), String(t.wrongRefusals), String(t.harmedSessions), String(t.refusals), String(t.turnsEnded), String(t.warnings), String(t.saved),
    [same(t, current) ? 'current' : '', chosen !== undefined && same(t, chosen) ? '← suggested' : ''].filter((w) => w !== '').join(' '),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]): string => cells.map((c, i) => (i < 3 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd()

  const out = [
    `Tried ${trials.length} combinations of warnAt, blockAt and abortAfter (enforce mode) on ${read.sessions} ${read.sessions === 1 ? 'session' : 'sessions'} (${read.calls.toLocaleString('en')} calls) in ${seconds.toFixed(1)} s.`,
    'A loop is caught when a refusal stops it; a refusal is wrong when the refused call, as it really ran, or a later run of it',
    "before the person's next prompt, had an output other than the identical run before it (repeating it would have shown something new).",
    '',
    line(header),
    ...rows.map(line),
    '',
  ]
  if (chosen === undefined) {
    out.push('Every combination that refuses would have refused a call whose output was changing; set blockAt to 0 (never refuse) or use mode advise.')
  } else if (same(chosen, current)) {
    out.push(`The current options already catch the most loops without a wrong refusal (${chosen.caught}): nothing to change.`)
  } else {
    const values = [['warnAt', chosen.warnAt], ['blockAt', chosen.blockAt], ['abortAfter', chosen.abortAfter]] as const
    out.push(
      `Suggested: warnAt ${chosen.warnAt}, blockAt ${never(chosen.blockAt)}, abortAfter ${never(chosen.abortAfter)}: catches ${chosen.caught} ${chosen.caught === 1 ? "loop" : "loops"} with no wrong refusal.`,
      'Apply it from a shell:',
      `  claude plugin install loop-guard --marketplace <owner>/<repo> ${values.map(([k, v]) => `--config ${k}=${v}`).join(' ')}`,
      `or at the Claude Code prompt: /plugin configure loop-guard, and set ${values.map(([k, v]) => `${k} ${v}`).join(', ')}.`,
    )
  }
  if (read.unreadable > 0) out.push(`Could not read ${read.unreadable} sessions.`)
  return `${out.join('\n')}\n`
}
