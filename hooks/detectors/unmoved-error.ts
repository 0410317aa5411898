/**
 * `unmoved-error`: the same check failing with the same error after several different
 * edits, each tried in turn: the fixes are not reaching the cause.
 *
 * Per call, a streak of one error judged `similar` (judge.ts: numbers aside, but not counts,
 * nor a source line with no code shown): an edit moves the line numbers of the tracebacks below it, and a randomised check prints other values
 * each run, yet the error stands; a test that got fixed leaves its name out of the output,
 * so a moved error still reads differently. The strict one would fire on next to nothing
 * real (0 times in the research corpus, against 1 stuck fix loop found by the loose one). A run of the check counts as a fix that did not move the
 * error when it fails the same way and at least one successful edit it had not seen in
 * this streak (progress by another call key) came since its previous run: the same edit
 * made again is no new fix. At `UNMOVED_FIXES` such runs, one note per streak that steps
 * back; never a refusal (the edits were real work). A success of the check, another
 * error, or an error that says nothing but its exit status, ends the streak.
 */
import * as say from '../advice.js'
import { SAYS_NOTHING, similarRun, situation } from './detector.js'
import type { Detector, Signed } from './detector.js'
import { remember } from '../bounded.js'

/** Different edits, each followed by the same failure, before the note. */
export const UNMOVED_FIXES = 3

/** `run`: the streak's latest run, judged against the check's next failure. */
type Streak = { run: Signed; firstLine: string; edits: string[]; newEdit: boolean; fixes: number; noted: boolean }

const MAX_STREAKS = 64
const EDITS_REMEMBERED = 16

export const unmovedError: Detector<Map<string, Streak>> = {
  rule: 'unmoved-error',
  fresh: () => new Map(),
  size: (streaks) => streaks.size,

  after(streaks, ran) {
    const { call } = ran
    if (ran.progress && streaks.size > 0) {
      streaks.forEach((streak, key) => {
        if (key === call.key || streak.edits.includes(call.key)) return
        streak.edits.push(call.key)
        if (streak.edits.length > EDITS_REMEMBERED) streak.edits.shift()
        streak.newEdit = true
      })
    }
    if (!ran.failed || ran.error === undefined || SAYS_NOTHING.test(ran.error)) {
      streaks.delete(call.key)
      return undefined
    }
    const streak = streaks.get(call.key)
    if (streak === undefined || !similarRun(streak.run, ran)) {
      remember(streaks, call.key, { run: ran, firstLine: ran.error, edits: [], newEdit: false, fixes: 0, noted: false }, MAX_STREAKS)
      return undefined
    }
    if (streak.newEdit) streak.fixes++
    streak.newEdit = false
    streak.run = ran
    streak.firstLine = ran.error
    remember(streaks, call.key, streak, MAX_STREAKS)
    if (streak.noted || streak.fixes < UNMOVED_FIXES) return undefined
    streak.noted = true
    const s = situation(call, streak.fixes, streak.firstLine)
    return { rule: 'unmoved-error', action: 'note', situation: s, words: () => say.unmovedErrorNote(s), reason: `same error after ${streak.fixes} different edits`, keys: [call.key] }
  },
}
