// Specification of cli/main.ts and bin/loop-guard.mjs: the `loop-guard audit` command
// as a person or a script runs it: its output forms, options, messages and exit status.
import { execFileSync, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { showsProgress } from '../../cli/main.js'
import { Progress } from '../../cli/report.js'
import { REPO, jsonLines, runCli, tempFiles } from './fixtures.js'

describe('loop-guard audit --sample', () => {
  test('audits the shipped sample and names its loop: the failing Bash call, with the refusals', async () => {
    const run = await runCli(['audit', '--sample'])
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/Bash `ls \/definitely\/missing` ×\d+ in main/)
    expect(run.stdout).toMatch(/block #\d+/)
    expect(run.stdout).toMatch(/Refusals would have saved \d+ calls?\./)
  })

  test('--json writes one line per session with exactly session, calls and actions, then one total line', async () => {
    const lines = jsonLines((await runCli(['audit', '--sample', '--json'])).stdout)
    expect(lines).toHaveLength(2)
    expect(Object.keys(lines[0]!)).toEqual(['session', 'calls', 'actions'])
    const actions = lines[0]!.actions as Record<string, unknown>[]
    expect(actions.length).toBeGreaterThan(0)
    for (const a of actions) expect(Object.keys(a)).toEqual(['index', 'agent', 'tool', 'action', 'count', 'rule'])
    expect(Object.keys(lines[1]!)).toEqual(['total'])
    expect(Object.keys(lines[1]!.total as object)).toEqual(['sessions', 'calls', 'actions', 'rules', 'saved', 'unreadable'])
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
    const run = await runCli(['audit'], { CLAUDE_CONFIG_DIR: tempFiles({}) })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/no transcripts found in .*projects/)
    expect(run.stderr).toContain('loop-guard audit --sample')
  })

  test('a session it cannot read is listed with the reason, and the others are still audited', async () => {
    const dir = tempFiles({ 'good.jsonl': [{ user: 'go' }, { agent: 'main', step: 0, tool: 'Bash', input: { command: 'ls' }, isError: false, text: 'a' }], 'bad.jsonl': 'not json\n' })
    const total = jsonLines((await runCli(['audit', '--format', 'calls', '--json', dir])).stdout).at(-1)!.total as Record<string, unknown>
    expect(total.sessions).toBe(1)
    expect(total.calls).toBe(1)
    expect(total.unreadable).toEqual([{ session: join(dir, 'bad.jsonl'), reason: 'not JSON lines (none of 1 parsed)' }])
  })

  test('the human report lists the unreadable sessions with their reasons', async () => {
    const dir = tempFiles({ 'bad.jsonl': '' })
    const run = await runCli(['audit', '--sample', dir])
    expect(run.stdout).toContain(`Could not read 1 session:\n  ${join(dir, 'bad.jsonl')}: empty file`)
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

  test("values the plugin's own settings reject are usage errors, with readSettings' explanation", async () => {
    const run = await runCli(['audit', '--sample', '--warn-at', '5', '--block-at', '5'])
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('warnAt 5 is not used: it must be below blockAt 5')
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
