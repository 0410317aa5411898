/**
 * The output pointer on the real engine's kit: the tool-result row of a call whose
 * large output is the same as its previous runs is stored, from the third (warnAt)
 * identical run on, with a short pointer as its content, what the model reads; the
 * earlier rows, small outputs, and every row with dedupeOutput off keep the output.
 * (The headless end-to-end run shows the transcript's tool record keeps it whole.)
 */
import { describe, expect, mock } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import { beneath, ok, test, tools } from './kit.js'
import type { Call } from './kit.js'

const LOGS: Call = { tool: 'Bash', command: 'docker logs web' }
const LARGE = 'web-1  | GET /health 200\n'.repeat(200) // 5,000 characters
const SMALL = 'web-1  | GET /health 200\n'

/** A 1×1 PNG beside the output: a row the pointer must leave whole. */
const PICTURE = { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' } } as const

/** Runs the call `times` times, each followed by its tool-result row as a session stores it (`withPicture`: an image beside the text); the rows' contents. */
async function runAndStore($: Engine, times: number, withPicture = false): Promise<unknown[]> {
  const stored: unknown[] = []
  for (let i = 1; i <= times; i++) {
    const id = `toolu_${i}`
    const result = await $.tool.call({ ...LOGS, tool_use_id: id })
    const text = { type: 'text', text: result.text } as const
    const row = await $.session.append({
      door: 'tool-result',
      origin: { kind: 'tool', tool: 'Bash' },
      uuid: `row-${i}`,
      message: { type: 'user', role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: withPicture ? [text, PICTURE] : result.text }] },
    })
    if (row.deny !== undefined) throw new Error(row.deny)
    stored.push(row.message.content[0]?.content)
  }
  return stored
}

const POINTER = /^loop-guard: same 4\.9 KB output as this exact Bash call's previous run \(\d identical runs in a row\); not repeated here\./

describe('a large output the same as its previous runs', () => {
  test('from the third identical run on, the stored row holds the pointer; the first two keep the output', { options: { blockAt: 0 } }, async ($, on) => {
    beneath(on)
    mock.session(on)
    tools(on, () => ok(LARGE))
    const stored = await runAndStore($, 4)
    expect(stored.slice(0, 2)).toEqual([LARGE, LARGE])
    expect(stored.slice(2)).toEqual([expect.stringMatching(POINTER), expect.stringMatching(POINTER)])
  })

  test('the debug log names a pointer for each row it replaced, and only those', { options: { blockAt: 0 } }, async ($, on) => {
    const seen = beneath(on)
    mock.session(on)
    tools(on, () => ok(LARGE))
    await runAndStore($, 4)
    expect(seen.debug.filter((l) => l.startsWith('loop-guard: pointer'))).toEqual(['loop-guard: pointer Bash ×3 main same output not repeated to the model', 'loop-guard: pointer Bash ×4 main same output not repeated to the model'])
  })

  test('a row with an image beside the same output is stored whole, and no pointer is claimed for it', { options: { blockAt: 0 } }, async ($, on) => {
    const seen = beneath(on)
    mock.session(on)
    tools(on, () => ok(LARGE))
    const stored = await runAndStore($, 4, true)
    expect(stored.every((c) => Array.isArray(c) && c.length === 2)).toBe(true)
    expect(seen.debug.filter((l) => l.startsWith('loop-guard: pointer'))).toEqual([])
  })

  test('a small output is always stored whole', { options: { blockAt: 0 } }, async ($, on) => {
    beneath(on)
    mock.session(on)
    tools(on, () => ok(SMALL))
    expect(await runAndStore($, 4)).toEqual([SMALL, SMALL, SMALL, SMALL])
  })

  test('with dedupeOutput off, every row keeps the output', { options: { blockAt: 0, dedupeOutput: false } }, async ($, on) => {
    beneath(on)
    mock.session(on)
    tools(on, () => ok(LARGE))
    expect(await runAndStore($, 4)).toEqual([LARGE, LARGE, LARGE, LARGE])
  })

  test('an output that changes each run is stored whole every time', { options: { blockAt: 0 } }, async ($, on) => {
    beneath(on)
    mock.session(on)
    tools(on, (_e, n) => ok(`${LARGE}web-1  | request ${n}\n`))
    const stored = await runAndStore($, 4)
    expect(stored.every((c) => typeof c === 'string' && c.startsWith('web-1'))).toBe(true)
  })
})
