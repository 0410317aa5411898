// Specification of hooks/collector.ts: each intervention becomes loop-guard attributes
// (names, ids and numbers, never text) carried by exactly one of the engine's collector
// records, the next one exported; nothing is held while the log export is off; bounded.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CollectorNotes, MAX_PENDING } from '../../hooks/collector.js'
import type { Intervention } from '../../hooks/vocabulary.js'

const refusal: Intervention = { action: 'block', rule: 'repeat', agent: 'main', tool: 'Bash', excerpt: 'curl -H "Authorization: Bearer s3cr3t" https://x', count: 5, error: 'curl: (6) Could not resolve host', debug: 'loop-guard: block …', toast: 'Bash ×5 …', modelText: 'loop-guard: refused …' }
const note: Intervention = { ...refusal, action: 'note', rule: 'repeated-failure', count: 2 }

const seen = (): CollectorNotes => {
  const c = new CollectorNotes()
  c.exporting(true) // the operator's log export is on
  return c
}

describe('loop events for the collector', () => {
  test('an intervention rides on the next record, as names and numbers', () => {
    const c = seen()
    c.note(refusal, { toolUseId: 'toolu_5', tokensSaved: 812.4 })
    expect(c.take()).toEqual({
      'loop_guard.rule': 'repeat',
      'loop_guard.action': 'block',
      'loop_guard.tool': 'Bash',
      'loop_guard.count': 5,
      'loop_guard.agent': 'main',
      'loop_guard.calls_saved': 1,
      'loop_guard.tokens_saved': 812,
      'loop_guard.turn_ended': 0,
      'loop_guard.tool_use_id': 'toolu_5',
    })
    expect(c.take()).toBeUndefined()
  })

  test('one record per intervention, oldest first', () => {
    const c = seen()
    c.note(note)
    c.note(refusal, { endsTurn: true })
    expect([c.take()?.['loop_guard.action'], c.take()?.['loop_guard.turn_ended'], c.take()]).toEqual(['note', 1, undefined])
  })

  test('a note saves no call and no token', () => {
    const c = seen()
    c.note(note, { tokensSaved: 500 })
    expect(c.take()).toMatchObject({ 'loop_guard.calls_saved': 0, 'loop_guard.tokens_saved': 0 })
  })

  test('nothing is held while the log export is off: the engine raises its records all the same, to no collector', () => {
    const c = new CollectorNotes()
    c.note(refusal)
    expect([c.waiting, c.take()]).toEqual([0, undefined])
    c.exporting(true)
    c.note(refusal)
    c.exporting(false)
    expect(c.waiting).toBe(0)
  })

  test(`at most ${MAX_PENDING} wait, the oldest dropped`, () => {
    const c = seen()
    for (let n = 1; n <= MAX_PENDING + 10; n++) c.note({ ...note, count: n })
    expect(c.waiting).toBe(MAX_PENDING)
    expect(c.take()?.['loop_guard.count']).toBe(11)
  })

  test('no attribute ever carries the excerpt, the error, the toast or what the model read', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (excerpt, error) => {
        const c = seen()
        c.note({ ...refusal, excerpt: `<<${excerpt}>>`, error: `<<${error}>>` })
        const values = Object.values(c.take()!).map(String)
        for (const v of values) expect(v.includes('<<')).toBe(false)
        expect(values.join(' ')).not.toMatch(/Bearer|Could not resolve|loop-guard:/)
      }),
    )
  })
})
