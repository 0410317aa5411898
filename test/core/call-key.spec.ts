// Specification of hooks/call-key.ts: what makes two tool calls "the same call".
// canonicalJson is JSON with keys sorted at every depth that never throws, never
// recurses and keeps apart what JSON would merge; callKey leaves out what the engine
// adds and the labels the model rewords, and hashes long keys without merging them.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { argumentExcerpt, callKey, callKeyText, canonicalJson } from '../../hooks/call-key.js'
import { QUICK_HASH_LIMIT } from '../../hooks/digest.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A copy of a JSON value with its object keys inserted in sorted order at every depth. */
function sortedDeep(v: Json): Json {
  if (Array.isArray(v)) return v.map(sortedDeep)
  if (v !== null && typeof v === 'object') {
    const out: { [key: string]: Json } = {}
    for (const k of Object.keys(v).sort()) Object.defineProperty(out, k, { value: sortedDeep(v[k] as Json), enumerable: true, writable: true, configurable: true })
    return out
  }
  return v
}

/** A copy with the object keys of every depth inserted in an order drawn from `seed`. */
function shuffledDeep(v: Json, seed: number): Json {
  let state = seed >>> 0
  const nextInt = (n: number): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % n
  }
  const walk = (x: Json): Json => {
    if (Array.isArray(x)) return x.map(walk)
    if (x !== null && typeof x === 'object') {
      const keys = Object.keys(x)
      for (let i = keys.length - 1; i > 0; i--) {
        const j = nextInt(i + 1)
        ;[keys[i], keys[j]] = [keys[j] as string, keys[i] as string]
      }
      const out: { [key: string]: Json } = {}
      for (const k of keys) Object.defineProperty(out, k, { value: walk(x[k] as Json), enumerable: true, writable: true, configurable: true })
      return out
    }
    return x
  }
  return walk(v)
}

/** Whether every object of a value already enumerates its keys in sorted order. */
function keysInSortedOrder(v: Json): boolean {
  if (Array.isArray(v)) return v.every(keysInSortedOrder)
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v)
    return keys.join('\u0000') === [...keys].sort().join('\u0000') && keys.every((k) => keysInSortedOrder(v[k] as Json))
  }
  return true
}

/** Deep equality of JSON values, key order aside (and -0 equal to 0, as JSON has one zero). */
function sameJson(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i] as Json))
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort()
    const kb = Object.keys(b).sort()
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameJson(a[k] as Json, b[k] as Json))
  }
  return a === b
}

/** JSON has no negative zero: what a JSON round trip of a value gives back. */
function withoutNegativeZero(v: Json): Json {
  if (Array.isArray(v)) return v.map(withoutNegativeZero)
  if (v !== null && typeof v === 'object') {
    const out: { [key: string]: Json } = {}
    for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: withoutNegativeZero(v[k] as Json), enumerable: true, writable: true, configurable: true })
    return out
  }
  return Object.is(v, -0) ? 0 : v
}

const json = (): fc.Arbitrary<Json> => fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>
/** Small values, so that two independent draws are often equal or nearly so. */
const smallJson = (): fc.Arbitrary<Json> =>
  fc.jsonValue({ maxDepth: 2, depthSize: 'xsmall', stringUnit: fc.constantFrom('a', 'b', '1') }) as fc.Arbitrary<Json>

describe('canonicalJson', () => {
  test('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 3 } })).toBe('{"a":{"c":3,"d":[{"y":2,"z":1}]},"b":1}')
  })

  test('gives the same text for the same object built in a different key order', () => {
    expect(canonicalJson({ command: 'ls', timeout: 5, env: { B: '2', A: '1' } })).toBe(
      canonicalJson({ env: { A: '1', B: '2' }, timeout: 5, command: 'ls' }),
    )
  })

  test('keeps the string "2" and the number 2 apart', () => {
    expect(canonicalJson({ limit: '2' })).not.toBe(canonicalJson({ limit: 2 }))
  })

  test('keeps the order of array items', () => {
    expect(canonicalJson(['a', 'b'])).not.toBe(canonicalJson(['b', 'a']))
  })

  test('does not throw on arrays nested 10,000 deep', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 10_000; i++) deep = [deep]
    const text = canonicalJson(deep)
    expect(text).toBe(`${'['.repeat(10_000)}"bottom"${']'.repeat(10_000)}`)
  })

  test('does not throw on objects nested 10,000 deep', () => {
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i++) deep = { next: deep }
    expect(canonicalJson(deep)).toBe(`${'{"next":'.repeat(10_000)}1${'}'.repeat(10_000)}`)
  })

  test('spells an object that contains itself as a cycle instead of hanging', () => {
    const loop: Record<string, unknown> = { name: 'a' }
    loop.self = loop
    expect(canonicalJson(loop)).toBe('{"name":"a","self":"[cycle]"}')
  })

  test('spells an array that contains itself as a cycle instead of hanging', () => {
    const loop: unknown[] = [1]
    loop.push(loop)
    expect(canonicalJson(loop)).toBe('[1,"[cycle]"]')
  })

  test('writes out in full an object reached twice without a cycle', () => {
    const shared = { v: 1 }
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"v":1},"b":{"v":1}}')
  })

  test('keeps NaN apart from null', () => {
    expect(canonicalJson([Number.NaN])).not.toBe(canonicalJson([null]))
  })

  test('keeps Infinity, -Infinity and null apart', () => {
    const texts = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null].map((v) => canonicalJson({ v }))
    expect(new Set(texts).size).toBe(3)
  })

  test('keeps a bigint apart from the number and the string of the same digits, and does not throw on it', () => {
    const texts = [1n, 1, '1'].map((v) => canonicalJson({ v }))
    expect(new Set(texts).size).toBe(3)
  })

  test('treats an object key holding undefined as absent, as JSON does', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }))
  })

  test('keeps the place of an undefined array item', () => {
    expect(canonicalJson([undefined, 1])).not.toBe(canonicalJson([1]))
  })

  test('leaves out an object key holding a function and does not throw', () => {
    expect(canonicalJson({ a: 1, f: () => 1 })).toBe(canonicalJson({ a: 1 }))
  })

  test('equals JSON.stringify for JSON values whose object keys are already sorted', () => {
    fc.assert(
      fc.property(json(), (v) => {
        const sorted = sortedDeep(v)
        // Integer-like keys always enumerate first in JavaScript, so some objects cannot be in sorted order.
        fc.pre(keysInSortedOrder(sorted))
        expect(canonicalJson(sorted)).toBe(JSON.stringify(sorted))
      }),
      { numRuns: 500 },
    )
  })

  test('does not depend on the order of object keys at any depth', () => {
    fc.assert(
      fc.property(json(), fc.integer(), (v, seed) => {
        expect(canonicalJson(shuffledDeep(v, seed))).toBe(canonicalJson(v))
      }),
      { numRuns: 500 },
    )
  })

  test('parses back to the same JSON value', () => {
    fc.assert(
      fc.property(json(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(withoutNegativeZero(v))
      }),
      { numRuns: 500 },
    )
  })
})

describe('callKey', () => {
  test('leaves out the keys the engine adds to every call', () => {
    const plain = { command: 'ls /x' }
    const enveloped = { ...plain, tool_use_id: 'toolu_01', agentId: 'a9f', requestMeta: { progressToken: 1 }, consent: 'granted' }
    expect(callKeyText('Read', enveloped)).toBe(callKeyText('Read', plain))
  })

  test('leaves out the description of a Bash call, which the model rewords on every retry', () => {
    expect(callKeyText('Bash', { command: 'npm test', description: 'Run tests' })).toBe(
      callKeyText('Bash', { command: 'npm test', description: 'Run the tests again' }),
    )
  })

  test('leaves out the description of Agent and Task calls', () => {
    for (const tool of ['Agent', 'Task']) {
      expect(callKeyText(tool, { prompt: 'find it', description: 'Search' })).toBe(callKeyText(tool, { prompt: 'find it', description: 'Look' }))
    }
  })

  test('matches the tools that drop their description whatever the case of the tool name', () => {
    for (const tool of ['bash', 'BASH', 'agent', 'TASK']) {
      expect(callKeyText(tool, { command: 'x', description: 'one' })).toBe(callKeyText(tool, { command: 'x', description: 'two' }))
    }
  })

  test("leaves out a Bash call's timeout: a longer wait runs the same command", () => {
    expect(callKeyText('Bash', { command: 'npm test', timeout: 120000 })).toBe(callKeyText('Bash', { command: 'npm test', timeout: 600000 }))
    expect(callKeyText('Bash', { command: 'npm test' })).toBe(callKeyText('Bash', { command: 'npm test', timeout: 600000 }))
  })

  test('keeps the timeout of other tools, where it may be an argument that matters', () => {
    expect(callKeyText('mcp__db__query', { sql: 'select 1', timeout: 1 })).not.toBe(callKeyText('mcp__db__query', { sql: 'select 1', timeout: 2 }))
  })

  test('keeps run_in_background: a handle and the output are different calls', () => {
    expect(callKeyText('Bash', { command: 'npm run dev', run_in_background: true })).not.toBe(callKeyText('Bash', { command: 'npm run dev' }))
  })

  test('keeps the description of other tools, where it is an argument that matters', () => {
    expect(callKeyText('TaskCreate', { description: 'one' })).not.toBe(callKeyText('TaskCreate', { description: 'two' }))
    expect(callKeyText('mcp__tracker__create', { description: 'one' })).not.toBe(callKeyText('mcp__tracker__create', { description: 'two' }))
  })

  test('keeps calls of different tools with the same arguments apart', () => {
    expect(callKeyText('Read', { file_path: '/a' })).not.toBe(callKeyText('Write', { file_path: '/a' }))
  })

  test('is the readable text itself when it is short', async () => {
    expect(await callKey('Read', { file_path: '/a' })).toBe(callKeyText('Read', { file_path: '/a' }))
  })

  test('turns a long key into the tool and a 64-bit hash computed in JavaScript', async () => {
    const key = await callKey('Edit', { file_path: '/a', old_string: 'x'.repeat(400), new_string: 'y'.repeat(400) })
    expect(key).toMatch(/^Edit #[0-9a-f]{16}$/)
  })

  test('spells a long string value as # and its hash, unquoted, so the key stays short and readable', async () => {
    const key = await callKey('Write', { file_path: '/a', content: 'x'.repeat(2000) })
    expect(key).toMatch(/^Write \{"content":#[0-9a-f]{16},"file_path":"\/a"\}$/)
  })

  test('never spells a long value like a string that reads "#" and a hash', async () => {
    const content = 'x'.repeat(2000)
    const hashed = /#[0-9a-f]{16}/.exec(await callKey('Write', { file_path: '/a', content }))![0]
    expect(await callKey('Write', { file_path: '/a', content: hashed })).not.toBe(await callKey('Write', { file_path: '/a', content }))
  })

  test('turns a very long key into the tool and a SHA-256', async () => {
    const key = await callKey('Write', { file_path: '/a', content: 'x'.repeat(QUICK_HASH_LIMIT + 1) })
    expect(key).toMatch(/^Write #[0-9a-f]{64}$/)
  })

  test('gives equal long keys for calls whose full texts are equal', async () => {
    const content = 'line\n'.repeat(500)
    expect(await callKey('Write', { content, file_path: '/a' })).toBe(await callKey('Write', { file_path: '/a', content }))
  })

  test('gives different long keys for calls whose full texts differ only in their last character', async () => {
    const content = 'line\n'.repeat(500)
    expect(await callKey('Write', { file_path: '/a', content: `${content}a` })).not.toBe(
      await callKey('Write', { file_path: '/a', content: `${content}b` }),
    )
  })

  test('does not throw on arguments nested 10,000 deep', async () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 10_000; i++) deep = { a: [deep] }
    await expect(callKey('mcp__x__y', { deep })).resolves.toMatch(/^mcp__x__y #[0-9a-f]{64}$/)
  })

  test('gives distinct keys to distinct JSON arguments and equal keys to equal ones', async () => {
    await fc.assert(
      fc.asyncProperty(smallJson(), fc.oneof(fc.record({ drawn: smallJson() }), fc.record({ reordered: fc.integer() })), async (a, other) => {
        // the second value is either drawn on its own or the first one rebuilt in another key order
        const second = 'drawn' in other ? other.drawn : shuffledDeep(a, other.reordered)
        const same = sameJson(a, second)
        const [ka, kb] = [await callKey('Read', { value: a }), await callKey('Read', { value: second })]
        expect(ka === kb).toBe(same)
      }),
      { numRuns: 500 },
    )
  })

  test('gives distinct long keys to distinct large JSON arguments', async () => {
    await fc.assert(
      fc.asyncProperty(smallJson(), smallJson(), async (a, b) => {
        const padding = 'p'.repeat(600) // forces the hashed form
        const [ka, kb] = [await callKey('Read', { padding, value: a }), await callKey('Read', { padding, value: b })]
        expect(ka === kb).toBe(sameJson(a, b))
      }),
      { numRuns: 300 },
    )
  })
})

describe('argumentExcerpt', () => {
  test('shows the command of a Bash call on one short line', () => {
    const excerpt = argumentExcerpt('Bash', { command: `echo one\n${'x'.repeat(200)}`, description: 'Print' })
    expect(excerpt.startsWith('echo one x')).toBe(true)
    expect(excerpt).not.toContain('\n')
    expect(excerpt.length).toBeLessThanOrEqual(60)
  })

  test('falls back to the canonical arguments when no telling argument is there', () => {
    expect(argumentExcerpt('mcp__x__y', { b: 1, a: 2, tool_use_id: 't' })).toBe('{"a":2,"b":1}')
  })
})

describe('the same call, by what runs', () => {
  test('a shell comment or blank line around a Bash command leaves the call key as it was', async () => {
    const poll = 'ss -tlnp | grep -E "8231|8232"'
    const keys = await Promise.all(
      [poll, `# check whether nginx listens on the new ports\n${poll}`, `# check the ports\n\n${poll}\n`, `\n  ${poll}  \n# done`].map((command) => callKey('Bash', { command })),
    )
    expect(new Set(keys).size).toBe(1)
  })

  test('a comment inside a command, or a different command after the same comment, is another call', async () => {
    const a = await callKey('Bash', { command: '# poll\nss -tlnp' })
    expect(await callKey('Bash', { command: '# poll\nss -ulnp' })).not.toBe(a)
    expect(await callKey('Bash', { command: 'ss -tlnp\n# then\nss -ulnp' })).not.toBe(await callKey('Bash', { command: 'ss -tlnp\nss -ulnp' }))
  })

  test('the excerpt shows the command, not the comment above it', () => {
    expect(argumentExcerpt('Bash', { command: '# check the ports\nss -tlnp' })).toBe('ss -tlnp')
  })
})
