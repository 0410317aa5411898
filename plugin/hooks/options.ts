/**
 * Options: the user's `userConfig` values turned into the guard's settings.
 *
 * Contract: `readSettings(raw)` never throws. A value that makes no sense on its own
 * (not a whole number, below its floor) or in combination (`blockAt` not above
 * `warnAt`) is replaced by its default, and each replacement yields one problem
 * sentence naming the options and the fix. The manifest's own `min`/`max` are wide on
 * purpose: a value the engine rejects would stop the whole mod from loading.
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
} as const

export type RawOptions = Readonly<Record<string, unknown>>

export type ReadSettings = {
  settings: Settings
  /** One sentence per value that was replaced by its default. */
  problems: string[]
  /** Where each option came from, for the report. */
  sources: Record<string, 'default' | 'user' | 'default (invalid value)'>
}

const MODES: readonly Mode[] = ['enforce', 'advise', 'observe']

export function readSettings(raw: RawOptions): ReadSettings {
  const problems: string[] = []
  const sources: ReadSettings['sources'] = {}

  const whole = (name: 'failureNoteAt' | 'warnAt' | 'blockAt' | 'abortAfter', floor: number, zeroMeans?: string): number => {
    const value = raw[name]
    const fallback = DEFAULTS[name]
    if (value === undefined || value === fallback) {
      sources[name] = 'default'
      return fallback
    }
    const ok = typeof value === 'number' && Number.isInteger(value) && (value >= floor || (zeroMeans !== undefined && value === 0))
    if (!ok) {
      const range = zeroMeans !== undefined ? `0 (${zeroMeans}) or a whole number from ${floor} up` : `a whole number from ${floor} up`
      problems.push(`${name} is ${describe(value)}, but it takes ${range}; using ${fallback}.`)
      sources[name] = 'default (invalid value)'
      return fallback
    }
    sources[name] = 'user'
    return value
  }

  const failureNoteAt = whole('failureNoteAt', 2)
  let warnAt = whole('warnAt', 2)
  let blockAt = whole('blockAt', 2, 'never')
  const abortAfter = whole('abortAfter', 1, 'never')

  if (blockAt !== 0 && blockAt <= warnAt) {
    problems.push(
      `blockAt (${blockAt}) must be above warnAt (${warnAt}) so the model is warned before a call is refused; ` +
        `set blockAt above warnAt, or blockAt to 0 to never refuse. Using warnAt ${DEFAULTS.warnAt} and blockAt ${DEFAULTS.blockAt}.`,
    )
    warnAt = DEFAULTS.warnAt
    blockAt = DEFAULTS.blockAt
    sources.warnAt = 'default (invalid value)'
    sources.blockAt = 'default (invalid value)'
  }

  let mode: Mode = DEFAULTS.mode
  sources.mode = 'default'
  if (raw.mode !== undefined && raw.mode !== DEFAULTS.mode) {
    if (MODES.includes(raw.mode as Mode)) {
      mode = raw.mode as Mode
      sources.mode = 'user'
    } else {
      problems.push(`mode is ${describe(raw.mode)}, but it takes enforce, advise or observe; using enforce.`)
      sources.mode = 'default (invalid value)'
    }
  }

  let transparent: readonly string[] = DEFAULT_TRANSPARENT_TOOLS
  sources.transparentTools = 'default'
  const listed = raw.transparentTools
  if (listed !== undefined) {
    if (Array.isArray(listed) && listed.every((t) => typeof t === 'string')) {
      transparent = listed as string[]
      // the engine fills in the manifest's default list when the user set nothing
      sources.transparentTools = sameNames(transparent, DEFAULT_TRANSPARENT_TOOLS) ? 'default' : 'user'
    } else {
      problems.push('transparentTools takes a list of tool names; using the todo/task tools.')
      sources.transparentTools = 'default (invalid value)'
    }
  }

  let dedupeOutput: boolean = DEFAULTS.dedupeOutput
  sources.dedupeOutput = 'default'
  if (raw.dedupeOutput !== undefined && raw.dedupeOutput !== DEFAULTS.dedupeOutput) {
    if (typeof raw.dedupeOutput === 'boolean') {
      dedupeOutput = raw.dedupeOutput
      sources.dedupeOutput = 'user'
    } else {
      problems.push(`dedupeOutput is ${describe(raw.dedupeOutput)}, but it takes true or false; using true.`)
      sources.dedupeOutput = 'default (invalid value)'
    }
  }

  return {
    settings: {
      mode,
      failureNoteAt,
      warnAt,
      blockAt,
      abortAfter,
      transparentTools: new Set(transparent.map((t) => t.trim().toLowerCase()).filter((t) => t !== '')),
      dedupeOutput,
    },
    problems,
    sources,
  }
}

/** A value as the user would recognise it, whatever its type. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return value.toString()
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]): string => [...new Set(list.map((t) => t.trim().toLowerCase()))].sort().join(',')
  return norm(a) === norm(b)
}
