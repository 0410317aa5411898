/**
 * Every word loop-guard says: notes and refusals the model reads, toasts, the status
 * line, debug lines and the `/loop-guard` report.
 *
 * Contract: what the model reads starts with `loop-guard:`, says what happened (the
 * tool, the count, the error's first line) and what to do instead, briefly and
 * calmly; the error and the arguments are quoted as JSON strings, labelled as the
 * tool's or the call's; the advice fits the loop (a poll, a failed edit, a missing file,
 * a refused call, a fetch error, a bad argument) and is generic otherwise. Toasts are one
 * line of at most TOAST_WIDTH characters that names the tool, what was done and how to
 * overrule it, in that order of importance. Transcript rows (dim, never sent to the
 * model) say that loop-guard refused a call, ended the turn or ended a response (a text
 * loop), why, and how to overrule it. The engine prefixes toasts and rows with the plugin's
 * name, so they do not; what they quote passes through `printable`. `isGuardRefusal(text)`
 * knows a refusal's text again (the audit reads it in transcripts), `isGuardNote(text)` a note's.
 * `RULE_WORDS` is the one table of what each rule saw in people's words (toasts, the audit).
 */
import { jsonQuoted, printable } from './safe-text.js'
import { thousands } from './tokens.js'
import type { Rule } from './vocabulary.js'

/** What the wording needs to know about the repeated call. */
export type Situation = {
  tool: string
  excerpt: string
  /** How many identical calls (or cycle rounds) so far, this one included. */
  count: number
  /** The first line of the error when the call fails; undefined when it succeeds. */
  error?: string
}

const ORDINALS = ['zeroth', 'first', 'second', 'third']
const ordinal = (n: number): string => ORDINALS[n] ?? `${n}th`
const times = (n: number): string => (n === 2 ? 'twice' : `${n} times`)
// What the model reads from a tool or its arguments is a JSON string (safe-text.ts): it cannot close
// our quote, open a tag or start a line in our voice, and the label says whose words it holds.
const call = (s: Situation): string => `${s.tool} call${s.excerpt !== '' ? ` with arguments ${jsonQuoted(s.excerpt)}` : ''}`
const quoted = (error: string): string => `the tool printed (as a JSON string): ${jsonQuoted(error)}`
// What the person reads (rows, toasts) quotes plainly: it is no prompt, and `printable` keeps it inert.
const shownCall = (s: Situation): string => `${s.tool} call${s.excerpt !== '' ? ` (\`${s.excerpt}\`)` : ''}`
const shownResult = (s: Situation): string => (s.error !== undefined ? `, failing each time with "${s.error}"` : ', with the same result each time')

/** Tools and commands that wait on something else: repeating them is polling. */
const POLL_TOOLS = /^(?:BashOutput|TaskOutput|KillShell|Monitor)$/i
const POLL_COMMAND =
  /\b(?:sleep|watch|wait|poll|ps|tail|curl|wget|jobs|gh (?:run|pr checks)|kubectl (?:get|rollout status|describe)|docker (?:ps|logs|inspect)|systemctl status)\b/

const EDIT_TOOLS = /^(?:Edit|MultiEdit|NotebookEdit|str_replace_editor|str_replace_based_edit_tool)$/i
const EDIT_MISMATCH = /String to replace not found|not found in file|did not appear verbatim|No replacement was performed|old_str[^\n]* not found/i
const NOT_READ_YET = /has not been read yet|modified since read/i
const MISSING_FILE = /File does not exist|No such file or directory|ENOENT|does not exist|cannot find the path|not found$/i
const FETCH_FAILURE = /\b(?:40[0-9]|41[0-9]|5\d\d)\b|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|getaddrinfo|Unable to fetch|Failed to fetch|status code/i
const BAD_ARGUMENTS = /InputValidationError|expected as '[^']+' but provided|invalid_type|Invalid input|Required parameter|required parameter [^\n]* is missing/i
/** The excerpt of a call with no arguments: its canonical arguments are an empty object. */
const EMPTY_ARGUMENTS = /^(?:\{\})?$/

/** What a poll fails with while the thing it waits for is not up yet. */
const NOT_UP_YET = /ECONNREFUSED|Connection refused|Failed to connect|Couldn't connect|could not connect|connection reset|\b50[234]\b|Service Unavailable|Bad Gateway|timed out|not ready|starting up/i

const isPoll = (s: Situation): boolean => POLL_TOOLS.test(s.tool) || (/^bash$/i.test(s.tool) && POLL_COMMAND.test(s.excerpt))

/** What to do instead, fitted to the kind of loop. */
export function adviceFor(s: Situation): string {
  const error = s.error
  if (error === undefined) {
    if (isPoll(s)) {
      return 'The output has not changed: instead of polling again, wait once with a single blocking command (or the Monitor tool) for what you expect, or move on to other work.'
    }
    return 'You already have this output: use it instead of running the call again, or change what you run.'
  }
  if (isPoll(s) && NOT_UP_YET.test(error)) {
    return 'It is not up yet: instead of polling again, wait once with a single blocking command (one that retries until it answers, with a time limit) or the Monitor tool, or move on to other work.'
  }
  if (NOT_READ_YET.test(error)) return 'Read the file (again) first, then make the edit against its current content.'
  if (EDIT_TOOLS.test(s.tool) && EDIT_MISMATCH.test(error)) {
    return 'Read the file again and copy the exact current text before editing; the text you are replacing is not there as written.'
  }
  if (BAD_ARGUMENTS.test(error) && EMPTY_ARGUMENTS.test(s.excerpt)) {
    return 'The call arrived with no arguments at all: most often the response ran out of output tokens inside a large argument (a whole file). Write it in smaller parts (a short Write, then Edits that add the rest) or send a shorter command.'
  }
  if (BAD_ARGUMENTS.test(error)) return "Fix the arguments to match the tool's schema (types and required fields) instead of resending them."
  if (MISSING_FILE.test(error)) return 'Find the right path first (Glob, or ls on the parent folder) instead of guessing it again.'
  if (/^web ?fetch$/i.test(s.tool) || FETCH_FAILURE.test(error)) {
    return 'The resource is not there or not reachable: do not fetch it again; look for another source or ask the user.'
  }
  return 'Re-read the error, question the assumption behind the call, then try a different approach or ask the user.'
}

const withError = (s: Situation): string => (s.error !== undefined ? `, failing the same way each time; ${quoted(s.error)}` : ', with the same result each time')

// ---- what the model reads -------------------------------------------------------

/** The second identical failure of one exact call. */
export function repeatedFailureNote(s: Situation & { error: string }): string {
  return (
    `loop-guard: this exact ${call(s)} failed the same way ${times(s.count)}; ${quoted(s.error)}. ` +
    `Do not run it a ${ordinal(s.count + 1)} time. ${adviceFor(s)}`
  )
}

/** A failure whose error this exact call has had before, with other errors between. */
export function recurringFailureNote(s: Situation & { error: string }): string {
  return `loop-guard: this exact ${call(s)} has failed with this error before; ${quoted(s.error)}. Do not run it again unchanged. ${adviceFor(s)}`
}

/** The advisory tiers for a chain of identical calls: 1 first, 2 firmer, 3 firmest (reused). */
export function chainAdvisory(s: Situation, tier: 1 | 2 | 3, nextIsRefused: boolean): string {
  if (tier === 1) return `loop-guard: this is the ${ordinal(s.count)} identical ${call(s)}${withError(s)}. ${adviceFor(s)}`
  if (tier === 2) {
    const consequence = nextIsRefused ? 'The next identical call will be refused.' : 'Repeating it will not change the result.'
    return `loop-guard: ${s.count} identical ${call(s).replace(' call', ' calls')}${withError(s)}. ${consequence} ${adviceFor(s)}`
  }
  return `loop-guard: ${s.count} identical ${call(s).replace(' call', ' calls')}${withError(s)}. Stop repeating it. ${adviceFor(s)}`
}

/** A cycle of calls that keeps coming back with the same results. */
export function cycleAdvisory(tools: readonly string[], rounds: number, tier: 1 | 2 | 3, nextIsRefused = false): string {
  const firmness =
    tier === 1 ? 'Going round again will not change them.' : `Stop and break the cycle.${tier === 2 && nextIsRefused ? ' The next round will be refused.' : ''}`
  return (
    `loop-guard: you are going round in a cycle (${tools.join(' → ')}), ${rounds} rounds with the same results each time. ` +
    `${firmness} Step back: re-read the results you already have, question the assumption behind the cycle, then take a different approach or ask the user.`
  )
}

/** The same check failing the same way after several different edits: the fixes do not reach the cause. */
export function unmovedErrorNote(s: Situation & { error: string }): string {
  return (
    `loop-guard: this ${call(s)} has failed with the same error (numbers aside) after each of your last ${s.count} different edits; ${quoted(s.error)}. ` +
    'Your fixes are not reaching the cause. Step back before editing again: re-read the whole error and the code it points at, ' +
    'question the assumption behind your fixes (is this the code that runs, the right file, the right cause?), or ask the user.'
  )
}

/** Different arguments, the same error: the argument is not the problem. */
export function rotatingArgumentsNote(s: Situation & { error: string }): string {
  return (
    `loop-guard: ${s.tool} failed ${s.count} times in a row with the same error although the arguments changed; ${quoted(s.error)}. ` +
    `The problem is not the argument: ${adviceFor(s).replace(/^./, (c) => c.toLowerCase())}`
  )
}

/** The same exact call refused twice by the user or a permission rule. */
export function refusedTwiceNote(s: Situation): string {
  return `loop-guard: this exact ${call(s)} was refused twice. Do not retry it; ask the user how to proceed, or do something else.`
}

/** The same exact call refused again and again by the user or a permission rule. */
export function refusedAgainNote(s: Situation, nextIsRefused: boolean): string {
  const consequence = nextIsRefused ? 'loop-guard will refuse the next attempt itself.' : 'Retrying will not change the answer.'
  return `loop-guard: this exact ${call(s)} was refused ${times(s.count)}. ${consequence} Stop retrying it; ask the user how to proceed, or do something else.`
}

const ALLOW = 'If it really must run again, ask the user: they can allow it with /loop-guard allow.'

/** How every refusal `refusal` words begins. */
const REFUSAL_HEAD = 'loop-guard: refused this '

/** Whether a refused call's text (the engine's wrappers taken off) is one of loop-guard's refusals. */
export function isGuardRefusal(text: string): boolean {
  return text.startsWith(REFUSAL_HEAD)
}

/** Whether a hook's context beside a result is one of loop-guard's notes: every text the model reads from us starts so. */
export function isGuardNote(text: string): boolean {
  return text.startsWith('loop-guard: ')
}

/** The text of a `{ deny }`: why this call did not run, in the words of the rule that found the loop. */
export function refusal(s: Situation, rule: Rule = 'repeat', tools: readonly string[] = []): string {
  switch (rule) {
    case 'cycle':
      return (
        `${REFUSAL_HEAD}${call(s)}: it would start round ${s.count} of a cycle (${tools.join(' → ')}) with the same results each time, ` +
        `and nothing else changed since its last run. Step back: re-read the results you already have, then take a different approach. ${ALLOW}`
      )
    case 'refused-twice':
      return `${REFUSAL_HEAD}${call(s)}: it was already refused ${times(s.count - 1)} by the user or a permission rule. Do not retry it; ask the user how to proceed, or do something else.`
    default:
      return `${REFUSAL_HEAD}${call(s)}: it would be the ${ordinal(s.count)} identical call${withError(s)}. ${adviceFor(s)} ${ALLOW}`
  }
}

/**
 * What each rule saw, in people's words: the one table of them. `saw` names it in the audit's
 * loops (the report and the --html page); `detail` in a toast, longest first (a toast takes the
 * longest that fits).
 */
export const RULE_WORDS: Record<Rule, { saw: string; detail: readonly string[] }> = {
  'repeated-failure': { saw: 'the same call failed the same way', detail: ['failed the same way'] },
  repeat: { saw: 'identical calls, identical results', detail: ['identical calls, same result', 'same result'] },
  cycle: { saw: 'calls going round in a cycle', detail: ['rounds of the same cycle', 'rounds of a cycle'] },
  'unmoved-error': { saw: 'the same check failed the same way after different edits', detail: ['edits, the same error after each', 'edits, same error'] },
  'rotating-arguments': { saw: 'the same error with other arguments', detail: ['failures, same error with other arguments', 'one error, new args'] },
  'refused-twice': { saw: 'the same call refused twice', detail: ['refused the same call', 'denied each time'] },
  'text-loop': { saw: "one passage repeated in the model's text or thinking", detail: ['copies of one passage back to back', 'copies of one passage', 'repeats'] },
}

// ---- what the user sees -----------------------------------------------------------

/**
 * What the guard did, for a toast. In `observe` mode it does nothing, so its toasts
 * say what it would do: `would-tell`, `would-refuse`, `would-end-turn`.
 */
export type ToastKind = 'told' | 'refused' | 'turn-ended' | 'would-tell' | 'would-refuse' | 'would-end-turn' | 'text-stopped' | 'would-stop-text'

/**
 * The columns a toast may take: at 100 columns the engine draws a toast as one line
 * after `  loop-guard: ` and cuts it at 84 characters (measured in an interactive session).
 */
export const TOAST_WIDTH = 84

/** What the guard did, longest first; the shorter forms make room for the detail and the hint. */
const TOAST_ACTIONS: Record<ToastKind, readonly string[]> = {
  told: ['told the model to change approach', 'model told to change approach', 'model told to rethink'],
  refused: ['refused the call', 'refused'],
  'turn-ended': ['ended the turn', 'turn ended'],
  'would-tell': ['would tell the model to change approach', 'would tell the model to rethink'],
  'would-refuse': ['would refuse the call', 'would refuse'],
  'would-end-turn': ['would end the turn'],
  'text-stopped': ['ended the response', 'response ended'],
  'would-stop-text': ['would end the response'],
}

const OBSERVED_ONLY = ['observe mode: nothing was stopped', 'observe mode']

/** How the person overrules it, longest first; a toast always keeps one of these. */
const TOAST_HINTS: Record<ToastKind, readonly string[]> = {
  told: ['/loop-guard off pauses the guard', '/loop-guard off pauses'],
  refused: ['/loop-guard allow lets it run once', '/loop-guard allow runs it once'],
  'turn-ended': ['/loop-guard allow lets it run once', '/loop-guard allow runs it once'],
  'would-tell': ['observe mode: nothing was sent', 'observe mode'],
  'would-refuse': OBSERVED_ONLY,
  'would-end-turn': OBSERVED_ONLY,
  'text-stopped': ['/loop-guard off pauses the guard', '/loop-guard off pauses'],
  'would-stop-text': ['only enforce mode ends it', 'not ended'],
}

/** What the guard saw, longest first: the rule's words, and for an ended turn how many calls it refused. */
function toastDetails(kind: ToastKind, rule: Rule, refusals: number | undefined): readonly string[] {
  const words = RULE_WORDS[rule].detail
  if (kind !== 'turn-ended' || refusals === undefined) return words
  return [...words.map((w) => `${w}, ${refusals} refused`), ...words]
}

/**
 * One line, what matters first: the tool and the count, what the rule saw, what the
 * guard did (or in observe mode would do), how to overrule it. The first form that fits
 * TOAST_WIDTH wins: the longest words first, then shorter ones, then without the detail;
 * the hint is never dropped, and a tool name too long for any form is cut.
 */
export function toast(kind: ToastKind, s: Situation, rule: Rule, refusals?: number): string {
  const tool = printable(s.tool)
  const forms = (what: string): string[] =>
    TOAST_ACTIONS[kind].flatMap((action) => TOAST_HINTS[kind].map((hint) => `${what}${action} · ${hint}`))
  const withDetail = toastDetails(kind, rule, refusals).flatMap((detail) => forms(`${tool} ×${s.count} ${detail}: `))
  const fitting = [...withDetail, ...forms(`${tool} ×${s.count} `)].find(fits)
  if (fitting !== undefined) return fitting
  const rest = ` ×${s.count} ${shortest(TOAST_ACTIONS[kind])} · ${shortest(TOAST_HINTS[kind])}`
  return `${tool.slice(0, Math.max(1, TOAST_WIDTH - rest.length - 1))}…${rest}`
}

const fits = (text: string): boolean => text.length <= TOAST_WIDTH
const shortest = (forms: readonly string[]): string => forms[forms.length - 1] ?? ''

/**
 * One stable line per intervention, for `claude -p` users who grep the debug log:
 * `loop-guard: <action> <tool> ×<count> <agent> <rule> <reason>`. In observe mode the
 * action is what the guard would have done, `would-note`, `would-warn`, `would-block`
 * or `would-abort`, so a grep for the enforce actions never matches what was not done.
 */
export function debugLine(action: string, s: Situation, agent: string, reason: string): string {
  // the tool and the agent's id come from the model's side: printable like any excerpt
  return printable(`loop-guard: ${action} ${s.tool} ×${s.count} ${agent} ${reason}`)
}

/** What the status line says is repeating, and how far the guard has gone about it. */
export type StatusOf = {
  tool: string
  count: number
  /** What repeats: `same output`, `same failure`, `cycle`, `refused each time`. */
  what?: string
  state: 'building' | 'warned' | 'refused' | 'turn ended'
}

/** The status line while a loop builds: `Bash ×2 · same failure`, `Read ×3 · same output · warned`, `Bash ×5 · refused`. */
export function statusLine(s: StatusOf): string {
  const parts = [`${s.tool} ×${s.count}`]
  if (s.what !== undefined && (s.state === 'building' || s.state === 'warned')) parts.push(s.what)
  if (s.state !== 'building') parts.push(s.state)
  return parts.join(' · ')
}

/** The transcript row for a refused call: loop-guard did it, why (in the words of the rule that found the loop), and how to overrule it. */
export function refusedRow(s: Situation, rule: Rule): string {
  const why =
    rule === 'cycle'
      ? `it would start round ${s.count} of a cycle of calls with the same results each time`
      : rule === 'refused-twice'
        ? `it was already refused ${times(s.count - 1)} by you or a permission rule`
        : `it would be the ${ordinal(s.count)} identical call${shownResult(s)}`
  return printable(
    `refused this ${shownCall(s)} before it ran: ${why}. ` +
      'The model was told to change approach. /loop-guard allow lets the call run once more; /loop-guard off pauses the guard.',
  )
}

/** The transcript row for a turn the guard ended, which the engine shows as an interrupt. */
export function turnEndedRow(s: Situation, refusals: number): string {
  return printable(
    `ended this turn (not you, not a permission rule): the model kept repeating this ${shownCall(s)}, and ${refusals === 1 ? 'a call was' : `${refusals} calls were`} refused in this request. ` +
      'Send a prompt to go on; /loop-guard allow lets the call run once more; /loop-guard off pauses the guard.',
  )
}

/** The transcript row for a response the guard ended because one passage kept repeating in its text or thinking. */
export function textLoopRow(s: Situation): string {
  const where = s.tool === 'Thinking' ? 'thinking' : 'answer'
  return printable(
    `ended this response (not you): the model's ${where} repeated one passage ${s.count} times back to back: "${s.excerpt}". ` +
      'Send a prompt to go on; /loop-guard off pauses the guard.',
  )
}

/** The debug line for option values that were not used. */
export function optionsProblem(problems: readonly string[]): string {
  return `options: ${problems.join(' ')} Fix them with /plugin configure loop-guard.`
}

/** An option value that was not used: the option, the value given, and why. */
export type UnusedOption = { name: string; given: string; why: string }

/**
 * The toast for option values that were not used: the option, the value and why when
 * one is, the names when several are (`/loop-guard` says why), and always the fix.
 */
export function optionsToast(unused: readonly UnusedOption[]): string {
  const fixes = ['fix it with /plugin configure loop-guard', '/plugin configure loop-guard']
  const names = unused.map((u) => u.name)
  const [only] = unused
  const whats = [
    ...(unused.length === 1 && only !== undefined ? [`${only.name} ${printable(only.given)} not used: ${only.why}`] : []),
    `${names.join(', ')} not used: /loop-guard says why`,
    `${plural(names.length, 'option')} not used: /loop-guard says why`,
  ]
  const fitting = whats.flatMap((what) => fixes.map((fix) => `${what} · ${fix}`)).find(fits)
  return fitting ?? `${plural(names.length, 'option')} not used · ${shortest(fixes)}`
}

/** `1 note`, `2 notes`: the one plural every report and message of loop-guard uses. */
export const plural = (n: number, noun: string): string => `${thousands(n)} ${noun}${n === 1 ? '' : 's'}`
