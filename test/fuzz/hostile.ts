/**
 * Hostile inputs for the fuzz specs: the strings, values and results a tool call can
 * bring that no one would write by hand.
 *
 * Contract: every arbitrary here produces what the engine can hand loop-guard (plain
 * data as structured clone keeps it: bigint, NaN, dates, maps, sparse arrays and
 * cycles included) except `oddValue`, which adds what a clone drops; `runs(n)` is fast-check's
 * parameters with `n` runs, counted per spec file, and `reportRuns(file)` prints the
 * file's total when its tests are done, so the report can say how many cases ran.
 */
import fc from 'fast-check'
import { afterAll } from 'vitest'

/** Characters that break naive text handling, one per trap. */
export const HOSTILE_CHARACTERS = [
  '\u{1F600}', // a surrogate pair
  '\uD800', // a lone high surrogate
  '\uDC00', // a lone low surrogate
  '\u202E', // right-to-left override
  '\u200F', // right-to-left mark
  '\u05D0', // a Hebrew letter (RTL text)
  '\u200B', // zero-width space
  '\u200D', // zero-width joiner
  '\uFEFF', // byte order mark
  '\u0000',
  '\u0007',
  '\u001B', // escape, which starts colour codes
  '\u001B[31m',
  '\u001B]0;title\u0007',
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0085', // next line
  '\u2028', // line separator
  '\u2029', // paragraph separator
  '\uE000', // the normalizer's own placeholder mark
  '\uFFFD', // the replacement character
  'e\u0301', // a combining accent
  '"',
  '\\',
  '</tool_use_error>',
  'Error: ',
  'Exit code 1',
  '__proto__',
  '2024-05-01T10:22:33Z',
  '/tmp/x',
] as const

const hostileUnit = fc.constantFrom(...HOSTILE_CHARACTERS)
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c))

/** Strings made of hostile characters, any code unit (lone surrogates too), any code point, or plain text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.array(fc.oneof(hostileUnit, fc.string({ maxLength: 8 })), { maxLength: 12 }).map((parts) => parts.join('')),
)

const valueConstraints = {
  // 'toString' as a key is left to its own test (outcome.fuzz.spec.ts): it makes String() throw.
  key: fc.oneof(hostileString.filter((k) => k !== 'toString'), fc.nat().map(String), fc.constantFrom('__proto__', 'constructor', 'valueOf', 'tool', 'description')),
  maxDepth: 4,
  maxKeys: 6,
  values: [hostileString, fc.double(), fc.bigInt(), fc.constantFrom(null, undefined, Number.NaN, -0, Infinity, -Infinity, true, false)],
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withObjectString: true,
  withTypedArray: true,
  withSparseArray: true,
  withUnicodeString: true,
}

/** Any value structured clone can carry: bigint, NaN, -0, dates, maps, sets, typed and sparse arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.anything(valueConstraints)

/** Odder still, for the functions whose contract covers any input: null-prototype objects and boxed primitives, which a clone does not keep. */
export const oddValue: fc.Arbitrary<unknown> = fc.anything({ ...valueConstraints, withNullPrototype: true, withBoxedValues: true })

/** Tool arguments: an object of hostile values, sometimes with what the engine adds. */
export const hostileArguments: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('command', 'file_path', 'pattern', 'url', 'description')), hostileValue, { maxKeys: 6 }),
    fc.option(hostileString, { nil: undefined }),
  )
  .map(([args, id]) => (id === undefined ? args : { ...args, tool_use_id: id }))

/** Tool names: real ones, MCP ones, and hostile strings. */
export const hostileToolName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Bash', 'Read', 'Edit', 'Write', 'Agent', 'Task', 'TodoWrite', 'mcp__db__query', 'BASH', '__proto__', 'constructor'),
  hostileString,
)

/** What `next(e)` may resolve to: results that are not text, lack `text`, or carry odd fields. */
export const hostileResult: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    result: hostileValue,
    text: fc.oneof(hostileString, hostileValue),
    isError: fc.oneof(fc.boolean(), hostileValue),
    deny: fc.oneof(hostileString, hostileValue),
    isReadOnly: fc.oneof(fc.boolean(), hostileValue),
    context: fc.array(hostileString, { maxLength: 3 }),
  },
  { requiredKeys: [] },
)

/** A structure `depth` levels deep: objects, arrays, or both in turn. */
export function deeplyNested(depth: number, shape: 'object' | 'array' | 'mixed', leaf: unknown = 'leaf'): unknown {
  let value: unknown = leaf
  for (let i = 0; i < depth; i++) {
    const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 0)
    value = asArray ? [i, value] : { z: i, a: value }
  }
  return value
}

/** A copy in which every plain object's keys are inserted in another order, at every depth; cycles are kept. */
export function reordered(value: unknown, seed: number): unknown {
  let state = seed >>> 0 || 1
  const nextInt = (n: number): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % n
  }
  const copies = new Map<object, unknown>()
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v
    if (copies.has(v)) return copies.get(v)
    if (Array.isArray(v)) {
      const out: unknown[] = new Array(v.length)
      copies.set(v, out)
      v.forEach((item, i) => (out[i] = walk(item))) // forEach skips holes, so sparse arrays stay sparse
      return out
    }
    const proto = Object.getPrototypeOf(v)
    if (proto !== Object.prototype && proto !== null) return v // dates, maps, typed arrays: kept as they are
    const out = Object.create(proto) as Record<string, unknown>
    copies.set(v, out)
    const keys = Object.keys(v)
    for (let i = keys.length - 1; i > 0; i--) {
      const j = nextInt(i + 1)
      ;[keys[i], keys[j]] = [keys[j]!, keys[i]!]
    }
    for (const k of keys) {
      Object.defineProperty(out, k, { value: walk((v as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true })
    }
    return out
  }
  return walk(value)
}

let total = 0

/** fast-check parameters for `n` runs, counted toward this file's total. */
export function runs(n: number): { numRuns: number } {
  total += n
  return { numRuns: n }
}

/** Counts cases that are not fast-check runs (hand-built hostile inputs). */
export function cases(n: number): void {
  total += n
}

/** Prints this file's number of cases when its tests are done. */
export function reportRuns(file: string): void {
  afterAll(() => {
    process.stdout.write(`fuzz: ${file} ran ${total.toLocaleString('en')} cases\n`)
  })
}
