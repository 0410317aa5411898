// Specification of hooks/options.ts: readSettings turns the user's option values into
// the guard's settings without ever throwing; each value that makes no sense is not
// used: the default runs instead, its source keeps what the user gave and why, and one
// problem sentence names the option, the value, the reason and what is used instead.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { DEFAULTS, DEFAULT_TRANSPARENT_TOOLS, OPTION_NAMES, readSettings } from '../../hooks/options.js'
import type { OptionName } from '../../hooks/options.js'

const NUMERIC = ['failureNoteAt', 'warnAt', 'blockAt', 'abortAfter'] as const
const DEFAULT = { kind: 'default' }
const USER = { kind: 'user' }

describe('defaults', () => {
  test('no options give the default settings and no problem', () => {
    const { settings, problems } = readSettings({})
    expect(problems).toEqual([])
    expect(settings).toEqual({
      mode: 'enforce',
      failureNoteAt: 2,
      warnAt: 3,
      blockAt: 5,
      abortAfter: 3,
      transparentTools: new Set(['todowrite', 'taskcreate', 'taskupdate', 'tasklist', 'taskget']),
      dedupeOutput: true,
      textLoops: true,
      textRepeatAt: 5,
      telemetry: true,
    })
  })

  test('no options give every option the source "default"', () => {
    const { sources } = readSettings({})
    for (const name of OPTION_NAMES) expect(sources[name], name).toEqual(DEFAULT)
  })

  test('the values the engine fills in from the manifest defaults still count as defaults', () => {
    // With no settings the engine passes the manifest's defaults, not an empty object.
    const filled = { ...DEFAULTS, transparentTools: [...DEFAULT_TRANSPARENT_TOOLS] }
    const { problems, sources } = readSettings(filled)
    expect(problems).toEqual([])
    for (const name of OPTION_NAMES) expect(sources[name], name).toEqual(DEFAULT)
  })

  test('valid values the user set are used and reported as the user\'s', () => {
    const { settings, problems, sources } = readSettings({ failureNoteAt: 3, warnAt: 4, blockAt: 8, abortAfter: 2, mode: 'advise', transparentTools: ['Read'], dedupeOutput: false, textLoops: false, textRepeatAt: 9, telemetry: false })
    expect(problems).toEqual([])
    expect(settings).toMatchObject({ failureNoteAt: 3, warnAt: 4, blockAt: 8, abortAfter: 2, mode: 'advise', textLoops: false, textRepeatAt: 9, telemetry: false })
    for (const name of OPTION_NAMES) expect(sources[name], name).toEqual(USER)
  })

  test('readSettings never throws, whatever it is given', () => {
    const odd: unknown[] = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, '3', true, [], {}, Symbol('x'), 10n]
    for (const value of odd) {
      for (const name of [...NUMERIC, 'mode', 'transparentTools', 'dedupeOutput', 'textLoops', 'textRepeatAt', 'telemetry']) expect(() => readSettings({ [name]: value }), `${name}=${String(value)}`).not.toThrow()
    }
  })
})

describe('textLoops, textRepeatAt, telemetry', () => {
  test('a value that does not fit is replaced by its default, with one problem naming it', () => {
    const { settings, problems, sources } = readSettings({ textLoops: 'off', textRepeatAt: 1, telemetry: 'no' })
    expect([settings.textLoops, settings.textRepeatAt, settings.telemetry]).toEqual([true, 5, true])
    expect(problems).toEqual([
      'textLoops "off" is not used: it must be true or false; using true, the default.',
      'textRepeatAt 1 is not used: it must be a whole number from 2 up; using textRepeatAt 5, the default.',
      'telemetry "no" is not used: it must be true or false; using true, the default.',
    ])
    expect(sources.textRepeatAt).toEqual({ kind: 'not used', given: '1', why: 'must be a whole number from 2 up' })
  })
})

describe('dedupeOutput', () => {
  test('false turns the output pointer off, as the user\'s choice', () => {
    const { settings, problems, sources } = readSettings({ dedupeOutput: false })
    expect([settings.dedupeOutput, problems, sources.dedupeOutput]).toEqual([false, [], USER])
  })

  test('a value that is not true or false is replaced by true, with one problem naming it', () => {
    const { settings, problems, sources } = readSettings({ dedupeOutput: 'no' })
    expect([settings.dedupeOutput, sources.dedupeOutput]).toEqual([true, { kind: 'not used', given: '"no"', why: 'must be true or false' }])
    expect(problems).toEqual(['dedupeOutput "no" is not used: it must be true or false; using true, the default.'])
  })
})

describe('invalid values', () => {
  const invalid: [name: string, value: unknown][] = [
    ['warnAt', 'x'],
    ['warnAt', 2.5],
    ['warnAt', 1],
    ['warnAt', 0],
    ['warnAt', Number.NaN],
    ['failureNoteAt', 1],
    ['failureNoteAt', -3],
    ['blockAt', 1],
    ['blockAt', -1],
    ['blockAt', '5'],
    ['abortAfter', -1],
    ['abortAfter', 0.5],
    ['abortAfter', true],
  ]

  for (const [name, value] of invalid) {
    test(`${name} = ${JSON.stringify(value) ?? String(value)} is replaced by its default with one problem naming ${name}`, () => {
      const { settings, problems, sources } = readSettings({ [name]: value })
      expect(settings[name as keyof typeof settings]).toBe(DEFAULTS[name as keyof typeof DEFAULTS])
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(new RegExp(`^${name} \\S+ is not used: it must be .*; using ${name} ${DEFAULTS[name as OptionName]}, the default\\.$`))
      expect(sources[name as OptionName]).toEqual({ kind: 'not used', given: expect.any(String), why: expect.stringMatching(/^must be /) })
    })
  }

  test('an unknown mode is replaced by enforce with one problem naming mode and its choices', () => {
    const { settings, problems, sources } = readSettings({ mode: 'loud' })
    expect(settings.mode).toBe('enforce')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toBe('mode "loud" is not used: it must be enforce, advise or observe; using mode enforce, the default.')
    expect(sources.mode).toEqual({ kind: 'not used', given: '"loud"', why: 'must be enforce, advise or observe' })
  })

  test('transparentTools that is neither names nor a list of them is replaced by the default tools with one problem naming it', () => {
    for (const value of [42, ['Glob', 3], { Glob: true }]) {
      const { settings, problems, sources } = readSettings({ transparentTools: value })
      expect(settings.transparentTools).toEqual(new Set(DEFAULT_TRANSPARENT_TOOLS.map((t) => t.toLowerCase())))
      expect(problems).toEqual([expect.stringMatching(/^transparentTools \S+ is not used: it must be tool names, as a list or separated by commas; using the todo and task tools, the default\.$/)])
      expect(sources.transparentTools.kind).toBe('not used')
    }
  })

  test('a given value is shown as the user would write it: a string quoted, a number bare, a long value cut', () => {
    expect(readSettings({ warnAt: 'x' }).sources.warnAt).toMatchObject({ given: '"x"' })
    expect(readSettings({ warnAt: 1 }).sources.warnAt).toMatchObject({ given: '1' })
    expect(readSettings({ warnAt: Number.NaN }).sources.warnAt).toMatchObject({ given: 'NaN' })
    const given = (readSettings({ mode: 'x'.repeat(500) }).sources.mode as { given: string }).given
    expect(given.length).toBeLessThanOrEqual(40)
    expect(given.endsWith('…')).toBe(true)
  })

  test('no reason has parentheses, so the report can put it in its own', () => {
    const { sources } = readSettings({ failureNoteAt: 1, warnAt: 0, blockAt: 1, abortAfter: -1, mode: 'x', transparentTools: 3, dedupeOutput: 'no', textLoops: 'yes', textRepeatAt: 1, telemetry: 0 })
    for (const name of OPTION_NAMES) expect((sources[name] as { why: string }).why, name).not.toMatch(/[()]/)
  })

  test('each invalid value gives its own problem sentence', () => {
    const { problems } = readSettings({ failureNoteAt: 'a', abortAfter: -2, mode: 'x' })
    expect(problems).toHaveLength(3)
    for (const p of problems) expect(p).toMatch(/\.$/)
  })
})

describe('values a hand-edited settings file can hold', () => {
  // The engine passes every number and a blank "" on unchecked (the manifest has no min/max), so these reach readSettings.
  test('a blank "" is unset: the default, with no problem', () => {
    const { settings, problems, sources } = readSettings({ failureNoteAt: '', warnAt: '', blockAt: '', abortAfter: '', mode: '', dedupeOutput: '', transparentTools: '' })
    expect(problems).toEqual([])
    expect(settings).toEqual(readSettings({}).settings)
    for (const name of OPTION_NAMES) expect(sources[name], name).toEqual(DEFAULT)
  })

  test('a negative number is replaced by the default, with one problem naming it', () => {
    for (const name of NUMERIC) {
      const { settings, problems } = readSettings({ [name]: -4 })
      expect(settings[name], name).toBe(DEFAULTS[name])
      expect(problems).toEqual([`${name} -4 is not used: it must be ${name === 'blockAt' ? '0 to never refuse, or a whole number from 2 up' : name === 'abortAfter' ? '0 to never end a turn, or a whole number from 1 up' : 'a whole number from 2 up'}; using ${name} ${DEFAULTS[name]}, the default.`])
    }
  })

  test('a whole number over 100000, past the range the manifest once declared, is used as given', () => {
    const { settings, problems, sources } = readSettings({ blockAt: 250_000, abortAfter: 1e15 })
    expect(problems).toEqual([])
    expect([settings.blockAt, settings.abortAfter]).toEqual([250_000, 1e15])
    expect([sources.blockAt, sources.abortAfter]).toEqual([USER, USER])
  })

  test('a fraction, the largest double and a number JSON reads as Infinity are each replaced by the default', () => {
    for (const value of [2.5, Number.MAX_VALUE * 1.5, -0.5]) {
      const { settings, problems } = readSettings({ warnAt: value })
      expect(settings.warnAt).toBe(DEFAULTS.warnAt)
      expect(problems).toEqual([expect.stringMatching(/^warnAt \S+ is not used: it must be a whole number from 2 up; using warnAt 3, the default\.$/)])
    }
  })

  test('whatever JSON each option holds, the settings are usable and every value not used is named in one problem', () => {
    const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.constant(''))
    const stored = fc.record(Object.fromEntries(OPTION_NAMES.map((name) => [name, anyValue])) as Record<OptionName, fc.Arbitrary<unknown>>, { requiredKeys: [] })
    fc.assert(
      fc.property(stored, (raw) => {
        const { settings, problems, sources } = readSettings(raw)
        for (const name of NUMERIC) expect(Number.isInteger(settings[name]), name).toBe(true)
        expect(settings.failureNoteAt).toBeGreaterThanOrEqual(2)
        expect(settings.warnAt).toBeGreaterThanOrEqual(2)
        expect(settings.blockAt === 0 || settings.blockAt > settings.warnAt).toBe(true)
        expect(settings.abortAfter).toBeGreaterThanOrEqual(0)
        expect(['enforce', 'advise', 'observe']).toContain(settings.mode)
        expect(typeof settings.dedupeOutput).toBe('boolean')
        const notUsed = OPTION_NAMES.filter((name) => sources[name].kind === 'not used')
        expect(problems).toHaveLength(notUsed.length)
        for (const name of notUsed) expect(problems.some((p) => p.startsWith(`${name} `)), name).toBe(true)
      }),
    )
  })
})

describe('blockAt against warnAt', () => {
  test('blockAt 2 under the default warnAt 3 blames blockAt, the option the user set, and runs on blockAt 5', () => {
    const { settings, problems, sources } = readSettings({ blockAt: 2 })
    expect([settings.warnAt, settings.blockAt]).toEqual([3, 5])
    expect(problems).toEqual(['blockAt 2 is not used: it must be above warnAt 3; using blockAt 5, the default.'])
    expect(sources.blockAt).toEqual({ kind: 'not used', given: '2', why: 'must be above warnAt 3' })
    expect(sources.warnAt).toEqual(DEFAULT)
  })

  test('blockAt equal to a warnAt the user set blames blockAt and keeps their warnAt when the default blockAt is above it', () => {
    const { settings, problems, sources } = readSettings({ warnAt: 4, blockAt: 4 })
    expect([settings.warnAt, settings.blockAt]).toEqual([4, 5])
    expect(problems).toEqual(['blockAt 4 is not used: it must be above warnAt 4; using blockAt 5, the default.'])
    expect(sources.warnAt).toEqual(USER)
  })

  test('a warnAt above the default blockAt, with blockAt unset, blames warnAt and runs on warnAt 3', () => {
    const { settings, problems, sources } = readSettings({ warnAt: 7 })
    expect([settings.warnAt, settings.blockAt]).toEqual([3, 5])
    expect(problems).toEqual(['warnAt 7 is not used: it must be below blockAt 5; using warnAt 3, the default.'])
    expect(sources.blockAt).toEqual(DEFAULT)
  })

  test('blockAt below a warnAt that is above the default blockAt falls back to both defaults, each told', () => {
    const { settings, problems, sources } = readSettings({ warnAt: 6, blockAt: 4 })
    expect([settings.warnAt, settings.blockAt]).toEqual([DEFAULTS.warnAt, DEFAULTS.blockAt])
    expect(problems).toHaveLength(2)
    expect([sources.warnAt.kind, sources.blockAt.kind]).toEqual(['not used', 'not used'])
  })

  test('a default is never blamed, whatever the user set', () => {
    for (const raw of [{ blockAt: 2 }, { blockAt: 3 }, { warnAt: 5 }, { warnAt: 9, blockAt: 9 }, { warnAt: 2, blockAt: 2 }]) {
      const { sources, settings } = readSettings(raw)
      for (const name of OPTION_NAMES) if (!(name in raw)) expect(sources[name], `${JSON.stringify(raw)} ${name}`).toEqual(DEFAULT)
      expect(settings.blockAt).toBeGreaterThan(settings.warnAt)
    }
  })

  test('blockAt: 0 is valid and means never refuse, whatever warnAt is', () => {
    const { settings, problems } = readSettings({ warnAt: 9, blockAt: 0 })
    expect(problems).toEqual([])
    expect(settings.blockAt).toBe(0)
    expect(settings.warnAt).toBe(9)
  })
})

describe('other valid values', () => {
  test('abortAfter: 0 is valid and means never end a turn', () => {
    const { settings, problems } = readSettings({ abortAfter: 0 })
    expect(problems).toEqual([])
    expect(settings.abortAfter).toBe(0)
  })

  test('each mode is accepted', () => {
    for (const mode of ['enforce', 'advise', 'observe'] as const) {
      const { settings, problems } = readSettings({ mode })
      expect(problems).toEqual([])
      expect(settings.mode).toBe(mode)
    }
  })

  test('transparentTools are lower-cased and trimmed, and empty names dropped', () => {
    const { settings } = readSettings({ transparentTools: ['TodoWrite', ' mcp__Notes__Add ', ''] })
    expect(settings.transparentTools).toEqual(new Set(['todowrite', 'mcp__notes__add']))
  })

  test('transparentTools as one comma-separated string, as --config stores it, is a list of names', () => {
    const { settings, problems, sources } = readSettings({ transparentTools: 'Glob' })
    expect(problems).toEqual([])
    expect(settings.transparentTools).toEqual(new Set(['glob']))
    expect(sources.transparentTools).toEqual(USER)
    expect(readSettings({ transparentTools: 'Glob, Grep,,mcp__Notes__Add ' }).settings.transparentTools).toEqual(new Set(['glob', 'grep', 'mcp__notes__add']))
  })

  test('a comma-separated string of the default tools counts as the default', () => {
    expect(readSettings({ transparentTools: DEFAULT_TRANSPARENT_TOOLS.join(',') }).sources.transparentTools).toEqual(DEFAULT)
  })

  test('a blank transparentTools string is unset: the default tools', () => {
    const { settings, sources } = readSettings({ transparentTools: '  ' })
    expect(settings.transparentTools).toEqual(new Set(DEFAULT_TRANSPARENT_TOOLS.map((t) => t.toLowerCase())))
    expect(sources.transparentTools).toEqual(DEFAULT)
  })

  test('an empty transparentTools list makes every tool count', () => {
    const { settings, problems } = readSettings({ transparentTools: [] })
    expect(problems).toEqual([])
    expect(settings.transparentTools.size).toBe(0)
  })
})

describe('the manifest', () => {
  type Field = { default?: unknown; description: string }
  const userConfig = (JSON.parse(readFileSync(new URL('../../.claude-plugin/plugin.json', import.meta.url), 'utf8')) as { userConfig: Record<string, Field> }).userConfig

  test('declares every option, with the defaults readSettings uses', () => {
    expect(Object.keys(userConfig)).toEqual([...OPTION_NAMES])
    for (const name of OPTION_NAMES) expect(userConfig[name]?.default, name).toEqual(name === 'transparentTools' ? [...DEFAULT_TRANSPARENT_TOOLS] : DEFAULTS[name])
  })

  test('declares no range for any option: Claude Code refuses to load the whole mod for a number outside one', () => {
    for (const name of OPTION_NAMES) expect(Object.keys(userConfig[name] ?? {}), name).not.toEqual(expect.arrayContaining(['min']))
    for (const name of OPTION_NAMES) expect(Object.keys(userConfig[name] ?? {}), name).not.toEqual(expect.arrayContaining(['max']))
  })

  test("names each default in the description, the only part of a field Claude Code's configure form shows", () => {
    for (const name of OPTION_NAMES) {
      const wanted = name === 'transparentTools' ? DEFAULT_TRANSPARENT_TOOLS.join(', ') : String(DEFAULTS[name])
      expect(userConfig[name]?.description, name).toMatch(new RegExp(`[Dd]efault(, |: )${wanted}\\.$`))
    }
  })
})

describe("README's options table", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const table = readme.slice(readme.indexOf('## Options')).split('\n\n')[1] ?? ''
  const rows = table.split('\n').slice(2).map((row) => row.split('|').map((cell) => cell.trim()))

  test('lists every option, in the order of the one list', () => {
    expect(rows.map((row) => row[1])).toEqual(OPTION_NAMES.map((name) => `\`${name}\``))
  })

  test('gives each default as readSettings uses it', () => {
    for (const [i, name] of OPTION_NAMES.entries()) {
      const wanted = name === 'transparentTools' ? DEFAULT_TRANSPARENT_TOOLS.map((t) => `\`${t}\``).join(', ') : name === 'mode' || typeof DEFAULTS[name] === 'boolean' ? `\`${String(DEFAULTS[name])}\`` : String(DEFAULTS[name])
      expect(rows[i]?.[3], name).toBe(wanted)
    }
  })
})
