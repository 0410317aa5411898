// Specification of hooks/options.ts: readSettings turns the user's option values into
// the guard's settings without ever throwing; each value that makes no sense is
// replaced by its default with one problem sentence that names it and says the fix.
import { describe, expect, test } from 'vitest'
import { DEFAULTS, DEFAULT_TRANSPARENT_TOOLS, readSettings } from '../../hooks/options.js'

const NUMERIC = ['failureNoteAt', 'warnAt', 'blockAt', 'abortAfter'] as const

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
    })
  })

  test('no options give every option the source "default"', () => {
    const { sources } = readSettings({})
    for (const name of [...NUMERIC, 'mode', 'transparentTools', 'dedupeOutput']) expect(sources[name], name).toBe('default')
  })

  test('the values the engine fills in from the manifest defaults still count as defaults', () => {
    // With no settings the engine passes the manifest's defaults, not an empty object.
    const filled = { ...DEFAULTS, transparentTools: [...DEFAULT_TRANSPARENT_TOOLS] }
    const { problems, sources } = readSettings(filled)
    expect(problems).toEqual([])
    for (const name of [...NUMERIC, 'mode', 'transparentTools', 'dedupeOutput']) expect(sources[name], name).toBe('default')
  })

  test('valid values the user set are used and reported as the user\'s', () => {
    const { settings, problems, sources } = readSettings({ failureNoteAt: 3, warnAt: 4, blockAt: 8, abortAfter: 2, mode: 'advise', transparentTools: ['Read'] })
    expect(problems).toEqual([])
    expect(settings).toMatchObject({ failureNoteAt: 3, warnAt: 4, blockAt: 8, abortAfter: 2, mode: 'advise' })
    for (const name of [...NUMERIC, 'mode', 'transparentTools']) expect(sources[name], name).toBe('user')
  })

  test('readSettings never throws, whatever it is given', () => {
    const odd: unknown[] = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, '3', true, [], {}, Symbol('x'), 10n]
    for (const value of odd) {
      for (const name of [...NUMERIC, 'mode', 'transparentTools', 'dedupeOutput']) expect(() => readSettings({ [name]: value }), `${name}=${String(value)}`).not.toThrow()
    }
  })
})

describe('dedupeOutput', () => {
  test('false turns the output pointer off, as the user\'s choice', () => {
    const { settings, problems, sources } = readSettings({ dedupeOutput: false })
    expect([settings.dedupeOutput, problems, sources.dedupeOutput]).toEqual([false, [], 'user'])
  })

  test('a value that is not true or false is replaced by true, with one problem naming it', () => {
    const { settings, problems, sources } = readSettings({ dedupeOutput: 'no' })
    expect([settings.dedupeOutput, sources.dedupeOutput]).toEqual([true, 'default (invalid value)'])
    expect(problems).toEqual(['dedupeOutput is "no", but it takes true or false; using true.'])
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
      expect(problems[0]).toContain(name)
      expect(sources[name]).toBe('default (invalid value)')
    })
  }

  test('an unknown mode is replaced by enforce with one problem naming mode and its choices', () => {
    const { settings, problems, sources } = readSettings({ mode: 'loud' })
    expect(settings.mode).toBe('enforce')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/mode/)
    expect(problems[0]).toMatch(/enforce, advise or observe/)
    expect(sources.mode).toBe('default (invalid value)')
  })

  test('transparentTools that is not a list of names is replaced by the default tools with one problem naming it', () => {
    const { settings, problems } = readSettings({ transparentTools: 'TodoWrite' })
    expect(settings.transparentTools).toEqual(new Set(DEFAULT_TRANSPARENT_TOOLS.map((t) => t.toLowerCase())))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('transparentTools')
  })

  test('each invalid value gives its own problem sentence', () => {
    const { problems } = readSettings({ failureNoteAt: 'a', abortAfter: -2, mode: 'x' })
    expect(problems).toHaveLength(3)
    for (const p of problems) expect(p).toMatch(/\.$/)
  })
})

describe('blockAt against warnAt', () => {
  test('blockAt equal to warnAt gives one problem naming both and the fix', () => {
    const { problems } = readSettings({ warnAt: 4, blockAt: 4 })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('blockAt')
    expect(problems[0]).toContain('warnAt')
    expect(problems[0]).toMatch(/set blockAt above warnAt/)
  })

  test('blockAt below warnAt falls back to the default thresholds', () => {
    const { settings, sources } = readSettings({ warnAt: 6, blockAt: 4 })
    expect([settings.warnAt, settings.blockAt]).toEqual([DEFAULTS.warnAt, DEFAULTS.blockAt])
    expect([sources.warnAt, sources.blockAt]).toEqual(['default (invalid value)', 'default (invalid value)'])
  })

  test('a warnAt above the default blockAt, with blockAt unset, is caught too', () => {
    const { settings, problems } = readSettings({ warnAt: 7 })
    expect(problems).toHaveLength(1)
    expect([settings.warnAt, settings.blockAt]).toEqual([DEFAULTS.warnAt, DEFAULTS.blockAt])
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

  test('an empty transparentTools list makes every tool count', () => {
    const { settings, problems } = readSettings({ transparentTools: [] })
    expect(problems).toEqual([])
    expect(settings.transparentTools.size).toBe(0)
  })
})
