// safe-text.ts: nothing a terminal would act on survives printable(); ordinary text is untouched.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { printable } from '../../hooks/safe-text.js'

const ACTS_ON_TERMINAL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/

describe('printable', () => {
  test('an OSC 52 clipboard write is shown as text, not performed', () => {
    const out = printable('\x1b]52;c;ZWNobyBoaQ==\x07')
    expect(out).toBe('\\x1b]52;c;ZWNobyBoaQ==\\x07')
  })

  test('a cursor move and a C1 control are escaped', () => {
    expect(printable('a\x1b[2Ab\x9bc')).toBe('a\\x1b[2Ab\\x9bc')
  })

  test('a right-to-left override is escaped so it cannot reorder what is drawn', () => {
    expect(printable('file\u202etxt.exe')).toBe('file\\u202etxt.exe')
  })

  test('a newline is escaped unless line breaks are meant', () => {
    expect(printable('one\ntwo')).toBe('one\\x0atwo')
    expect(printable('one\ntwo', { keepNewlines: true })).toBe('one\ntwo')
  })

  test('a tab becomes one space', () => {
    expect(printable('a\tb')).toBe('a b')
  })

  test('text without control characters comes back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        fc.pre(!/[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/.test(s))
        expect(printable(s)).toBe(s)
      }),
    )
  })

  test('no character a terminal acts on survives, newlines kept or not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (s, keepNewlines) => {
        const out = printable(s, { keepNewlines })
        expect(ACTS_ON_TERMINAL.test(out)).toBe(false)
        if (!keepNewlines) expect(out.includes('\n')).toBe(false)
      }),
    )
  })
})
