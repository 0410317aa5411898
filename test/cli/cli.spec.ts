// Specification of cli/main.ts and bin/loop-guard.mjs: the `loop-guard audit` command
// as a person or a script runs it: its output forms, options, messages and exit status.
import { execFileSync, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { showsProgress } from '../../cli/main.js'
import { Progress, humanTotal, newTotals } from '../../cli/report.js'
import { REPO, jsonLines, prompt, runCli, tempFiles, toolResult, toolUse } from './fixtures.js'

describe('loop-guard audit --sample', () => {
  test('audits the shipped sample and names its loop: the failing Bash call, with the refusals', async () => {
    const run = await runCli(['audit', '--sample'])
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/Bash `ls \/definitely\/missing` ×\d+ in main/)
    expect(run.stdout).toMatch(/block #\d+/)
    expect(run.stdout).toMatch(/Refusals would have saved \d+ calls?\./)
  })

  test('--json writes one line per session with exactly session, calls, actions and tokens, then one total line', async () => {
    const lines = jsonLines((await runCli(['audit', '--sample', '--json'])).stdout)
    expect(lines).toHaveLength(2)
    expect(Object.keys(lines[0]!)).toEqual(['session', 'calls', 'actions', 'tokens'])
    const actions = lines[0]!.actions as Record<string, unknown>[]
    expect(actions.length).toBeGreaterThan(0)
    for (const a of actions) expect(Object.keys(a)).toEqual(['index', 'agent', 'tool', 'action', 'count', 'rule'])
    expect(Object.keys(lines[1]!)).toEqual(['total'])
    expect(Object.keys(lines[1]!.total as object)).toEqual(['sessions', 'calls', 'actions', 'rules', 'saved', 'notReread', 'tokens', 'people', 'projects', 'unreadable', 'partlyRead'])
  })

  test("the sample records usage, all zero: a scripted model played it, so its token figures are 0", async () => {
    const lines = jsonLines((await runCli(['audit', '--sample', '--json'])).stdout)
    const none = { all: 0, inLoops: 0, savedByRefusal: 0, cacheReads: { all: 0, inLoops: 0, savedByRefusal: 0 } }
    expect(lines[0]!.tokens).toEqual(none)
    expect((lines[1]!.total as Record<string, unknown>).tokens).toEqual({ sessions: 1, ...none })
  })

  test("the options reach the core: --warn-at 2 --block-at 3 refuses the sample's third identical call", async () => {
    const run = await runCli(['audit', '--sample', '--json', '--warn-at', '2', '--block-at', '3'])
    const actions = jsonLines(run.stdout)[0]!.actions as { action: string; count: number }[]
    expect(actions.find((a) => a.action === 'block')?.count).toBe(3)
  })

  test('--block-at 0 never refuses', async () => {
    const actions = jsonLines((await runCli(['audit', '--sample', '--json', '--block-at', '0'])).stdout)[0]!.actions as { action: string }[]
    expect(actions.filter((a) => a.action === 'block')).toEqual([])
  })
})

describe('sessions', () => {
  test('with no transcripts it says so and points at --sample, with exit status 1', async () => {
    const run = await runCli(['audit'], { CLAUDE_CONFIG_DIR: tempFiles({ 'projects/notes.txt': 'x' }) })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/no transcripts found in .*projects\./)
    expect(run.stderr).toContain('loop-guard audit --sample')
  })

  test('a session it cannot read is listed with the reason, and the others are still audited', async () => {
    const dir = tempFiles({ 'good.jsonl': [{ user: 'go' }, { agent: 'main', step: 0, tool: 'Bash', input: { command: 'ls' }, isError: false, text: 'a' }], 'bad.jsonl': 'not json\n' })
    const total = jsonLines((await runCli(['audit', '--format', 'calls', '--json', dir])).stdout).at(-1)!.total as Record<string, unknown>
    expect(total.sessions).toBe(1)
    expect(total.calls).toBe(1)
    expect(total.unreadable).toEqual([{ path: join(dir, 'bad.jsonl'), reason: 'not JSON lines (none of 1 parsed)' }])
  })

  test('the human report lists the paths it could not read with their reasons', async () => {
    const dir = tempFiles({ 'bad.jsonl': '' })
    const run = await runCli(['audit', '--sample', dir])
    expect(run.stdout).toContain(`Could not read 1 path:\n  ${join(dir, 'bad.jsonl')}: empty file`)
  })

  test('a path that does not exist is named with the reason, and with nothing else to read the exit status is 1', async () => {
    const missing = join(tempFiles({}), 'gone.jsonl')
    const run = await runCli(['audit', missing])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`loop-guard audit: nothing could be read in ${missing}.`)
    expect(run.stderr).toContain(`  ${missing}: no such file or folder`)
    expect(run.stdout).toBe('')
  })

  test('when every file found is unreadable the exit status is 1, and --json still ends with the total', async () => {
    const dir = tempFiles({ 'a.jsonl': '', 'b.jsonl': 'not json\n' })
    const run = await runCli(['audit', '--json', dir])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('nothing could be read')
    expect((jsonLines(run.stdout).at(-1)!.total as { unreadable: unknown[] }).unreadable).toHaveLength(2)
  })
})

describe('usage', () => {
  test('--help prints the usage, with exit status 0', async () => {
    const run = await runCli(['audit', '--help'])
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^Usage: loop-guard audit/)
  })

  test.each([
    [['audit', '--frobnicate']],
    [['frobnicate']],
    [[]],
    [['audit', '--warn-at', 'three']],
    [['audit', '--format', 'csv']],
  ])('%j is a usage error, with exit status 2', async (argv) => {
    const run = await runCli(argv)
    expect(run.status).toBe(2)
    expect(run.stderr).not.toBe('')
  })

  test("a value the plugin's own settings would not take is named as not used, with why, and the audit runs with the values used", async () => {
    const run = await runCli(['audit', '--sample', '--block-at', '2'])
    expect(run.status).toBe(0)
    expect(run.stderr).toMatch(/^loop-guard audit: blockAt 2 is not used: it must be above warnAt 3; using blockAt 5/)
    expect(run.stderr).toContain('Auditing with enforce mode: note at 2 identical failures, warn at 3 identical calls, refuse the 5th identical call')
    expect(run.stdout).toMatch(/block #\d+/)
  })

  test('an option the plugin takes as given draws no such message', async () => {
    expect((await runCli(['audit', '--sample', '--block-at', '6'])).stderr).toBe('')
  })

  test('an unknown option is named in our own words, followed by the usage', async () => {
    const run = await runCli(['audit', '--frobnicate', '--sample'])
    expect(run.stderr).toMatch(/^loop-guard audit: unknown option --frobnicate\.\n\nUsage: loop-guard audit/)
    expect(run.stderr.split('\n')[0]).not.toContain("'")
  })

  test('an option missing its value, and a value given to a flag, are named', async () => {
    expect((await runCli(['audit', '--mode'])).stderr).toMatch(/^loop-guard audit: --mode needs a value\./)
    expect((await runCli(['audit', '--json=yes'])).stderr).toMatch(/^loop-guard audit: --json takes no value\./)
  })
})

describe('the progress bar', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('shows only on a terminal, never with --json or --no-progress, never in CI', () => {
    const io = (isTTY: boolean, env: Record<string, string> = {}) => ({ stdout: { write: () => true }, stderr: { write: () => true, isTTY }, env })
    expect(showsProgress(io(true), false)).toBe(true)
    expect(showsProgress(io(false), false)).toBe(false)
    expect(showsProgress(io(true), true)).toBe(false)
    expect(showsProgress(io(true, { CI: 'true' }), false)).toBe(false)
  })

  test('draws nothing in the first half second, then a bar, and erases it when done', () => {
    vi.useFakeTimers()
    let out = ''
    const bar = new Progress({ write: (t: string) => (out += t) }, true)
    bar.tick(1, 10)
    expect(out).toBe('')
    vi.advanceTimersByTime(600)
    bar.tick(5, 10)
    expect(out).toContain('5/10 sessions')
    bar.done()
    expect(out.endsWith('\r\x1b[2K')).toBe(true)
  })
})

describe('bin/loop-guard.mjs', () => {
  beforeAll(() => {
    execFileSync(join(REPO, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: REPO })
  }, 120_000)

  test('runs the built CLI and exits with its status', () => {
    const run = spawnSync(process.execPath, [join(REPO, 'bin', 'loop-guard.mjs'), 'audit', '--sample', '--json'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } })
    expect(run.status, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toHaveProperty('total.sessions', 1)
    const usage = spawnSync(process.execPath, [join(REPO, 'bin', 'loop-guard.mjs'), 'audit', '--nope'], { encoding: 'utf8' })
    expect(usage.status).toBe(2)
  })
})

test('the human report lists the files read with lines skipped, and why', async () => {
  const dir = tempFiles({ 's.jsonl': '{"type":"user","message":{"role":"user","content":"go"}}\n{"type":"assis' })
  const run = await runCli(['audit', dir])
  expect(run.status).toBe(0)
  expect(run.stdout).toContain(`Skipped lines in 1 file:\n  ${join(dir, 's.jsonl')}: the last line is cut off (no line end, not JSON), skipped`)
})

describe('what loops cost in tokens', () => {
  const usage = (input: number, output: number, read: number, written: number) => ({ input_tokens: input, output_tokens: output, cache_read_input_tokens: read, cache_creation_input_tokens: written })
  /** A person's prompt, then seven identical failing calls, each its own response costing 1,000 tokens, 800 of them cache reads. */
  function loopingTranscript(): string {
    const records: unknown[] = [prompt('list it')]
    for (let i = 0; i < 7; i++) {
      const call = toolUse(`msg_${i}`, `toolu_${i}`, 'Bash', { command: 'ls /definitely/missing' })
      records.push({ ...call, message: { ...(call.message as object), usage: usage(50, 100, 800, 50) } }, toolResult(`toolu_${i}`, "ls: cannot access '/definitely/missing': No such file or directory", true))
    }
    return tempFiles({ 'looping.jsonl': records })
  }

  test('--json gives per session and in the total the tokens in flagged loops and those refusals would have saved', async () => {
    // actions on calls 2 to 7 (note, warnings, refusals from the 5th, the turn ended at the 7th): 6 in the loop, 3 saved
    const lines = jsonLines((await runCli(['audit', '--json', loopingTranscript()])).stdout)
    const figures = { all: 7000, inLoops: 6000, savedByRefusal: 3000, cacheReads: { all: 5600, inLoops: 4800, savedByRefusal: 2400 } }
    expect(lines[0]!.tokens).toEqual(figures)
    expect((lines[1]!.total as Record<string, unknown>).tokens).toEqual({ sessions: 1, ...figures })
  })

  test('the human report shows them per session and in the total', async () => {
    const run = await runCli(['audit', loopingTranscript()])
    const figures = '6,000 of 7,000 tokens in flagged loops (4,800 cache reads); refusals would have saved 3,000 (2,400 cache reads)'
    expect(run.stdout).toContain(`\n  ${figures}\n`)
    expect(run.stdout).toContain(`Tokens (1 of 1 session recorded usage): ${figures}.`)
  })

  test('a usage of all zeros (a scripted model\'s) is said once, not as "0 of 0 tokens"', async () => {
    const run = await runCli(['audit', '--sample'])
    expect(run.stdout).toContain('\n  tokens: the recorded usage is all zero\n')
    expect(run.stdout).toContain('Tokens (1 of 1 session recorded usage): all of it zero.')
    expect(run.stdout).not.toContain('0 of 0')
  })

  test('counts of calls are written with thousands separators, as the token figures are', () => {
    const calls = 12_345
    const text = humanTotal({ ...newTotals(), sessions: 1, calls, saved: 2_000 }, 1)
    expect(text).toMatch(/^Audited 1 session, 12,345 tool calls in 1\.0 s\.$/m)
    expect(text).toMatch(/^Refusals would have saved 2,000 calls\.$/m)
  })

  test('the calls format records no usage, and the report says so', async () => {
    const dir = tempFiles({ 'calls.jsonl': [{ agent: 'main', step: 0, tool: 'Bash', input: { command: 'ls' }, isError: false, text: 'a' }] })
    const run = await runCli(['audit', '--format', 'calls', dir])
    expect(run.stdout).toContain('Tokens: no session recorded usage.')
    const total = jsonLines((await runCli(['audit', '--format', 'calls', '--json', dir])).stdout).at(-1)!.total as Record<string, unknown>
    expect(total).not.toHaveProperty('tokens')
  })
})

describe('names from transcripts and the file system are printed inert (issue 20)', () => {
  // a CSI (U+009B) and a right-to-left override in a file name, an OSC 52 write and a bidi override in an agent id
  const NAME = 'x\u009b2J\u202elnosj.jsonl'
  const AGENT = 'agent-\u001b]52;c;cm0gLXJm\u0007\u202e'
  const ACTS_ON_TERMINAL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/

  function hostileTranscript(): string {
    const records: unknown[] = [prompt('list it')]
    for (let i = 0; i < 7; i++) {
      records.push(toolUse(`msg_${i}`, `toolu_${i}`, 'Bash', { command: 'ls /definitely/missing' }, { isSidechain: true, agentId: AGENT }), toolResult(`toolu_${i}`, 'ls: cannot access: No such file', true, { isSidechain: true, agentId: AGENT }))
    }
    return tempFiles({ [NAME]: records })
  }

  test('--json writes C1 and bidi controls in paths and agent ids as \\u escapes, and they parse back to the names', async () => {
    const dir = hostileTranscript()
    const run = await runCli(['audit', '--json', dir])
    expect(run.stdout).not.toMatch(ACTS_ON_TERMINAL)
    expect(run.stdout).toContain('\\u009b2J\\u202elnosj.jsonl')
    const [first] = jsonLines(run.stdout)
    expect(first!.session).toBe(join(dir, NAME))
    expect((first!.actions as { agent: string }[])[0]!.agent).toBe(AGENT)
  })

  test('--json escapes them in the paths it could not read too', async () => {
    const dir = tempFiles({ [NAME]: '' })
    const run = await runCli(['audit', '--json', dir])
    expect(run.stdout).not.toMatch(ACTS_ON_TERMINAL)
    expect((jsonLines(run.stdout).at(-1)!.total as { unreadable: { path: string }[] }).unreadable[0]!.path).toBe(join(dir, NAME))
  })

  test('the text report shows them as escapes', async () => {
    const run = await runCli(['audit', hostileTranscript()])
    expect(run.stdout).not.toMatch(ACTS_ON_TERMINAL)
    expect(run.stdout).toContain('x\\x9b2J\\u202elnosj.jsonl')
    expect(run.stdout).toContain('subagent agent-\\x1b]52;c;cm0gLXJm\\x07\\u202e')
  })
})
