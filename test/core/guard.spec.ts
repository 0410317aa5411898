// Specification of hooks/guard.ts, the state machine: which calls repeat and what the
// guard does about it (notes, advisories, refusals, turn ends), what never counts,
// what resets it, and that its state stays bounded whatever a session does.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'
import type { Outcome } from '../../hooks/outcome.js'
import type { CallInfo, Intervention } from '../../hooks/vocabulary.js'

// ---- helpers -------------------------------------------------------------------

const guardWith = (raw: RawOptions = {}): Guard => new Guard(readSettings(raw).settings)

/** A call on the main loop; the key is the call's identity, the tool defaults to Bash. */
const call = (key: string, more: Partial<CallInfo> = {}): CallInfo => ({ agent: 'main', tool: 'Bash', key: `${more.tool ?? 'Bash'} ${key}`, excerpt: key, ...more })

const ok = (fingerprint = '=same output', isReadOnly = true): Outcome => ({ kind: 'success', fingerprint, looseFingerprint: fingerprint, isReadOnly })
/** A success that changed something (not read-only): progress. */
const wrote = (fingerprint = '=written'): Outcome => ok(fingerprint, false)
const failed = (firstLine = 'ls: /x: No such file or directory'): Outcome => ({ kind: 'failure', fingerprint: `=${firstLine}`, looseFingerprint: `=${firstLine}`, firstLine })
const refused: Outcome = { kind: 'refused', firstLine: 'Permission to use Bash has been denied.' }
const interrupted: Outcome = { kind: 'interrupted' }
const ignored: Outcome = { kind: 'ignored', why: 'sibling-cancelled' }

type Attempt = { before: Intervention[]; after: Intervention[]; ran: boolean; all: Intervention[] }

/** One call as the wiring makes it: asked before, run unless refused, counted after. */
function attempt(g: Guard, c: CallInfo, outcome: Outcome): Attempt {
  const before = g.beforeCall(c)
  const ran = !before.some((i) => i.action === 'block')
  const after = ran ? g.afterCall(c, outcome) : []
  const all = [...before, ...after]
  for (const i of all) if (i.modelText !== undefined) expect(i.modelText.startsWith('loop-guard:'), i.modelText).toBe(true)
  return { before, after, ran, all }
}

function repeat(g: Guard, c: CallInfo, outcome: Outcome, times: number): Attempt[] {
  return Array.from({ length: times }, () => attempt(g, c, outcome))
}

/** `action:rule` of every intervention of an attempt. */
const said = (a: Attempt | undefined): string[] => (a === undefined ? [] : a.all.map((i) => `${i.action}:${i.rule}`))
const quiet = (attempts: readonly Attempt[]): boolean => attempts.every((a) => a.all.length === 0)

// ---- repeated failures -----------------------------------------------------------

describe('repeated failures', () => {
  test('the first failure of a call draws nothing', () => {
    expect(said(attempt(guardWith(), call('ls /x'), failed()))).toEqual([])
  })

  test('the second identical failure draws one note, rule repeated-failure, quoting the error', () => {
    const g = guardWith()
    attempt(g, call('ls /x'), failed())
    const second = attempt(g, call('ls /x'), failed())
    expect(said(second)).toEqual(['note:repeated-failure'])
    expect(second.after[0]?.modelText).toContain('ls: /x: No such file or directory')
    expect(second.after[0]?.count).toBe(2)
  })

  test('the repeated-failure note comes once per streak', () => {
    const g = guardWith({ warnAt: 10, blockAt: 20 })
    const attempts = repeat(g, call('ls /x'), failed(), 8)
    expect(attempts.map((a) => said(a).length)).toEqual([0, 1, 0, 0, 0, 0, 0, 0])
  })

  test('a success of the call ends the streak, so the next repeated failure is noted again', () => {
    const g = guardWith({ warnAt: 10, blockAt: 20 })
    repeat(g, call('npm test'), failed('1 test failed'), 2)
    attempt(g, call('npm test'), ok('=all passed'))
    attempt(g, call('npm test'), failed('1 test failed'))
    expect(said(attempt(g, call('npm test'), failed('1 test failed')))).toEqual(['note:repeated-failure'])
  })

  test('progress renews the streak: the same failure after something changed is noted again', () => {
    const g = guardWith({ warnAt: 10, blockAt: 20 })
    repeat(g, call('npm test'), failed('1 test failed'), 2)
    attempt(g, call('edit cart.ts'), wrote())
    expect(said(attempt(g, call('npm test'), failed('1 test failed')))).toEqual(['note:repeated-failure'])
  })

  test('a different error the second time draws no note', () => {
    const g = guardWith()
    attempt(g, call('npm test'), failed('3 tests failed'))
    expect(said(attempt(g, call('npm test'), failed('1 test failed')))).toEqual([])
  })

  test('an error the call had before, with another error between, draws a note that it has failed with this error before', () => {
    const g = guardWith()
    attempt(g, call('npm test'), failed('error A'))
    attempt(g, call('npm test'), failed('error B'))
    const third = attempt(g, call('npm test'), failed('error A'))
    expect(said(third)).toEqual(['note:repeated-failure'])
    expect(third.after[0]?.modelText).toContain('has failed with this error before')
  })

  test('failureNoteAt sets which identical failure draws the note', () => {
    const g = guardWith({ failureNoteAt: 3, warnAt: 10, blockAt: 20 })
    expect(repeat(g, call('ls /x'), failed(), 4).map(said)).toEqual([[], [], ['note:repeated-failure'], []])
  })

  test('the same failure of two different calls is not a repetition of either', () => {
    const g = guardWith()
    attempt(g, call('ls /x'), failed())
    expect(said(attempt(g, call('ls /x /y'), failed()))).toEqual([])
  })
})

// ---- what neither counts nor clears ------------------------------------------------

describe('refused, interrupted and ignored calls neither count nor clear', () => {
  const neutral: [string, Outcome][] = [
    ['a refused call', refused],
    ['an interrupted call', interrupted],
    ['an ignored call', ignored],
  ]

  for (const [name, outcome] of neutral) {
    test(`${name} between two identical failures does not end the streak`, () => {
      const g = guardWith()
      attempt(g, call('ls /x'), failed())
      expect(said(attempt(g, call('ls /x'), outcome))).toEqual([])
      expect(said(attempt(g, call('ls /x'), failed()))).toEqual(['note:repeated-failure'])
    })

    test(`${name} does not count as a repetition`, () => {
      const g = guardWith()
      const attempts = [attempt(g, call('cat a'), ok()), attempt(g, call('cat a'), outcome), attempt(g, call('cat a'), ok()), attempt(g, call('cat a'), ok())]
      expect(attempts.map(said)).toEqual([[], [], [], ['warn:repeat']])
    })

    test(`${name}, five times over other calls, does not push two identical calls apart`, () => {
      const g = guardWith()
      attempt(g, call('cat a'), ok())
      for (let i = 0; i < 5; i++) attempt(g, call(`other ${i}`), outcome)
      attempt(g, call('cat a'), ok())
      expect(said(attempt(g, call('cat a'), ok()))).toEqual(['warn:repeat'])
    })
  }
})

// ---- repetition: advisories, refusal, turn end -------------------------------------

describe('identical calls with identical outcomes', () => {
  test('calls before warnAt draw nothing and the warnAt-th draws an advisory, rule repeat', () => {
    const g = guardWith()
    expect(repeat(g, call('cat a'), ok(), 3).map(said)).toEqual([[], [], ['warn:repeat']])
  })

  test('the advisory says how many identical calls there were', () => {
    const g = guardWith()
    const third = repeat(g, call('cat a'), ok(), 3)[2]
    expect(third?.after[0]?.count).toBe(3)
    expect(third?.after[0]?.modelText).toMatch(/\bthird\b.*\bBash\b/)
  })

  test('the call before blockAt draws a firmer advisory: the next identical call will be refused', () => {
    const g = guardWith()
    const fourth = repeat(g, call('cat a'), ok(), 4)[3]
    expect(said(fourth)).toEqual(['warn:repeat'])
    expect(fourth?.after[0]?.modelText).toMatch(/next identical call will be refused/i)
  })

  test('between the first and the firmer advisory nothing more is said', () => {
    const g = guardWith({ warnAt: 3, blockAt: 7 })
    expect(repeat(g, call('cat a'), ok(), 6).map(said)).toEqual([[], [], ['warn:repeat'], [], [], ['warn:repeat']])
  })

  test('the blockAt-th identical call is refused before it runs, in enforce mode', () => {
    const g = guardWith()
    const attempts = repeat(g, call('cat a'), ok(), 5)
    const fifth = attempts[4]
    expect(attempts.slice(0, 4).every((a) => a.ran)).toBe(true)
    expect(fifth?.ran).toBe(false)
    expect(fifth?.before.map((i) => `${i.action}:${i.rule}`)).toEqual(['block:repeat'])
    expect(fifth?.before[0]?.count).toBe(5)
    expect(fifth?.before[0]?.modelText).toContain('/loop-guard allow')
  })

  test('identical failures are refused at blockAt too', () => {
    const g = guardWith()
    expect(repeat(g, call('ls /x'), failed(), 5).map((a) => a.ran)).toEqual([true, true, true, true, false])
  })

  test('identical writes with the same result are refused at blockAt too', () => {
    const g = guardWith()
    expect(repeat(g, call('touch a'), wrote(), 5).map((a) => a.ran)).toEqual([true, true, true, true, false])
  })

  test('retries of a refused call stay refused', () => {
    const g = guardWith({ abortAfter: 0 })
    const attempts = repeat(g, call('cat a'), ok(), 12)
    expect(attempts.slice(4).every((a) => !a.ran)).toBe(true)
  })

  test('the main turn ends at the abortAfter-th refusal in one request', () => {
    const g = guardWith()
    const attempts = repeat(g, call('cat a'), ok(), 7)
    expect(attempts.slice(4).map((a) => a.before.map((i) => i.action))).toEqual([['block'], ['block'], ['block', 'abort']])
  })

  test('the turn-ending intervention carries no text for the model', () => {
    const g = guardWith()
    const seventh = repeat(g, call('cat a'), ok(), 7)[6]
    const abort = seventh?.before.find((i) => i.action === 'abort')
    expect(abort).toBeDefined()
    expect(abort?.modelText).toBeUndefined()
    expect(abort?.toast).toContain('ended the turn')
  })

  test('refusals of different calls in one request add up towards ending the turn', () => {
    const g = guardWith({ warnAt: 2, blockAt: 3, abortAfter: 2 })
    repeat(g, call('cat a'), ok('=a'), 3)
    const second = repeat(g, call('cat b'), ok('=b'), 3)[2]
    expect(second?.before.map((i) => i.action)).toEqual(['block', 'abort'])
  })

  test('a subagent loop is refused but never has its turn ended', () => {
    const g = guardWith()
    const attempts = repeat(g, call('cat a', { agent: 'agent-7f3' }), ok(), 20)
    expect(attempts.slice(4).every((a) => !a.ran)).toBe(true)
    expect(attempts.flatMap((a) => a.before).some((i) => i.action === 'abort')).toBe(false)
  })

  test('abortAfter: 0 never ends the turn', () => {
    const g = guardWith({ abortAfter: 0 })
    expect(repeat(g, call('cat a'), ok(), 20).flatMap((a) => a.before).some((i) => i.action === 'abort')).toBe(false)
  })

  test('blockAt: 0 never refuses, and advises firmly instead', () => {
    const g = guardWith({ blockAt: 0 })
    const attempts = repeat(g, call('cat a'), ok(), 20)
    expect(attempts.every((a) => a.ran)).toBe(true)
    expect(said(attempts[19])).toEqual(['warn:repeat'])
  })
})

// ---- what makes a chain -------------------------------------------------------------

describe('chains', () => {
  test('a changed outcome restarts the chain', () => {
    const g = guardWith()
    const attempts = [...repeat(g, call('cat a'), ok('=one'), 2), ...repeat(g, call('cat a'), ok('=two'), 3)]
    expect(attempts.map(said)).toEqual([[], [], [], [], ['warn:repeat']])
  })

  test('polling whose output changes every time is never flagged', () => {
    const g = guardWith()
    const attempts = Array.from({ length: 40 }, (_, i) => attempt(g, call('gh run view 42', { tool: 'Bash' }), ok(`=in progress, step ${i}`)))
    expect(quiet(attempts)).toBe(true)
  })

  test('transparent tools neither extend nor break a chain', () => {
    const g = guardWith()
    const todo = (i: number): Attempt => attempt(g, call(`todos ${i}`, { tool: 'TodoWrite' }), wrote(`=todo ${i}`))
    attempt(g, call('cat a'), ok())
    for (let i = 0; i < 6; i++) todo(i)
    attempt(g, call('cat a'), ok())
    todo(6)
    expect(said(attempt(g, call('cat a'), ok()))).toEqual(['warn:repeat'])
  })

  test('a transparent tool repeated identically draws nothing', () => {
    const g = guardWith()
    expect(quiet(repeat(g, call('same list', { tool: 'TodoWrite' }), ok(), 12))).toBe(true)
  })

  test('transparent tools are matched whatever the case of their name', () => {
    const g = guardWith({ transparentTools: ['todowrite'] })
    expect(quiet(repeat(g, call('same list', { tool: 'TODOWRITE' }), ok(), 12))).toBe(true)
  })

  test('parallel twins in one model response count once', () => {
    const g = guardWith()
    const round = (step: string): Attempt[] => repeat(g, call('cat a', { step }), ok(), 2)
    expect([...round('r1'), ...round('r2')].map(said)).toEqual([[], [], [], []])
    expect(round('r3').map(said)).toEqual([['warn:repeat'], []])
  })

  test('parallel twins are refused together and count as one refusal towards ending the turn', () => {
    const g = guardWith({ abortAfter: 2 })
    for (const step of ['r1', 'r2', 'r3', 'r4']) repeat(g, call('cat a', { step }), ok(), 2)
    const twins = repeat(g, call('cat a', { step: 'r5' }), ok(), 2)
    expect(twins.map((a) => a.ran)).toEqual([false, false])
    expect(twins.flatMap((a) => a.before).some((i) => i.action === 'abort')).toBe(false)
  })

  test('read-only calls between identical calls do not hide the loop', () => {
    const g = guardWith()
    attempt(g, call('cat a'), ok())
    attempt(g, call('cat b'), ok('=b'))
    attempt(g, call('cat a'), ok())
    for (let i = 0; i < 10; i++) attempt(g, call(`cat c${i}`), ok(`=c${i}`))
    expect(said(attempt(g, call('cat a'), ok()))).toEqual(['warn:repeat'])
  })

  test('failures of other calls between identical calls do not hide the loop', () => {
    const g = guardWith()
    for (let i = 0; i < 3; i++) {
      attempt(g, call('cat a'), ok())
      attempt(g, call(`ls /missing${i}`), failed(`missing ${i}`))
    }
    expect(repeat(g, call('cat a'), ok(), 2).map((a) => a.ran)).toEqual([true, false])
  })

  test('any number of read-only or failed calls between identical calls keeps the chain: only progress ends it', () => {
    const g = guardWith()
    const attempts: Attempt[] = []
    for (let round = 0; round < 5; round++) {
      attempts.push(attempt(g, call('cat a'), ok()))
      for (let i = 0; i < 12; i++) attempt(g, call(`cat c${round}-${i}`), i % 3 === 0 ? failed(`missing ${i}`) : ok(`=c${i}`))
    }
    expect(attempts.map((a) => said(a).join())).toEqual(['', '', 'warn:repeat', 'warn:repeat', 'block:repeat'])
  })

  test('a refused call stays refused however many other files are read after it', () => {
    const g = guardWith({ abortAfter: 0 })
    repeat(g, call('cat a'), ok(), 5)
    for (let i = 0; i < 30; i++) attempt(g, call(`read ${i}`, { tool: 'Read' }), ok(`=file ${i}`))
    expect(attempt(g, call('cat a'), ok()).ran).toBe(false)
  })

  test('a refused call runs again once something else made progress', () => {
    const g = guardWith({ abortAfter: 0 })
    repeat(g, call('cat a'), ok(), 5)
    attempt(g, call('edit a', { tool: 'Edit' }), wrote())
    expect(attempt(g, call('cat a'), ok()).ran).toBe(true)
  })

  test('a refused call runs again after a person prompts', () => {
    const g = guardWith({ abortAfter: 0 })
    repeat(g, call('cat a'), ok(), 5)
    g.personPrompt()
    expect(attempt(g, call('cat a'), ok()).ran).toBe(true)
  })

  test('a refused call with other arguments is another call and runs', () => {
    const g = guardWith({ abortAfter: 0 })
    repeat(g, call('cat a'), ok(), 5)
    expect(attempt(g, call('cat a b'), ok()).ran).toBe(true)
  })

  test('a successful write of another call is progress: it ends the chain, and the next identical call is not refused', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 4)
    attempt(g, call('edit a', { tool: 'Edit' }), wrote())
    const next = attempt(g, call('cat a'), ok())
    expect(next.ran).toBe(true)
    expect(said(next)).toEqual([])
  })

  test('the same call in two loops makes two chains', () => {
    const g = guardWith()
    attempt(g, call('cat a'), ok())
    attempt(g, call('cat a', { agent: 'agent-1' }), ok())
    attempt(g, call('cat a', { agent: 'agent-2' }), ok())
    expect(said(attempt(g, call('cat a'), ok()))).toEqual([])
  })
})

// ---- cycles ---------------------------------------------------------------------------

describe('cycles', () => {
  for (const period of [2, 3, 4]) {
    test(`a cycle of ${period} read-only calls with unchanged outcomes is advised with rule cycle before anything is refused`, () => {
      const g = guardWith()
      const attempts: Attempt[] = []
      for (let round = 0; round < 4; round++) {
        for (let i = 0; i < period; i++) attempts.push(attempt(g, call(`step ${i}`, { tool: i % 2 === 0 ? 'Read' : 'Grep' }), ok(`=out ${i}`)))
      }
      const firstSaid = attempts.findIndex((a) => a.all.length > 0)
      expect(firstSaid).toBeGreaterThan(0)
      expect(said(attempts[firstSaid])).toEqual(['warn:cycle'])
      expect(attempts.slice(0, firstSaid + 1).every((a) => a.ran)).toBe(true)
    })
  }

  test('a cycle of three calls whose outcomes never change is refused in the end', () => {
    const g = guardWith()
    const attempts: Attempt[] = []
    for (let round = 0; round < 6; round++) for (const k of ['a', 'b', 'c']) attempts.push(attempt(g, call(`cat ${k}`), ok(`=${k}`)))
    expect(attempts.some((a) => !a.ran)).toBe(true)
  })

  test('a cycle whose edits undo each other is advised but never refused', () => {
    const g = guardWith()
    const attempts: Attempt[] = []
    for (let round = 0; round < 10; round++) {
      attempts.push(attempt(g, call('edit a to b', { tool: 'Edit' }), wrote('=The file has been updated')))
      attempts.push(attempt(g, call('edit b to a', { tool: 'Edit' }), wrote('=The file has been updated')))
    }
    expect(attempts.some((a) => a.all.some((i) => i.rule === 'cycle'))).toBe(true)
    expect(attempts.every((a) => a.ran)).toBe(true)
  })

  test('the same write with only the same failing check between is refused at blockAt: nothing else changed since the last one', () => {
    const g = guardWith()
    const writes: Attempt[] = []
    const checks: Attempt[] = []
    for (let round = 0; round < 6; round++) {
      writes.push(attempt(g, call('write config', { tool: 'Write' }), wrote('=File written')))
      checks.push(attempt(g, call('npm test'), failed('1 test failed')))
    }
    expect(writes.map((a) => a.ran)).toEqual([true, true, true, true, false, false])
    expect(checks.every((a) => a.ran)).toBe(true)
  })

  test('a round whose outcome changes is not a cycle', () => {
    const g = guardWith()
    const attempts: Attempt[] = []
    for (let round = 0; round < 10; round++) {
      attempts.push(attempt(g, call('cat a'), ok(`=a ${round}`)))
      attempts.push(attempt(g, call('cat b'), ok('=b')))
    }
    expect(attempts.some((a) => a.all.some((i) => i.rule === 'cycle'))).toBe(false)
  })
})

describe('cycles: one loop, one rule', () => {
  /** Plays `rounds` rounds of read-only calls `step 0 … step period-1`, each with its own unchanged output. */
  const goRound = (g: Guard, period: number, rounds: number, between?: (round: number) => void): Attempt[] => {
    const attempts: Attempt[] = []
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < period; i++) attempts.push(attempt(g, call(`step ${i}`, { tool: i === 0 ? 'Grep' : 'Read' }), ok(`=out ${i}`)))
      between?.(round)
    }
    return attempts
  }

  test('a cycle of five (a Grep and four unchanged Reads) is advised at its third round', () => {
    const g = guardWith()
    const attempts = goRound(g, 5, 3)
    expect(attempts.map((a) => said(a).join()).filter((x) => x !== '')).toEqual(['warn:cycle'])
    expect(said(attempts[10])).toEqual(['warn:cycle'])
  })

  test('a cycle of eight is found too', () => {
    const g = guardWith()
    expect(said(goRound(g, 8, 3)[16])).toEqual(['warn:cycle'])
  })

  test('the calls of a cycle are never also advised one by one as repeats', () => {
    const g = guardWith({ mode: 'advise' })
    const rules = goRound(g, 3, 12).flatMap((a) => a.all.map((i) => i.rule))
    expect(rules.length).toBeGreaterThan(0)
    expect(new Set(rules)).toEqual(new Set(['cycle']))
  })

  test('the cycle advisory names the calls going round, once per tier, then once per round', () => {
    const g = guardWith({ mode: 'advise' })
    const attempts = goRound(g, 2, 8)
    const advised = attempts.flatMap((a, i) => (a.all.length > 0 ? [i] : []))
    expect(advised).toEqual([4, 6, 8, 10, 12, 14])
    expect(attempts[4]?.after[0]?.modelText).toMatch(/cycle \(Grep → Read\)/)
  })

  test('one cycle counts as one flagged loop', () => {
    const g = guardWith({ mode: 'advise' })
    goRound(g, 3, 8)
    expect(g.stats.chainsFlagged).toBe(1)
  })

  test('a cycle whose calls already drew failure notes still counts as one flagged loop', () => {
    const g = guardWith()
    for (let round = 0; round < 4; round++) {
      attempt(g, call('edit x', { tool: 'Edit' }), failed('String to replace not found in file.'))
      attempt(g, call('npm test'), failed('1 test failed'))
    }
    expect(g.stats.chainsFlagged).toBe(1)
  })

  test("a cycle's refusal is labelled cycle, in the refusal, its toast and its debug line", () => {
    const g = guardWith()
    const refused = goRound(g, 2, 5).find((a) => !a.ran)
    expect(refused?.before.map((i) => `${i.action}:${i.rule}`)).toEqual(['block:cycle'])
    expect(refused?.before[0]?.modelText).toMatch(/^loop-guard: refused .*cycle \(Grep → Read\)/)
    expect(refused?.before[0]?.debug).toMatch(/^loop-guard: block Grep ×5 main cycle /)
  })

  test('a cycle survives reads of other files between its rounds', () => {
    const g = guardWith()
    const attempts = goRound(g, 2, 5, (round) => attempt(g, call(`other ${round}`, { tool: 'Read' }), ok(`=other ${round}`)))
    expect(attempts.some((a) => !a.ran)).toBe(true)
  })

  test('progress by a call outside the cycle ends it', () => {
    const g = guardWith()
    const attempts = goRound(g, 2, 6, (round) => {
      if (round === 1) attempt(g, call('edit', { tool: 'Edit' }), wrote())
    })
    expect(attempts.every((a) => a.ran)).toBe(true)
  })

  test('a call of the cycle whose outcome changes ends it', () => {
    const g = guardWith()
    repeat(g, call('a'), ok('=a'), 0)
    const attempts: Attempt[] = []
    for (let round = 0; round < 6; round++) {
      attempts.push(attempt(g, call('a', { tool: 'Grep' }), ok('=a')))
      attempts.push(attempt(g, call('b', { tool: 'Read' }), ok(round === 2 ? '=b changed' : '=b')))
    }
    expect(attempts.slice(0, 8).every((a) => a.ran)).toBe(true)
  })
})

// ---- rotating arguments and refusals ----------------------------------------------------

describe('rotating arguments', () => {
  test('one tool failing three times in a row with the same error though its arguments changed draws one note', () => {
    const g = guardWith()
    const attempts = ['/a', '/b', '/c', '/d', '/e'].map((p) => attempt(g, call(`cat ${p}`), failed('Permission denied (publickey)')))
    expect(attempts.map(said)).toEqual([[], [], ['note:rotating-arguments'], [], []])
    expect(attempts[2]?.after[0]?.modelText).toContain('Permission denied (publickey)')
  })

  test('parallel calls of one response failing the same way are not rotating arguments: they were sent together', () => {
    const g = guardWith()
    const attempts = ['/a', '/b', '/c'].map((p) => attempt(g, call(`cat ${p}`, { tool: 'Read', step: 'r1' }), failed('File does not exist.')))
    expect(quiet(attempts)).toBe(true)
  })

  test('changing arguments with different errors draw nothing', () => {
    const g = guardWith()
    expect(quiet(['/a', '/b', '/c', '/d'].map((p) => attempt(g, call(`cat ${p}`), failed(`no ${p}`))))).toBe(true)
  })

  test('the same error from different tools is not rotating arguments', () => {
    const g = guardWith()
    expect(quiet(['Read', 'Grep', 'Glob'].map((tool) => attempt(g, call('x', { tool }), failed('EACCES'))))).toBe(true)
  })
})

describe('refused twice, and again: a loop of refusals is a loop', () => {
  test('the same call refused twice by a person or a rule draws one note', () => {
    const g = guardWith()
    const attempts = repeat(g, call('rm -rf build'), refused, 3)
    expect(attempts.map(said)).toEqual([[], ['note:refused-twice'], []])
  })

  test('the refusal before blockAt draws a firmer note saying loop-guard will refuse the next attempt', () => {
    const g = guardWith()
    const fourth = repeat(g, call('rm -rf build'), refused, 4)[3]
    expect(said(fourth)).toEqual(['warn:refused-twice'])
    expect(fourth?.after[0]?.modelText).toMatch(/^loop-guard: .*refused 4 times.*will refuse the next attempt itself/)
  })

  test('at blockAt the guard refuses the call itself, naming the rule refused-twice', () => {
    const g = guardWith({ abortAfter: 0 })
    const fifth = repeat(g, call('rm -rf build'), refused, 5)[4]
    expect(fifth?.ran).toBe(false)
    expect(fifth?.before.map((i) => `${i.action}:${i.rule}`)).toEqual(['block:refused-twice'])
    expect(fifth?.before[0]?.modelText).toMatch(/already refused 4 times/)
  })

  test('the guard refusing others\' refusals ends the main turn after abortAfter of them', () => {
    const g = guardWith()
    const attempts = repeat(g, call('rm -rf build'), refused, 7)
    expect(attempts.slice(4).map((a) => a.before.map((i) => i.action).join())).toEqual(['block', 'block', 'block,abort'])
  })

  test("a subagent's call refused again and again is refused by the guard, but its turn is never ended", () => {
    const g = guardWith()
    const attempts = repeat(g, call('rm -rf build', { agent: 'agent-1' }), refused, 10)
    expect(attempts.slice(4).every((a) => !a.ran)).toBe(true)
    expect(attempts.flatMap((a) => a.before).some((i) => i.action === 'abort')).toBe(false)
  })

  test('a refused call that then runs ends its record of refusals', () => {
    const g = guardWith()
    repeat(g, call('rm -rf build'), refused, 3)
    attempt(g, call('rm -rf build'), wrote('=removed'))
    expect(said(attempt(g, call('rm -rf build'), refused))).toEqual([])
  })

  test('two different calls refused once each draw nothing', () => {
    const g = guardWith()
    expect(quiet([attempt(g, call('rm a'), refused), attempt(g, call('rm b'), refused)])).toBe(true)
  })
})

describe('rotating arguments need an error that says something', () => {
  test('three different commands failing with a bare "Exit code 1" draw nothing', () => {
    const g = guardWith()
    const bare: Outcome = { kind: 'failure', fingerprint: '=Exit code 1', looseFingerprint: '=Exit code #', firstLine: 'Exit code 1' }
    expect(quiet(['which pnpm', 'which yarn', 'which bun'].map((c) => attempt(g, call(c), bare)))).toBe(true)
  })
})

describe('the failure note may use the loose fingerprint', () => {
  test('two failures whose strict fingerprints differ but loose ones match draw the failure note', () => {
    const g = guardWith()
    const withLoose = (strict: string): Outcome => ({ kind: 'failure', fingerprint: strict, looseFingerprint: '=timed out after # ms', firstLine: 'timed out' })
    attempt(g, call('curl x'), withLoose('=timed out after 5012 ms'))
    expect(said(attempt(g, call('curl x'), withLoose('=timed out after 5009 ms')))).toEqual(['note:repeated-failure'])
  })

  test('chains still follow the strict fingerprint: such failures never reach an advisory', () => {
    const g = guardWith()
    const attempts = Array.from({ length: 6 }, (_, i) => attempt(g, call('curl x'), { kind: 'failure', fingerprint: `=timed out after ${5000 + i} ms`, looseFingerprint: '=timed out after # ms', firstLine: 'timed out' }))
    expect(attempts.flatMap((a) => a.all.map((i) => i.action))).toEqual(['note'])
  })
})

// ---- resets ---------------------------------------------------------------------------------

describe('resets', () => {
  test("a person's prompt starts every chain over", () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 4)
    g.personPrompt()
    expect(repeat(g, call('cat a'), ok(), 3).map(said)).toEqual([[], [], ['warn:repeat']])
  })

  test("a person's prompt starts the refusal count for ending the turn over", () => {
    const g = guardWith({ abortAfter: 2 })
    repeat(g, call('cat a'), ok(), 5) // one refusal
    g.personPrompt()
    const attempts = repeat(g, call('cat a'), ok(), 5)
    expect(attempts[4]?.before.map((i) => i.action)).toEqual(['block'])
  })

  test("a person's prompt resets the chains of subagent loops too", () => {
    const g = guardWith()
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.personPrompt()
    expect(said(attempt(g, call('cat a', { agent: 'agent-1' }), ok()))).toEqual([])
  })

  test("a turn that ends with an answer ends that loop's chains only", () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 2)
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.turnEnded('main', false)
    expect(said(attempt(g, call('cat a'), ok()))).toEqual([])
    expect(said(attempt(g, call('cat a', { agent: 'agent-1' }), ok()))).toEqual(['warn:repeat'])
  })

  test("a subagent's turn that ends leaves the main loop's chains alone", () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 2)
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.turnEnded('agent-1', false)
    expect(said(attempt(g, call('cat a'), ok()))).toEqual(['warn:repeat'])
    expect(said(attempt(g, call('cat a', { agent: 'agent-1' }), ok()))).toEqual([])
  })

  test("a subagent's aborted turn forgets its own loop only", () => {
    const g = guardWith()
    repeat(g, call('ls /x'), failed(), 2)
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.turnEnded('agent-1', true)
    expect(g.size('agent-1').agents).toBe(0)
    expect(said(attempt(g, call('cat a', { agent: 'agent-1' }), ok()))).toEqual([])
    expect(said(attempt(g, call('ls /x'), failed()))).toEqual(['warn:repeat'])
  })

  test('an aborted main turn forgets every loop', () => {
    const g = guardWith()
    repeat(g, call('ls /x'), failed(), 2)
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.turnEnded('main', true)
    expect(g.size().agents).toBe(0)
    expect(said(attempt(g, call('ls /x'), failed()))).toEqual([])
  })

  test("a person's prompt forgets what each call failed with: the rerun the person asked for is not told off", () => {
    const g = guardWith()
    attempt(g, call('npm test'), failed('1 test failed'))
    g.personPrompt()
    expect(said(attempt(g, call('npm test'), failed('1 test failed')))).toEqual([])
  })

  test('forgetAll forgets everything', () => {
    const g = guardWith()
    repeat(g, call('ls /x'), failed(), 4)
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.forgetAll()
    expect(g.size().agents).toBe(0)
    expect(g.allow(1)).toBeUndefined()
    expect(said(attempt(g, call('ls /x'), failed()))).toEqual([])
  })

  test("a compaction ends that loop's chains and no other's", () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 2)
    repeat(g, call('cat a', { agent: 'agent-1' }), ok(), 2)
    g.compacted('main')
    expect(said(attempt(g, call('cat a'), ok()))).toEqual([])
    expect(said(attempt(g, call('cat a', { agent: 'agent-1' }), ok()))).toEqual(['warn:repeat'])
  })

  test('after a compaction the same failure again draws no note: the model forgot it had failed', () => {
    const g = guardWith()
    attempt(g, call('npm run build'), failed('Cannot find module x'))
    g.compacted('main')
    expect(said(attempt(g, call('npm run build'), failed('Cannot find module x')))).toEqual([])
  })

  test('a new session zeroes the counts and resumes a paused guard', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 5)
    g.setPaused(true)
    g.newSession()
    expect(g.isPaused).toBe(false)
    expect([g.stats.notes, g.stats.warnings, g.stats.refusals, g.stats.turnsEnded, g.stats.chainsFlagged, g.stats.topRepeats.size]).toEqual([0, 0, 0, 0, 0, 0])
  })
})

// ---- modes --------------------------------------------------------------------------------

describe('modes', () => {
  test('advise mode never refuses and keeps advising past blockAt', () => {
    const g = guardWith({ mode: 'advise' })
    const attempts = repeat(g, call('cat a'), ok(), 12)
    expect(attempts.every((a) => a.ran)).toBe(true)
    expect(attempts.slice(5).every((a) => said(a).join() === 'warn:repeat')).toBe(true)
  })

  test('advise mode does not promise a refusal', () => {
    const g = guardWith({ mode: 'advise' })
    expect(repeat(g, call('cat a'), ok(), 4)[3]?.after[0]?.modelText).not.toContain('will be refused')
  })

  test('observe mode gives the model nothing and refuses nothing', () => {
    const g = guardWith({ mode: 'observe' })
    const attempts = [...repeat(g, call('ls /x'), failed(), 12), ...repeat(g, call('rm a'), refused, 2)]
    const all = attempts.flatMap((a) => a.all)
    expect(all.length).toBeGreaterThan(0)
    expect(attempts.every((a) => a.ran)).toBe(true)
    expect(all.every((i) => i.modelText === undefined)).toBe(true)
  })

  test('observe mode tells the user what would have been refused', () => {
    const g = guardWith({ mode: 'observe' })
    const attempts = repeat(g, call('cat a'), ok(), 6)
    expect(attempts[4]?.all[0]?.toast).toContain('would refuse')
  })

  test('observe mode says at every step what enforce would do: tell, refuse, end the turn, never that it did', () => {
    const g = guardWith({ mode: 'observe' })
    const attempts = repeat(g, call('cat a'), ok(), 8)
    const toasts = attempts.map((a) => a.all.map((i) => i.toast))
    const debug = attempts.map((a) => a.all.map((i) => i.debug.replace(/ ×\d+ .*/, '')))
    expect(debug).toEqual([[], [], ['loop-guard: would-warn Bash'], ['loop-guard: would-warn Bash'], ['loop-guard: would-block Bash'], ['loop-guard: would-block Bash'], ['loop-guard: would-abort Bash'], ['loop-guard: would-block Bash']])
    expect(toasts[2]?.[0]).toMatch(/^Bash ×3 .*: would tell the model to .* · observe mode/)
    expect(toasts[4]?.[0]).toMatch(/^Bash ×5 .*: would refuse( the call)? · observe mode/)
    expect(toasts[6]?.[0]).toMatch(/^Bash ×7 .*: would end the turn · observe mode/)
    for (const text of toasts.flat()) expect(text).not.toMatch(/: (told|model told|refused|ended|turn ended)\b/)
  })

  test("observe mode's debug line keeps the enforce shape, with the action it would have taken", () => {
    const g = guardWith({ mode: 'observe' })
    const attempts = repeat(g, call('ls /x'), failed(), 2)
    expect(attempts[1]?.all[0]?.debug).toBe('loop-guard: would-note Bash ×2 main repeated-failure same error again')
  })

  test('observe mode would end only the main turn, once per request', () => {
    const sub = repeat(guardWith({ mode: 'observe' }), call('cat a', { agent: 'agent-1' }), ok(), 12)
    expect(sub.flatMap((a) => a.all).some((i) => i.debug.includes('would-abort'))).toBe(false)
    const g = guardWith({ mode: 'observe' })
    const first = repeat(g, call('cat a'), ok(), 12)
    g.personPrompt()
    const second = repeat(g, call('cat a'), ok(), 12)
    const aborts = (attempts: Attempt[]): number => attempts.flatMap((a) => a.all).filter((i) => i.debug.includes('would-abort')).length
    expect([aborts(first), aborts(second)]).toEqual([1, 1])
  })

  test('advise mode tells the model again on every further identical call, and never refuses it', () => {
    const attempts = repeat(guardWith({ mode: 'advise' }), call('cat a'), ok(), 9)
    expect(attempts.every((a) => a.ran)).toBe(true)
    expect(attempts.slice(4).map((a) => said(a))).toEqual(Array(5).fill(['warn:repeat']))
    expect(attempts[8]?.all[0]?.modelText).toMatch(/^loop-guard: 9 identical Bash calls.*Stop repeating it\./)
  })
})

// ---- allow -----------------------------------------------------------------------------------

describe('allow', () => {
  const refusedOnce = (raw: RawOptions = {}): Guard => {
    const g = guardWith({ abortAfter: 0, ...raw })
    const attempts = repeat(g, call('cat a'), ok(), 5)
    expect(attempts[4]?.ran).toBe(false)
    return g
  }

  test('with nothing refused there is nothing to allow', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 4)
    expect(g.allow(1)).toBeUndefined()
  })

  test('allow(1) lets the last refused call run once more, then it is refused again', () => {
    const g = refusedOnce()
    expect(g.allow(1)).toMatchObject({ tool: 'Bash', excerpt: 'cat a', granted: 1 })
    expect(repeat(g, call('cat a'), ok(), 2).map((a) => a.ran)).toEqual([true, false])
  })

  test('allow(n) lets the last refused call run n more times', () => {
    const g = refusedOnce()
    expect(g.allow(3)?.granted).toBe(3)
    expect(repeat(g, call('cat a'), ok(), 4).map((a) => a.ran)).toEqual([true, true, true, false])
  })

  test('the ceiling is twice blockAt', () => {
    expect(guardWith({ blockAt: 5 }).allowCeiling()).toBe(10)
    expect(guardWith({ warnAt: 3, blockAt: 8 }).allowCeiling()).toBe(16)
  })

  test('allow never lets a chain run past the ceiling, whatever is asked', () => {
    const g = refusedOnce()
    const ceiling = g.allowCeiling()
    const grant = g.allow(1000)
    expect(grant?.ceiling).toBe(ceiling)
    const attempts = repeat(g, call('cat a'), ok(), 30)
    const ranInAll = 4 + attempts.filter((a) => a.ran).length
    expect(ranInAll).toBe(ceiling)
  })

  test('once the ceiling is reached, allow grants nothing', () => {
    const g = refusedOnce()
    g.allow(1000)
    repeat(g, call('cat a'), ok(), 30)
    expect(g.allow(1)?.granted).toBe(0)
    expect(attempt(g, call('cat a'), ok()).ran).toBe(false)
  })

  test('allow applies to the most recently refused call only', () => {
    const g = guardWith({ warnAt: 2, blockAt: 3, abortAfter: 0 })
    expect(repeat(g, call('cat a'), ok(), 3).map((a) => a.ran)).toEqual([true, true, false])
    expect(repeat(g, call('cat b'), ok('=b'), 3).map((a) => a.ran)).toEqual([true, true, false])
    expect(g.allow(1)?.excerpt).toBe('cat b')
    expect(attempt(g, call('cat a'), ok()).ran).toBe(false)
    expect(attempt(g, call('cat b'), ok('=b')).ran).toBe(true)
  })
})

describe('allow after the turn ended', () => {
  test('allow reaches the call whose refusals ended the turn, after the turn was aborted', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 7) // three refusals end the turn
    g.turnEnded('main', true)
    expect(g.allow(1)).toMatchObject({ tool: 'Bash', excerpt: 'cat a', granted: 1 })
  })

  test("the allowance applies to that exact call in the next turn, once its chain is refused again", () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 7)
    g.turnEnded('main', true)
    g.allow(1)
    g.personPrompt()
    expect(repeat(g, call('cat a'), ok(), 6).map((a) => a.ran)).toEqual([true, true, true, true, true, false])
  })

  test('the allowance after the turn ended is under the same ceiling', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 7)
    g.turnEnded('main', true)
    expect(g.allow(1000)?.granted).toBe(g.allowCeiling() - 4)
  })
})

// ---- pause and status ------------------------------------------------------------------------

describe('pause', () => {
  test('a paused guard says and refuses nothing', () => {
    const g = guardWith()
    g.setPaused(true)
    expect(quiet([...repeat(g, call('ls /x'), failed(), 10), ...repeat(g, call('rm a'), refused, 3)])).toBe(true)
    expect(g.size().agents).toBe(0)
  })

  test('pausing forgets the chains, and resuming starts from zero', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 4)
    g.setPaused(true)
    g.setPaused(false)
    expect(repeat(g, call('cat a'), ok(), 3).map(said)).toEqual([[], [], ['warn:repeat']])
  })
})

describe('status', () => {
  test('is empty while all is well', () => {
    const g = guardWith()
    expect(g.status()).toBeUndefined()
    attempt(g, call('cat a'), ok())
    attempt(g, call('cat b'), ok('=b'))
    expect(g.status()).toBeUndefined()
  })

  test('names the tool and the count of the longest live chain', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 2)
    repeat(g, call('x', { tool: 'Grep' }), ok('=g'), 2)
    attempt(g, call('x', { tool: 'Grep' }), ok('=g'))
    expect(g.status()).toMatch(/^Grep ×3\b/)
  })

  test('says what repeats: the same failure', () => {
    const g = guardWith()
    repeat(g, call('npm test'), failed('1 test failed'), 2)
    expect(g.status()).toBe('Bash ×2 · same failure')
  })

  test('says what repeats and that the model was warned', () => {
    const g = guardWith()
    repeat(g, call('a', { tool: 'Read' }), ok(), 3)
    expect(g.status()).toBe('Read ×3 · same output · warned')
  })

  test('says when the call was refused', () => {
    const g = guardWith({ abortAfter: 0 })
    repeat(g, call('cat a'), ok(), 5)
    expect(g.status()).toBe('Bash ×5 · refused')
  })

  test('says when the turn was ended', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 7)
    expect(g.status()).toBe('Bash ×7 · turn ended')
  })

  test('names a cycle by the tools going round', () => {
    const g = guardWith()
    for (let r = 0; r < 3; r++) for (const t of ['Grep', 'Read']) attempt(g, call(`x ${t}`, { tool: t }), ok(`=${t}`))
    expect(g.status()).toBe('Grep → Read ×3 · cycle · warned')
  })

  test('says when the same call keeps being refused by others', () => {
    const g = guardWith()
    repeat(g, call('rm -rf build'), refused, 2)
    expect(g.status()).toBe('Bash ×2 · refused each time · warned')
  })

  test('says when the guard is paused and how to resume it', () => {
    const g = guardWith()
    g.setPaused(true)
    expect(g.status()).toMatch(/paused.*\/loop-guard on/)
  })

  test("is empty again after a person's prompt", () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 7)
    g.personPrompt()
    expect(g.status()).toBeUndefined()
  })
})

// ---- wording and bounds ----------------------------------------------------------------------

describe('the debug line', () => {
  test('names the action, the tool, the count, the loop and the rule', () => {
    const g = guardWith({ abortAfter: 0 })
    const fifth = repeat(g, call('cat a'), ok(), 5)[4]
    expect(fifth?.before[0]?.debug).toBe('loop-guard: block Bash ×5 main repeat identical call refused')
  })
})

describe('what the model reads', () => {
  test('every text for the model starts with "loop-guard:", whatever the rule', () => {
    const g = guardWith({ abortAfter: 0 })
    const texts: string[] = []
    const rules = new Set<string>()
    const keep = (a: Attempt): void => {
      for (const i of a.all) {
        rules.add(i.rule)
        if (i.modelText !== undefined) texts.push(i.modelText)
      }
    }
    repeat(g, call('ls /x'), failed(), 6).forEach(keep) // repeated-failure, repeat tiers, refusal
    ;['/a', '/b', '/c'].forEach((p) => keep(attempt(g, call(`cat ${p}`), failed('EACCES')))) // rotating arguments
    repeat(g, call('rm a'), refused, 2).forEach(keep) // refused twice
    for (let r = 0; r < 4; r++) for (const k of ['a', 'b']) keep(attempt(g, call(`cycle ${k}`, { tool: 'Read' }), ok(`=${k}`)))
    for (let fix = 0; fix < 4; fix++) {
      if (fix > 0) keep(attempt(g, call(`sed -i fix${fix} a.py`), wrote())) // three different edits
      keep(attempt(g, call('pytest'), failed('AssertionError: 20 != 30')))
    }
    expect([...rules].sort()).toEqual(['cycle', 'refused-twice', 'repeat', 'repeated-failure', 'rotating-arguments', 'unmoved-error'])
    for (const t of texts) expect(t.startsWith('loop-guard:'), t).toBe(true)
  })
})

/** The caps: loops (main plus 32 others), and per loop each rule's memory and the guard's own maps. */
const CAPS = { loops: 33, perLoop: { repeat: 64, 'repeated-failure': 128, cycle: 16 + 8, 'unmoved-error': 64, 'rotating-arguments': 8, 'refused-twice': 64, held: 64, calls: 64, flagged: 64 } }

function expectWithinCaps(g: Guard): void {
  const size = g.size()
  expect(size.agents).toBeLessThanOrEqual(CAPS.loops)
  for (const [memory, cap] of Object.entries(CAPS.perLoop)) expect(size[memory as keyof typeof size], memory).toBeLessThanOrEqual(size.agents * cap)
  expect(g.stats.topRepeats.size).toBeLessThanOrEqual(64)
}

describe('bounded state', () => {
  test('state stays bounded after 100,000 distinct calls on many loops', () => {
    const g = guardWith()
    for (let i = 0; i < 100_000; i++) {
      const c = call(`cmd ${i}`, { agent: i % 7 === 0 ? 'main' : `agent-${i % 300}` })
      attempt(g, c, i % 2 === 0 ? failed(`error ${i}`) : ok(`=out ${i}`))
    }
    expectWithinCaps(g)
  })

  test('state stays bounded after 100,000 calls that repeat, fail and get refused on many loops', () => {
    const g = guardWith({ abortAfter: 0 })
    for (let i = 0; i < 100_000; i++) {
      const c = call(`cmd ${Math.floor(i / 6)}`, { agent: i % 5 === 0 ? 'main' : `agent-${Math.floor(i / 40) % 100}` })
      attempt(g, c, i % 3 === 0 ? failed('same error') : ok())
      if (i % 11 === 0) attempt(g, call(`rm ${i}`), refused)
    }
    expectWithinCaps(g)
  })

  test('the main loop is kept however many subagents come and go', () => {
    const g = guardWith()
    repeat(g, call('cat a'), ok(), 2)
    for (let i = 0; i < 200; i++) attempt(g, call('cat a', { agent: `agent-${i}` }), ok())
    expect(said(attempt(g, call('cat a'), ok()))).toEqual(['warn:repeat'])
  })
})

// ---- properties ---------------------------------------------------------------------------

const settingsArb = fc
  .record({
    warnAt: fc.integer({ min: 2, max: 6 }),
    extra: fc.integer({ min: 0, max: 5 }),
    abortAfter: fc.integer({ min: 0, max: 4 }),
    mode: fc.constantFrom('enforce', 'advise', 'observe'),
  })
  .map(({ warnAt, extra, abortAfter, mode }): RawOptions => ({ warnAt, blockAt: extra === 0 ? 0 : warnAt + extra, abortAfter, mode }))

const anyOutcome: fc.Arbitrary<Outcome> = fc.oneof(
  fc.record({ kind: fc.constant('success' as const), fingerprint: fc.constantFrom('=a', '=b', '=c'), isReadOnly: fc.boolean() }).map((o) => ({ ...o, looseFingerprint: o.fingerprint })),
  fc.record({ kind: fc.constant('failure' as const), fingerprint: fc.constantFrom('=e1', '=e2'), firstLine: fc.constantFrom('e1', 'e2') }).map((o) => ({ ...o, looseFingerprint: o.fingerprint })),
  fc.constant(refused),
  fc.constant(interrupted),
  fc.constant(ignored),
)

/** A verdict with what the property compares: who acted, under which rule, at which count. */
const verdict = (a: Attempt): string[] => a.all.map((i) => `${i.action}:${i.rule}:${i.count}${i.modelText === undefined ? '' : '+text'}`)

describe('properties', () => {
  test('a wordless guard never reads a call\'s excerpt, through a refusal and an ended turn', () => {
    const reads = { count: 0 }
    const counted = (key: string): CallInfo => ({
      agent: 'main',
      tool: 'Bash',
      key,
      get excerpt() {
        reads.count++
        return key
      },
    })
    const wordless = new Guard(readSettings({}).settings, { words: false })
    const all = Array.from({ length: 12 }, () => attempt(wordless, counted('Bash ls /nope'), failed()).all)
    expect(all.flat().map((i) => i.action)).toEqual(expect.arrayContaining(['note', 'warn', 'block', 'abort']))
    expect(reads.count).toBe(0)
  })

  test('a wordless guard (the audit\'s) decides every call as a worded one does, and words nothing', () => {
    const step = fc.record({ key: fc.constantFrom('a', 'b', 'c'), outcome: anyOutcome, prompt: fc.boolean() })
    fc.assert(
      fc.property(settingsArb, fc.array(step, { maxLength: 40 }), (raw, steps) => {
        const settings = readSettings(raw).settings
        const worded = new Guard(settings)
        const wordless = new Guard(settings, { words: false })
        for (const s of steps) {
          if (s.prompt && s.key === 'c') {
            worded.personPrompt()
            wordless.personPrompt()
          }
          const said = attempt(worded, call(s.key), s.outcome).all
          const done = attempt(wordless, call(s.key), s.outcome).all
          expect(done.map(({ action, rule, count, agent, tool }) => ({ action, rule, count, agent, tool }))).toEqual(said.map(({ action, rule, count, agent, tool }) => ({ action, rule, count, agent, tool })))
          for (const i of done) expect([i.modelText, i.toast, i.debug, i.excerpt]).toEqual([undefined, undefined, '', ''])
        }
        expect(wordless.stats).toEqual(worded.stats)
      }),
      { numRuns: 300 },
    )
  })

  test('interleaved transparent calls change nothing in the verdicts on a run of identical calls', () => {
    const transparentCall = fc.record({
      tool: fc.constantFrom('TodoWrite', 'todowrite', 'TaskUpdate', 'TASKLIST'),
      key: fc.constantFrom('t1', 't2', 't3'),
      outcome: anyOutcome,
    })
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: 1, max: 16 }),
        fc.constantFrom<Outcome>(ok(), wrote(), failed()),
        fc.array(fc.array(transparentCall, { maxLength: 4 }), { minLength: 16, maxLength: 16 }),
        fc.boolean(),
        (raw, n, outcome, gaps, withSteps) => {
          const c = (i: number): CallInfo => call('same', withSteps ? { step: `s${i}` } : {})
          const plain = guardWith(raw)
          const alone = Array.from({ length: n }, (_, i) => verdict(attempt(plain, c(i), outcome)))
          const mixed = guardWith(raw)
          const interleaved = Array.from({ length: n }, (_, i) => {
            for (const t of gaps[i] ?? []) expect(attempt(mixed, call(t.key, { tool: t.tool }), t.outcome).all).toEqual([])
            return verdict(attempt(mixed, c(i), outcome))
          })
          expect(interleaved).toEqual(alone)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('read-only calls with new outputs between the runs of a chain change nothing in its verdicts', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: 1, max: 14 }),
        fc.constantFrom<Outcome>(ok(), wrote(), failed()),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 14, maxLength: 14 }),
        (raw, n, outcome, gaps) => {
          const plain = guardWith(raw)
          const alone = Array.from({ length: n }, () => verdict(attempt(plain, call('same'), outcome)))
          const mixed = guardWith(raw)
          let fresh = 0
          const interleaved = Array.from({ length: n }, (_, i) => {
            for (let j = 0; j < (gaps[i] ?? 0); j++, fresh++) attempt(mixed, call(`read ${fresh}`, { tool: 'Read' }), ok(`=new ${fresh}`))
            return verdict(attempt(mixed, call('same'), outcome))
          })
          expect(interleaved).toEqual(alone)
        },
      ),
      { numRuns: 300 },
    )
  })

  test('no number of read-only or failed calls of other keys lets a refused call run', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.integer({ min: 0, max: 40 }), fails: fc.boolean() }), { maxLength: 80 }), (others) => {
        const g = guardWith({ abortAfter: 0 })
        repeat(g, call('same'), ok(), 5)
        for (const o of others) attempt(g, call(`other ${o.key}`, { tool: 'Grep' }), o.fails ? failed(`no ${o.key}`) : ok(`=hits ${o.key}`))
        expect(attempt(g, call('same'), ok()).ran).toBe(false)
      }),
      { numRuns: 200 },
    )
  })

  test('polling whose every outcome differs never draws any intervention', () => {
    const poll = fc.record({
      loop: fc.constantFrom('main', 'agent-1'),
      key: fc.constantFrom('status', 'tail log', 'gh run view'),
      kind: fc.constantFrom('success', 'failure'),
      isReadOnly: fc.boolean(),
      step: fc.option(fc.constantFrom('r1', 'r2', 'r3'), { nil: undefined }),
    })
    fc.assert(
      fc.property(settingsArb, fc.array(poll, { maxLength: 60 }), (raw, polls) => {
        const g = guardWith(raw)
        polls.forEach((p, i) => {
          const outcome: Outcome = p.kind === 'success' ? ok(`=output ${i}`, p.isReadOnly) : failed(`error ${i}`)
          const c = call(p.key, { agent: p.loop, ...(p.step !== undefined ? { step: p.step } : {}) })
          expect(attempt(g, c, outcome).all).toEqual([])
        })
      }),
      { numRuns: 300 },
    )
  })

  test('any sequence of calls keeps the state under its caps', () => {
    const anyCall = fc.record({ loop: fc.integer({ min: 0, max: 60 }), key: fc.integer({ min: 0, max: 300 }), outcome: anyOutcome })
    fc.assert(
      fc.property(settingsArb, fc.array(anyCall, { maxLength: 600 }), (raw, calls) => {
        const g = guardWith(raw)
        for (const c of calls) {
          attempt(g, call(`k${c.key}`, { agent: c.loop === 0 ? 'main' : `agent-${c.loop}` }), c.outcome)
        }
        expectWithinCaps(g)
      }),
      { numRuns: 100 },
    )
  })

  const anyLoop = fc.constantFrom('main', 'agent-1', 'agent-2')
  const anyCallEvent = fc.record({ type: fc.constant('call' as const), loop: anyLoop, tool: fc.constantFrom('Bash', 'Read', 'TodoWrite', 'Edit'), key: fc.constantFrom('a', 'b', 'c'), step: fc.option(fc.constantFrom('r1', 'r2'), { nil: undefined }), outcome: anyOutcome, runRefused: fc.boolean() })
  const anyEvent = fc.oneof(
    { weight: 8, arbitrary: anyCallEvent },
    fc.record({ type: fc.constant('personPrompt' as const) }),
    fc.record({ type: fc.constant('turnEnded' as const), loop: anyLoop, aborted: fc.boolean() }),
    fc.record({ type: fc.constant('compacted' as const), loop: anyLoop }),
    fc.record({ type: fc.constant('forgetAll' as const) }),
    fc.record({ type: fc.constant('newSession' as const) }),
    fc.record({ type: fc.constant('allow' as const), times: fc.integer({ min: -3, max: 50 }) }),
    fc.record({ type: fc.constant('pause' as const), paused: fc.boolean() }),
  )

  /** Sends one drawn event to the guard; every note and refusal the model would read must be ours. */
  const send = (g: Guard, e: typeof anyEvent extends fc.Arbitrary<infer E> ? E : never): void => {
    switch (e.type) {
      case 'call': {
        const c = call(e.key, { agent: e.loop, tool: e.tool, ...(e.step !== undefined ? { step: e.step } : {}) })
        const before = g.beforeCall(c)
        const after = e.runRefused || !before.some((i) => i.action === 'block') ? g.afterCall(c, e.outcome) : []
        for (const i of [...before, ...after]) if (i.modelText !== undefined) expect(i.modelText.startsWith('loop-guard:')).toBe(true)
        break
      }
      case 'personPrompt':
        g.personPrompt()
        break
      case 'turnEnded':
        g.turnEnded(e.loop, e.aborted)
        break
      case 'compacted':
        g.compacted(e.loop)
        break
      case 'forgetAll':
        g.forgetAll()
        break
      case 'newSession':
        g.newSession()
        break
      case 'allow':
        g.allow(e.times)
        break
      case 'pause':
        g.setPaused(e.paused)
        break
    }
  }

  test('the guard never throws, whatever the sequence of calls, outcomes and resets', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(anyEvent, { maxLength: 120 }), (raw, events) => {
        const g = guardWith(raw)
        for (const e of events) {
          send(g, e)
          g.status()
          g.size()
        }
      }),
      { numRuns: 500 },
    )
  })

  test('the status line, worked out only after a call leaves something live, misses no live loop', () => {
    // calls of one loop going round with the same outcomes, mostly successes, so that cycles form too
    const roundCall = fc.tuple(anyCallEvent, fc.boolean()).map(([e, ran]) => ({ ...e, loop: 'main' as const, outcome: ran ? ok(`=${e.key}`, e.tool === 'Read') : e.outcome }))
    const rounds = fc.tuple(fc.array(roundCall, { minLength: 2, maxLength: 3 }), fc.integer({ min: 1, max: 4 })).map(([round, times]) => Array.from({ length: times }, () => round).flat())
    fc.assert(
      fc.property(settingsArb, fc.array(fc.oneof(anyEvent.map((e) => [e]), rounds), { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), (raw, runs, every) => {
        const g = guardWith(raw)
        runs.flat().forEach((e, i) => {
          send(g, e)
          if (i % every !== 0) return
          const shown = g.status()
          g['mayShowStatus'] = true // as if every loop were looked at
          expect(g.status()).toBe(shown)
        })
      }),
      { numRuns: 500 },
    )
  })
})
