// Hostile input against hooks/call-key.ts: whatever arguments a call brings (10 MB
// strings, 10,000-deep nesting, bigint, NaN, maps, cycles, lone surrogates, RTL and
// control characters), the key is built without a throw, stays short, and stays
// canonical: the same value in any key order gives the same key.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { argumentExcerpt, callInfo, callKey, callKeyText, canonicalJson } from '../../hooks/call-key.js'
import { HOSTILE_CHARACTERS, cases, deeplyNested, hostileArguments, hostileString, hostileToolName, hostileValue, oddValue, reordered, reportRuns, runs } from './hostile.js'

reportRuns('call-key.fuzz.spec.ts')

/** A stored key: the plain text up to 512 characters, else the tool and a SHA-256. */
const isStoredKey = (tool: string, key: string): boolean => key.length <= 512 || key === `${tool} #${key.slice(tool.length + 2)}` && /^[0-9a-f]{64}$/.test(key.slice(tool.length + 2))

const TEN_MB = 10 * 1024 * 1024

describe('nothing a call brings makes the key throw', () => {
  test('canonicalJson returns a string for any value, null-prototype objects and boxed primitives included', () => {
    fc.assert(
      fc.property(oddValue, (value) => {
        expect(typeof canonicalJson(value)).toBe('string')
      }),
      runs(3000),
    )
  })

  test('callKey resolves to a stored-size key for any tool name and arguments', async () => {
    await fc.assert(
      fc.asyncProperty(hostileToolName, hostileArguments, async (tool, args) => {
        expect(isStoredKey(tool, await callKey(tool, args))).toBe(true)
      }),
      runs(2000),
    )
  })

  test('argumentExcerpt is one line of at most 60 characters for any tool name and arguments', () => {
    fc.assert(
      fc.property(hostileToolName, hostileArguments, (tool, args) => {
        const excerpt = argumentExcerpt(tool, args)
        expect(excerpt.length).toBeLessThanOrEqual(60)
        expect(excerpt).not.toMatch(/[\n\r]/)
      }),
      runs(2000),
    )
  })

  test('a cycle in the arguments reads as "[cycle]" and does not loop', () => {
    const args: Record<string, unknown> = { name: 'a' }
    args.self = args
    args.list = [args, { back: args }]
    cases(1)
    expect(canonicalJson(args)).toBe('{"list":["[cycle]",{"back":"[cycle]"}],"name":"a","self":"[cycle]"}')
  })

  test.each(['object', 'array', 'mixed'] as const)('10,000-deep nesting (%s) gives a key', async (shape) => {
    const value = deeplyNested(10_000, shape)
    cases(1)
    const key = await callKey('mcp__x__deep', { value })
    expect(isStoredKey('mcp__x__deep', key)).toBe(true)
  })

  test('10,000-deep arrays read as JSON would spell them', () => {
    let expected = '"leaf"' // built iteratively: Node's own JSON.stringify overflows its stack at this depth
    for (let i = 0; i < 10_000; i++) expected = `[${i},${expected}]`
    cases(1)
    expect(canonicalJson(deeplyNested(10_000, 'array'))).toBe(expected)
  })

  test('a 10 MB argument gives a hashed key', async () => {
    cases(1)
    const key = await callKey('Write', { file_path: '/a', content: 'x'.repeat(TEN_MB) })
    expect(key).toMatch(/^Write #[0-9a-f]{64}$/)
  })

  test('an argument whose getter throws does not make canonicalJson throw', () => {
    // The contract says canonicalJson never throws on odd input. The engine clones
    // arguments as plain data, so this reaches only the core's other callers.
    const args = Object.defineProperty({ a: 1 }, 'b', { enumerable: true, get: () => { throw new Error('getter') } })
    cases(1)
    expect(() => canonicalJson(args)).not.toThrow()
  })
})

describe('the key stays canonical', () => {
  test('the same hostile value with its keys in another order, at every depth, gives the same canonical JSON', () => {
    fc.assert(
      fc.property(hostileValue, fc.integer(), (value, seed) => {
        expect(canonicalJson(reordered(value, seed))).toBe(canonicalJson(value))
      }),
      runs(3000),
    )
  })

  test('the same hostile arguments in another key order give the same call key', async () => {
    await fc.assert(
      fc.asyncProperty(hostileToolName, hostileArguments, fc.integer(), async (tool, args, seed) => {
        const shuffled = reordered(args, seed) as Record<string, unknown>
        expect(await callKey(tool, shuffled)).toBe(await callKey(tool, args))
      }),
      runs(2000),
    )
  })

  test('10,000-deep objects with their keys in another order give the same key', async () => {
    let ab: unknown = 0
    let ba: unknown = 0
    for (let i = 0; i < 10_000; i++) {
      ab = { a: ab, b: `level ${i}\u200B` }
      ba = { b: `level ${i}\u200B`, a: ba }
    }
    cases(1)
    expect(await callKey('mcp__x__deep', { v: ba })).toBe(await callKey('mcp__x__deep', { v: ab }))
  })

  test('a cycle reached in another key order gives the same canonical JSON', () => {
    const one: Record<string, unknown> = { x: 1 }
    one.loop = one
    const other: Record<string, unknown> = {}
    other.loop = other
    other.x = 1
    cases(1)
    expect(canonicalJson(other)).toBe(canonicalJson(one))
  })
})

describe('hostile characters never merge two different calls', () => {
  test('two arguments that differ in one hostile character make different keys, short or hashed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HOSTILE_CHARACTERS),
        fc.constantFrom(...HOSTILE_CHARACTERS, ''),
        fc.constantFrom(0, 600),
        async (a, b, padding) => {
          fc.pre(a !== b)
          const pad = 'p'.repeat(padding) // 600 pushes the key past 512 characters, so it is hashed
          // inside the command: blank and comment lines around a shell command change nothing that runs (call-key.ts)
          expect(await callKey('Bash', { command: `${pad}x${a}x` })).not.toBe(await callKey('Bash', { command: `${pad}x${b}x` }))
        },
      ),
      runs(1000),
    )
  })

  test('keys that differ only in hostile characters stay different arguments', () => {
    fc.assert(
      fc.property(hostileString, hostileString, fc.oneof(hostileString, fc.integer(), fc.constant(null)), (k1, k2, v) => {
        fc.pre(k1 !== k2)
        expect(canonicalJson({ [k1]: v })).not.toBe(canonicalJson({ [k2]: v }))
      }),
      runs(2000),
    )
  })

  test('an argument named __proto__ is part of the key', () => {
    // Model arguments are parsed JSON, where "__proto__" is an ordinary own key.
    const first = JSON.parse('{"__proto__": "first", "q": 1}') as Record<string, unknown>
    const second = JSON.parse('{"__proto__": "second", "q": 1}') as Record<string, unknown>
    cases(1)
    expect(callKeyText('mcp__x__y', first)).not.toBe(callKeyText('mcp__x__y', second))
  })
})

describe('the fast paths say what the general ones say', () => {
  /** Arguments whose values are all scalars, the shape nearly every call has; odd keys (`__proto__`, `10`, `2`) included. */
  const flatArguments = fc
    .dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', '10', '2', 'command', 'a')),
      fc.oneof(hostileString, fc.boolean(), fc.integer(), fc.double(), fc.constantFrom(null, undefined, -0)),
      { maxKeys: 8 },
    )
    .map((args) => {
      for (const engineKey of ['tool', 'tool_use_id', 'agentId', 'requestMeta', 'consent']) delete args[engineKey]
      return args
    })

  test('flat arguments with no string past the plain-key length give the key text of the general canonical walk', () => {
    fc.assert(
      fc.property(flatArguments, (args) => {
        fc.pre(Object.values(args).every((v) => typeof v !== 'string' || v.length <= 512))
        expect(callKeyText('mcp__x__y', args)).toBe(`mcp__x__y ${canonicalJson(args)}`)
      }),
      runs(3000),
    )
  })

  test('flat arguments holding long strings give equal keys exactly when their canonical texts are equal', () => {
    const long = fc.oneof(hostileString, fc.constantFrom('a', 'b')).map((s) => `${'w'.repeat(520)}${s}`)
    const withLong = fc.tuple(flatArguments, long, fc.constantFrom('content', 'a', '__proto__'))
    fc.assert(
      fc.property(withLong, withLong, ([a, va, ka], [b, vb, kb]) => {
        const first = { ...a, [ka]: va }
        const second = { ...b, [kb]: vb }
        Object.defineProperty(first, ka, { value: va, enumerable: true, configurable: true, writable: true })
        Object.defineProperty(second, kb, { value: vb, enumerable: true, configurable: true, writable: true })
        expect(callKeyText('mcp__x__y', first) === callKeyText('mcp__x__y', second)).toBe(canonicalJson(first) === canonicalJson(second))
      }),
      runs(1000),
    )
  })

  /** Telling arguments and whole arguments past the excerpt's room, so that the source is cut. */
  const longArguments = fc.oneof(
    fc.record({ command: fc.string({ minLength: 400, maxLength: 1200 }), description: hostileString }),
    fc.record({ command: fc.constantFrom('view', 'str_replace'), path: fc.string({ minLength: 400, maxLength: 1200 }) }),
    fc.record({ body: fc.string({ minLength: 0, maxLength: 1200 }), n: fc.integer() }),
  )

  test('the excerpt a call carries, made when first read, is argumentExcerpt of its arguments', async () => {
    await fc.assert(
      fc.asyncProperty(hostileToolName, fc.oneof(hostileArguments, longArguments), async (tool, args) => {
        expect((await callInfo('main', tool, args)).excerpt).toBe(argumentExcerpt(tool, args))
      }),
      runs(2000),
    )
  })
})

describe('huge arguments', () => {
  test('the excerpt of a 10 MB command is its start, on one short line', () => {
    // A Bash heredoc can carry megabytes; people see 60 characters of it (npm run bench times the call key and excerpt).
    const command = `cat > notes.txt <<'EOF'\n${'a b\n'.repeat(TEN_MB / 4)}EOF`
    cases(1)
    const excerpt = argumentExcerpt('Bash', { command })
    expect(excerpt.startsWith("cat > notes.txt <<'EOF' a b")).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(60)
    expect(excerpt).not.toContain('\n')
  })
})
