/**
 * The `/loop-guard` command: what each argument does and the text it answers with.
 *
 * Contract: `runCommand(args, guard, context)` acts on the guard (pause, resume,
 * allow) and returns the text shown to the person; it never throws. No argument (or
 * `report`, `status`) gives this session's report; `off` / `on` pause and resume;
 * `allow [N]` lets the most recently refused exact call run N more times (1 by
 * default) up to a ceiling no override lifts; `help` lists the subcommands; anything
 * else says so, repeating at most 60 printable characters of what was typed. The
 * engine heads the output with the plugin's name, so the text does not repeat it.
 * The engine draws the text as markdown: whatever it did not come from us (tool names,
 * excerpts, a setting's value, what was typed) goes through `markdownLiteral`, so it is
 * drawn as the characters it holds, never as emphasis, a link or a heading.
 */
import { plural } from './advice.js'
import type { Guard } from './guard.js'
import { OPTION_NAMES } from './options.js'
import type { OptionName, ReadSettings } from './options.js'
import { markdownLiteral, printable } from './safe-text.js'
import { thousands } from './tokens.js'
import type { LoopTokens } from './tokens.js'
import type { GuardStats } from './stats.js'

export type Lifetime = { sessions: number; notes: number; warnings: number; refusals: number; turnsEnded: number }

export type CommandContext = {
  options: ReadSettings
  /** Totals across earlier sessions, when the store had them. */
  lifetime?: Lifetime
  /** This session's token estimate (tokens.ts), once the engine reported a response's usage. */
  tokens?: LoopTokens
}

export const HELP = [
  '/loop-guard          this session\'s report: loops, refusals, top calls, options',
  '/loop-guard off      pause the guard for this session',
  '/loop-guard on       resume it',
  '/loop-guard allow    let the most recently refused exact call run once more',
  '/loop-guard allow N  let it run up to N more times (capped)',
  '/loop-guard help     this list',
].join('\n')

export function runCommand(args: string, guard: Guard, context: CommandContext): string {
  const [verb = '', count, ...extra] = args.trim().split(/\s+/).filter((w) => w !== '')
  switch (verb.toLowerCase()) {
    case '':
    case 'report':
    case 'status':
      return report(guard, context)
    case 'off':
      guard.setPaused(true)
      return 'paused for this session: no notes, refusals or turn ends. /loop-guard on resumes.'
    case 'on': {
      const wasPaused = guard.isPaused
      guard.setPaused(false)
      return wasPaused ? 'on: watching for repeated calls again.' : 'already on: watching for repeated calls. /loop-guard off pauses it.'
    }
    case 'help':
      return HELP
    case 'allow': {
      const times = count === undefined ? 1 : Number(count)
      if (!Number.isInteger(times) || times < 1 || extra.length > 0) return `allow takes a whole number of calls, 1 or more, e.g. /loop-guard allow 2 (got "${echoed(args)}").`
      const granted = guard.allow(times)
      if (granted === undefined) return 'nothing to allow: no call has been refused in this session.'
      const what = `${markdownLiteral(granted.tool)} (${markdownLiteral(`\`${granted.excerpt}\``)})`
      if (granted.granted === 0) return `${what} has reached the ceiling of ${granted.ceiling} identical calls; no override lifts it. Change the approach, or send a new prompt.`
      const capped = granted.granted < times ? ` (capped: the ceiling is ${granted.ceiling} identical calls)` : ''
      return `allowed ${what} to run ${granted.granted === 1 ? 'once more' : `${granted.granted} more times`}${capped}, in this session only.`
    }
    default:
      return `unknown argument "${echoed(args)}".\n${HELP}`
  }
}

function report(guard: Guard, context: CommandContext): string {
  const { stats } = guard
  const lines = [
    guard.isPaused ? 'paused (/loop-guard on resumes)' : `on, mode ${context.options.settings.mode}`,
    `this session: ${plural(stats.chainsFlagged, 'loop')} flagged · ${tally(stats)}`,
    `estimated calls saved: ${stats.refusals} (refused calls never ran)`,
    tokensLine(context.tokens),
  ]
  const top = [...stats.topRepeats.values()].sort((a, b) => b.count - a.count).slice(0, 5)
  if (top.length > 0) {
    lines.push('top repeated calls:')
    for (const t of top) lines.push(`  ${markdownLiteral(t.tool)} ×${t.count}  ${markdownLiteral(t.excerpt)}${t.rule !== undefined ? `  (${t.rule})` : ''}`)
  }
  // the store holds the sessions that ended; this one is added when it ends, so add it here too
  const lifetime = context.lifetime
  if (lifetime !== undefined) {
    const all = hadInterventions(stats) ? addToLifetime(lifetime, stats) : lifetime
    lines.push(`all sessions: ${plural(all.sessions, 'session')} with loops · ${tally(all)}`)
  }
  lines.push('options:', ...optionLines(context.options))
  return lines.join('\n')
}

/** The same counts, in the same words, for this session and for all of them. */
function tally(t: { notes: number; warnings: number; refusals: number; turnsEnded: number }): string {
  return `${plural(t.notes, 'note')} · ${plural(t.warnings, 'warning')} · ${plural(t.refusals, 'call')} refused · ${plural(t.turnsEnded, 'turn')} ended`
}

/** Report lines end before this column, so the terminal never wraps them at 100 columns. */
const REPORT_WIDTH = 90
const NAME_COLUMN = Math.max(...OPTION_NAMES.map((n) => n.length)) + 2

/**
 * One option per line: its name, the value in force and where it came from. A value the
 * user gave that was not used shows beside the one used: `blockAt 5 (you set 2: must be
 * above warnAt 3)`. A long tool list goes on under its own indent rather than wrap.
 */
function optionLines({ settings, sources }: ReadSettings): string[] {
  const value: Record<OptionName, string> = {
    mode: settings.mode,
    failureNoteAt: String(settings.failureNoteAt),
    warnAt: String(settings.warnAt),
    blockAt: settings.blockAt === 0 ? 'never' : String(settings.blockAt),
    abortAfter: settings.abortAfter === 0 ? 'never' : String(settings.abortAfter),
    transparentTools: [...settings.transparentTools].join(', ') || 'none',
    dedupeOutput: settings.dedupeOutput ? 'on' : 'off',
    textLoops: settings.textLoops ? 'on' : 'off',
    textRepeatAt: String(settings.textRepeatAt),
    telemetry: settings.telemetry ? 'on' : 'off',
  }
  return OPTION_NAMES.flatMap((name) => {
    const source = sources[name]
    const from = source.kind === 'not used' ? `you set ${markdownLiteral(source.given)}: ${source.why}` : source.kind === 'user' ? 'set by you' : 'default'
    return wrap(`  ${name.padEnd(NAME_COLUMN)}`, `${markdownLiteral(value[name])} (${from})`)
  })
}

/** `lead` then `text`, broken at spaces into lines of REPORT_WIDTH as drawn, each continuation under the first. */
function wrap(lead: string, text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && lead.length + drawnLength(line) + 1 + drawnLength(word) > REPORT_WIDTH) {
      lines.push(line)
      line = word
    } else {
      line = line === '' ? word : `${line} ${word}`
    }
  }
  lines.push(line)
  return lines.map((l, i) => `${i === 0 ? lead : ' '.repeat(lead.length)}${l}`)
}

/** The length of markdown as drawn: a backslash escape (markdownLiteral's) takes no room on screen. */
function drawnLength(markdown: string): number {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1').length
}

/** Each response's tokens shared evenly among its calls (the README says how). */
function tokensLine(t: LoopTokens | undefined): string {
  if (t === undefined) return 'estimated tokens: no usage reported yet'
  return `estimated tokens: ${thousands(t.inLoops)} of ${thousands(t.all)} on calls in flagged loops (${thousands(t.cacheReads.inLoops)} cache reads) · ${thousands(t.savedByRefusal)} on refused calls`
}

/** Whether a session counts among the lifetime's "sessions with loops": it drew a note, a warning or a refusal. */
export function hadInterventions(s: { notes: number; warnings: number; refusals: number }): boolean {
  return s.notes + s.warnings + s.refusals > 0
}

/** Adds this session's interventions to the lifetime totals. */
export function addToLifetime(previous: unknown, s: Omit<GuardStats, 'topRepeats' | 'chainsFlagged'>): Lifetime {
  const base = readLifetime(previous) ?? { sessions: 0, notes: 0, warnings: 0, refusals: 0, turnsEnded: 0 }
  return {
    sessions: base.sessions + 1,
    notes: base.notes + s.notes,
    warnings: base.warnings + s.warnings,
    refusals: base.refusals + s.refusals,
    turnsEnded: base.turnsEnded + s.turnsEnded,
  }
}

/** The stored totals, if they have the expected shape. */
export function readLifetime(stored: unknown): Lifetime | undefined {
  if (stored === null || typeof stored !== 'object') return undefined
  const r = stored as Record<string, unknown>
  const keys = ['sessions', 'notes', 'warnings', 'refusals', 'turnsEnded'] as const
  if (!keys.every((k) => typeof r[k] === 'number')) return undefined
  return { sessions: r.sessions as number, notes: r.notes as number, warnings: r.warnings as number, refusals: r.refusals as number, turnsEnded: r.turnsEnded as number }
}

const LONGEST_ECHO = 60

/** What the person typed, as a reply repeats it: one printable line, cut short, drawn as typed. */
function echoed(args: string): string {
  const typed = printable(args.trim().slice(0, 4 * LONGEST_ECHO))
  return markdownLiteral(typed.length > LONGEST_ECHO ? `${typed.slice(0, LONGEST_ECHO - 1)}…` : typed)
}
