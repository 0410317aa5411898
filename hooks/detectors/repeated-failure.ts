/**
 * `repeated-failure`: the same call failed with an error it already had.
 *
 * Per call, the last three distinct errors (judged `similar`, judge.ts: a note may be
 * generous with numbers, never with counts or a moved source line); the note comes when one of them reaches `failureNoteAt`,
 * once per streak. A success of the call clears its record; progress elsewhere does
 * not, but renews the streak: a test re-run after an edit that fails the same way is
 * told (again) that its fix did not change the error.
 */
import * as say from '../advice.js'
import { similarRun, situation } from './detector.js'
import type { Detector, Signed } from './detector.js'
import { remember } from '../bounded.js'

/** `run`: the error's latest run, judged against the next failure of the call. */
type Failures = { errors: { run: Signed; firstLine: string; count: number }[]; noted: boolean }

const MAX_RECORDS = 128
const ERRORS_REMEMBERED = 3

export const repeatedFailure: Detector<Map<string, Failures>> = {
  rule: 'repeated-failure',
  fresh: () => new Map(),
  size: (records) => records.size,

  after(records, ran, settings) {
    const { call } = ran
    if (ran.progress && records.size > 0) records.forEach((record) => (record.noted = false)) // the world changed: a failure that stands is worth saying again
    if (!ran.failed || ran.error === undefined) {
      records.delete(call.key)
      return undefined
    }
    const record = records.get(call.key) ?? { errors: [], noted: false }
    const at = record.errors.length === 0 ? -1 : record.errors.findIndex((e) => similarRun(e.run, ran))
    const last = at >= 0 ? record.errors.splice(at, 1)[0]! : { run: ran, firstLine: ran.error, count: 0 }
    last.count++
    last.run = ran
    last.firstLine = ran.error
    record.errors.push(last)
    if (record.errors.length > ERRORS_REMEMBERED) record.errors.shift()
    remember(records, call.key, record, MAX_RECORDS)
    if (record.noted || last.count < settings.failureNoteAt) return undefined
    record.noted = true
    const s = situation(call, last.count, last.firstLine)
    const recurring = record.errors.length > 1
    return {
      rule: 'repeated-failure',
      action: 'note',
      situation: s,
      words: recurring ? () => say.recurringFailureNote(s) : () => say.repeatedFailureNote(s),
      reason: recurring ? 'error seen before' : 'same error again',
      keys: [call.key],
    }
  },
}
