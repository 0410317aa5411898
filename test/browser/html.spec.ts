// The audit page (cli/html.ts) in a real browser: headless Chromium, the Debian
// package (.ci/run installs it), opens the page `loop-guard audit --html` wrote from
// the sample, from a hostile transcript, from two people's folders (a team) and from the
// research corpus, at 1280×800;
// each page must render its parts, fit the width, log no console error and load
// nothing but itself. A screenshot of each is written to the temp folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_SESSIONS } from '../../cli/html.js'
import { REPO, SAMPLE, jsonLines, runCli, tempFiles } from '../cli/fixtures.js'
import { findChromium, openPage } from './chromium.js'
import type { Opened } from './chromium.js'

const WIDTH = 1280
const HEIGHT = 800
/** The research corpus, where test/cli/corpus.spec.ts looks for it. */
const CORPUS = join(process.env.LOOP_GUARD_CORPUS ?? join(REPO, '..', 'shared', 'corpus'), 'traces')
const out = mkdtempSync(join(tmpdir(), 'loop-guard-page-'))
const chromium = findChromium()

beforeAll(() => {
  if (chromium === undefined) throw new Error('Chromium is not installed: apt-get install -y chromium (.ci/run does this)')
})

/** Writes the page for `argv` and opens it; the screenshot goes to `<out>/<name>.png`. */
async function pageOf(name: string, argv: string[]): Promise<{ page: Opened; shot: Buffer }> {
  const file = join(out, `${name}.html`)
  const run = await runCli(['audit', '--no-progress', '--html', file, ...argv])
  expect(run.status).toBe(0)
  const page = await openPage(chromium!, pathToFileURL(file).href, WIDTH, HEIGHT)
  const shot = await page.screenshot()
  writeFileSync(join(out, `${name}.png`), shot)
  if (process.env.LOOP_GUARD_PAGE_SCREENSHOT !== undefined && name === 'sample') writeFileSync(process.env.LOOP_GUARD_PAGE_SCREENSHOT, shot)
  return { page, shot }
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer): [number, number] => [png.readUInt32BE(16), png.readUInt32BE(20)]

const count = (page: Opened, selector: string): Promise<number> => page.evaluate<number>(`document.querySelectorAll(${JSON.stringify(selector)}).length`)

/** What every page must be: rendered whole, no console error, nothing loaded but the file, no sideways scrolling. */
async function expectCleanPage(page: Opened, shot: Buffer): Promise<void> {
  expect(page.problems).toEqual([])
  expect(page.requests.every((url) => url.startsWith('file://'))).toBe(true)
  expect(page.requests).toHaveLength(1)
  expect(pngSize(shot)).toEqual([WIDTH, HEIGHT])
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(WIDTH)
  for (const part of ['#totals', '#top-loops', '#sessions', '#legend']) expect(await count(page, part)).toBe(1)
  expect(await count(page, 'script, link, iframe, img, object, embed')).toBe(0)
}

describe('the harness', () => {
  test('sees a console error, an uncaught exception and a failed load in a page that makes them', async () => {
    const dir = tempFiles({ 'bad.html': '<p>x</p><img src="missing.png"><script>console.error("seen"); undefinedFunction()</script>' })
    const page = await openPage(chromium!, pathToFileURL(join(dir, 'bad.html')).href, WIDTH, HEIGHT)
    try {
      expect(page.problems.join('\n')).toMatch(/console\.error: seen/)
      expect(page.problems.join('\n')).toMatch(/undefinedFunction/)
      expect(page.requests.some((url) => url.endsWith('missing.png'))).toBe(true)
    } finally {
      await page.close()
    }
  })
})

describe('the page in Chromium at 1280×800', () => {
  afterAll(() => console.log(`audit page screenshots: ${out}`))

  test("the sample's page shows its one session's strip with the refusals, its loop and the totals", async () => {
    const { page, shot } = await pageOf('sample', ['--sample'])
    try {
      await expectCleanPage(page, shot)
      expect(await count(page, 'article.session')).toBe(1)
      expect(await count(page, 'svg.timeline rect.cell.block')).toBeGreaterThan(0)
      expect(await count(page, 'svg.timeline rect.span')).toBe(1)
      expect(await page.evaluate<string>("document.querySelector('#top-loops tr.loop').textContent")).toContain('ls /definitely/missing')
      expect(await page.evaluate<string>("document.querySelector('[data-figure=calls] b').textContent")).toBe('11')
      // the strip lies within the first screen
      expect(await page.evaluate<number>("document.querySelector('svg.timeline').getBoundingClientRect().bottom")).toBeLessThan(HEIGHT)
    } finally {
      await page.close()
    }
  })

  test('markup in a transcript shows as text: it runs nothing and loads nothing', async () => {
    const hostile = '<img src=x onerror="console.error(1)"><script>console.error(2)</script>'
    const dir = tempFiles({
      'hostile.jsonl': Array.from({ length: 6 }, (_, step) => ({ agent: 'main', step, tool: 'Bash', input: { command: hostile }, isError: true, text: 'no such file' })),
    })
    const { page, shot } = await pageOf('hostile', ['--format', 'calls', dir])
    try {
      await expectCleanPage(page, shot)
      expect(await page.evaluate<string>("document.querySelector('#top-loops code').textContent")).toContain('<script>')
    } finally {
      await page.close()
    }
  })

  test("a team's page, two people's folders named, shows a table by person and by project with each one's figures", async () => {
    const team = mkdtempSync(join(tmpdir(), 'loop-guard-team-'))
    for (const [person, project] of [['ana', 'shop'], ['ben', 'billing']] as const) {
      mkdirSync(join(team, person), { recursive: true })
      cpSync(SAMPLE, join(team, person, project), { recursive: true })
    }
    const { page, shot } = await pageOf('team', [join(team, 'ana'), join(team, 'ben')])
    try {
      await expectCleanPage(page, shot)
      expect(await count(page, 'table#people tr')).toBe(3) // a header and one row each
      expect(await count(page, 'table#projects tr')).toBe(3)
      const people = await page.evaluate<string>("document.querySelector('table#people').textContent")
      expect(people).toContain('ana')
      expect(people).toContain('ben')
    } finally {
      await page.close()
    }
  })

  test('the corpus page draws a strip per session the guard acted in, and the totals of --json', async () => {
    if (!existsSync(CORPUS)) {
      console.log(`the research corpus is not at ${CORPUS}: the corpus page was not checked`)
      return
    }
    const json = jsonLines((await runCli(['audit', '--json', '--format', 'calls', CORPUS])).stdout)
    const total = json.pop()!.total as { actions: Record<string, number>; calls: number }
    const flagged = json.filter((s) => (s.actions as unknown[]).length > 0).length
    const { page, shot } = await pageOf('corpus', ['--format', 'calls', CORPUS])
    try {
      await expectCleanPage(page, shot)
      expect(await count(page, 'article.session')).toBe(Math.min(flagged, MAX_SESSIONS))
      expect(await count(page, 'svg.timeline')).toBe(Math.min(flagged, MAX_SESSIONS))
      expect(await page.evaluate<string>("document.querySelector('[data-figure=block] b').textContent")).toBe(String(total.actions.block))
      expect(await page.evaluate<string>("document.querySelector('[data-figure=calls] b').textContent")).toBe(total.calls.toLocaleString('en'))
    } finally {
      await page.close()
    }
  })
})
