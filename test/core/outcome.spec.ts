// Specification of hooks/outcome.ts: what a tool call came back with, reduced to what
// the guard compares. Refusals and interrupts are never failures; what says nothing
// about the call itself is ignored; fingerprints match exactly when two results read
// the same, noise aside (strictly; loosely with numbers masked); images compare by content;
// errors compare without the call's echoed arguments; the engine's own messages count only
// whole; firstLine is the short, meaningful head of an error.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { firstLine, readOutcome } from '../../hooks/outcome.js'
import { redact } from '../../hooks/redact.js'
import { printable } from '../../hooks/safe-text.js'
import type { Outcome, ResultLike } from '../../hooks/outcome.js'

/** The errored shape core gives a plugin: `result` with the `Error: ` prefix, `text` without. */
const errored = (text: string): ResultLike => ({ isError: true, result: `Error: ${text}`, text })
const succeeded = (text: string, isReadOnly = true): ResultLike => ({ result: { stdout: text }, text, isReadOnly })

async function fingerprintOf(r: ResultLike): Promise<string> {
  const o = await readOutcome(r)
  if (o.kind !== 'success' && o.kind !== 'failure') throw new Error(`expected a success or a failure, got ${o.kind}`)
  return o.fingerprint
}

describe('refusals', () => {
  test('a { deny } from beneath is refused', async () => {
    expect(await readOutcome({ deny: 'blocked by policy' })).toEqual({ kind: 'refused', firstLine: 'blocked by policy' })
  })

  test('"Permission to use Bash has been denied" is refused', async () => {
    const o = await readOutcome(errored('Permission to use Bash has been denied. IMPORTANT: You may attempt to accomplish this action using other tools'))
    expect(o.kind).toBe('refused')
  })

  test('"Permission for this …" wording is refused', async () => {
    expect((await readOutcome(errored('Permission for this tool use was denied.'))).kind).toBe('refused')
  })

  test('a person\'s "No" is refused, although the signal is aborted', async () => {
    const text = "The user doesn't want to proceed with this tool use. The tool use was rejected. STOP what you are doing and wait for the user to tell you how to proceed."
    expect((await readOutcome(errored(text), { aborted: true })).kind).toBe('refused')
  })

  test('an error after a tool.check deny verdict is refused', async () => {
    const r = errored('Blocked: writes outside the project')
    expect((await readOutcome(r)).kind).toBe('failure')
    expect((await readOutcome(r, { permission: { decision: 'deny', reason: 'Blocked: writes outside the project' } })).kind).toBe('refused')
  })

  test('an ask nobody answered, whose reason is the error text, is refused', async () => {
    const reason = 'Writing to /etc/hosts is outside the working directory'
    expect((await readOutcome(errored(reason))).kind).toBe('failure')
    expect((await readOutcome(errored(reason), { permission: { decision: 'ask', reason } })).kind).toBe('refused')
  })

  test('an ask whose reason is not in the error text leaves the error a failure', async () => {
    const o = await readOutcome(errored('Exit code 1\nboom'), { permission: { decision: 'ask', reason: 'rm needs a look' } })
    expect(o.kind).toBe('failure')
  })

  test('an ask with an empty reason does not turn every error into a refusal', async () => {
    expect((await readOutcome(errored('Exit code 1\nboom'), { permission: { decision: 'ask', reason: '' } })).kind).toBe('failure')
  })
})

describe('interrupts', () => {
  test('an error while the signal is aborted is interrupted', async () => {
    expect(await readOutcome(errored('Exit code 137\n[Request interrupted by user for tool use]'), { aborted: true })).toEqual({ kind: 'interrupted' })
  })

  test('an error that says it was interrupted by the user is interrupted, even without the signal', async () => {
    expect((await readOutcome(errored('Exit code 137\n[Request interrupted by user for tool use]'))).kind).toBe('interrupted')
  })

  test('an error while the signal is not aborted is a failure', async () => {
    expect((await readOutcome(errored('Exit code 1\nnope'), { aborted: false })).kind).toBe('failure')
  })
})

describe('ignored results', () => {
  test('"Sibling tool call errored" is ignored', async () => {
    const o = await readOutcome(errored('<tool_use_error>Sibling tool call errored</tool_use_error>'))
    expect(o).toEqual({ kind: 'ignored', why: 'sibling-cancelled' })
  })

  test('the engine\'s "Issue the action again once, as-is" request is ignored', async () => {
    const o = await readOutcome(errored('Auto mode gave no verdict for Bash. Issue the action again once, as-is.'))
    expect(o).toEqual({ kind: 'ignored', why: 'retry-request' })
  })

  test('a success moved to the background by the user is ignored', async () => {
    const o = await readOutcome({ result: { stdout: '', backgroundedByUser: true }, text: 'Command running in background with ID: b1' })
    expect(o).toEqual({ kind: 'ignored', why: 'backgrounded' })
  })

  test('a success moved to the background by a turn abort is ignored', async () => {
    const o = await readOutcome({ result: { stdout: '', backgroundedByTurnAbort: true }, text: 'Command running in background with ID: b2' })
    expect(o).toEqual({ kind: 'ignored', why: 'backgrounded' })
  })
})

describe('successes and failures', () => {
  test('a success carries whether the call was read-only', async () => {
    expect(await readOutcome(succeeded('hi', true))).toMatchObject({ kind: 'success', isReadOnly: true })
    expect(await readOutcome(succeeded('hi', false))).toMatchObject({ kind: 'success', isReadOnly: false })
  })

  test('a failure carries the first line of its error', async () => {
    expect(await readOutcome(errored('Exit code 2\ngrep: missing.txt: No such file or directory'))).toMatchObject({
      kind: 'failure',
      firstLine: 'grep: missing.txt: No such file or directory (exit code 2)',
    })
  })

  test('success fingerprints are equal for texts that differ only in volatile tokens', async () => {
    const a = await fingerprintOf(succeeded('Tests 3 passed\nStart at 10:22:33\nDuration 1.52s'))
    const b = await fingerprintOf(succeeded('Tests 3 passed\nStart at 11:40:02\nDuration 0.98s'))
    expect(a).toBe(b)
  })

  test('success fingerprints differ for texts that differ otherwise', async () => {
    expect(await fingerprintOf(succeeded('Tests 3 passed'))).not.toBe(await fingerprintOf(succeeded('Tests 2 passed')))
  })

  test('failure fingerprints are equal for errors that differ only in volatile tokens', async () => {
    const a = await fingerprintOf(errored('Exit code 1\nconnect ECONNREFUSED (request 3f2a1c9e-8b7d-4e6f-a5b4-c3d2e1f0a9b8)'))
    const b = await fingerprintOf(errored('Exit code 1\nconnect ECONNREFUSED (request 00000000-1111-4222-8333-444455556666)'))
    expect(a).toBe(b)
  })

  test('long texts that differ only in volatile tokens have equal fingerprints', async () => {
    const body = (stamp: string): string => Array.from({ length: 400 }, (_, i) => `line ${i} at ${stamp}`).join('\n')
    expect(await fingerprintOf(succeeded(body('10:22:33')))).toBe(await fingerprintOf(succeeded(body('23:01:59'))))
  })

  test('long texts that differ in one word have different fingerprints', async () => {
    const body = Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n')
    expect(await fingerprintOf(succeeded(`${body}\npassed`))).not.toBe(await fingerprintOf(succeeded(`${body}\nfailed`)))
  })

  test('fingerprints are short, however long the text', async () => {
    expect((await fingerprintOf(succeeded('x'.repeat(100_000)))).length).toBeLessThanOrEqual(256)
  })

  test('images compare by content: other pixels are another outcome, the same pixels the same', async () => {
    const image = (data: string): unknown => ({ type: 'image', source: { type: 'base64', media_type: 'image/png', data } })
    const one = await fingerprintOf({ result: image('AAAA'), text: '[image]' })
    expect(await fingerprintOf({ result: image('AAAA'), text: '[image]' })).toBe(one)
    expect(await fingerprintOf({ result: image('BBBB'), text: '[image]' })).not.toBe(one)
    expect(await fingerprintOf({ result: [image('AAAA'), image('AAAA')], text: '[image]' })).not.toBe(one)
  })

  test('images compare by content in a content list, and in the shapes of a Read and an MCP screenshot', async () => {
    const blocks = (data: string): unknown => [
      { type: 'text', text: 'screenshot' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data } },
    ]
    expect(await fingerprintOf({ result: blocks('AAAA') })).not.toBe(await fingerprintOf({ result: blocks('BBBB') }))
    const read = (base64: string): unknown => ({ type: 'image', file: { base64, type: 'image/png' } })
    expect(await fingerprintOf({ result: read('AAAA') })).not.toBe(await fingerprintOf({ result: read('BBBB') }))
    const mcp = (data: string): unknown => ({ content: [{ type: 'image', data, mimeType: 'image/png' }] })
    expect(await fingerprintOf({ result: mcp('AAAA') })).not.toBe(await fingerprintOf({ result: mcp('BBBB') }))
  })

  test('a large image that changes only near its end (a PNG checksum) is another outcome', async () => {
    const big = 'iVBORw0KGgo' + 'A'.repeat(400_000)
    const changed = `${big.slice(0, -10)}QUJDREVGR0g`
    expect(await fingerprintOf({ result: { type: 'image', source: { data: big } } })).not.toBe(
      await fingerprintOf({ result: { type: 'image', source: { data: changed } } }),
    )
  })

  test('a result without text is read from its string result', async () => {
    expect(await fingerprintOf({ result: 'same answer' })).toBe(await fingerprintOf({ result: 'same answer' }))
    expect(await fingerprintOf({ result: 'same answer' })).not.toBe(await fingerprintOf({ result: 'other answer' }))
  })

  test('a result without text is read from its structured result', async () => {
    expect(await fingerprintOf({ result: { rows: [1, 2] } })).not.toBe(await fingerprintOf({ result: { rows: [1, 3] } }))
  })

  test('a result with text is read from its text, not its result', async () => {
    expect(await fingerprintOf({ result: { stdout: 'a', ms: 1 }, text: 'a' })).toBe(await fingerprintOf({ result: { stdout: 'a', ms: 2 }, text: 'a' }))
  })

  test('a 1 MB text is fingerprinted whole: one changed row anywhere is another fingerprint', async () => {
    const table = (status: string): string => Array.from({ length: 20_000 }, (_, i) => `row ${i}: ${i === 12_345 ? status : 'queued'} ${'abcdefghij'.repeat(5)}`).join('\n')
    const big = table('queued')
    expect(big.length).toBeGreaterThan(1_000_000)
    const first = await fingerprintOf(succeeded(big))
    expect(await fingerprintOf(succeeded(big))).toBe(first)
    expect(await fingerprintOf(succeeded(table('failed')))).not.toBe(first)
  })

  test('an outcome is one of the five kinds', async () => {
    const kinds = new Set<Outcome['kind']>()
    for (const r of [succeeded('a'), errored('b'), { deny: 'c' }, errored('Sibling tool call errored')]) kinds.add((await readOutcome(r)).kind)
    kinds.add((await readOutcome(errored('d'), { aborted: true })).kind)
    expect([...kinds].sort()).toEqual(['failure', 'ignored', 'interrupted', 'refused', 'success'])
  })
})

describe('firstLine', () => {
  test('is the first line that holds something, or the one after a bare exit code, as splitting the whole head gives', () => {
    // the reading before lines were looked for one by one: split the head, trim each, drop the empty ones
    const bySplitting = (text: string): string => {
      const head = text.length > 4096 ? text.slice(0, 4096) : text
      const lines = head.replace(/<\/?tool_use_error>/g, '').replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').split('\n').map((l) => l.trim()).filter((l) => l !== '')
      const first = (lines[0] ?? '').replace(/^Error: /, '')
      const exit = /^Exit code (\d+)$/.exec(first)
      const bare = exit !== null && lines[1] !== undefined ? `${lines[1]} (exit code ${exit[1]})` : first
      const safe = printable(redact(bare.slice(0, 120 + 256)))
      return safe.length > 120 ? `${safe.slice(0, 119)}…` : safe
    }
    const piece = fc.constantFrom('\n', '\n\n', '  ', '\t', 'Exit code 1', 'Error: ', '<tool_use_error>', '</tool_use_error>', '\x1b[31m', 'npm ERR! 404', ' x ', 'y'.repeat(150), '\r')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('')
        expect(firstLine(text)).toBe(bySplitting(text))
      }),
      { numRuns: 3000 },
    )
  })

  test('strips the <tool_use_error> wrapper', () => {
    expect(firstLine('<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>')).toBe(
      'File has not been read yet. Read it first before writing to it.',
    )
  })

  test('strips a leading "Error: "', () => {
    expect(firstLine('Error: ENOENT: no such file or directory')).toBe('ENOENT: no such file or directory')
  })

  test('uses the line after "Exit code N" and keeps the code', () => {
    expect(firstLine('Exit code 127\nbash: line 1: foo: command not found')).toBe('bash: line 1: foo: command not found (exit code 127)')
  })

  test('keeps "Exit code N" when nothing follows it', () => {
    expect(firstLine('Exit code 1')).toBe('Exit code 1')
  })

  test('skips blank lines and colour codes', () => {
    expect(firstLine('\n\n  \x1b[31mFAIL\x1b[0m src/a.test.ts\nmore')).toBe('FAIL src/a.test.ts')
  })

  test('is short, however long the error', () => {
    const line = firstLine(`Error: ${'very long message '.repeat(100)}`)
    expect(line.length).toBeLessThanOrEqual(120)
    expect(line.endsWith('…')).toBe(true)
  })

  test('is short for one huge line', () => {
    expect(firstLine('x'.repeat(1_000_000)).length).toBeLessThanOrEqual(120)
  })
})

describe("the engine's own messages count only whole", () => {
  test('a log that quotes "Sibling tool call errored" is a real failure', async () => {
    const o = await readOutcome(errored('FAIL test/hooks.spec.ts\n  expected "Sibling tool call errored" to be ignored'))
    expect(o.kind).toBe('failure')
  })

  test('the engine\'s whole sibling message, wrapped as it reaches the model, is ignored', async () => {
    expect(await readOutcome(errored('<tool_use_error>Sibling tool call errored</tool_use_error>'))).toEqual({ kind: 'ignored', why: 'sibling-cancelled' })
  })

  test("auto mode's whole issue-it-again message is ignored", async () => {
    const text =
      "Auto mode gave no verdict for Bash: the request that produced this action did not ask for one. Issue the action again once, as-is; if it is denied again, continue with other tasks that don't require it and tell the user that auto mode could not evaluate it."
    expect(await readOutcome(errored(text))).toEqual({ kind: 'ignored', why: 'retry-request' })
  })

  test('a test log that quotes "Issue the action again once" is a real failure', async () => {
    expect((await readOutcome(errored('FAIL outcome.spec.ts\nexpected: Issue the action again once, as-is\n1 failed'))).kind).toBe('failure')
  })

  test('a log line that quotes the interrupt line later on is a real failure', async () => {
    expect((await readOutcome(errored('Exit code 1\ngrep: found "[Request interrupted by user for tool use]" in transcript.log'))).kind).toBe('failure')
  })

  test("the interrupt line after Bash's exit code is an interrupt", async () => {
    expect((await readOutcome(errored('Exit code 137\n[Request interrupted by user for tool use]'))).kind).toBe('interrupted')
  })
})

describe('errors that echo the call\'s own arguments', () => {
  const notFound = (guess: string): ResultLike => errored(`<tool_use_error>String to replace not found in file.\nString: ${guess}</tool_use_error>`)

  test("an Edit's not-found error is one error whatever the guess, with the echo removed", async () => {
    const a = await readOutcome(notFound('const x = 1'), {}, { file_path: '/p/a.ts', old_string: 'const x = 1', new_string: 'const x = 2' })
    const b = await readOutcome(notFound('const  x = 1;'), {}, { file_path: '/p/a.ts', old_string: 'const  x = 1;', new_string: 'const x = 2' })
    expect(a.kind === 'failure' && b.kind === 'failure' && a.fingerprint === b.fingerprint).toBe(true)
  })

  test('without the arguments the two guesses stay two errors', async () => {
    expect(await fingerprintOf(notFound('const x = 1'))).not.toBe(await fingerprintOf(notFound('const  x = 1;')))
  })

  test('an error that does not echo the arguments is compared as it is', async () => {
    const o = await readOutcome(errored('File has not been read yet. Read it first before writing to it.'), {}, { file_path: '/p/a.ts' })
    expect(o.kind === 'failure' && o.fingerprint).toBe('=File has not been read yet. Read it first before writing to it.')
  })

  test('every echoed argument is taken out, however many the call has', async () => {
    const args = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`arg${k}`, `value-${k}-${'x'.repeat(k)}`]))
    const echoing = (k: number): ResultLike => errored(`failed on ${String(args[`arg${k}`])} after ${String(args[`arg${(k + 5) % 12}`])}`)
    const plain = await readOutcome(errored('failed on \uE000e after \uE000e'))
    for (const k of [0, 4, 11]) {
      const o = await readOutcome(echoing(k), {}, args)
      expect(o.kind === 'failure' && plain.kind === 'failure' && o.fingerprint === plain.fingerprint).toBe(true)
    }
  })

  test('an argument is taken out as its literal text, never read as a pattern', async () => {
    const args = { pattern: 'a.b*(c)' }
    const literal = await readOutcome(errored('no match for a.b*(c) here'), {}, args)
    const lookalike = await readOutcome(errored('no match for axbbb(c) here'), {}, args)
    expect(literal.kind === 'failure' && literal.fingerprint).toBe('=no match for \uE000e here')
    expect(lookalike.kind === 'failure' && lookalike.fingerprint).toBe('=no match for axbbb(c) here')
  })

  test('a long echoed argument is taken out whole, before a short one it holds', async () => {
    const long = `${'const value = compute(input);\n'.repeat(20)}return value`
    const o = await readOutcome(notFound(long), {}, { file_path: '/p/a.ts', old_string: long, new_string: 'return value' })
    expect(o.kind === 'failure' && o.fingerprint).toBe('=<tool_use_error>String to replace not found in file.\nString: \uE000e</tool_use_error>')
  })

  test('a long error is fingerprinted as the same error with its echoes already taken out, wherever they stand', async () => {
    const body = Array.from({ length: 3000 }, (_, i) => `line ${i} of the build log, step ${i % 17}`).join('\n') // about 100 KB
    const args = { command: 'make build-all', description: 'Build every target', file_path: `/srv/${'deep/'.repeat(60)}x.c` }
    const echoes = [args.command, args.description, args.file_path]
    const placed = fc.array(fc.record({ at: fc.nat({ max: body.length }), which: fc.nat({ max: 2 }) }), { minLength: 1, maxLength: 6 })
    await fc.assert(
      fc.asyncProperty(placed, async (places) => {
        const sorted = [...places].sort((a, b) => a.at - b.at)
        const build = (mark: (which: number) => string): string => {
          let out = ''
          let from = 0
          for (const { at, which } of sorted) {
            out += `${body.slice(from, at)} ${mark(which)} `
            from = at
          }
          return out + body.slice(from)
        }
        const echoing = await readOutcome(errored(build((w) => echoes[w]!)), {}, args)
        const taken = await readOutcome(errored(build(() => '\uE000e')))
        expect(echoing.kind === 'failure' && taken.kind === 'failure' && echoing.fingerprint === taken.fingerprint).toBe(true)
      }),
      { numRuns: 40 },
    )
  })

  test('a success is never stripped of an argument it prints', async () => {
    const a = await readOutcome(succeeded('hello world'), {}, { command: 'echo hello world' })
    expect(a.kind === 'success' && a.fingerprint).toBe('=hello world')
  })
})

describe('the loose fingerprint', () => {
  test('two outputs that differ only in numbers share the loose fingerprint, not the strict one', async () => {
    const a = await readOutcome(errored('npm error 404 Not Found - GET https://registry.npmjs.org/lefpad - Not found (attempt 1)'))
    const b = await readOutcome(errored('npm error 404 Not Found - GET https://registry.npmjs.org/lefpad - Not found (attempt 2)'))
    if (a.kind !== 'failure' || b.kind !== 'failure') throw new Error('expected failures')
    expect(a.looseFingerprint).toBe(b.looseFingerprint)
    expect(a.fingerprint).not.toBe(b.fingerprint)
  })

  test('a text without numbers has the strict fingerprint as its loose one', async () => {
    const o = await readOutcome(succeeded('nothing to commit, working tree clean'))
    expect(o.kind === 'success' && o.looseFingerprint === o.fingerprint).toBe(true)
  })
})
