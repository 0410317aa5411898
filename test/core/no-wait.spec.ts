// Specification of the hook's no-wait paths (hooks/call-key.ts `callInfoNow`, hooks/outcome.ts
// `readOutcomeNow`, hooks/digest.ts `hashTextNow`): a call and an outcome come back at once
// unless a hash must wait for `crypto.subtle`, and what comes back, at once or later, is what
// the awaited `callInfo` and `readOutcome` give.
import { afterEach, describe, expect, test } from 'vitest'
import { callInfo, callInfoNow, callKeyText } from '../../hooks/call-key.js'
import { QUICK_HASH_LIMIT, hashText, hashTextNow, quickHash, useSyncHash } from '../../hooks/digest.js'
import { COMPARE_LIMIT, LAZY_LIMIT, fingerprint, readOutcome, readOutcomeNow } from '../../hooks/outcome.js'
import type { Outcome } from '../../hooks/outcome.js'
import type { CallInfo } from '../../hooks/vocabulary.js'

const shapeOf = (c: CallInfo) => ({ agent: c.agent, tool: c.tool, key: c.key, excerpt: c.excerpt, step: c.step })

/** What the guard can read of an outcome: its kind and every field, fingerprints included. */
function shape(o: Outcome): Record<string, unknown> {
  if (o.kind !== 'success' && o.kind !== 'failure') return { ...o }
  return { kind: o.kind, fingerprint: o.fingerprint, looseFingerprint: o.looseFingerprint, ...(o.kind === 'success' ? { isReadOnly: o.isReadOnly } : { firstLine: o.firstLine }) }
}

const png = (n: number) => ({ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo'.repeat(n) } })

describe('hashTextNow', () => {
  test('gives hashText\'s hash up to the quick-hash limit, and nothing past it', async () => {
    const at = 'h'.repeat(QUICK_HASH_LIMIT)
    expect(hashTextNow(at)).toBe(await hashText(at))
    expect(hashTextNow(`${at}h`)).toBeUndefined()
  })
})

describe('callInfoNow', () => {
  test('gives an ordinary call at once', () => {
    expect(callInfoNow('main', 'Bash', { command: 'npm test' })).not.toBeInstanceOf(Promise)
  })

  test('gives at once a call whose long key or long value is hashed in JavaScript', () => {
    const info = callInfoNow('main', 'Write', { file_path: '/a.ts', content: 'x'.repeat(4000) })
    expect(info).not.toBeInstanceOf(Promise)
    expect((info as CallInfo).key).toMatch(/^Write \{"content":#[0-9a-f]{16},/)
    const edit = callInfoNow('main', 'Edit', { file_path: '/a.ts', old_string: 'x'.repeat(400), new_string: 'y'.repeat(400) })
    expect((edit as CallInfo).key).toMatch(/^Edit #[0-9a-f]{16}$/)
  })

  test('waits only for a value past the quick-hash limit', async () => {
    const info = callInfoNow('main', 'Write', { file_path: '/a.ts', content: 'x'.repeat(QUICK_HASH_LIMIT + 1) })
    expect(info).toBeInstanceOf(Promise)
    expect((await info).key).toMatch(/^Write #[0-9a-f]{64}$/)
  })

  test('gives the key the awaited path gives: the tool and hashText of the key text', async () => {
    const args = { file_path: '/a.ts', old_string: 'x'.repeat(400), new_string: 'y'.repeat(400) }
    expect((callInfoNow('main', 'Write', args) as CallInfo).key).toBe(`Write #${await hashText(callKeyText('Write', args))}`)
    expect((callInfoNow('main', 'Write', args) as CallInfo).key).toBe((await callInfo('main', 'Write', args)).key)
  })
})

describe('readOutcomeNow', () => {
  test('gives a short success and a short failure at once', () => {
    expect(readOutcomeNow({ text: 'ok', result: 'ok' })).not.toBeInstanceOf(Promise)
    expect(readOutcomeNow({ text: 'Exit code 1\nnope', isError: true }, {}, { command: 'x' })).not.toBeInstanceOf(Promise)
  })

  test('prints a text past the lazy limit at once while its hash is a JavaScript one', () => {
    expect(readOutcomeNow({ text: 'a'.repeat(LAZY_LIMIT + 1) })).not.toBeInstanceOf(Promise)
    expect(readOutcomeNow({ text: 'E'.repeat(LAZY_LIMIT + 1), isError: true })).not.toBeInstanceOf(Promise)
  })

  test('does not wait for a text it keeps to judge, however long its fingerprint would take', () => {
    expect(readOutcomeNow({ text: 'a'.repeat(COMPARE_LIMIT) })).not.toBeInstanceOf(Promise)
    expect(readOutcomeNow({ text: 'E'.repeat(COMPARE_LIMIT), isError: true })).not.toBeInstanceOf(Promise)
  })

  test('waits for a text past the length it keeps, and for an image', () => {
    expect(readOutcomeNow({ text: 'a'.repeat(COMPARE_LIMIT + 1) })).toBeInstanceOf(Promise)
    expect(readOutcomeNow({ text: 'E'.repeat(COMPARE_LIMIT + 1), isError: true })).toBeInstanceOf(Promise)
    expect(readOutcomeNow({ result: png(1) })).toBeInstanceOf(Promise)
    expect(readOutcomeNow({ result: { content: [{ type: 'text', text: 'shot' }, png(2)] } })).toBeInstanceOf(Promise)
  })

  test('gives the fingerprint a text printed at once has', async () => {
    const text = `build 2026-11-30T21:37:00Z pid=4242\n${'ok '.repeat(200)}`
    const now = readOutcomeNow({ text, result: text }) as Outcome
    expect(now.kind === 'success' && now.fingerprint).toBe(await fingerprint(text))
    expect(shape(now)).toEqual(shape(await readOutcome({ text, result: text })))
  })
})

describe('a host\'s synchronous hash (useSyncHash)', () => {
  afterEach(() => useSyncHash(undefined))
  const byLength = (text: string) => `len${text.length}:${text.slice(0, 8)}`

  test('takes the texts past the quick-hash limit, and leaves the others to the JavaScript hash', () => {
    useSyncHash(byLength)
    expect(hashTextNow('h'.repeat(QUICK_HASH_LIMIT + 1))).toBe(`len${QUICK_HASH_LIMIT + 1}:hhhhhhhh`)
    const short = 'h'.repeat(QUICK_HASH_LIMIT)
    expect(hashTextNow(short)).toBe(quickHash(short))
  })

  test('gives a call with a key past the quick-hash limit, and a long output, at once', () => {
    useSyncHash(byLength)
    expect(callInfoNow('main', 'Write', { file_path: '/a.ts', content: 'x'.repeat(QUICK_HASH_LIMIT) })).not.toBeInstanceOf(Promise)
    expect(readOutcomeNow({ text: 'a'.repeat(QUICK_HASH_LIMIT + 1) })).not.toBeInstanceOf(Promise)
  })
})
