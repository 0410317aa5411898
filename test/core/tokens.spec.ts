// Specification of hooks/tokens.ts: each response's usage shared among its tool calls,
// summed for the calls in flagged loops and the calls that would not have run.
import { describe, expect, test } from 'vitest'
import { LoopTokenLedger, MAX_OPEN_RESPONSES, thousands } from '../../hooks/tokens.js'
import type { TokenCounts } from '../../hooks/tokens.js'

const counts = (input: number, output: number, read = 0, written = 0): TokenCounts => ({
  input_tokens: input,
  output_tokens: output,
  cache_read_input_tokens: read,
  cache_creation_input_tokens: written,
})

/** A response with `calls` tool calls, `inLoop` of them in a loop, `saved` of those saved. */
function respond(ledger: LoopTokenLedger, id: string, usage: TokenCounts, calls: number, inLoop = 0, saved = 0): void {
  for (let i = 0; i < calls; i++) ledger.toolCall(id)
  for (let i = 0; i < inLoop; i++) ledger.inLoop(id, i < saved)
  ledger.usage(id, usage)
}

describe('the token estimate', () => {
  test('there are no figures until a response reports its usage', () => {
    const ledger = new LoopTokenLedger()
    ledger.toolCall('r1')
    ledger.inLoop('r1', false)
    expect(ledger.figures()).toBeUndefined()
  })

  test("a response's four counts are summed, and its one call in a loop takes them all", () => {
    const ledger = new LoopTokenLedger()
    respond(ledger, 'r1', counts(10, 20, 300, 4000), 1, 1)
    expect(ledger.figures()).toEqual({ all: 4330, inLoops: 4330, savedByRefusal: 0, cacheReads: { all: 300, inLoops: 300, savedByRefusal: 0 } })
  })

  test("a response's tokens are split evenly among its calls", () => {
    const ledger = new LoopTokenLedger()
    respond(ledger, 'r1', counts(100, 200, 0, 0), 3, 1)
    expect(ledger.figures()).toMatchObject({ all: 300, inLoops: 100, savedByRefusal: 0 })
  })

  test('a saved call counts both in the loop and as saved', () => {
    const ledger = new LoopTokenLedger()
    respond(ledger, 'r1', counts(50, 50), 1, 1, 1)
    respond(ledger, 'r2', counts(30, 10, 60), 2, 2, 1)
    expect(ledger.figures()).toEqual({ all: 200, inLoops: 200, savedByRefusal: 150, cacheReads: { all: 60, inLoops: 60, savedByRefusal: 30 } })
  })

  test('calls outside loops count in the whole only', () => {
    const ledger = new LoopTokenLedger()
    respond(ledger, 'r1', counts(1000, 0), 1)
    respond(ledger, 'r2', counts(7, 0), 1, 1)
    expect(ledger.figures()).toMatchObject({ all: 1007, inLoops: 7, savedByRefusal: 0 })
  })

  test('usage may come before the calls, and the latest usage given stands', () => {
    const ledger = new LoopTokenLedger()
    ledger.usage('r1', counts(1, 1))
    ledger.usage('r1', counts(40, 20))
    ledger.toolCall('r1')
    ledger.toolCall('r1')
    ledger.inLoop('r1', true)
    expect(ledger.figures()).toMatchObject({ all: 60, inLoops: 30, savedByRefusal: 30 })
  })

  test('a response that made no tool call adds nothing', () => {
    const ledger = new LoopTokenLedger()
    ledger.usage('text only', counts(500, 500))
    expect(ledger.figures()).toEqual({ all: 0, inLoops: 0, savedByRefusal: 0, cacheReads: { all: 0, inLoops: 0, savedByRefusal: 0 } })
  })

  test('shares are summed before rounding', () => {
    const ledger = new LoopTokenLedger()
    for (const id of ['a', 'b', 'c']) respond(ledger, id, counts(1, 0), 3, 1)
    expect(ledger.figures()).toMatchObject({ all: 3, inLoops: 1 })
  })

  test('old responses are settled into the sums, which stay exact', () => {
    const ledger = new LoopTokenLedger()
    const responses = 3 * MAX_OPEN_RESPONSES
    for (let i = 0; i < responses; i++) respond(ledger, `r${i}`, counts(10, 0), 2, 1, i % 2)
    expect(ledger.figures()).toMatchObject({ all: 10 * responses, inLoops: 5 * responses, savedByRefusal: (5 * responses) / 2 })
  })

  test('a late call for a settled response is not counted anew', () => {
    const ledger = new LoopTokenLedger()
    respond(ledger, 'first', counts(10, 0), 1)
    for (let i = 0; i < MAX_OPEN_RESPONSES; i++) respond(ledger, `r${i}`, counts(1, 0), 1)
    ledger.inLoop('first', true)
    expect(ledger.figures()).toMatchObject({ all: 10 + MAX_OPEN_RESPONSES, inLoops: 0, savedByRefusal: 0 })
  })

  test('reset forgets everything', () => {
    const ledger = new LoopTokenLedger()
    respond(ledger, 'r1', counts(10, 0), 1, 1)
    ledger.reset()
    expect(ledger.figures()).toBeUndefined()
  })
})

describe('thousands', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [12.6, '13'],
  ])('%d is written %s', (n, text) => {
    expect(thousands(n)).toBe(text)
  })
})
