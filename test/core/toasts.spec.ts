// Specification of hooks/toasts.ts and of the toast and transcript-row wording in
// hooks/advice.ts: one toast on screen at a time, the latest state of each chain wins while
// it waits; every toast fits the 84 columns the engine draws at 100, what matters first,
// its overrule hint whole, what the guard saw kept for tool names up to 12 characters, and
// observe mode's toasts say what the guard would do; a row says loop-guard did it, why, and how to overrule it.
import { describe, expect, test } from 'vitest'
import { optionsToast, refusedRow, toast, TOAST_WIDTH, turnEndedRow } from '../../hooks/advice.js'
import type { ToastKind } from '../../hooks/advice.js'
import { TOAST_MS, ToastQueue } from '../../hooks/toasts.js'
import type { Rule } from '../../hooks/vocabulary.js'

describe('the toast queue', () => {
  test('a toast with none on screen shows at once', () => {
    expect(new ToastQueue().offer('bash ls', 'Bash ×2', 1000)).toBe('Bash ×2')
  })

  test('a toast while another is on screen waits, and shows when that one is done', () => {
    const q = new ToastQueue()
    q.offer('bash ls', 'Bash ×2', 1000)
    expect(q.offer('bash ls', 'Bash ×3', 1200)).toBeUndefined()
    expect(q.due(1000 + TOAST_MS)).toBe('Bash ×3')
  })

  test('while a chain waits, its latest state replaces the one before', () => {
    const q = new ToastQueue()
    q.offer('bash ls', 'Bash ×2', 0)
    for (const n of [3, 4, 5, 6, 7]) q.offer('bash ls', `Bash ×${n}`, n * 100)
    expect(q.due(TOAST_MS)).toBe('Bash ×7')
    expect(q.due(2 * TOAST_MS)).toBeUndefined()
  })

  test('two chains waiting show one after the other, in the order they began to wait, each once its turn comes', () => {
    const q = new ToastQueue()
    q.offer('a', 'A ×2', 0)
    q.offer('b', 'B ×2', 10)
    q.offer('a', 'A ×3', 20)
    expect(q.due(TOAST_MS)).toBe('B ×2')
    expect(q.due(TOAST_MS + 10)).toBeUndefined()
    expect(q.due(2 * TOAST_MS)).toBe('A ×3')
  })

  test('at most one toast is shown per toast time, however many are offered', () => {
    const q = new ToastQueue()
    const shown: number[] = []
    for (let t = 0; t < 60_000; t += 37) {
      if (q.offer(`chain ${t % 5}`, `at ${t}`, t) !== undefined) shown.push(t)
      if (t % 1000 === 0 && q.due(t) !== undefined) shown.push(t)
    }
    for (let i = 1; i < shown.length; i++) expect(shown[i]! - shown[i - 1]!).toBeGreaterThanOrEqual(TOAST_MS - 100)
  })

  test('a toast offered after the last one had its time shows at once, even if its timer never came', () => {
    const q = new ToastQueue()
    q.offer('a', 'A ×2', 0)
    q.offer('a', 'A ×3', 100)
    expect(q.offer('b', 'B ×2', TOAST_MS + 500)).toBe('A ×3')
  })

  test('clear drops what waits', () => {
    const q = new ToastQueue()
    q.offer('a', 'A ×2', 0)
    q.offer('a', 'A ×3', 100)
    q.clear()
    expect(q.due(TOAST_MS)).toBeUndefined()
  })

  test('no more than 16 chains wait: the oldest leaves first', () => {
    const q = new ToastQueue()
    q.offer('first', 'shown', 0)
    for (let i = 0; i < 20; i++) q.offer(`chain ${i}`, `C${i}`, 1)
    const shown: string[] = []
    for (let t = TOAST_MS; ; t += TOAST_MS) {
      const text = q.due(t)
      if (text === undefined) break
      shown.push(text)
    }
    expect(shown).toEqual(Array.from({ length: 16 }, (_, i) => `C${i + 4}`))
  })
})

const RULES: readonly Rule[] = ['repeated-failure', 'repeat', 'cycle', 'unmoved-error', 'rotating-arguments', 'refused-twice', 'text-loop']
/** Tool names people meet, up to 12 characters: each toast keeps what the guard saw. */
const TYPICAL_TOOLS = ['Bash', 'Read', 'Edit', 'Grep', 'WebFetch', 'BashOutput', 'TaskOutput', 'NotebookEdit']
const MCP_TOOL = 'mcp__github__create_pull_request_review_comment_reply'
const COUNTS = [2, 5, 7, 12, 99]
const HINT: Record<ToastKind, RegExp> = {
  told: / · \/loop-guard off pauses( the guard)?$/,
  refused: / · \/loop-guard allow (lets it run|runs it) once$/,
  'turn-ended': / · \/loop-guard allow (lets it run|runs it) once$/,
  'would-tell': / · observe mode(: nothing was sent)?$/,
  'would-refuse': / · observe mode(: nothing was stopped)?$/,
  'would-end-turn': / · observe mode(: nothing was stopped)?$/,
  'text-stopped': / · \/loop-guard off pauses( the guard)?$/,
  'would-stop-text': / · (only enforce mode ends it|not ended)$/,
}
/** What the guard did, as each kind says it: observe mode's toasts say what it would do. */
const DONE: Record<ToastKind, RegExp> = {
  told: /: (told the model|model told) to /,
  refused: /: refused( the call)? · /,
  'turn-ended': /: (ended the turn|turn ended) · /,
  'would-tell': /: would tell the model to /,
  'would-refuse': /: would refuse( the call)? · /,
  'would-end-turn': /: would end the turn · /,
  'text-stopped': /: (ended the response|response ended) · /,
  'would-stop-text': /: would end the response · /,
}
const KINDS = Object.keys(HINT) as ToastKind[]

describe('toast wording', () => {
  for (const kind of KINDS) {
    test(`a "${kind}" toast fits ${TOAST_WIDTH} columns, keeps its hint whole and, for a tool name up to 12 characters, says what the guard saw`, () => {
      for (const rule of RULES) {
        for (const count of COUNTS) {
          for (const tool of [...TYPICAL_TOOLS, MCP_TOOL]) {
            const text = toast(kind, { tool, excerpt: 'ls /x', count }, rule, 3)
            expect(text.length, text).toBeLessThanOrEqual(TOAST_WIDTH)
            expect(text, text).toMatch(HINT[kind])
            expect(text, text).toContain(` ×${count} `)
            if (tool === MCP_TOOL) continue
            expect(text.startsWith(`${tool} ×${count} `), text).toBe(true)
            expect(text, text).toMatch(DONE[kind])
          }
        }
      }
    })
  }

  test('a toast starts with the tool and the count, then what the guard saw', () => {
    expect(toast('told', { tool: 'Bash', excerpt: 'ls /x', count: 2 }, 'repeated-failure')).toBe(
      'Bash ×2 failed the same way: model told to change approach · /loop-guard off pauses',
    )
    expect(toast('refused', { tool: 'Bash', excerpt: 'ls /x', count: 5 }, 'repeat')).toBe(
      'Bash ×5 identical calls, same result: refused · /loop-guard allow lets it run once',
    )
  })

  test('the turn-ended toast says what the guard saw and how many calls it refused', () => {
    expect(toast('turn-ended', { tool: 'Bash', excerpt: 'ls /x', count: 7 }, 'repeat', 3)).toBe(
      'Bash ×7 same result, 3 refused: ended the turn · /loop-guard allow lets it run once',
    )
    expect(toast('turn-ended', { tool: 'NotebookEdit', excerpt: '', count: 12 }, 'repeat', 3)).toBe(
      'NotebookEdit ×12 same result, 3 refused: turn ended · /loop-guard allow runs it once',
    )
  })

  test('observe mode toasts say what the guard would do, never that it did it', () => {
    const s = { tool: 'Bash', excerpt: 'ls /x', count: 3 }
    expect(toast('would-tell', s, 'repeat')).toBe('Bash ×3 identical calls, same result: would tell the model to rethink · observe mode')
    expect(toast('would-refuse', { ...s, count: 5 }, 'repeat')).toBe('Bash ×5 identical calls, same result: would refuse the call · observe mode')
    for (const kind of ['would-tell', 'would-refuse', 'would-end-turn'] as const) {
      for (const rule of RULES) expect(toast(kind, s, rule, 3)).not.toMatch(/: (told|model told|refused|ended|turn ended)\b/)
    }
  })

  test('a tool name too long for any form is cut, and the count, the action and the hint stay', () => {
    const text = toast('refused', { tool: `mcp__${'x'.repeat(120)}`, excerpt: '', count: 5 }, 'repeat')
    expect(text).toMatch(/^mcp__x+… ×5 refused · \/loop-guard allow runs it once$/)
    expect(text.length).toBe(TOAST_WIDTH)
  })

  test('a tool name with terminal controls is shown, not performed', () => {
    expect(toast('told', { tool: 'Bash\u001b[2J', excerpt: '', count: 2 }, 'repeated-failure')).toMatch(/^Bash\\x1b\[2J ×2/)
  })
})

describe('the options toast', () => {
  test('one value not used: the option, the value, why, and the fix', () => {
    expect(optionsToast([{ name: 'blockAt', given: '2', why: 'must be above warnAt 3' }])).toBe(
      'blockAt 2 not used: must be above warnAt 3 · /plugin configure loop-guard',
    )
  })

  test('several, or a long reason: the names, where to read why, and the fix, within the width', () => {
    const long = optionsToast([{ name: 'abortAfter', given: '"x"', why: 'must be 0 to never end a turn, or a whole number from 1 up' }])
    const many = optionsToast([
      { name: 'warnAt', given: '7', why: 'must be below blockAt 5' },
      { name: 'abortAfter', given: '"x"', why: 'must be a whole number' },
      { name: 'transparentTools', given: '3', why: 'must be tool names' },
      { name: 'mode', given: '"loud"', why: 'must be enforce, advise or observe' },
    ])
    for (const text of [long, many]) {
      expect(text.length, text).toBeLessThanOrEqual(TOAST_WIDTH)
      expect(text, text).toMatch(/\/loop-guard says why · (fix it with )?\/plugin configure loop-guard$/)
    }
    expect(long).toMatch(/^abortAfter not used/)
    expect(many).toMatch(/^4 options not used/)
  })
})

describe('transcript rows', () => {
  const ls = { tool: 'Bash', excerpt: 'ls /x', count: 5 }

  test('a refused call: what was refused, why in the words of its rule, and both ways to overrule', () => {
    expect(refusedRow(ls, 'repeat')).toMatch(/^refused this Bash call \(`ls \/x`\) before it ran: it would be the 5th identical call, with the same result each time\. .*\/loop-guard allow lets the call run once more; \/loop-guard off pauses the guard\.$/)
    expect(refusedRow(ls, 'cycle')).toMatch(/: it would start round 5 of a cycle of calls with the same results each time\./)
    expect(refusedRow({ ...ls, count: 3 }, 'refused-twice')).toMatch(/: it was already refused twice by you or a permission rule\./)
  })

  test('an ended turn: loop-guard ended it, not the person nor a permission rule, and how to go on', () => {
    expect(turnEndedRow(ls, 3)).toMatch(/^ended this turn \(not you, not a permission rule\): the model kept repeating this Bash call \(`ls \/x`\), and 3 calls were refused in this request\. Send a prompt to go on;/)
    expect(turnEndedRow(ls, 1)).toContain('and a call was refused in this request')
  })

  test('a row shows the terminal controls in what it quotes instead of performing them', () => {
    const row = refusedRow({ tool: 'Bash', excerpt: 'printf \u001b]52;c;aGk=\u0007', count: 5 }, 'repeat')
    expect(row).not.toMatch(/[\u0000-\u001f]/)
    expect(row).toContain('\\x1b]52')
  })
})
