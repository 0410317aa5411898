/**
 * Call keys: what makes two tool calls "the same call".
 *
 * Contract:
 * - `canonicalJson(value)` is JSON with object keys sorted at every depth. It never
 *   throws on odd input and never recurses (10,000-deep nesting is fine): values JSON
 *   cannot hold are spelled so that they stay distinct, a cycle reads `"[cycle]"`.
 *   `"2"` and `2` stay different because strings keep their quotes.
 * - `callKeyText(tool, args)` is the tool plus its canonical arguments, leaving out
 *   what the engine adds (`tool_use_id`, `agentId`, `requestMeta`, `consent`), the
 *   `description` that the model rewords on every retry of Bash, Agent and Task, and
 *   Bash's `timeout`: a longer wait runs the same command (a call it let succeed shows
 *   as a new outcome, so the guard lets it go on), and the comment and blank lines around a
 *   shell command: they change nothing that runs. `run_in_background` stays: it
 *   changes what the call returns (a handle, not the output), so it is another call.
 *   Arguments whose values are all scalars (nearly every call) are spelled value by value
 *   as `canonicalJson` spells them, except that a string past `LONGEST_PLAIN_KEY`
 *   characters (a file's content, a heredoc) is spelled `#` and its hash, unquoted, so it
 *   cannot read as a string: the same texts give the same key, and a long value is hashed
 *   once instead of escaped and then hashed. Past the quick-hash limit with no host hash
 *   (digest.ts) such arguments take the general walk, whole.
 * - `callKey(tool, args)` is that text, or a hash of it when it is long, so the
 *   guard keeps short strings, never whole arguments.
 * - `argumentExcerpt(tool, args)` is a short single-line excerpt for people and the
 *   model, with credentials redacted and control characters escaped.
 * - `callInfo(agent, tool, args, step?)` is all of it, as the guard takes a call; its
 *   tool name is the shown one (`shownToolName`), the key is built from the raw call,
 *   and its excerpt, the same as `argumentExcerpt`'s, is made only when first read.
 *   `callInfoNow` is the same call, given at once unless its key waits for a native hash.
 * The loop a call runs in (main or a subagent) is not part of the key: the guard
 *  keeps a separate state per agent.
 */
import { hashText, hashTextNow } from './digest.js'
import { redact } from './redact.js'
import { printable, shownToolName } from './safe-text.js'
import type { CallInfo } from './vocabulary.js'

/** Keys the engine puts on every call; they are not arguments of the tool. */
const ENGINE_KEYS = new Set(['tool', 'tool_use_id', 'agentId', 'requestMeta', 'consent'])
/** Tools whose `description` argument is a free-text label that changes on retries. */
const DESCRIBED_TOOLS = new Set(['bash', 'agent', 'task'])
/** Per tool, arguments that say how long to wait for a command, not what it runs. */
const WAIT_ARGS = new Map([['bash', 'timeout']])
/** Keys longer than this are kept as a hash. */
const LONGEST_PLAIN_KEY = 512

type Frame =
  | { kind: 'array'; items: readonly unknown[]; next: number }
  | { kind: 'object'; source: Record<string, unknown>; keys: string[]; next: number }

/** JSON with sorted keys, built with an explicit stack so depth cannot overflow. */
export function canonicalJson(value: unknown): string {
  const out: string[] = []
  const stack: Frame[] = []
  const onPath = new Set<object>()
  let pending: unknown = value
  let hasPending = true
  for (;;) {
    if (hasPending) {
      hasPending = false
      const v = pending
      if (v !== null && typeof v === 'object') {
        if (onPath.has(v)) {
          out.push('"[cycle]"')
        } else if (Array.isArray(v)) {
          onPath.add(v)
          out.push('[')
          stack.push({ kind: 'array', items: v, next: 0 })
        } else {
          const source = v as Record<string, unknown>
          onPath.add(source)
          out.push('{')
          stack.push({ kind: 'object', source, keys: keptKeys(source), next: 0 })
        }
      } else {
        out.push(scalarJson(v))
      }
    }
    const top = stack[stack.length - 1]
    if (top === undefined) break
    if (top.kind === 'array') {
      if (top.next < top.items.length) {
        if (top.next > 0) out.push(',')
        pending = top.items[top.next++]
        hasPending = true
        continue
      }
      out.push(']')
      onPath.delete(top.items)
    } else {
      if (top.next < top.keys.length) {
        const key = top.keys[top.next++] as string
        out.push(`${top.next > 1 ? ',' : ''}${JSON.stringify(key)}:`)
        pending = valueAt(top.source, key)
        hasPending = true
        continue
      }
      out.push('}')
      onPath.delete(top.source)
    }
    stack.pop()
  }
  return out.join('')
}

/** The keys JSON would keep (undefined, functions and symbols drop out), sorted. */
function keptKeys(source: Record<string, unknown>): string[] {
  let keys: string[]
  try {
    keys = Object.keys(source)
  } catch {
    return [] // a proxy that refuses to list its keys reads as an empty object
  }
  return keys
    .filter((k) => {
      const t = typeof valueAt(source, k)
      return t !== 'undefined' && t !== 'function' && t !== 'symbol'
    })
    .sort()
}

/** A property's value, or a marker when reading it throws (a getter, a proxy). */
function valueAt(source: Record<string, unknown>, key: string): unknown {
  try {
    return source[key]
  } catch {
    return '[unreadable]'
  }
}

/** A non-object value as JSON, with the values JSON cannot hold spelled apart. */
function scalarJson(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v)
    case 'number':
      return Number.isFinite(v) ? String(v) : `"[number ${String(v)}]"`
    case 'bigint':
      return `"[bigint ${v.toString()}]"`
    case 'boolean':
      return v ? 'true' : 'false'
    default:
      return 'null' // null, and undefined/function/symbol inside arrays, as JSON does
  }
}

/** The arguments that identify a call: everything but the engine's keys, reworded labels and waits. */
function identifyingArgs(tool: string, args: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = Object.create(null) // `__proto__` stays an argument
  for (const k of shapeOf(tool, Object.keys(args)).kept) kept[k] = args[k]
  return kept
}

/**
 * `canonicalJson` of the identifying arguments when their values are all strings, booleans,
 * finite numbers or null (nearly every call), spelled value by value in the sorted order of
 * the call's shape; `undefined` when a value needs the general walk. Both spell such values
 * alike. In the engine's runtime each JavaScript step costs far more than native work
 * (bench/README.md), so a tool's shape is worked out once and reused while it holds.
 */
function flatJson(tool: string, args: Record<string, unknown>): string | undefined {
  const shape = shapeOf(tool, Object.keys(args))
  let json = '{'
  for (let i = 0; i < shape.kept.length; i++) {
    const v = args[shape.kept[i]!]
    let spelled: string
    switch (typeof v) {
      case 'string':
        if (v.length <= LONGEST_PLAIN_KEY) spelled = JSON.stringify(v)
        else {
          const hash = hashTextNow(v)
          if (hash === undefined) return undefined // past the quick-hash limit: the whole text is hashed, natively
          spelled = `#${hash}`
        }
        break
      case 'boolean':
        spelled = v ? 'true' : 'false'
        break
      case 'number':
        if (!Number.isFinite(v)) return undefined
        spelled = String(v)
        break
      case 'undefined':
      case 'function':
      case 'symbol':
        continue // left out, as JSON does
      default:
        if (v !== null) return undefined
        spelled = 'null'
    }
    json += `${json.length > 1 ? ',' : ''}${shape.quoted[i]!}${spelled}`
  }
  return `${json}}`
}

/** A call's argument names as it lists them, the identifying ones sorted, and each of those as a JSON key. */
type Shape = { names: readonly string[]; kept: readonly string[]; quoted: readonly string[] }

/** Per tool, the shapes of its latest calls, the latest first: a tool lists one of a few sets of names. */
const SHAPES = new Map<string, Shape[]>()
const MOST_TOOLS = 256
const SHAPES_PER_TOOL = 4

function shapeOf(tool: string, names: readonly string[]): Shape {
  let shapes = SHAPES.get(tool)
  if (shapes !== undefined) {
    for (let i = 0; i < shapes.length; i++) {
      const seen = shapes[i]!
      if (sameNames(seen.names, names)) return seen
    }
  } else {
    if (SHAPES.size >= MOST_TOOLS) SHAPES.clear() // bounded: a tool seen again costs one filter
    SHAPES.set(tool, (shapes = []))
  }
  const shape = newShape(tool, names)
  shapes.unshift(shape)
  if (shapes.length > SHAPES_PER_TOOL) shapes.pop()
  return shape
}

function newShape(tool: string, names: readonly string[]): Shape {
  const lower = tool.toLowerCase()
  const dropDescription = DESCRIBED_TOOLS.has(lower)
  const wait = WAIT_ARGS.get(lower)
  const kept = names.filter((k) => !ENGINE_KEYS.has(k) && !(dropDescription && k === 'description') && k !== wait).sort()
  return { names, kept, quoted: kept.map((k) => `${JSON.stringify(k)}:`) }
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** The identifying arguments as the key spells them: canonical JSON, long flat strings hashed. */
function argumentsJson(tool: string, args: Record<string, unknown>): string {
  return flatJson(tool, args) ?? wholeArgumentsJson(tool, args)
}

/** The identifying arguments as canonical JSON, every value whole: what an excerpt shows. */
function wholeArgumentsJson(tool: string, args: Record<string, unknown>): string {
  return canonicalJson(identifyingArgs(tool, args))
}

/** The tool and its canonical arguments, in full. */
export function callKeyText(tool: string, args: Record<string, unknown>): string {
  return `${tool} ${argumentsJson(tool, whatRuns(tool, args))}`
}

/** A comment or blank line at either end of a shell command: it changes nothing that runs. */
const AROUND_A_COMMAND = /^(?:[ \t]*(?:#[^\n]*)?\n)+|(?:\n[ \t]*(?:#[^\n]*)?)+$/g

/**
 * The arguments as they decide what runs: a shell command without the comment and blank lines
 * around it (the model rewrites a comment above a poll on every try; the poll is the same).
 */
function whatRuns(tool: string, args: Record<string, unknown>): Record<string, unknown> {
  const command = args.command
  if (typeof command !== 'string' || command.length === 0 || !SHELL_TOOLS.has(tool.toLowerCase())) return args
  const first = command.charCodeAt(0)
  const last = command.charCodeAt(command.length - 1)
  // most commands start with a letter and end without a line break: they are left as they are at once
  if (first !== 35 && first !== 10 && first !== 32 && first !== 9 && last !== 10 && last !== 32 && last !== 9 && !command.includes('\n#')) return args
  const bare = command.replace(AROUND_A_COMMAND, '').trim()
  return bare === command || bare === '' ? args : { ...args, command: bare }
}

const SHELL_TOOLS = new Set(['bash'])

/** The call key the guard stores: the text itself when short, else the tool and a hash. */
export async function callKey(tool: string, args: Record<string, unknown>): Promise<string> {
  return keyOf(tool, callKeyText(tool, args))
}

async function keyOf(tool: string, text: string): Promise<string> {
  return keyNow(tool, text) ?? `${tool} #${await hashText(text)}`
}

/** `keyOf` at once when its hash needs no wait (up to the quick-hash limit); else undefined. */
function keyNow(tool: string, text: string): string | undefined {
  if (text.length <= LONGEST_PLAIN_KEY) return text
  const hash = hashTextNow(text)
  return hash === undefined ? undefined : `${tool} #${hash}`
}

/** Arguments people recognise first, in order of preference. */
const TELLING_ARGS = ['command', 'file_path', 'path', 'pattern', 'url', 'query', 'prompt', 'notebook_path']
const EXCERPT_LENGTH = 60

/** Room past the excerpt's cut, so a credential that starts before the cut is seen whole by `redact`. */
const REDACTION_MARGIN = 256

/**
 * A short, single-line excerpt of the arguments, for people and the model: credentials
 * redacted and control characters escaped here, once, so every text that shows it is safe.
 */
export function argumentExcerpt(tool: string, given: Record<string, unknown>): string {
  const args = whatRuns(tool, given)
  return excerptOf(excerptSource(args, () => wholeArgumentsJson(tool, args)))
}

/** Room for the excerpt's source: cut before collapsing white space, so a 10 MB heredoc costs no more than a short command. */
const SOURCE_ROOM = 4 * EXCERPT_LENGTH + REDACTION_MARGIN

/**
 * The text the excerpt is made from, at most `SOURCE_ROOM` characters (twice that for an
 * editor's verb and path); `whole` is true when no source was cut. `json` gives the
 * canonical arguments, asked only when no telling argument is there.
 */
function excerptSource(args: Record<string, unknown>, json: () => string): { raw: string; whole: boolean } {
  let telling: string | undefined
  let full: unknown
  for (let i = 0; i < TELLING_ARGS.length && typeof full !== 'string'; i++) full = args[(telling = TELLING_ARGS[i]!)]
  if (typeof full !== 'string') full = json()
  const text = full as string
  let raw = text.length <= SOURCE_ROOM ? text : text.slice(0, SOURCE_ROOM)
  let whole = text.length <= SOURCE_ROOM
  // editor tools name a verb in `command` ("view", "str_replace"): the path says more
  const path = telling === 'command' ? (args.path ?? args.file_path) : undefined
  if (typeof path === 'string' && /^\w+$/.test(raw)) {
    raw = `${raw} ${path.slice(0, SOURCE_ROOM)}`
    whole &&= path.length <= SOURCE_ROOM
  }
  return { raw, whole }
}

/** A copy of a short text that holds on to nothing else: a cut may keep the whole text it was cut from alive. */
function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string
}

/** The excerpt itself: redacted, on one line, printable, cut to `EXCERPT_LENGTH`. */
function excerptOf(source: { raw: string }): string {
  const line = printable(redact(source.raw).replace(/\s+/g, ' ').trim())
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line
}

/**
 * A call as the guard takes it: its agent, tool, key, excerpt and model response; the key
 * alone holds the raw call. The excerpt is made when first read (the guard reads it only
 * to speak or to report; the audit's, only for a loop it found): until then the call keeps
 * its short source, never a long one (a source cut from a long argument is copied, since a
 * cut may hold on to the whole argument).
 */
export async function callInfo(agent: string, tool: string, args: Record<string, unknown>, step?: string): Promise<CallInfo> {
  return callInfoNow(agent, tool, args, step)
}

/**
 * `callInfo` without a wait when none is needed: the call itself when its key is the text or
 * a JavaScript hash of it (all but keys past the quick-hash limit), else a promise of it. In
 * the engine's runtime each await costs a call more than the work it waits for (bench/README.md).
 */
export function callInfoNow(agent: string, tool: string, given: Record<string, unknown>, step?: string): CallInfo | Promise<CallInfo> {
  const args = whatRuns(tool, given)
  const text = `${tool} ${argumentsJson(tool, args)}`
  // the key's text holds long values as hashes: an excerpt is made from the values themselves
  const source = excerptSource(args, () => (text.length <= LONGEST_PLAIN_KEY ? text.slice(tool.length + 1) : wholeArgumentsJson(tool, args)))
  const excerpt = source.whole ? source : { raw: detached(source.raw) }
  const key = keyNow(tool, text)
  if (key !== undefined) return new Call(agent, shownName(tool), key, excerpt, step)
  return keyOf(tool, text).then((hashed) => new Call(agent, shownName(tool), hashed, excerpt, step))
}

/** Tool names seen, as shown: a call then runs no regular expression over its tool's name. */
const SHOWN_NAMES = new Map<string, string>()
const MOST_SHOWN_NAMES = 256

function shownName(tool: string): string {
  let shown = SHOWN_NAMES.get(tool)
  if (shown === undefined) {
    shown = shownToolName(tool)
    if (SHOWN_NAMES.size < MOST_SHOWN_NAMES) SHOWN_NAMES.set(tool, shown)
  }
  return shown
}

/** `CallInfo` whose excerpt is made from its source when first read. */
class Call implements CallInfo {
  constructor(
    readonly agent: string,
    readonly tool: string,
    readonly key: string,
    private madeExcerpt: string | { raw: string },
    readonly step?: string,
  ) {}

  get excerpt(): string {
    if (typeof this.madeExcerpt !== 'string') this.madeExcerpt = excerptOf(this.madeExcerpt)
    return this.madeExcerpt
  }
}
