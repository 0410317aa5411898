// Specification of hooks/command.ts, the `/loop-guard` command: no argument gives the
// session's report, off/on pause and resume, allow [N] lets the last refused call run
// again under a ceiling, help lists the subcommands, anything else says so; it never throws.
import { describe, expect, test } from 'vitest'
import { addToLifetime, HELP, readLifetime, runCommand } from '../../hooks/command.js'
import { printable } from '../../hooks/safe-text.js'
import type { CommandContext } from '../../hooks/command.js'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'
import type { Outcome } from '../../hooks/outcome.js'
import { drawnMarkdown } from '../quoted-text.js'
import type { CallInfo } from '../../hooks/vocabulary.js'

/** The guard, its context, and `run`: the reply as the person sees it drawn (the engine draws it as markdown). */
function setUp(raw: RawOptions = {}): { guard: Guard; context: CommandContext; run: (args: string) => string } {
  const options = readSettings(raw)
  const guard = new Guard(options.settings)
  const context: CommandContext = { options }
  return { guard, context, run: (args) => drawnMarkdown(runCommand(args, guard, context)) }
}

const lsCall: CallInfo = { agent: 'main', tool: 'Bash', key: 'Bash {"command":"ls /x"}', excerpt: 'ls /x' }
const lsFailed: Outcome = { kind: 'failure', fingerprint: '=ls: /x: No such file', looseFingerprint: '=ls: /x: No such file', firstLine: 'ls: /x: No such file' }

/** Runs the call `times` times as the wiring does; returns how many ran. */
function play(guard: Guard, times: number, c: CallInfo = lsCall, outcome: Outcome = lsFailed): number {
  let ran = 0
  for (let i = 0; i < times; i++) {
    if (guard.beforeCall(c).some((v) => v.action === 'block')) continue
    guard.afterCall(c, outcome)
    ran++
  }
  return ran
}

describe('the report', () => {
  test('no argument gives the report, and so do "report" and "status"', () => {
    const { run } = setUp()
    const report = run('')
    expect(report).toMatch(/^on, mode enforce/)
    expect(run('report')).toBe(report)
    expect(run('status')).toBe(report)
    expect(run('   ')).toBe(report)
  })

  test('counts the notes, warnings, refusals and turns ended of this session', () => {
    const { guard, run } = setUp()
    play(guard, 7) // note at 2, warnings at 3 and 4, refusals at 5, 6 and 7, turn ended at 7
    const report = run('')
    expect(report).toMatch(/\b1 loops? flagged\b/)
    expect(report).toMatch(/\b1 notes?\b/)
    expect(report).toMatch(/\b2 warnings?\b/)
    expect(report).toMatch(/\b3 calls? refused\b/)
    expect(report).toMatch(/\b1 turns? ended\b/)
  })

  test('lists the top repeated calls with their tool, count and excerpt, longest first', () => {
    const { guard, run } = setUp({ abortAfter: 0 })
    const grep: CallInfo = { agent: 'main', tool: 'Grep', key: 'Grep {"pattern":"TODO"}', excerpt: 'TODO' }
    play(guard, 2, grep, { kind: 'success', fingerprint: '=none', looseFingerprint: '=none', isReadOnly: true })
    play(guard, 4)
    const report = run('')
    expect(report).toContain('top repeated calls:')
    const bash = report.indexOf('Bash ×4  ls /x')
    const grepLine = report.indexOf('Grep ×2  TODO')
    expect(bash).toBeGreaterThan(-1)
    expect(grepLine).toBeGreaterThan(bash)
  })

  test('has no top repeated calls section when nothing repeated', () => {
    expect(setUp().run('')).not.toContain('top repeated calls')
  })

  test('shows each option on its own line with its value and where it came from', () => {
    const { run } = setUp({ warnAt: 4, mode: 'advise' })
    const options = run('').split('options:\n')[1]?.split('\n')
    expect(options).toEqual([
      expect.stringMatching(/^ {2}mode +advise \(set by you\)$/),
      expect.stringMatching(/^ {2}failureNoteAt +2 \(default\)$/),
      expect.stringMatching(/^ {2}warnAt +4 \(set by you\)$/),
      expect.stringMatching(/^ {2}blockAt +5 \(default\)$/),
      expect.stringMatching(/^ {2}abortAfter +3 \(default\)$/),
      expect.stringMatching(/^ {2}transparentTools +todowrite, taskcreate, taskupdate, tasklist, taskget \(default\)$/),
      expect.stringMatching(/^ {2}dedupeOutput +on \(default\)$/),
      expect.stringMatching(/^ {2}textLoops +on \(default\)$/),
      expect.stringMatching(/^ {2}textRepeatAt +5 \(default\)$/),
      expect.stringMatching(/^ {2}telemetry +on \(default\)$/),
    ])
  })

  test('shows a value that was not used beside the one used, with why, and no nested parentheses', () => {
    const report = setUp({ blockAt: 2 }).run('')
    expect(report).toMatch(/^ {2}blockAt +5 \(you set 2: must be above warnAt 3\)$/m)
    expect(report).toMatch(/^ {2}warnAt +3 \(default\)$/m)
    for (const line of report.split('\n')) expect(line, line).not.toMatch(/\([^)]*\(/)
  })

  test('a value given as text is shown quoted, as the user typed it', () => {
    expect(setUp({ abortAfter: 'x' }).run('')).toMatch(/^ {2}abortAfter +3 \(you set "x": must be /m)
  })

  test('no line of the report is longer than 90 characters, and a long tool list goes on under its own indent', () => {
    const tools = ['mcp__github__create_pull_request_review', 'mcp__github__list_issues', 'mcp__linear__create_issue', 'TodoWrite', 'Glob']
    const report = setUp({ transparentTools: tools, mode: 'x'.repeat(80) }).run('')
    for (const line of report.split('\n')) expect(line.length, line).toBeLessThanOrEqual(90)
    const lines = report.split('\n')
    const at = lines.findIndex((l) => l.startsWith('  transparentTools'))
    const column = lines[at]!.indexOf('mcp__github')
    expect(lines[at + 1]!.search(/\S/)).toBe(column)
    expect(lines.slice(at).join(' ')).toContain('glob (set by you)')
  })

  test('says "never" for a blockAt or abortAfter of 0', () => {
    const report = setUp({ blockAt: 0, abortAfter: 0 }).run('')
    expect(report).toMatch(/blockAt +never/)
    expect(report).toMatch(/abortAfter +never/)
  })

  test('adds the totals of earlier sessions, counted in the words of this session\'s line', () => {
    const { guard, context } = setUp()
    const report = runCommand('', guard, { ...context, lifetime: { sessions: 4, notes: 5, warnings: 6, refusals: 7, turnsEnded: 1 } })
    expect(report).toContain('all sessions: 4 sessions with loops · 5 notes · 6 warnings · 7 calls refused · 1 turn ended')
    const counts = (prefix: string): string | undefined => report.split('\n').find((l) => l.startsWith(prefix))?.replace(/^.*?(\d+ notes?)/, '$1').replace(/\d+ (\w+?)s?(?= |$)/g, 'N $1')
    expect(counts('all sessions:')).toBe(counts('this session:'))
  })

  test('counts this session in the totals of all sessions while it runs, not only once it has ended', () => {
    const { guard, context } = setUp()
    play(guard, 7) // 1 note, 2 warnings, 3 refusals, 1 turn ended
    const report = runCommand('', guard, { ...context, lifetime: { sessions: 4, notes: 5, warnings: 6, refusals: 7, turnsEnded: 1 } })
    expect(report).toContain('all sessions: 5 sessions with loops · 6 notes · 8 warnings · 10 calls refused · 2 turns ended')
  })

  test('quotes the repeated call so a terminal shows its control characters instead of acting on them', () => {
    const { guard, run } = setUp()
    play(guard, 3, { ...lsCall, key: 'Bash {"command":"ls \\u001b[2J"}', excerpt: 'ls \u001b[2J' })
    const report = run('')
    expect(report).toContain('ls \\x1b[2J')
    expect(report).not.toContain('\u001b')
  })

  test("shows this session's token estimate, cache reads said apart, once usage was reported", () => {
    const { guard, context } = setUp()
    const tokens = { all: 1_204_880, inLoops: 246_310, savedByRefusal: 98_524, cacheReads: { all: 1_100_000, inLoops: 231_040, savedByRefusal: 92_416 } }
    expect(runCommand('', guard, { ...context, tokens })).toContain('estimated tokens: 246,310 of 1,204,880 on calls in flagged loops (231,040 cache reads) · 98,524 on refused calls')
  })

  test('says no usage was reported before any was', () => {
    const { run } = setUp()
    expect(run('')).toContain('estimated tokens: no usage reported yet')
  })

  test('says so when the guard is paused', () => {
    const { run } = setUp()
    run('off')
    expect(run('')).toMatch(/^paused/)
  })
})

describe('off and on', () => {
  test('"off" pauses the guard and says how to resume', () => {
    const { guard, run } = setUp()
    expect(run('off')).toContain('/loop-guard on')
    expect(guard.isPaused).toBe(true)
    expect(play(guard, 10)).toBe(10)
  })

  test('"on" resumes the guard', () => {
    const { guard, run } = setUp()
    run('off')
    expect(run('on')).toMatch(/^on\b/)
    expect(guard.isPaused).toBe(false)
    expect(play(guard, 10)).toBe(4)
  })

  test('subcommands are read whatever their case', () => {
    const { guard, run } = setUp()
    run('OFF')
    expect(guard.isPaused).toBe(true)
  })
})

describe('allow', () => {
  test('"allow" lets the most recently refused call run once more', () => {
    const { guard, run } = setUp({ abortAfter: 0 })
    play(guard, 5)
    expect(run('allow')).toBe('allowed Bash (`ls /x`) to run once more, in this session only.')
    expect(play(guard, 2)).toBe(1)
  })

  test('"allow N" lets it run N more times', () => {
    const { guard, run } = setUp({ abortAfter: 0 })
    play(guard, 5)
    expect(run('allow 3')).toContain('3 more times')
    expect(play(guard, 5)).toBe(3)
  })

  test('"allow N" past the ceiling grants what is left and names the ceiling', () => {
    const { guard, run } = setUp({ abortAfter: 0 })
    const ranBefore = play(guard, 5)
    const reply = run('allow 50')
    expect(reply).toContain('capped: the ceiling is 10 identical calls')
    expect(reply).toContain(`${10 - ranBefore} more times`)
    expect(ranBefore + play(guard, 50)).toBe(10)
  })

  test('"allow" at the ceiling says no override lifts it', () => {
    const { guard, run } = setUp({ abortAfter: 0 })
    play(guard, 5)
    run('allow 50')
    play(guard, 20)
    expect(run('allow')).toContain('has reached the ceiling of 10 identical calls; no override lifts it')
    expect(play(guard, 1)).toBe(0)
  })

  test('"on" while the guard is not paused says it is already on', () => {
    const { run } = setUp()
    expect(run('on')).toMatch(/^already on\b/)
    run('off')
    expect(run('on')).toMatch(/^on: watching for repeated calls again/)
  })

  test('"allow" with nothing refused says there is nothing to allow', () => {
    const { guard, run } = setUp()
    play(guard, 4)
    expect(run('allow')).toBe('nothing to allow: no call has been refused in this session.')
  })

  test('"allow" with a count that is not a whole number of at least 1 says what it takes', () => {
    const { guard, run } = setUp({ abortAfter: 0 })
    play(guard, 5)
    for (const args of ['allow 0', 'allow -2', 'allow 1.5', 'allow two', 'allow 2 3']) {
      expect(run(args), args).toMatch(/^allow takes a whole number of calls/)
    }
    expect(play(guard, 1)).toBe(0)
  })
})

describe('help and unknown arguments', () => {
  test('"help" lists every subcommand', () => {
    const help = setUp().run('help')
    expect(help).toBe(HELP)
    for (const sub of ['/loop-guard ', '/loop-guard off', '/loop-guard on', '/loop-guard allow', '/loop-guard allow N', '/loop-guard help']) {
      expect(help).toContain(sub)
    }
  })

  test('"help" fits a 100-column terminal, after the engine\'s "  ⎿  loop-guard: " on its first line', () => {
    const [first = '', ...rest] = HELP.split('\n')
    expect('  ⎿  loop-guard: '.length + first.length).toBeLessThanOrEqual(100)
    for (const line of rest) expect('     '.length + line.length, line).toBeLessThanOrEqual(100)
  })

  test('an unknown argument is named, followed by the help', () => {
    const reply = setUp().run('frobnicate now')
    expect(reply).toBe(`unknown argument "frobnicate now".\n${HELP}`)
  })

  test('no argument ever makes the command throw', () => {
    const { run } = setUp()
    for (const args of ['', 'allow 99999999999999999999', 'allow NaN', 'allow Infinity', '\n\t', 'a'.repeat(10_000), 'off on', 'ON']) {
      expect(() => run(args), args).not.toThrow()
    }
  })
})

describe('lifetime totals', () => {
  test("a session's counts are added to the stored totals", () => {
    const totals = addToLifetime({ sessions: 2, notes: 1, warnings: 1, refusals: 0, turnsEnded: 0 }, { notes: 3, warnings: 2, refusals: 1, turnsEnded: 1 })
    expect(totals).toEqual({ sessions: 3, notes: 4, warnings: 3, refusals: 1, turnsEnded: 1 })
  })

  test('stored totals of the wrong shape count as none', () => {
    expect(readLifetime(undefined)).toBeUndefined()
    expect(readLifetime({ sessions: '2' })).toBeUndefined()
    expect(addToLifetime('garbage', { notes: 1, warnings: 0, refusals: 0, turnsEnded: 0 })).toEqual({ sessions: 1, notes: 1, warnings: 0, refusals: 0, turnsEnded: 0 })
  })
})

describe('the reply is drawn as markdown: what did not come from loop-guard shows as the characters it holds', () => {
  // what a model might write into a command to make the reply bold, linked or headed (issue 20)
  const MARKDOWN = '**approved** [docs](https://evil.example/x) `rm -rf` # Heading <b>x</b> &amp; _em_ ~~gone~~ | a | b |'
  const call: CallInfo = { agent: 'main', tool: 'Bash', key: 'Bash {"command":"md"}', excerpt: MARKDOWN }
  /** The text with a backslash before each ASCII punctuation character: drawn by CommonMark as the text itself. */
  const escaped = (text: string): string => text.replace(/[!-/:-@[-`{-~]/g, '\\$&')

  test('the excerpt of a repeated call is escaped, so the person sees its stars, brackets and backticks', () => {
    const { guard, context } = setUp()
    play(guard, 3, call)
    const raw = runCommand('', guard, context)
    expect(raw).toContain(`Bash ×3  ${escaped(MARKDOWN)}  (repeat)`)
    expect(drawnMarkdown(raw)).toContain(`Bash ×3  ${MARKDOWN}`)
  })

  test('"allow" names the refused call the same way', () => {
    const { guard, context } = setUp({ abortAfter: 0 })
    play(guard, 5, call)
    const raw = runCommand('allow', guard, context)
    expect(raw).toContain(escaped(`\`${MARKDOWN}\``))
    expect(drawnMarkdown(raw)).toBe(`allowed Bash (\`${MARKDOWN}\`) to run once more, in this session only.`)
  })

  test('a tool name with markdown in it is escaped too', () => {
    const { guard, context } = setUp()
    play(guard, 3, { ...call, tool: 'mcp__x__**bold**', excerpt: 'ls' })
    const raw = runCommand('', guard, context)
    expect(raw).toContain('mcp\\_\\_x\\_\\_\\*\\*bold\\*\\* ×3')
  })

  test('what was typed is echoed as typed, not drawn as markdown', () => {
    const { guard, context } = setUp()
    const raw = runCommand('**x** [y](https://z)', guard, context)
    expect(raw).toContain(`"${escaped('**x** [y](https://z)')}"`)
    expect(drawnMarkdown(raw)).toMatch(/^unknown argument "\*\*x\*\* \[y\]\(https:\/\/z\)"\./)
  })

  test('setting values, used or not, are shown with their characters', () => {
    const { guard, context } = setUp({ transparentTools: '**Bash**, [x](y)', warnAt: '**2**' } as RawOptions)
    const raw = runCommand('', guard, context)
    expect(raw).toContain(escaped('**bash**, [x](y)'))
    expect(raw).toContain(escaped('you set "**2**"'))
  })

  test('the control characters of an excerpt are still escaped first', () => {
    const { guard, context } = setUp()
    play(guard, 3, { ...call, excerpt: 'a\u001b]52;c;x\u0007' })
    expect(drawnMarkdown(runCommand('', guard, context))).toContain(printable('a\u001b]52;c;x\u0007'))
  })
})
