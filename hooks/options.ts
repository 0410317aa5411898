/**
 * Options: the user's `userConfig` values turned into the guard's settings.
 *
 * Contract: `readSettings(raw)` never throws. A value that makes no sense on its own
 * (not a whole number, below its floor, not a mode) or in combination (`blockAt` not
 * above `warnAt`) is not used: that option runs on its default, its `source` keeps the
 * value the user gave and why it was not used, and one problem sentence names the
 * option, the value, the reason and what is used instead. In a combination the option
 * the user set is the one blamed (`blockAt 2` under the default `warnAt 3` blames
 * `blockAt`), and a default is never blamed. `transparentTools` takes a list of names
 * or one comma-separated string (`--config transparentTools=Glob,Grep` stores a string).
 * A blank value (`""`, which the engine passes through unchecked) is unset: the default,
 * told nothing. Every check lives here: the manifest declares each option's type and no
 * `min`/`max`, since Claude Code refuses to load the whole mod for a value outside a
 * declared range. What the engine still refuses before `register` runs, a value of
 * another JSON type (a word where a number goes), never reaches this function
 * (README, Options). `mode` keeps its manifest `options`: the engine reads any other
 * value as unset, so a mode arrives valid, where a plain string field would stop the
 * load for a value that is not a string.
 */

export type Mode = 'enforce' | 'advise' | 'observe'

export type Settings = {
  /** `enforce` refuses and ends turns; `advise` only tells the model; `observe` tells only the user. */
  mode: Mode
  /** Identical failures of one call before the failure note. */
  failureNoteAt: number
  /** Identical calls before the first advisory. */
  warnAt: number
  /** The identical call that is refused; 0 = never. */
  blockAt: number
  /** Refusals within one person's request before the main turn ends; 0 = never. */
  abortAfter: number
  /** Tools that neither extend nor break a chain, lower-cased. */
  transparentTools: ReadonlySet<string>
  /** A large output identical to the call's previous run reaches the model as a short pointer (pointer.ts). */
  dedupeOutput: boolean
  /** Whether the model's text and thinking are watched for a passage repeating (detectors/text-loop.ts). */
  textLoops: boolean
  /** Back-to-back copies of one passage that end the response (over at least 4,000 characters). */
  textRepeatAt: number
  /** One record per intervention to the operator's OpenTelemetry collector, when there is one. */
  telemetry: boolean
}

export const DEFAULT_TRANSPARENT_TOOLS = ['TodoWrite', 'TaskCreate', 'TaskUpdate', 'TaskList', 'TaskGet'] as const

export const DEFAULTS = {
  mode: 'enforce',
  failureNoteAt: 2,
  warnAt: 3,
  blockAt: 5,
  abortAfter: 3,
  transparentTools: DEFAULT_TRANSPARENT_TOOLS,
  dedupeOutput: true,
  textLoops: true,
  textRepeatAt: 5,
  telemetry: true,
} as const

export type OptionName = keyof typeof DEFAULTS

/** Every option, in the order `DEFAULTS` lists them: the one list, which the manifest, the report and README follow (options.spec.ts checks the manifest and README). */
export const OPTION_NAMES = Object.keys(DEFAULTS) as readonly OptionName[]

export type RawOptions = Readonly<Record<string, unknown>>

/** Where an option's value in force came from. */
export type Source =
  | { kind: 'default' }
  | { kind: 'user' }
  /** The user's value was not used and the default runs instead: what they gave (as they would write it) and why. */
  | { kind: 'not used'; given: string; why: string }

export type ReadSettings = {
  settings: Settings
  /** One sentence per value that was not used: the option, the value, why, and what runs instead. */
  problems: string[]
  /** Where each option came from, for the report and the start-up toast. */
  sources: Record<OptionName, Source>
}

const MODES: readonly Mode[] = ['enforce', 'advise', 'observe']
/** Given values longer than this are cut in messages: a pasted list should not flood the report. */
const MAX_GIVEN = 40

export function readSettings(raw: RawOptions): ReadSettings {
  const problems: string[] = []
  const sources = {} as Record<OptionName, Source>
  const notUsed = (name: OptionName, given: unknown, why: string, using: string): void => {
    const shown = describe(given)
    sources[name] = { kind: 'not used', given: shown, why }
    problems.push(`${name} ${shown} is not used: it ${why}; using ${using}.`)
  }

  const whole = (name: 'failureNoteAt' | 'warnAt' | 'blockAt' | 'abortAfter' | 'textRepeatAt', floor: number, zeroMeans?: string): number => {
    const value = raw[name]
    const fallback = DEFAULTS[name]
    if (isBlank(value) || value === fallback) {
      sources[name] = { kind: 'default' }
      return fallback
    }
    const ok = typeof value === 'number' && Number.isInteger(value) && (value >= floor || (zeroMeans !== undefined && value === 0))
    if (!ok) {
      const range = zeroMeans !== undefined ? `0 to ${zeroMeans}, or a whole number from ${floor} up` : `a whole number from ${floor} up`
      notUsed(name, value, `must be ${range}`, `${name} ${fallback}, the default`)
      return fallback
    }
    sources[name] = { kind: 'user' }
    return value
  }

  const failureNoteAt = whole('failureNoteAt', 2)
  let warnAt = whole('warnAt', 2)
  let blockAt = whole('blockAt', 2, 'never refuse')
  const abortAfter = whole('abortAfter', 1, 'never end a turn')

  // The model must be warned before a call is refused. Blame what the user set: blockAt
  // first; warnAt only when even a default blockAt is not above it.
  if (blockAt !== 0 && blockAt <= warnAt && sources.blockAt.kind === 'user') {
    notUsed('blockAt', blockAt, `must be above warnAt ${warnAt}`, `blockAt ${DEFAULTS.blockAt}, the default`)
    blockAt = DEFAULTS.blockAt
  }
  if (blockAt !== 0 && blockAt <= warnAt) {
    notUsed('warnAt', warnAt, `must be below blockAt ${blockAt}`, `warnAt ${DEFAULTS.warnAt}, the default`)
    warnAt = DEFAULTS.warnAt
  }

  let mode: Mode = DEFAULTS.mode
  sources.mode = { kind: 'default' }
  if (!isBlank(raw.mode) && raw.mode !== DEFAULTS.mode) {
    if (MODES.includes(raw.mode as Mode)) {
      mode = raw.mode as Mode
      sources.mode = { kind: 'user' }
    } else {
      notUsed('mode', raw.mode, 'must be enforce, advise or observe', `mode ${DEFAULTS.mode}, the default`)
    }
  }

  let transparent: readonly string[] = DEFAULT_TRANSPARENT_TOOLS
  sources.transparentTools = { kind: 'default' }
  const names = toolNames(raw.transparentTools)
  if (names === 'invalid') {
    notUsed('transparentTools', raw.transparentTools, 'must be tool names, as a list or separated by commas', 'the todo and task tools, the default')
  } else if (names !== undefined) {
    transparent = names
    // the engine fills in the manifest's default list when the user set nothing
    sources.transparentTools = { kind: sameNames(names, DEFAULT_TRANSPARENT_TOOLS) ? 'default' : 'user' }
  }

  let dedupeOutput: boolean = DEFAULTS.dedupeOutput
  sources.dedupeOutput = { kind: 'default' }
  if (!isBlank(raw.dedupeOutput) && raw.dedupeOutput !== DEFAULTS.dedupeOutput) {
    if (typeof raw.dedupeOutput === 'boolean') {
      dedupeOutput = raw.dedupeOutput
      sources.dedupeOutput = { kind: 'user' }
    } else {
      notUsed('dedupeOutput', raw.dedupeOutput, 'must be true or false', 'true, the default')
    }
  }

  const onOff = (name: 'textLoops' | 'telemetry'): boolean => {
    const value = raw[name]
    sources[name] = { kind: 'default' }
    if (value === undefined || value === DEFAULTS[name]) return DEFAULTS[name]
    if (typeof value !== 'boolean') {
      notUsed(name, value, 'must be true or false', `${DEFAULTS[name]}, the default`)
      return DEFAULTS[name]
    }
    sources[name] = { kind: 'user' }
    return value
  }
  const textLoops = onOff('textLoops')
  const textRepeatAt = whole('textRepeatAt', 2)
  const telemetry = onOff('telemetry')

  return {
    settings: {
      mode,
      failureNoteAt,
      warnAt,
      blockAt,
      abortAfter,
      transparentTools: new Set(transparent.map((t) => t.toLowerCase())),
      dedupeOutput,
      textLoops,
      textRepeatAt,
      telemetry,
    },
    problems,
    sources,
  }
}

/** Unset, or left blank: `""` is what an emptied field of a settings file holds. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === ''
}

/**
 * The tool names in a list or a comma-separated string, trimmed, empty ones dropped;
 * undefined when nothing is set (a blank string included); 'invalid' for anything else.
 */
function toolNames(value: unknown): string[] | undefined | 'invalid' {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined
  const parts = typeof value === 'string' ? [value] : value
  if (!Array.isArray(parts) || !parts.every((t) => typeof t === 'string')) return 'invalid'
  return (parts as string[]).flatMap((t) => t.split(',')).map((t) => t.trim()).filter((t) => t !== '')
}

/** A value as the user would write it, whatever its type, on one line and short. */
function describe(value: unknown): string {
  let text: string
  if (typeof value === 'bigint') text = value.toString()
  else if (typeof value === 'number') text = String(value) // NaN and Infinity, which JSON turns into null
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return text.length > MAX_GIVEN ? `${text.slice(0, MAX_GIVEN - 1)}…` : text
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]): string => [...new Set(list.map((t) => t.trim().toLowerCase()))].sort().join(',')
  return norm(a) === norm(b)
}
