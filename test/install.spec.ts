// Installing loop-guard as a user does, offline: `claude plugin install loop-guard
// --marketplace <this repository>` with a throwaway HOME. Contract checked: the plugin
// cache receives only what the mod runs (plugin/, no package.json, no node_modules, a few
// hundred KB: the engine runs `npm ci` in an installed plugin folder that holds a
// package.json and a lock file), the hooks module as one built file and no TypeScript
// source (scripts/bundle.mjs); the installed copy's `bin/loop-guard audit --sample`
// runs with no build step; a real headless session with that HOME loads the installed
// mod, which notes a repeated failure, and its Bash tool finds `loop-guard` on its PATH
// (the engine adds the plugin's bin/). And the package `npm pack` makes runs the audit
// through `npm exec`, offline.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLAUDE, SCRIPTED_MODEL, runHeadless, type HeadlessResult } from '../scripts/headless.mjs'

const REPO = fileURLToPath(new URL('..', import.meta.url))
const failing = { name: 'Bash', input: { command: 'ls /definitely/missing', description: 'List a folder' } }
const audit = { name: 'Bash', input: { command: 'loop-guard audit --sample --no-progress', description: 'Audit the sample session' } }
const sampleSummary = /^Audited 1 session, 11 tool calls/m

/** Every file under `dir`, by path relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile())

describe('loop-guard installed from its marketplace (a local path, a throwaway HOME, offline)', () => {
  const home = mkdtempSync(join(tmpdir(), 'loop-guard-install-'))
  let cache = ''
  let files: string[] = []
  let bytes = 0

  beforeAll(() => {
    execFileSync(CLAUDE, ['plugin', 'install', 'loop-guard', '--marketplace', REPO, '-y'], {
      env: { ...process.env, HOME: home },
      stdio: 'pipe',
      timeout: 120_000,
    })
    const versions = join(home, '.claude', 'plugins', 'cache', 'loop-guard', 'loop-guard')
    cache = join(versions, readdirSync(versions)[0]!)
    files = filesUnder(cache)
    bytes = files.reduce((n, f) => n + statSync(join(cache, f)).size, 0)
    console.log(`installed plugin: ${files.length} files, ${Math.round(bytes / 1024)} KB in ${cache}`)
  }, 180_000)
  afterAll(() => rmSync(home, { recursive: true, force: true }))

  test('the plugin cache holds no dependencies and no package manifest for the engine to install from', () => {
    expect(existsSync(join(cache, 'node_modules'))).toBe(false)
    expect(files.filter((f) => /(^|\/)(package\.json|package-lock\.json|npm-shrinkwrap\.json|bun\.lockb?)$/.test(f))).toEqual([])
  })

  test('the plugin cache holds what the mod runs and not the tests, benchmarks or tools', () => {
    expect(files).toEqual(expect.arrayContaining(['.claude-plugin/plugin.json', 'hooks/hooks.json', 'hooks/register.js', 'bin/loop-guard', 'dist/loop-guard.mjs']))
    expect(files.filter((f) => /^(test|bench|scripts|cli|\.ci)\//.test(f))).toEqual([])
    expect(bytes).toBeLessThan(1024 * 1024)
  })

  test('the hooks module is installed as one built file, with no TypeScript source beside it', () => {
    expect(files.filter((f) => f.startsWith('hooks/')).sort()).toEqual(['hooks/hooks.json', 'hooks/register.js'])
    expect(JSON.parse(readFileSync(join(cache, 'hooks', 'hooks.json'), 'utf8'))).toEqual({ modules: ['./register.js'] })
    expect(files.filter((f) => /\.[cm]?tsx?$/.test(f))).toEqual([])
  })

  test('the installed bin/loop-guard audits the sample session with no build step', () => {
    const run = spawnSync(process.execPath, [join(cache, 'bin', 'loop-guard'), 'audit', '--sample', '--json'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } })
    expect(run.status, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toHaveProperty('total.sessions', 1)
  })

  describe('a headless session with that HOME', () => {
    let run: HeadlessResult

    beforeAll(async () => {
      writeFileSync(join(home, '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true }))
      // the scripted model is the only --plugin-dir plugin; loop-guard comes from the install
      run = await runHeadless({ calls: [failing, failing, audit], pluginDir: SCRIPTED_MODEL, env: { HOME: home } })
    }, 120_000)

    test('loads the installed hooks module', () => {
      expect(run.exitCode, run.stderr).toBe(0)
      expect(run.debugLog).toContain('hooks module loop-guard@loop-guard loaded')
    })

    test('the installed mod folds a loop-guard note into the second identical failure', () => {
      expect(run.toolResults.slice(0, 2).map((r) => r.notes.length)).toEqual([0, 1])
      expect(run.toolResults[1]!.notes[0]).toMatch(/^loop-guard:/)
    })

    test('runs `loop-guard audit` from the Bash tool, the plugin\'s bin/ being on its PATH', () => {
      const result = run.toolResults[2]!
      expect([result.input.command, result.isError], result.output).toEqual([audit.input.command, false])
      expect(result.output).toMatch(sampleSummary)
    })
  })
})

describe('loop-guard packed as an npm package', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loop-guard-pack-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('`npm exec --package=<tarball> -- loop-guard audit --sample` runs offline', () => {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: REPO, encoding: 'utf8' }).trim().split('\n').at(-1)!
    const run = spawnSync('npm', ['exec', '--offline', '--yes', `--package=${join(dir, tarball)}`, '--', 'loop-guard', 'audit', '--sample', '--no-progress'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, npm_config_cache: join(dir, 'npm-cache') },
    })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(sampleSummary)
  }, 120_000)
})
