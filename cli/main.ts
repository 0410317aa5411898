/**
 * `loop-guard audit`: the command line, its options and its help.
 *
 * Contract: `main(argv, io)` runs one command and resolves to the exit status: 0 when
 * at least one session was audited (whatever it found), 1 when none could be (no
 * transcript, or none readable: the message says which paths and why, and points at
 * `--sample`), 2 for bad usage (an unknown option, a value that is not a whole number:
 * our own message, then the usage). A value `readSettings` replaces is not bad usage:
 * stderr names the option given, why it was not used and the settings used, and the
 * audit runs. The settings default to the plugin's own (`readSettings({})`). Everything
 * printed that came from outside (paths, ids, tool names, excerpts) goes through
 * `printable()`.
 * It finds sessions (transcripts.ts), replays each (replay.ts) and writes the report
 * (report.ts) to `io.stdout` as it goes, session by session; messages and the progress
 * bar go to `io.stderr`. bin/loop-guard.mjs calls it with the process's streams.
 * `--html FILE` also writes the page (html.ts); a folder it cannot be written into is
 * said before the audit, with status 2, and a page that still fails to be written comes
 * after the totals, with status 2. `--suggest` prints suggest.ts's answer (suggest-threads.ts) instead of the report.
 * The totals are also kept per person (each folder named: its last part, or its whole path
 * when two named folders share that) and per project (the folder holding the session), a
 * few numbers each, whatever the number of sessions.
 */
import { constants, existsSync, realpathSync } from 'node:fs'
import { access, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { basename, dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { useSyncHash } from '../hooks/digest.js'
import { DEFAULTS, readSettings } from '../hooks/options.js'
import type { RawOptions, Settings } from '../hooks/options.js'
import { htmlPage } from './html.js'
import { replaySession } from './replay.js'
import type { SessionAudit } from './replay.js'
import { Progress, addSession, humanSession, humanTotal, humanUnreadable, jsonSession, jsonTotal, newTotals, settingsLine } from './report.js'
import { printable } from '../hooks/safe-text.js'
import { suggest } from './suggest-threads.js'
import { findSessions, readSessionBatches, reasonOf } from './transcripts.js'
import type { Format, Problems } from './transcripts.js'

export type Output = {
  write(text: string): boolean
  once?(event: 'drain', listener: () => void): unknown
  isTTY?: boolean
}

export type Io = { stdout: Output; stderr: Output; env: Readonly<Record<string, string | undefined>> }

const HELP = `Usage: loop-guard audit [options] [paths…]

Replays Claude Code session transcripts through loop-guard's core and reports what it
would have done: the loops it finds, its notes, warnings, refusals and ended turns, and
the calls a refusal would have saved. It only reads the transcripts.

Paths are transcript files or folders, searched recursively for *.jsonl; the default is
~/.claude/projects ($CLAUDE_CONFIG_DIR/projects when that is set). A session's subagent
transcripts (<session>/subagents/*.jsonl) are read with it. For a team, name each
person's exported folder: the totals then add one line per person (each folder named)
and per project (the folder holding each session).

Options (the defaults are the plugin's):
  --mode enforce|advise|observe   what the guard may do (${DEFAULTS.mode})
  --failure-note-at N             identical failures before a note (${DEFAULTS.failureNoteAt})
  --warn-at N                     identical calls before the first warning (${DEFAULTS.warnAt})
  --block-at N                    the identical call that is refused, 0 = never (${DEFAULTS.blockAt})
  --abort-after N                 refusals in one request before the turn ends, 0 = never (${DEFAULTS.abortAfter})
  --transparent-tools a,b         tools that neither count nor break a chain (${DEFAULTS.transparentTools.join(',')})
  --format claude|calls           claude: Claude Code transcripts (default); calls: one call per line,
                                  {agent, step, tool, input, isError, text} / {user} / {interrupt: true}
  --json                          one JSON line per session, then a {"total": …} line
  --sample                        audit the sample session shipped with loop-guard
  --no-progress                   no progress bar (it shows only on a terminal, never in CI)
  --html FILE                     also write the audit as one self-contained web page
  --suggest                       try warnAt, blockAt and abortAfter on these transcripts and suggest values
  -h, --help                      this help

Call numbers (#n) count a session's tool calls from 1, in replay order; "index" in
--json is the same call counted from 0. An option value the plugin would not take is
not used: the audit says which and why, and runs with the value the plugin would use.
Paths that cannot be read (and files read in part) are listed at the end.
Exit status: 0 audited, 1 nothing could be read (no transcripts, or none readable),
2 bad usage.
`

const NUMBERS = { 'failure-note-at': 'failureNoteAt', 'warn-at': 'warnAt', 'block-at': 'blockAt', 'abort-after': 'abortAfter' } as const

/** The command line's options, one a line (HELP describes each). */
const OPTIONS = {
  mode: { type: 'string' },
  'failure-note-at': { type: 'string' },
  'warn-at': { type: 'string' },
  'block-at': { type: 'string' },
  'abort-after': { type: 'string' },
  'transparent-tools': { type: 'string' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  sample: { type: 'boolean' },
  'no-progress': { type: 'boolean' },
  html: { type: 'string' },
  suggest: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

/** What the command line asks for, and what it could not take as given (said before the audit). */
type Audit = { settings: Settings; format: Format; json: boolean; noProgress: boolean; paths: string[]; notUsed: string; html?: string; suggest: boolean }
/** Or what to say instead, and the exit status. */
type Answer = { to: 'stdout' | 'stderr'; text: string; status: number }

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const command = parseCommand(argv)
  if ('status' in command) {
    await write(io[command.to], command.text)
    return command.status
  }
  if (command.notUsed !== '') await write(io.stderr, command.notUsed)
  if (command.html !== undefined) {
    // said before the audit, which may take minutes, rather than after it
    const problem = await folderProblem(dirname(resolve(command.html)))
    if (problem !== undefined) {
      await write(io.stderr, `loop-guard audit: could not write ${printable(command.html)}: ${printable(problem)}\n`)
      return 2
    }
  }
  // Node 20.16+ loads its crypto module on demand: only an audit that meets a very long text pays for it
  if (typeof process.getBuiltinModule === 'function') useSyncHash(sha256OfCodeUnits)
  return audit(command, io)
}

/**
 * Node's SHA-256 of a text, at once: of its UTF-8 when it is well formed (for ASCII a plain
 * copy), else of its UTF-16 code units, so a lone surrogate never reads as U+FFFD; a mark
 * byte keeps the two spellings apart.
 */
function sha256OfCodeUnits(text: string): string {
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256')
  if ((text as WellFormedString).isWellFormed()) hash.update('u').update(text, 'utf8')
  else hash.update('s').update(text, 'utf16le')
  return hash.digest('hex')
}

/** `String.prototype.isWellFormed`, in Node since 20 (not in the ES2023 library's types). */
type WellFormedString = string & { isWellFormed(): boolean }

/** Why a page could not be written into `folder`, or undefined when it can be tried. */
async function folderProblem(folder: string): Promise<string | undefined> {
  try {
    if (!(await stat(folder)).isDirectory()) return `${folder} is not a folder`
    await access(folder, constants.W_OK)
    return undefined
  } catch (error) {
    return (error as { code?: unknown }).code === 'ENOENT' ? `there is no folder ${folder}` : reasonOf(error)
  }
}

function parseCommand(argv: readonly string[]): Audit | Answer {
  const [command, ...rest] = argv
  const usage = (problem: string): Answer => ({ to: 'stderr', text: `loop-guard audit: ${printable(problem)}\n\n${HELP}`, status: 2 })
  if (command === '-h' || command === '--help' || command === 'help') return { to: 'stdout', text: HELP, status: 0 }
  if (command !== 'audit') return { to: 'stderr', text: `${command === undefined ? '' : `loop-guard: unknown command "${printable(command)}".\n\n`}${HELP}`, status: 2 }

  let parsed
  try {
    parsed = parseArgs({ args: [...rest], allowPositionals: true, strict: true, options: OPTIONS })
  } catch (error) {
    return usage(argumentProblem(rest, error))
  }
  const { values, positionals } = parsed
  if (values.help === true) return { to: 'stdout', text: HELP, status: 0 }

  const raw: Record<string, unknown> = {}
  if (values.mode !== undefined) raw.mode = values.mode
  for (const [flag, name] of Object.entries(NUMBERS)) {
    const value = values[flag as keyof typeof NUMBERS]
    if (value === undefined) continue
    if (!/^\d+$/.test(value)) return usage(`--${flag} takes a whole number, not "${value}".`)
    raw[name] = Number(value)
  }
  const transparent = values['transparent-tools']
  if (transparent !== undefined) raw.transparentTools = transparent.split(',').map((t) => t.trim()).filter((t) => t !== '')
  const { settings, problems } = readSettings(raw as RawOptions)
  const format = values.format ?? 'claude'
  if (format !== 'claude' && format !== 'calls') return usage(`--format takes claude or calls, not "${format}".`)

  const paths = [...positionals, ...(values.sample === true ? [samplePath()] : [])]
  return { settings, format, json: values.json === true, noProgress: values['no-progress'] === true, paths, notUsed: notUsed(settings, problems), ...(values.html !== undefined ? { html: values.html } : {}), suggest: values.suggest === true }
}

/** Why option values given were not used and what is used instead (readSettings names each); empty when all were used. */
function notUsed(settings: Settings, problems: readonly string[]): string {
  if (problems.length === 0) return ''
  return printable(`loop-guard audit: ${problems.join(' ')}\nAuditing with ${settingsLine(settings)}.\n\n`, { keepNewlines: true })
}

/** parseArgs' complaint in our words: the option it could not take, and why. */
function argumentProblem(args: readonly string[], error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const known = new Set(Object.entries(OPTIONS).flatMap(([name, o]) => ['--' + name, ...('short' in o ? ['-' + o.short] : [])]))
  const options = args.slice(0, args.includes('--') ? args.indexOf('--') : args.length).filter((a) => a.startsWith('-') && a !== '-')
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const unknown = options.map((a) => a.split('=')[0]!).find((a) => !known.has(a))
    if (unknown !== undefined) return `unknown option ${unknown}.`
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = options.find((a) => known.has(a) && OPTIONS[a.slice(2) as keyof typeof OPTIONS]?.type === 'string' && (args[args.indexOf(a) + 1] ?? '-').startsWith('-'))
    const boolean = options.find((a) => a.includes('=') && OPTIONS[a.slice(2).split('=')[0] as keyof typeof OPTIONS]?.type === 'boolean')
    if (flag !== undefined) return `${flag} needs a value.`
    if (boolean !== undefined) return `${boolean.split('=')[0]} takes no value.`
  }
  return 'the options could not be read.'
}

/**
 * A session's person and project: the folder named on the command line it was found under
 * (its last part, or the whole path when two named folders share it), and the folder that
 * holds it (Claude Code keeps each project's sessions in a folder named after its path).
 */
function whereOf(path: string, roots: readonly { given: string; real: string }[]): { person: string; project: string } {
  const under = (r: string): boolean => path === r || path.startsWith(r.endsWith(sep) ? r : r + sep)
  const root = roots.filter((r) => under(r.real) || under(r.given)).sort((a, b) => b.real.length - a.real.length)[0]
  const nameOf = (r: string): string => basename(r) || r
  const person = root === undefined ? nameOf(dirname(path)) : roots.filter((r) => nameOf(r.given) === nameOf(root.given)).length > 1 ? root.given : nameOf(root.given)
  return { person, project: basename(dirname(path)) }
}

/** The folders named, as given and as their real paths (sessions are listed by their real paths). */
function rootsOf(searched: readonly string[]): { given: string; real: string }[] {
  return searched.map((given) => {
    const absolute = resolve(given)
    try {
      return { given: absolute, real: realpathSync(absolute) }
    } catch {
      return { given: absolute, real: absolute }
    }
  })
}

/** Sessions replayed at the same time. */
const SESSIONS_AT_ONCE = 4

/** Audits every session found, writing each report as it goes, then the totals. */
async function audit(a: Audit, io: Io): Promise<number> {
  const started = Date.now()
  const searched = a.paths.length > 0 ? a.paths : [defaultFolder(io.env)]
  const { sessions, unreadable } = await findSessions(searched, a.format)
  const roots = rootsOf(searched)
  const totals = newTotals()
  totals.unreadable.push(...unreadable)
  const pictured: SessionAudit[] = [] // kept for --html only
  if (a.suggest && sessions.length > 0) {
    await write(io.stdout, await suggest(sessions, a.format, a.settings))
    return 0
  }

  if (!a.json && sessions.length > 0) await write(io.stdout, `loop-guard audit (${settingsLine(a.settings)})\n\n`)
  const progress = new Progress(io.stderr, showsProgress(io, a.json || a.noProgress))
  // A few sessions are read at once so that one's file reads overlap another's replay;
  // reports are still written in order, and memory holds at most that many sessions.
  const replay = (session: (typeof sessions)[number]) => {
    const problems: Problems = { unreadable: [], partlyRead: [] }
    return replaySession(session.path, { batches: readSessionBatches(session, a.format, problems) }, a.settings).then(
      (result) => ({ result, problems }),
      (error: unknown) => ({ error, problems }),
    )
  }
  const inFlight = sessions.slice(0, SESSIONS_AT_ONCE).map(replay)
  for (const [i, session] of sessions.entries()) {
    const next = sessions[i + SESSIONS_AT_ONCE]
    if (next !== undefined) inFlight.push(replay(next))
    const outcome = await inFlight.shift()!
    totals.unreadable.push(...outcome.problems.unreadable)
    totals.partlyRead.push(...outcome.problems.partlyRead)
    if ('error' in outcome) {
      totals.unreadable.push({ path: session.path, reason: reasonOf(outcome.error) })
    } else {
      const result = outcome.result
      addSession(totals, result, whereOf(session.path, roots))
      if (a.html !== undefined) pictured.push(result)
      const text = a.json ? `${jsonSession(result)}\n` : humanSession(result)
      if (text !== '') {
        if (io.stdout.isTTY === true) progress.done() // the report and the bar share the screen
        await write(io.stdout, a.json ? text : `${text}\n`)
      }
    }
    progress.tick(i + 1, sessions.length)
  }
  progress.done()

  if (totals.sessions === 0) {
    // nothing read: say where we looked and why, never a report of zeros
    const why = totals.unreadable.length > 0 ? `nothing could be read in ${searched.map((p) => printable(p)).join(', ')}.` : `no transcripts found in ${searched.map((p) => printable(p)).join(', ')}.`
    await write(io.stderr, `loop-guard audit: ${why}\n${humanUnreadable(totals)}Try \`loop-guard audit --sample\` to audit the sample session shipped with loop-guard.\n`)
    if (a.json) await write(io.stdout, `${jsonTotal(totals)}\n`)
    return 1
  }
  let failed: string | undefined
  if (a.html !== undefined) {
    failed = await writeFile(a.html, htmlPage(pictured, totals, a.settings)).then(() => undefined, (error: unknown) => reasonOf(error))
  }
  // the totals come whatever became of the page: the audit itself was done
  await write(io.stdout, a.json ? `${jsonTotal(totals)}\n` : humanTotal(totals, (Date.now() - started) / 1000))
  if (a.html !== undefined) {
    const shown = printable(a.html)
    await write(io.stderr, failed === undefined ? `loop-guard audit: wrote ${shown}\n` : `loop-guard audit: could not write ${shown}: ${printable(failed)}\n`)
  }
  return failed === undefined ? 0 : 2
}

/** The bar is for people watching a terminal: never with --json or --no-progress, never in CI. */
export function showsProgress(io: Io, suppressed: boolean): boolean {
  return !suppressed && io.stderr.isTTY === true && (io.env.CI === undefined || io.env.CI === '' || io.env.CI === 'false')
}

/** Where Claude Code keeps its transcripts. */
function defaultFolder(env: Io['env']): string {
  return join(env.CLAUDE_CONFIG_DIR ?? join(homedir(), '.claude'), 'projects')
}

/** samples/claude-code/ of this package, from cli/ (sources) or dist/cli/ (built). */
function samplePath(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let up = 0; up < 3; up++, dir = dirname(dir)) {
    const sample = join(dir, 'samples', 'claude-code')
    if (existsSync(sample)) return sample
  }
  return join(dirname(fileURLToPath(import.meta.url)), '..', 'samples', 'claude-code')
}

/** Writes and waits for the stream to drain when it asks to, so output never piles up in memory. */
async function write(out: Output, text: string): Promise<void> {
  if (out.write(text) || out.once === undefined) return
  await new Promise<void>((resolve) => out.once!('drain', resolve))
}
