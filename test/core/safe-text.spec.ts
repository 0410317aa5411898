// safe-text.ts: nothing a terminal would act on survives printable(); ordinary text is untouched;
// markdownLiteral() leaves nothing a markdown renderer would draw as markup; jsonLine() nothing raw.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { jsonLine, markdownLiteral, printable } from '../../hooks/safe-text.js'
import { drawnMarkdown } from '../quoted-text.js'

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

describe('markdownLiteral: text a markdown renderer draws as the characters it holds', () => {
  test('bold, a link, a code span and a heading each get their marks escaped', () => {
    expect(markdownLiteral('**b** [l](https://e.x) `c` # h')).toBe('\\*\\*b\\*\\* \\[l\\]\\(https\\:\\/\\/e\\.x\\) \\`c\\` \\# h')
  })

  test('HTML, an entity, a table row and a list start are escaped too', () => {
    expect(markdownLiteral('<b>&amp; | 1. -')).toBe('\\<b\\>\\&amp\\; \\| 1\\. \\-')
  })

  test('control characters are made printable first, and their escapes drawn as typed', () => {
    expect(drawnMarkdown(markdownLiteral('a\x1b]52;c;x\x07'))).toBe(printable('a\x1b]52;c;x\x07'))
  })

  test('any text: every ASCII punctuation character is escaped, and the renderer draws the printable text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const out = markdownLiteral(s)
        // outside the escapes, no punctuation is left to start markdown
        expect(out.replace(/\\[!-/:-@[-`{-~]/g, '')).not.toMatch(/[!-/:-@[-`{-~]/)
        expect(drawnMarkdown(out)).toBe(printable(s))
      }),
    )
  })
})

describe('jsonLine: JSON a terminal prints inert', () => {
  test('a CSI (U+009B), DEL, a bidi override and a line separator in a string are written as \\u escapes', () => {
    expect(jsonLine({ path: 'a\u009b2J\x7f\u202e\u2028b' })).toBe('{"path":"a\\u009b2J\\u007f\\u202e\\u2028b"}')
  })

  test('any value parses back to itself, with nothing raw a terminal acts on', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, s) => {
        for (const v of [value, { s }]) {
          const line = jsonLine(v)
          expect(JSON.parse(line)).toEqual(JSON.parse(JSON.stringify(v)))
          expect(line).not.toMatch(ACTS_ON_TERMINAL)
          expect(line).not.toMatch(/[\u2028\u2029]/)
        }
      }),
    )
  })
})
