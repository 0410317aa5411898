// Specification of when fingerprints are worked out (hooks/outcome.ts, hooks/guard.ts): the
// guard reads an outcome's fingerprint only when it compares it with another run of the same
// call (or the call failed), a fingerprint read late or read twice is the one read at once,
// a short text printed at the read gets the fingerprint a long one printed at once would, and
// normalization never makes a text more than a fifth longer (what lets a short text be
// hashed in JavaScript at the read). Property runs use a fixed seed.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Guard } from '../../hooks/guard.js'
import { normalizeStrict } from '../../hooks/normalize.js'
import { readSettings } from '../../hooks/options.js'
import { LAZY_LIMIT, readOutcome } from '../../hooks/outcome.js'
import type { Outcome } from '../../hooks/outcome.js'
import type { CallInfo } from '../../hooks/vocabulary.js'


const call = (command: string): CallInfo => ({ agent: 'main', tool: 'Bash', key: `Bash ${command}`, excerpt: command })

/**
 * An outcome whose fingerprints (`print`, `=text` by default) count how often they are read; a
 * success unless it has a first line; with `text` when it keeps the text two runs are judged on.
 */
function counted(text: string, reads: { count: number }, more: { failed?: boolean; text?: boolean; print?: string } = {}): Outcome {
  const print = more.print ?? `=${text}`
  const prints = {
    get fingerprint() {
      reads.count++
      return print
    },
    get looseFingerprint() {
      reads.count++
      return print
    },
    ...(more.text === true ? { text } : {}),
  }
  return more.failed === true ? Object.assign(prints, { kind: 'failure' as const, firstLine: text }) : Object.assign(prints, { kind: 'success' as const, isReadOnly: true })
}
const countedFailure = (text: string, reads: { count: number }): Outcome => counted(text, reads, { failed: true })
const withText = (text: string, reads: { count: number }, print?: string): Outcome => counted(text, reads, { text: true, ...(print !== undefined ? { print } : {}) })

describe('the guard reads a fingerprint only to compare', () => {
  test('calls seen once each never have their fingerprints read', () => {
    const guard = new Guard(readSettings({}).settings)
    const reads = { count: 0 }
    for (let i = 0; i < 50; i++) {
      guard.beforeCall(call(`cat file${i}`))
      guard.afterCall(call(`cat file${i}`), counted(`contents ${i}`, reads))
    }
    expect(reads.count).toBe(0)
  })

  test('failures of calls seen once each, one tool after another, never have their fingerprints read', () => {
    const guard = new Guard(readSettings({}).settings)
    const reads = { count: 0 }
    for (let i = 0; i < 50; i++) {
      const failing = { ...call(`cat missing${i}`), tool: i % 2 === 0 ? 'Bash' : 'Read' }
      guard.afterCall(failing, countedFailure(`No such file: missing${i}`, reads))
    }
    expect(reads.count).toBe(0)
  })

  test('a call that fails again has both failures read, and its failure note still given', () => {
    const guard = new Guard(readSettings({}).settings)
    const first = { count: 0 }
    guard.afterCall(call('cat missing'), countedFailure('No such file: missing', first))
    expect(first.count).toBe(0)
    const second = guard.afterCall(call('cat missing'), countedFailure('No such file: missing', { count: 0 }))
    expect(first.count).toBeGreaterThan(0)
    expect(second.map((i) => i.rule)).toEqual(['repeated-failure'])
  })

  test('runs of one call with the same kept text are compared as they are: no fingerprint read, the repeat still found', () => {
    const guard = new Guard(readSettings({}).settings)
    const reads = { count: 0 }
    const found = [1, 2, 3].map(() => guard.afterCall(call('git status'), withText('clean', reads)))
    expect(found[2]!.map((i) => i.rule)).toEqual(['repeat'])
    expect(reads.count).toBe(0)
  })

  test('runs of one call whose kept texts differ are judged by what differs, no fingerprint read', () => {
    const guard = new Guard(readSettings({}).settings)
    const reads = { count: 0 }
    const found = ['clean', 'clean ', 'clean'].map((text) => guard.afterCall(call('git status'), withText(text, reads, '=clean')))
    expect(reads.count).toBe(0)
    expect(found[2]!.map((i) => i.rule)).toEqual(['repeat'])
  })

  test('the same call again has both runs read, and a repeat still found', () => {
    const guard = new Guard(readSettings({}).settings)
    const first = { count: 0 }
    const second = { count: 0 }
    guard.afterCall(call('git status'), counted('clean', first))
    expect(first.count).toBe(0)
    guard.afterCall(call('git status'), counted('clean', second))
    expect(first.count).toBeGreaterThan(0)
    expect(second.count).toBeGreaterThan(0)
    const third = guard.afterCall(call('git status'), counted('clean', { count: 0 }))
    expect(third.map((i) => i.rule)).toEqual(['repeat'])
  })
})

describe('a fingerprint read late is the one read at once', () => {
  const outputs = ['Tests 3 passed in 0.12s (pid 4242)', 'Exit code 1\nnpm error 404 Not Found (attempt 2)', 'x'.repeat(300) + ' at 10:22:33']

  test('reading it twice, or after another outcome was read, gives the same string', async () => {
    for (const text of outputs) {
      const late = await readOutcome({ text, isError: text.startsWith('Exit') })
      const early = await readOutcome({ text, isError: text.startsWith('Exit') })
      const now = early.kind === 'success' || early.kind === 'failure' ? early.fingerprint : ''
      const later = late.kind === 'success' || late.kind === 'failure' ? [late.fingerprint, late.fingerprint] : []
      expect(later).toEqual([now, now])
    }
  })

  test('a short text printed at the read matches a long one printed at once with the same normal form', async () => {
    // trailing white space means nothing, and takes the text past the lazy limit
    for (const text of outputs) {
      const isError = text.startsWith('Exit')
      const short = await readOutcome({ text, isError })
      const long = await readOutcome({ text: `${text}${' '.repeat(LAZY_LIMIT)}`, isError })
      if (short.kind !== long.kind || (short.kind !== 'success' && short.kind !== 'failure') || (long.kind !== 'success' && long.kind !== 'failure')) throw new Error('expected two like outcomes')
      expect(long.fingerprint).toBe(short.fingerprint)
      expect(long.looseFingerprint).toBe(short.looseFingerprint)
    }
  })
})

describe('normalization grows a text by at most a fifth', () => {
  const token = fc.constantFrom('pid=1', 'PID 7', '(node:1)', 'process [3]', '[1] [INFO]', 'in 1s', '(1s)', '2024-05-01', '1:02:03', 'session=ab12cd', '/tmp/x', ' ', '\n', 'a', '1')
  test('whatever noise tokens it is made of', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 60 }), (parts) => {
        const text = parts.join('')
        expect(normalizeStrict(text).length).toBeLessThanOrEqual(Math.ceil(text.length * 1.2))
      }),
    )
  })
})
