/**
 * Transcript readers: sessions on disk turned into one stream of events for the replay.
 *
 * Contract:
 * - `findSessions(paths, format)` lists the sessions under files and folders (folders are
 *   searched recursively for `*.jsonl`). Only regular files are listed; folder links are
 *   never followed, file links only to a regular file inside the roots given, and each
 *   file is listed once (by its real path). In the `claude` format a session is a main
 *   transcript `<dir>/<id>.jsonl` with every `*.jsonl` under `<dir>/<id>/` (Claude Code
 *   2.x keeps subagents in `<id>/subagents/agent-*.jsonl`); a subagent file found without
 *   its main transcript is a session of its own. In the `calls` format every file is one
 *   session. Each path that cannot be read (a folder, a FIFO, a link to nothing or out of
 *   the roots) comes back in `unreadable`, with the reason, and the search goes on.
 * - `readSession(session, format, problems)` streams a session's events, synchronously (a
 *   generator: local reads take microseconds, and a promise per record or per file cost
 *   the audit more than its reading). Each file is checked once opened, before it is
 *   read: a regular file (a FIFO never blocks), the file its path names now, with its real
 *   path in the folders searched (a swap for a link to outside is not read); it is read in chunks
 *   of at most 1 MB (into one buffer every file shares) and cut into lines a chunk at a
 *   time, each line decoded on its own; a line longer than
 *   `MAX_LINE_BYTES` is dropped as soon as it passes the cap, so memory stays bounded by a
 *   chunk, one line and a few capped maps. A byte order mark is dropped. A file that
 *   cannot be opened goes to `problems.unreadable` and the others are still read; a file
 *   read with lines skipped (too long, not JSON, a cut-off last line) goes to
 *   `problems.partlyRead` (the session's own file only when the session was read: one
 *   not read at all is told once, by the `Unreadable` thrown). It throws `Unreadable`
 *   only when no file held anything it knows. Calls are numbered in replay order: the main file's order, subagent files
 *   merged in by their records' timestamps. A call whose `tool_use` id (or an assistant
 *   record whose response) was read before in the session is a resumed transcript's copy
 *   and is skipped. Each call names its model response (`response`) and one call per
 *   response carries that response's `usage`, as last recorded. `readSessionBatches` gives
 *   the same events a batch at a time.
 * Events: a `call` (with its result, when the transcript has one), a `person-prompt`, an
 * `interrupt` (the main turn aborted), a `turn-end` (a loop answered without calling a
 * tool), a `compaction`, `guard` (what loop-guard itself did in the recorded session,
 * at a call: `advised`, `pointed`, `refused`, `ended-turn`), and in the Claude Code format a
 * `text` for each text or thinking block of a model response (for the text-loop rule; a block
 * written as a record of its own is told apart from its siblings by that record's uuid).
 * A record not in a shape the reader knows (a content block that is not an object with a
 * type in words), or any record whose reading fails, is skipped and counted, never the
 * session: the session's file goes to `problems.partlyRead` with the count and the first
 * reason. A line nested deeper than `MAX_DEPTH` is skipped before it is parsed (a
 * scan of its brackets outside strings, linear in its length): parsing and walking
 * millions of levels would take minutes and gigabytes.
 *
 * The Claude Code format, as real transcripts write it (see samples/claude-code/):
 * - an `assistant` record holds one content block; the blocks of one model response
 *   share `message.id`, so that id is the call's step (parallel calls share it);
 * - a `user` record holds `tool_result` blocks (paired with calls by `tool_use_id`) or
 *   text: a person's prompt, unless it is meta (`isMeta`, `isVisibleInTranscriptOnly`),
 *   a compaction summary, a subagent's prompt, a prompt of a non-person origin
 *   (`origin.kind` outside `PERSON_ORIGINS`, which holds the transcript's `human` too;
 *   without an origin, a `turnOrigin` the engine counts as no person's), or one of the
 *   texts `isPersonText` rejects;
 * - a prompt typed while a turn ran is a `queued_command` attachment (a person's when
 *   its `origin` is);
 * - loop-guard's own doings, when it was on: its refusal is the result of a call that
 *   never ran (a `toolDenialKind` with a text `isGuardRefusal` knows), so the call comes
 *   without a result; its pointer replaced the text the model read (`toolResultRewritten`
 *   with a text `isOutputPointer` knows), so the result is the tool's own record
 *   (`toolUseResult`) marked `pointer`: the output was the same as that call's previous
 *   run; its notes are `hook_additional_context` attachments of `tool.call` that
 *   `isGuardNote` knows; the turn it ended is a main-loop result saying the turn was
 *   ended to deliver a message, in a request where it had already spoken, and counts as
 *   its refusal too (the engine records the end in place of the refusal);
 * - a text answer ends its loop's turn: at once with `stop_reason: "end_turn"`, else
 *   (older versions leave it empty) when no call of the same response follows;
 * - a call with no result by the next response of its loop, a prompt or an interrupt
 *   (or by the end) comes without one;
 * - `[Request interrupted by user…]` is an interrupt, and so is a result saying the turn
 *   was ended to deliver a message; a `system` record with subtype `compact_boundary`, a
 *   `summary` record and a compaction summary are compactions;
 * - sidechain records (`isSidechain`) belong to the loop `agentId`, or in old versions
 *   without it to `sidechain-<first 8 characters of the chain's first uuid>`.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs'
import type { Stats } from 'node:fs'
import { lstat, readdir, realpath, stat } from 'node:fs/promises'
import { dirname, join, sep } from 'node:path'
import { isGuardNote, isGuardRefusal } from '../hooks/advice.js'
import { wasBackgrounded } from '../hooks/outcome.js'
import { isOutputPointer } from '../hooks/pointer.js'
import { PERSON_ORIGINS } from '../hooks/resets.js'
import type { TokenCounts } from '../hooks/tokens.js'

export type Format = 'claude' | 'calls'

export type Session = {
  /** The main transcript: the session's name in reports. */
  path: string
  /** Subagent transcripts read with it (claude format). */
  parts: string[]
}

export type RecordedResult = {
  isError: boolean
  /** What the model read. */
  text: string
  /** What the tool returned, as far as the transcript keeps it (image blocks, background flags). */
  raw?: unknown
  /** A permission rule or a person refused the call. */
  permissionDenied?: boolean
  /** The turn was aborted while the call ran. */
  aborted?: boolean
  /**
   * loop-guard showed the model its pointer in place of this output: the output was the
   * same as this call's previous run. `text` and `raw` are then the tool's own record as far
   * as the transcript keeps it (Bash's stdout and stderr), not the pointer.
   */
  pointer?: true
}

export type RecordedCall = {
  kind: 'call'
  /** 0-based, among the session's tool calls, in replay order. */
  index: number
  /** `main` or the subagent's id. */
  loop: string
  /** The model response the call came in, when known. */
  step?: string
  tool: string
  input: Record<string, unknown>
  /** Absent when the transcript ends before the call's result. */
  result?: RecordedResult
  /** The model response (assistant `message.id`) the call came in (claude format). */
  response?: string
  /**
   * That response's token usage, on one call per response only (the first of its calls the
   * reader hands on), so that summing it over calls counts each response once.
   */
  usage?: TokenCounts
}

/** What loop-guard itself did at a call of a recorded session: a note or warning, a pointer, a refusal, an ended turn. */
export type GuardDid = 'advised' | 'pointed' | 'refused' | 'ended-turn'

export type TranscriptEvent =
  | RecordedCall
  | { kind: 'person-prompt' }
  | { kind: 'interrupt' }
  | { kind: 'turn-end'; loop: string }
  | { kind: 'compaction'; loop: string }
  | { kind: 'guard'; did: GuardDid; index: number; loop: string }
  | RecordedText

/** A text or thinking block of a model response (claude format), for the text-loop rule. */
export type RecordedText = {
  kind: 'text'
  loop: string
  /** The model response: its message id, else its record's. */
  response: string
  textKind: 'text' | 'thinking'
  /** The block's position in the response. */
  block: number
  text: string
  /** The calls read before it: where it stands in the session. */
  callsBefore: number
}

/** A small number standing for a string: blocks of one response written as records of their own get different ones. */
function hashOf(text: string): number {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0
  return h
}

/** A session that could not be read, and why, in a few words. */
export class Unreadable extends Error {}

/** A record not in a shape the reader knows, and what is wrong with it: it is skipped and counted. */
class Malformed extends Error {}

/** Calls waiting for their result, at most; the oldest is given up past this. */
const MAX_OPEN_CALLS = 512
/** Sidechain record ids remembered to find their loop (old transcripts only). */
const MAX_SIDECHAIN_IDS = 10_000
/** Call and response ids remembered to recognise a resumed transcript's copies. */
const MAX_REMEMBERED = 200_000

const INTERRUPT = /^\[Request interrupted by user/
/** The engine's wrappers around a refusal's text. */
const REFUSAL_WRAPPER = /^(?:<tool_use_error>)?(?:Error: )?/
const TURN_ENDED_FOR_MESSAGE = /^\[Tool call did not complete: the turn was ended/
const COMPACT_SUMMARY = /^This session is being continued from a previous conversation/
/** Texts stored as user messages that no person typed: hook feedback, command output, notifications. */
const NOT_A_PERSON =
  /^(?:[\w:-]+ (?:hook|operation) feedback:|<(?:task-notification|local-command-stdout|local-command-stderr|local-command-caveat|bash-stdout|bash-stderr|session-start-hook|user-prompt-submit-hook|system-reminder|ide_opened_file|ide_selection)>|Caveat: The messages below were generated by the user while running local commands)/
/** `turnOrigin` values the engine itself counts as not a person's turn. */
const NON_PERSON_TURNS = new Set(['scheduled', 'task_notification', 'auto_continuation', 'peer', 'host_synthetic', 'system'])

/** Whether a user-role text is something a person sent (not feedback, output or a notification). */
export function isPersonText(text: string): boolean {
  const t = text.trimStart()
  return t !== '' && !INTERRUPT.test(t) && !COMPACT_SUMMARY.test(t) && !NOT_A_PERSON.test(t)
}

// ---------------------------------------------------------------- finding sessions

/** A path that could not be read (a file, a folder), or a file read in part, and why. */
export type PathProblem = { path: string; reason: string }

/** What reading met on the way: paths not read at all, and files read with something skipped. */
export type Problems = { unreadable: PathProblem[]; partlyRead: PathProblem[] }

export async function findSessions(paths: readonly string[], format: Format): Promise<{ sessions: Session[]; unreadable: PathProblem[] }> {
  const finder = new Finder()
  await finder.search(paths, format)
  const files = finder.files
  const unreadable = finder.unreadable
  if (format === 'calls') {
    const sessions = files.map((path) => ({ path, parts: [] }))
    for (const session of sessions) searchedIn.set(session, finder.roots)
    return { sessions, unreadable }
  }
  const mains = new Set(files)
  const parts = new Map<string, string[]>() // main transcript → its subagent files
  for (const path of files) {
    const owner = ownerOf(path, mains)
    if (owner !== undefined) parts.set(owner, [...(parts.get(owner) ?? []), path])
  }
  const sessions = files.filter((path) => ownerOf(path, mains) === undefined).map((path) => ({ path, parts: parts.get(path) ?? [] }))
  for (const session of sessions) searchedIn.set(session, finder.roots)
  return { sessions, unreadable }
}

/** The real folders (and files) each found session was searched in: its files are checked against them once opened. */
const searchedIn = new WeakMap<Session, readonly string[]>()

/**
 * Walks the given roots for regular `*.jsonl` files. Folder links are never followed (what
 * they point at inside a root is walked anyway; outside, it is not the person's to audit);
 * a file link is followed only to a regular file inside a root. Each file is listed once,
 * by its real path, so a link to a file already found adds nothing.
 */
class Finder {
  readonly files: string[] = []
  readonly unreadable: PathProblem[] = []
  readonly roots: string[] = []
  private readonly seen = new Set<string>() // real paths of the files listed

  /** Every root is known before any is walked: a link from one root into another stays inside. */
  async search(paths: readonly string[], format: Format): Promise<void> {
    type Root = { path: string; real: string; info: Stats; folder?: { path: string; real: string } }
    const found: Root[] = []
    for (const path of paths) {
      const target = await resolved(path)
      if ('error' in target) {
        this.unreadable.push({ path, reason: reasonOf(target.error) })
        continue
      }
      // a transcript named directly brings its subagents folder, when that is a real folder
      const folder = path.replace(/\.jsonl$/, '')
      const withFolder = format === 'claude' && target.info.isFile() && folder !== path && (await isRealFolder(folder))
      const root: Root = withFolder ? { ...target, path, folder: { path: folder, real: await realpath(folder) } } : { ...target, path }
      found.push(root)
      if (target.info.isDirectory() || target.info.isFile()) this.roots.push(target.real)
      if (root.folder !== undefined) this.roots.push(root.folder.real)
    }
    for (const { path, real, info, folder } of found) {
      if (info.isDirectory()) await this.walk(path, real)
      else if (!info.isFile()) this.unreadable.push({ path, reason: notRegular(info) })
      else this.add(path, real)
      if (folder !== undefined) await this.walk(folder.path, folder.real)
    }
  }

  private add(path: string, real: string): void {
    if (this.seen.has(real)) return
    this.seen.add(real)
    this.files.push(path)
  }

  private inRoots(real: string): boolean {
    return isInside(real, this.roots)
  }

  private async walk(folder: string, realFolder: string): Promise<void> {
    let entries
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch (error) {
      this.unreadable.push({ path: folder, reason: reasonOf(error) })
      return
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await this.walk(path, join(realFolder, entry.name))
      else if (!entry.name.endsWith('.jsonl')) continue
      else if (entry.isFile()) this.add(path, join(realFolder, entry.name))
      else if (entry.isSymbolicLink()) await this.link(path)
      else this.unreadable.push({ path, reason: notRegular(entry) })
    }
  }

  private async link(path: string): Promise<void> {
    const target = await resolved(path)
    if ('error' in target) {
      const code = (target.error as { code?: unknown } | null)?.code
      this.unreadable.push({ path, reason: code === 'ENOENT' ? 'a link to nothing' : reasonOf(target.error) })
      return
    }
    const { real, info } = target
    if (!this.inRoots(real)) this.unreadable.push({ path, reason: 'a link out of the folders searched, not followed' })
    else if (!info.isFile()) this.unreadable.push({ path, reason: `a link to ${kindOf(info)}, not a regular file` })
    else this.add(path, real)
  }
}

/** Whether a real path is one of `roots` or lies under one. */
function isInside(real: string, roots: readonly string[]): boolean {
  return roots.some((root) => real === root || real.startsWith(root.endsWith(sep) ? root : root + sep))
}

/** Where a path really leads (links resolved), and what is there; or why it cannot be known. */
async function resolved(path: string): Promise<{ real: string; info: Stats } | { error: unknown }> {
  try {
    const real = await realpath(path)
    return { real, info: await stat(real) }
  } catch (error) {
    return { error }
  }
}

/** The main transcript `<ancestor>.jsonl` among `mains` that a file sits under, if any. */
function ownerOf(path: string, mains: ReadonlySet<string>): string | undefined {
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    if (mains.has(`${dir}.jsonl`)) return `${dir}.jsonl`
  }
  return undefined
}

async function isRealFolder(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isDirectory()
  } catch {
    return false
  }
}

type Kind = { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }

/** What a path is when it is not a regular file, in a few words. */
function notRegular(info: Kind): string {
  return `${kindOf(info)}, not a regular file`
}

function kindOf(info: Kind): string {
  if (info.isDirectory()) return 'a folder'
  if (info.isFIFO()) return 'a FIFO'
  if (info.isSocket()) return 'a socket'
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device'
  return 'something else'
}

/** A file-system error in a few words. */
export function reasonOf(error: unknown): string {
  if (error instanceof Unreadable) return error.message
  const code = (error as { code?: unknown } | null)?.code
  const words: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'is a folder',
    ENOTDIR: 'not a folder',
    ELOOP: 'a link that loops',
    ENAMETOOLONG: 'path too long',
  }
  if (typeof code === 'string' && words[code] !== undefined) return words[code]
  return error instanceof Error ? error.message : String(error)
}

// ---------------------------------------------------------------- reading lines

/** A longer line is skipped (with a note): memory stays bounded by it, whatever the file. */
const MAX_LINE_BYTES = 64 * 1024 * 1024
const CHUNK_BYTES = 1 << 20
const NEWLINE = 0x0a
/** Records of merged files handed on at once. */
const MERGED_BATCH = 1024

/**
 * A line nested deeper than this is skipped unparsed: no tool writes anything near it, and
 * a record's depth is what makes parsing it slow (millions of levels fit under the size cap).
 */
export const MAX_DEPTH = 1000

type FileCounts = { lines: number; parsed: number; notJson: number; tooLong: number; cutOff: number; tooDeep: number; malformed: number; firstMalformed: string }

const noCounts = (): FileCounts => ({ lines: 0, parsed: 0, notJson: 0, tooLong: 0, cutOff: 0, tooDeep: 0, malformed: 0, firstMalformed: '' })

/**
 * Opens a file for reading only if it is a regular file (a FIFO would block the read for
 * ever) whose real path lies in `searched` (the folders the search went through; the
 * file's own folder when not known), checked on what was opened: a file swapped for a link
 * to a file outside between the search and the read is not read. Synchronous, as the
 * reads are: a local open, stat and close cost microseconds, and going through the
 * thread pool for each cost the audit more than its reading.
 */
function openRegular(path: string, searched: readonly string[] | undefined): number {
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting; files ignore it
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new Unreadable(notRegular(info))
    // the path's real target now, and that it is the very file opened (not swapped since)
    const real = realpathSync(path)
    const now = statSync(real)
    if (now.dev !== info.dev || now.ino !== info.ino) throw new Unreadable('replaced while it was opened, not read')
    if (!isInside(real, searched ?? [realpathSync(dirname(path))])) throw new Unreadable('a link out of the folders searched, not followed')
    return fd
  } catch (error) {
    closeSync(fd)
    throw error
  }
}

/**
 * The one buffer every file is read into, a chunk at a time: each chunk is decoded before
 * the next read, so files read in turn (a session and its subagents) can share it, and
 * fresh memory is not asked of the system for every megabyte read.
 */
let chunkBuffer: Buffer | undefined

/**
 * A file's lines, a chunk's worth at a time. Lines are cut at newline bytes (never inside a
 * UTF-8 character) and decoded one by one: a line of ASCII then reads as a one-byte string,
 * which takes half the memory and parses faster than when a single non-ASCII character
 * elsewhere in its chunk made the whole chunk two-byte. A line that spans chunks is kept as
 * a list of pieces (copied out of the shared buffer), joined once at its end, and dropped as
 * soon as it passes `maxLineBytes`. The last line, when the file does not end with a
 * newline, comes with `last: true`.
 */
function* lineBatches(fd: number, maxLineBytes: number, counts: FileCounts): Generator<{ lines: string[]; last: boolean }> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  let skipping = false // inside a line already too long
  for (;;) {
    const buffer = (chunkBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES))
    const bytesRead = readSync(fd, buffer, 0, CHUNK_BYTES, null) // a regular file (checked at open): a quick local read, no need to wait for the thread pool
    if (bytesRead === 0) break
    const chunk = buffer.subarray(0, bytesRead)
    const first = chunk.indexOf(NEWLINE)
    if (first === -1) {
      if (skipping) continue
      pending.push(Buffer.from(chunk))
      pendingBytes += bytesRead
      if (pendingBytes > maxLineBytes) {
        counts.tooLong++
        skipping = true
        pending = []
        pendingBytes = 0
      }
      continue
    }
    const lines: string[] = []
    if (skipping) skipping = false
    else if (pendingBytes + first > maxLineBytes) counts.tooLong++
    else if (pending.length > 0) lines.push(Buffer.concat([...pending, chunk.subarray(0, first)]).toString('utf8'))
    else lines.push(chunk.toString('utf8', 0, first))
    pending = []
    pendingBytes = 0
    let start = first + 1
    for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      if (end > start) lines.push(chunk.toString('utf8', start, end)) // blank lines say nothing
      start = end + 1
    }
    if (start < bytesRead) {
      pending.push(Buffer.from(chunk.subarray(start)))
      pendingBytes = bytesRead - start
    }
    yield { lines, last: false }
  }
  if (!skipping && pending.length > 0) yield { lines: [Buffer.concat(pending).toString('utf8')], last: true }
}

/**
 * The JSON values of a file's lines, a batch at a time. A UTF-8 byte order mark is
 * dropped; blank lines are skipped; lines that are not JSON, too long or cut off at the
 * end are counted for the file's note.
 */
function* jsonBatches(path: string, searched: readonly string[] | undefined, maxLineBytes: number, counts: FileCounts): Generator<unknown[]> {
  const fd = openRegular(path, searched)
  let first = true
  try {
    for (const { lines, last } of lineBatches(fd, maxLineBytes, counts)) {
      if (first && lines.length > 0) {
        first = false
        if (lines[0]!.charCodeAt(0) === 0xfeff) lines[0] = lines[0]!.slice(1)
      }
      const values = parsedLines(lines, last, maxLineBytes, counts)
      if (values.length > 0) yield values
    }
  } finally {
    closeSync(fd)
  }
}

/** The JSON values of a batch of lines, in order; what cannot be read is counted (a plain loop, outside the generator, runs faster). */
function parsedLines(lines: readonly string[], last: boolean, maxLineBytes: number, counts: FileCounts): unknown[] {
  const values: unknown[] = []
  for (const line of lines) {
    if (line.length === 0) continue
    if (line.length > maxLineBytes) {
      counts.tooLong++
      continue
    }
    if (nestedDeeperThan(line, MAX_DEPTH)) {
      counts.lines++
      counts.tooDeep++
      continue
    }
    try {
      values.push(JSON.parse(line))
      counts.lines++
      counts.parsed++
    } catch {
      if (line.trim() === '') continue
      counts.lines++
      if (last) counts.cutOff++
      else counts.notJson++
    }
  }
  return values
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another, read
 * once: brackets inside strings do not count, and a string is skipped to its closing quote
 * with `indexOf`. Text that is not JSON answers anything: the parse rejects it anyway.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  if (text.length <= 2 * max) return false // each level takes an opening and a closing byte
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1)
      while (end !== -1 && escaped(text, end)) end = text.indexOf('"', end + 1)
      if (end === -1) return false
      i = end
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }
  return false
}

/** Whether the quote at `at` is escaped: an odd run of backslashes before it (each run is walked once). */
function escaped(text: string, at: number): boolean {
  let slashes = 0
  for (let i = at - 1; i >= 0 && text.charCodeAt(i) === BACKSLASH; i--) slashes++
  return slashes % 2 === 1
}

/** What was skipped in a file, for its note; empty when nothing was. */
function skippedIn(counts: FileCounts, maxLineBytes: number): string {
  const out: string[] = []
  if (counts.tooLong > 0) out.push(`${counts.tooLong === 1 ? 'a line' : `${counts.tooLong} lines`} over ${size(maxLineBytes)} skipped`)
  if (counts.notJson > 0) out.push(`${counts.notJson === 1 ? 'a line' : `${counts.notJson} lines`} not JSON skipped`)
  if (counts.cutOff > 0) out.push('the last line is cut off (no line end, not JSON), skipped')
  if (counts.tooDeep > 0) out.push(`${counts.tooDeep === 1 ? 'a line' : `${counts.tooDeep} lines`} nested deeper than ${MAX_DEPTH} levels skipped`)
  if (counts.malformed > 0) out.push(`${counts.malformed === 1 ? 'a record' : `${counts.malformed} records`} in no shape it knows skipped (${counts.firstMalformed})`)
  return out.join('; ')
}

const size = (bytes: number): string => (bytes >= 1 << 20 ? `${Math.round(bytes / (1 << 20))} MB` : `${Math.round(bytes / 1024)} KB`)

/** One file's records, one at a time, with the time of the record at hand (or of its file's last stamped one). */
class Cursor {
  time = ''
  done = false
  private values: unknown[] = []
  private at = 0
  constructor(readonly batches: Generator<unknown[]>) {}

  get value(): unknown {
    return this.values[this.at]
  }

  /** Moves to the next record (`first`: to the first). */
  advance(first = false): void {
    if (!first) this.at++
    while (this.at >= this.values.length) {
      const next = this.batches.next()
      if (next.done === true) {
        this.done = true
        return
      }
      this.values = next.value
      this.at = 0
    }
    const time = (this.values[this.at] as { timestamp?: unknown } | null)?.timestamp
    if (typeof time === 'string') this.time = time
  }
}

/** Records of several files in timestamp order, in batches (one file: its own batches). */
function* mergedByTime(paths: readonly string[], open: (path: string) => Generator<unknown[]>): Generator<unknown[]> {
  if (paths.length === 1) {
    yield* open(paths[0]!)
    return
  }
  const cursors = paths.map((path) => new Cursor(open(path)))
  try {
    for (const cursor of cursors) cursor.advance(true)
    for (;;) {
      const batch: unknown[] = []
      while (batch.length < MERGED_BATCH) {
        let first: Cursor | undefined
        for (const c of cursors) if (!c.done && (first === undefined || c.time < first.time)) first = c
        if (first === undefined) break
        batch.push(first.value)
        first.advance()
      }
      if (batch.length === 0) return
      yield batch
    }
  } finally {
    for (const cursor of cursors) cursor.batches.return(undefined)
  }
}

// ---------------------------------------------------------------- the events

export type ReadOptions = { maxLineBytes?: number }

/**
 * A session's events. What it meets on the way goes to `problems`: a file it cannot open
 * (the rest of the session is still read) and a file read with lines skipped. It throws
 * `Unreadable` only when no file of the session held anything it knows.
 */
export function* readSession(session: Session, format: Format, problems: Problems = { unreadable: [], partlyRead: [] }, options: ReadOptions = {}): Generator<TranscriptEvent> {
  for (const batch of readSessionBatches(session, format, problems, options)) yield* batch
}

/** `readSession`'s events a batch at a time (the audit's replay takes them so: one step per batch, not per event). */
export function* readSessionBatches(session: Session, format: Format, problems: Problems = { unreadable: [], partlyRead: [] }, options: ReadOptions = {}): Generator<readonly TranscriptEvent[]> {
  const maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES
  const total = noCounts()
  const own = noCounts() // the session's main file, told at the end with the records skipped in any of its files
  let mainError: unknown
  const open = function* (path: string): Generator<unknown[]> {
    const counts = path === session.path ? own : noCounts()
    try {
      yield* jsonBatches(path, searchedIn.get(session), maxLineBytes, counts)
    } catch (error) {
      if (path === session.path) mainError = error
      else problems.unreadable.push({ path, reason: reasonOf(error) })
      return
    } finally {
      for (const key of ['lines', 'parsed', 'notJson', 'tooLong', 'cutOff', 'tooDeep'] as const) total[key] += counts[key]
    }
    const skipped = path === session.path ? '' : skippedIn(counts, maxLineBytes)
    if (skipped !== '') problems.partlyRead.push({ path, reason: skipped })
  }
  const reader = format === 'calls' ? new CallsReader() : new ClaudeReader()
  const events: TranscriptEvent[] = []
  for (const batch of mergedByTime(format === 'calls' ? [session.path] : [session.path, ...session.parts], open)) {
    for (const record of batch) {
      try {
        reader.take(record, events)
      } catch (error) {
        // one odd record costs that record, never the session
        if (own.malformed++ === 0) own.firstMalformed = error instanceof Malformed ? error.message : `it made the reader fail: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown'}`
      }
    }
    if (events.length > 0) yield events.splice(0)
  }
  reader.finish(events)
  if (events.length > 0) yield events
  if (reader.known > 0) {
    // a main file not read at all is told once, as unreadable; the records skipped are told whatever file they came from
    const skipped = skippedIn(own.parsed > 0 ? own : { ...noCounts(), malformed: own.malformed, firstMalformed: own.firstMalformed }, maxLineBytes)
    if (skipped !== '') problems.partlyRead.push({ path: session.path, reason: skipped })
    if (mainError !== undefined) problems.unreadable.push({ path: session.path, reason: reasonOf(mainError) })
    return
  }
  if (mainError !== undefined) throw mainError instanceof Unreadable ? mainError : new Unreadable(reasonOf(mainError))
  if (format === 'calls') throw new Unreadable(nothingKnown(total, 'no tool calls, prompts or interrupts in the calls format', maxLineBytes))
  const hint = (reader as ClaudeReader).looksLikeCalls ? 'it looks like the calls format: use --format calls' : 'no user or assistant records'
  throw new Unreadable(nothingKnown(total, `not a Claude Code transcript (${hint})`, maxLineBytes))
}

function nothingKnown(counts: FileCounts, why: string, maxLineBytes: number): string {
  if (counts.parsed > 0) return why
  if (counts.lines === 0) return counts.tooLong > 0 ? skippedIn(counts, maxLineBytes) : 'empty file'
  if (counts.tooDeep > 0) return skippedIn(counts, maxLineBytes)
  return `not JSON lines (none of ${counts.lines} parsed)`
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The corpus form: `{agent, step, tool, input, isError, text}`, `{user}`, `{interrupt: true}`. */
class CallsReader {
  known = 0
  private index = 0

  take(line: unknown, out: TranscriptEvent[]): void {
    const event = this.event(line)
    if (event !== undefined) out.push(event)
  }

  finish(_out: TranscriptEvent[]): void {}

  private event(line: unknown): TranscriptEvent | undefined {
    if (!isObject(line)) return undefined
    if (typeof line.tool === 'string') {
      this.known++
      const loop = typeof line.agent === 'string' ? line.agent : 'main'
      const step = line.step
      const call: TranscriptEvent = {
        kind: 'call',
        index: this.index++,
        loop,
        tool: line.tool,
        input: isObject(line.input) ? line.input : {},
        result: { isError: line.isError === true, text: typeof line.text === 'string' ? line.text : '' },
      }
      if (typeof step === 'number' || typeof step === 'string') call.step = `${loop} ${step}`
      return call
    }
    if (typeof line.user === 'string') {
      this.known++
      return userText(line.user)
    }
    if (line.interrupt === true) {
      this.known++
      return { kind: 'interrupt' }
    }
    return undefined
  }
}

/** What a user-role text on the main loop means. */
function userText(text: string): TranscriptEvent | undefined {
  const t = text.trimStart()
  if (INTERRUPT.test(t)) return { kind: 'interrupt' }
  if (COMPACT_SUMMARY.test(t)) return { kind: 'compaction', loop: 'main' }
  return isPersonText(t) ? { kind: 'person-prompt' } : undefined
}

type OpenCall = Omit<RecordedCall, 'result'>

/** Remembers up to `cap` keys, forgetting the oldest first: state bounded whatever the file. */
class RecentSet {
  private readonly keys = new Set<string>()
  constructor(private readonly cap: number) {}
  has(key: string): boolean {
    return this.keys.has(key)
  }
  add(key: string): void {
    this.keys.add(key)
    if (this.keys.size > this.cap) this.keys.delete(this.keys.values().next().value as string)
  }
}

/** Claude Code's own transcripts, record by record. */
class ClaudeReader {
  known = 0
  looksLikeCalls = false
  private index = 0
  private readonly open = new Map<string, OpenCall>() // tool_use id → call awaiting its result
  private readonly answers = new Map<string, string>() // loop → the response whose text may end its turn
  private readonly sidechains = new Map<string, string>() // record uuid → loop (old transcripts)
  private readonly callIds = new RecentSet(MAX_REMEMBERED) // tool_use ids read: a resumed transcript repeats them
  private readonly responses = new RecentSet(MAX_REMEMBERED) // model responses read, for the same reason
  private readonly current = new Map<string, string>() // loop → its latest response
  private readonly usages = new Map<string, TokenCounts>() // response → its usage as last recorded, until a call carries it
  private readonly usageGiven = new RecentSet(MAX_REMEMBERED) // responses whose usage a call carried
  private readonly answered = new Map<string, { index: number; loop: string }>() // tool_use id → its call, for loop-guard's notes that follow the result
  private guardSpoke = false // loop-guard noted or refused something since the person's last prompt

  /** Calls that never got a result: they count, but have no outcome. */
  finish(out: TranscriptEvent[]): void {
    for (const call of this.open.values()) out.push(this.withUsage(call))
    this.open.clear()
  }

  /** A call on its way out, with its response's usage if no call of that response carried it yet. */
  private withUsage<T extends OpenCall | RecordedCall>(call: T): T {
    const response = call.response
    if (response === undefined || this.usageGiven.has(response)) return call
    const usage = this.usages.get(response)
    if (usage === undefined) return call
    this.usages.delete(response)
    this.usageGiven.add(response)
    return { ...call, usage }
  }

  /** A loop's calls still waiting for a result, except those of the response `step`. */
  private unansweredOf(out: TranscriptEvent[], loop: string, step?: string): void {
    for (const [id, call] of this.open) {
      if (call.loop !== loop || (step !== undefined && call.step === `${loop} ${step}`)) continue
      this.open.delete(id)
      out.push(this.withUsage(call))
    }
  }

  take(record: unknown, out: TranscriptEvent[]): void {
    if (!isObject(record)) return
    const type = record.type
    if (typeof type !== 'string') {
      if (typeof record.tool === 'string' || typeof record.user === 'string') this.looksLikeCalls = true
      return
    }
    const message = isObject(record.message) ? record.message : undefined
    // checked before anything is taken from the record: a malformed one leaves no trace
    if ((type === 'user' || type === 'assistant') && Array.isArray(message?.content)) blocksOf(message.content)
    const loop = this.loopOf(record)
    if (type === 'user' || type === 'assistant' || type === 'system' || type === 'summary') this.known++
    if (type === 'assistant' && this.isRepeat(message, loop)) return
    if (type === 'user' || type === 'assistant') {
      // a text answer ended its loop's turn, unless the same response goes on with a call
      const answer = this.answers.get(loop)
      if (answer !== undefined && !(type === 'assistant' && responseOf(record, message) === answer)) {
        this.answers.delete(loop)
        out.push({ kind: 'turn-end', loop })
      }
    }
    if (type === 'assistant' && message !== undefined) this.assistant(out, record, message, loop)
    else if (type === 'user' && message !== undefined) this.user(out, record, message, loop)
    else if (type === 'system' && record.subtype === 'compact_boundary') out.push({ kind: 'compaction', loop })
    else if (type === 'summary') out.push({ kind: 'compaction', loop: 'main' })
    else if (type === 'attachment' && isObject(record.attachment)) this.attachment(out, record.attachment, loop)
  }

  /**
   * Whether an assistant record repeats an earlier response (a resumed transcript copies
   * them with new uuids): its message id was read before, and not as its loop's latest.
   */
  private isRepeat(message: Json | undefined, loop: string): boolean {
    const id = message?.id
    if (typeof id !== 'string') return false
    if (this.current.get(loop) === id) return false
    if (this.responses.has(id)) return true
    this.responses.add(id)
    this.current.set(loop, id)
    return false
  }

  private assistant(out: TranscriptEvent[], record: Json, message: Json, loop: string): void {
    const step = responseOf(record, message)
    this.unansweredOf(out, loop, step) // a new response: the last one's calls will get no result now
    const response = typeof message.id === 'string' ? message.id : undefined
    const usage = usageOf(message.usage)
    if (response !== undefined && usage !== undefined && !this.usageGiven.has(response)) {
      this.usages.set(response, usage) // the response's records carry snapshots: the latest is the fullest
      if (this.usages.size > MAX_OPEN_CALLS) this.usages.delete(this.usages.keys().next().value as string)
    }
    const blocks = Array.isArray(message.content) ? blocksOf(message.content) : []
    let calls = 0
    for (const [at, block] of blocks.entries()) {
      const said = block.type === 'text' ? block.text : block.type === 'thinking' ? block.thinking : undefined
      if (typeof said === 'string' && said !== '') {
        const textKind = block.type === 'thinking' ? 'thinking' : 'text'
        // each record holds one block of the response: its own uuid tells blocks apart when it has no position
        const position = blocks.length > 1 ? at : typeof record.uuid === 'string' ? hashOf(record.uuid) : at
        out.push({ kind: 'text', loop, response: response ?? step ?? '', textKind, block: position, text: said, callsBefore: this.index })
        continue
      }
      if (block.type !== 'tool_use' || typeof block.name !== 'string') continue
      if (typeof block.id === 'string') {
        if (this.callIds.has(block.id)) continue // the same call, copied by a resume
        this.callIds.add(block.id)
      }
      calls++
      const call: OpenCall = {
        kind: 'call',
        index: this.index++,
        loop,
        ...(step !== undefined ? { step: `${loop} ${step}` } : {}),
        tool: block.name,
        input: isObject(block.input) ? block.input : {},
        ...(response !== undefined ? { response } : {}),
      }
      const id = typeof block.id === 'string' ? block.id : `#${call.index}`
      this.open.set(id, call)
      if (this.open.size > MAX_OPEN_CALLS) {
        const [oldest, given] = this.open.entries().next().value as [string, OpenCall]
        this.open.delete(oldest)
        out.push(this.withUsage(given))
      }
    }
    const answers = typeof message.content === 'string' || blocks.some((b) => b.type === 'text')
    if (calls > 0) this.answers.delete(loop)
    else if (answers && message.stop_reason === 'end_turn') out.push({ kind: 'turn-end', loop })
    // older versions leave stop_reason empty: the turn ended if no call of this response follows
    else if (answers && message.stop_reason !== 'tool_use' && step !== undefined) this.answers.set(loop, step)
  }

  private user(out: TranscriptEvent[], record: Json, message: Json, loop: string): void {
    const content = message.content
    if (typeof content === 'string') {
      this.userMessage(out, record, loop, content)
      return
    }
    if (!Array.isArray(content)) return
    const blocks = blocksOf(content)
    const results = blocks.filter((b) => b.type === 'tool_result')
    if (results.length === 0) {
      this.userMessage(out, record, loop, blocks.map(blockText).join('\n'))
      return
    }
    for (const block of results) {
      const id = typeof block.tool_use_id === 'string' ? block.tool_use_id : ''
      const call = this.open.get(id)
      if (call === undefined) continue // a result whose call is not in these files, or was read already
      this.open.delete(id)
      this.answered.set(id, { index: call.index, loop: call.loop })
      if (this.answered.size > MAX_OPEN_CALLS) this.answered.delete(this.answered.keys().next().value as string)
      const text = contentText(block.content)
      if (block.is_error === true && typeof record.toolDenialKind === 'string' && isGuardRefusal(text.replace(REFUSAL_WRAPPER, ''))) {
        // loop-guard refused it: the call never ran, so it has no outcome
        out.push(this.withUsage(call), this.guardDid('refused', call))
        continue
      }
      const ended = TURN_ENDED_FOR_MESSAGE.test(text)
      const decision = isObject(record.permissionDecision) ? record.permissionDecision.decision : undefined
      const pointer = record.toolResultRewritten === true && isOutputPointer(text)
      const raw = pointer ? record.toolUseResult : results.length === 1 && wasBackgrounded(record.toolUseResult) ? record.toolUseResult : block.content
      out.push(
        this.withUsage({
          ...call,
          result: {
            isError: block.is_error === true,
            text: pointer ? ownText(record.toolUseResult) : text,
            raw,
            ...(decision === 'reject' || decision === 'deny' || typeof record.toolDenialKind === 'string' ? { permissionDenied: true } : {}),
            ...(ended ? { aborted: true } : {}),
            ...(pointer ? { pointer: true } : {}),
          },
        }),
      )
      if (pointer) out.push(this.guardDid('pointed', call))
      if (ended && call.loop === 'main' && this.guardSpoke) out.push(this.guardDid('refused', call), this.guardDid('ended-turn', call))
      if (ended && call.loop === 'main') out.push({ kind: 'interrupt' })
    }
  }

  /** What loop-guard did at a call; while it speaks in a request, a turn ended in it is its doing. */
  private guardDid(did: GuardDid, call: { index: number; loop: string }): TranscriptEvent {
    if (did === 'advised' || did === 'refused') this.guardSpoke = true
    return { kind: 'guard', did, index: call.index, loop: call.loop }
  }

  private userMessage(out: TranscriptEvent[], record: Json, loop: string, text: string): void {
    if (loop !== 'main') return // a subagent's prompt: its parent's words, not a person's
    if (record.isMeta === true || record.isVisibleInTranscriptOnly === true) return
    if (record.isCompactSummary === true) {
      out.push({ kind: 'compaction', loop })
      return
    }
    const t = text.trimStart()
    if (!INTERRUPT.test(t) && !COMPACT_SUMMARY.test(t) && !isPersonOrigin(record)) return
    const event = userText(t)
    if (event === undefined) return
    if (event.kind !== 'compaction') this.unansweredOf(out, loop) // the turn is over
    if (event.kind === 'person-prompt') this.guardSpoke = false
    out.push(event)
  }

  private attachment(out: TranscriptEvent[], attachment: Json, loop: string): void {
    if (attachment.type === 'hook_additional_context') {
      this.hookContext(out, attachment)
      return
    }
    // a prompt typed while the turn ran, delivered into it
    if (attachment.type !== 'queued_command' || loop !== 'main' || typeof attachment.prompt !== 'string') return
    const origin = isObject(attachment.origin) ? attachment.origin.kind : undefined
    const person = origin !== undefined ? typeof origin === 'string' && PERSON_ORIGINS.has(origin) : attachment.commandMode === 'prompt'
    if (person && isPersonText(attachment.prompt)) {
      this.guardSpoke = false
      out.push({ kind: 'person-prompt' })
    }
  }

  /** A tool.call hook's context beside a result: each of loop-guard's notes in it is its advice at that call. */
  private hookContext(out: TranscriptEvent[], attachment: Json): void {
    if (attachment.hookName !== 'tool.call' || typeof attachment.toolUseID !== 'string') return
    const call = this.answered.get(attachment.toolUseID.replace(/-context$/, ''))
    if (call === undefined) return
    const texts = Array.isArray(attachment.content) ? attachment.content : [attachment.content]
    for (const text of texts) if (typeof text === 'string' && isGuardNote(text)) out.push(this.guardDid('advised', call))
  }

  private loopOf(record: Json): string {
    if (record.isSidechain !== true) return 'main'
    if (typeof record.agentId === 'string' && record.agentId !== '') return record.agentId
    const uuid = typeof record.uuid === 'string' ? record.uuid : ''
    const parent = typeof record.parentUuid === 'string' ? this.sidechains.get(record.parentUuid) : undefined
    const loop = parent ?? `sidechain-${uuid.slice(0, 8)}`
    if (uuid !== '') {
      this.sidechains.set(uuid, loop)
      if (this.sidechains.size > MAX_SIDECHAIN_IDS) this.sidechains.delete(this.sidechains.keys().next().value as string)
    }
    return loop
  }
}

/** The four token counts of a response's `usage`, when it has them as numbers. */
function usageOf(value: unknown): TokenCounts | undefined {
  if (!isObject(value)) return undefined
  const count = (name: string): number => (typeof value[name] === 'number' && Number.isFinite(value[name]) ? (value[name] as number) : 0)
  if (typeof value.input_tokens !== 'number' && typeof value.output_tokens !== 'number') return undefined
  return {
    input_tokens: count('input_tokens'),
    output_tokens: count('output_tokens'),
    cache_read_input_tokens: count('cache_read_input_tokens'),
    cache_creation_input_tokens: count('cache_creation_input_tokens'),
  }
}

/** The model response a record belongs to. */
function responseOf(record: Json, message: Json | undefined): string | undefined {
  const id = message?.id ?? record.requestId ?? record.uuid
  return typeof id === 'string' ? id : undefined
}

/** Whether the prompt's recorded origin, if any, is a person's. */
function isPersonOrigin(record: Json): boolean {
  if (isObject(record.origin) && typeof record.origin.kind === 'string') return PERSON_ORIGINS.has(record.origin.kind)
  return typeof record.turnOrigin !== 'string' || !NON_PERSON_TURNS.has(record.turnOrigin)
}

/** A message's content blocks; a block that is not an object with a type in words makes the record malformed. */
function blocksOf(content: readonly unknown[]): Json[] {
  for (const block of content) if (!isObject(block) || typeof block.type !== 'string') throw new Malformed('a content block without a type in words')
  return content as Json[]
}

/** A tool result's content as the model read it: a string, or text blocks (other blocks by their type). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.filter(isObject).map(blockText).join('\n')
}

function blockText(block: Json): string {
  if (block.type === 'text' && typeof block.text === 'string') return block.text
  return typeof block.type === 'string' ? `[${block.type}]` : '[a block of no known type]'
}

/**
 * The text a tool's own record (`toolUseResult`) holds: itself when it is a string (an
 * error's, without the engine's `Error: `), Bash's stdout and stderr, else nothing known.
 */
function ownText(record: unknown): string {
  if (typeof record === 'string') return record.replace(/^Error: /, '')
  if (!isObject(record)) return ''
  const parts = [record.stdout, record.stderr].filter((part): part is string => typeof part === 'string' && part !== '')
  return parts.join('\n')
}
