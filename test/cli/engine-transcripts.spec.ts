// Specification of how the audit reads what the pinned engine writes when loop-guard was on:
// transcripts Claude Code 2.1.332 wrote (test/fixtures/engine/, README there) set against
// loop-guard's own debug lines of the same sessions. A person's prompt typed at the terminal
// (recorded as origin "human") is a person's; a result behind loop-guard's pointer is read as
// the tool's own output; loop-guard's refusals are its own, not a person's or a rule's; and
// the session is reported as one the guard was on in, with what it did there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { humanSession, jsonSession } from '../../cli/report.js'
import type { RecordedCall, TranscriptEvent } from '../../cli/transcripts.js'
import { trySessions } from '../../cli/suggest.js'
import { readSettings } from '../../hooks/options.js'
import { REPO } from './fixtures.js'
import { auditInterventions, auditTranscript, modInterventions, modPointers } from './mod-lines.js'

const FIXTURES = join(REPO, 'test', 'fixtures', 'engine')
const transcript = (name: string): string => join(FIXTURES, `${name}.jsonl`)
const debugLines = (name: string): string => readFileSync(join(FIXTURES, `${name}.debug.txt`), 'utf8')
const callsOf = (events: TranscriptEvent[]): RecordedCall[] => events.filter((e): e is RecordedCall => e.kind === 'call')
const guardDid = (events: TranscriptEvent[]) => events.flatMap((e) => (e.kind === 'guard' ? [`${e.did} #${e.index + 1}`] : []))

describe.each(['headless-pointer', 'headless-denied', 'interactive-prompts'])('the engine transcript %s', (name) => {
  test("the replay's interventions are the mod's debug lines, call by call, in order", async () => {
    const { audit, problems } = await auditTranscript(transcript(name))
    expect(problems).toEqual({ unreadable: [], partlyRead: [] })
    expect(auditInterventions(audit)).toEqual(modInterventions(debugLines(name)))
  })

  test('the outputs the replay would point at are as many as the mod pointed at', async () => {
    const { audit } = await auditTranscript(transcript(name))
    expect(audit.notReread?.calls).toBe(modPointers(debugLines(name)))
  })

  test('what the transcript shows loop-guard did adds up to its debug lines', async () => {
    const { audit } = await auditTranscript(transcript(name))
    const lines = modInterventions(debugLines(name))
    const count = (action: string): number => lines.filter((l) => l.startsWith(`${action} `)).length
    expect(audit.guardWasOn).toEqual({ advised: count('note') + count('warn'), pointed: modPointers(debugLines(name)), refused: count('block'), endedTurns: count('abort') })
  })
})

describe("a person's prompts typed at the terminal", () => {
  test('each of the three prompts, recorded with origin "human", is read as a person\'s prompt', async () => {
    const { events } = await auditTranscript(transcript('interactive-prompts'))
    expect(readFileSync(transcript('interactive-prompts'), 'utf8').match(/"origin":\{"kind":"human"\}/g)).toHaveLength(3)
    expect(events.filter((e) => e.kind === 'person-prompt')).toHaveLength(3)
  })

  test('each prompt starts the loops afresh: only the refused calls are saved, not the prompts after an ended turn', async () => {
    const { audit } = await auditTranscript(transcript('interactive-prompts'))
    expect(audit.calls).toBe(17)
    expect(audit.saved).toBe(6)
    expect(audit.actions.filter((a) => a.action === 'abort').map((a) => a.index + 1)).toEqual([7, 14])
  })
})

describe("a session recorded behind loop-guard's pointer", () => {
  test("the results the model read as the pointer are read as the tool's own output, the same as the run before", async () => {
    const { events } = await auditTranscript(transcript('headless-pointer'))
    const results = callsOf(events).map((c) => c.result)
    expect(results.map((r) => r?.pointer === true)).toEqual([false, false, true, true, false, false, false])
    for (const r of results.slice(2, 4)) expect(r!.text).toBe(results[0]!.text)
    expect(results[0]!.text).toMatch(/^1\n2\n3\n[\s\S]*\n700$/)
  })

  test('--suggest finds no wrong refusal in it: the output behind the pointer did not change', async () => {
    const { trials } = await trySessions([{ path: transcript('headless-pointer'), parts: [] }], 'claude', readSettings({}).settings)
    expect(trials.filter((t) => t.wrongRefusals > 0)).toEqual([])
    expect(trials.find((t) => t.warnAt === 3 && t.blockAt === 5 && t.abortAfter === 3)!.caught).toBe(1)
  })
})

describe("loop-guard's own refusals and ended turns", () => {
  test('a call loop-guard refused comes without a result, never as a permission refusal', async () => {
    const { events } = await auditTranscript(transcript('headless-pointer'))
    const calls = callsOf(events)
    expect(calls.map((c) => c.result === undefined)).toEqual([false, false, false, false, true, true, false])
    expect(calls.some((c) => c.result?.permissionDenied === true && !c.result.aborted)).toBe(false)
  })

  test('what the guard did is read at its calls: notes, pointers, refusals, and the ended turn at the call it ended on', async () => {
    const { events } = await auditTranscript(transcript('headless-pointer'))
    expect(guardDid(events)).toEqual(['pointed #3', 'advised #3', 'pointed #4', 'advised #4', 'refused #5', 'refused #6', 'refused #7', 'ended-turn #7'])
  })

  test('refusals by a settings rule stay permission refusals beside the ones loop-guard made', async () => {
    const { events } = await auditTranscript(transcript('headless-denied'))
    const calls = callsOf(events)
    expect(calls.slice(0, 4).map((c) => c.result?.permissionDenied)).toEqual([true, true, true, true])
    expect(calls.slice(4, 6).map((c) => c.result)).toEqual([undefined, undefined])
  })
})

describe('the report of a session recorded with loop-guard on', () => {
  test('says loop-guard was on and what it did, above what the replay finds', async () => {
    const { audit } = await auditTranscript(transcript('headless-pointer'))
    expect(humanSession(audit).split('\n').slice(1, 3)).toEqual([
      '  loop-guard was on: 2 notes to the model, 2 outputs replaced by a pointer, 3 calls refused, 1 turn ended',
      '  Bash `seq 1 700` ×7 in main: identical calls, identical results',
    ])
  })

  test('--json gives the same counts as guardWasOn', async () => {
    const { audit } = await auditTranscript(transcript('headless-pointer'))
    expect(JSON.parse(jsonSession(audit)).guardWasOn).toEqual({ advised: 2, pointed: 2, refused: 3, endedTurns: 1 })
  })

  test('a session recorded without loop-guard says nothing of it', async () => {
    const { audit } = await auditTranscript(join(REPO, 'samples', 'claude-code', 'c5d72784-7ecd-443a-a044-a78534bd0455.jsonl'))
    expect(audit.guardWasOn).toBeUndefined()
    expect(humanSession(audit)).not.toContain('loop-guard was on')
  })
})
