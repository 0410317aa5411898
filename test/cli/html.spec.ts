// Specification of cli/html.ts: the audit page's content, built from replay results
// (the browser spec, test/browser/html.spec.ts, checks how Chromium renders it).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { escapeHtml, htmlPage } from '../../cli/html.js'
import type { AuditAction, SessionAudit } from '../../cli/replay.js'
import { addSession, newTotals } from '../../cli/report.js'
import { readSettings } from '../../hooks/options.js'
import type { LoopTokens } from '../../hooks/tokens.js'
import { runCli, tempFiles } from './fixtures.js'

const settings = readSettings({}).settings

function session(name: string, calls: number, actions: Omit<AuditAction, 'agent' | 'tool' | 'rule'>[], excerpt = 'ls /missing', extra: Partial<SessionAudit> = {}): SessionAudit {
  const full: AuditAction[] = actions.map((a) => ({ agent: 'main', tool: 'Bash', rule: 'repeat', ...a }))
  const loops = full.length > 0 ? [{ agent: 'main', tool: 'Bash', excerpt, count: Math.max(...full.map((a) => a.count)), actions: full }] : []
  return { session: name, calls, actions: full, loops, saved: full.filter((a) => a.action === 'block').length, ...extra }
}

/** Token figures as the replay gives them; the page draws the two in loops and saved. */
function tokens(inLoops: number, savedByRefusal: number): LoopTokens {
  return { all: 2 * inLoops, inLoops, savedByRefusal, cacheReads: { all: 0, inLoops: 0, savedByRefusal: 0 } }
}

function page(sessions: SessionAudit[]): string {
  const totals = newTotals()
  for (const s of sessions) addSession(totals, s)
  return htmlPage(sessions, totals, settings)
}

const looping = session('/h/a.jsonl', 10, [
  { index: 2, action: 'warn', count: 3 },
  { index: 4, action: 'block', count: 5 },
  { index: 4, action: 'abort', count: 5 },
])

describe('the audit page', () => {
  test('loads nothing: no script, stylesheet link, image or URL outside the page', () => {
    const html = page([looping])
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|https?:\/\//i)
  })

  test('escapes markup and quotes from excerpts, tool names and session paths', () => {
    const hostile = session('/h/<b>"x".jsonl', 6, [{ index: 1, action: 'warn', count: 3 }], `<script>alert('x')</script>" onmouseover="y`)
    hostile.loops[0]!.tool = '<i>Bash</i>'
    hostile.actions[0]!.tool = '<i>Bash</i>'
    const html = page([hostile])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<i>Bash')
    expect(html).not.toContain('<b>"x"')
    expect(html).not.toContain('" onmouseover')
    expect(html).toContain('&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;')
  })

  test('escapeHtml turns each of & < > " \' into a character reference', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;')
  })

  test('draws one strip per session with actions, none for a quiet one, and counts the quiet ones', () => {
    const html = page([looping, session('/h/quiet.jsonl', 40, [])])
    expect(html.match(/<svg class="timeline"/g)).toHaveLength(1)
    expect(html).toContain('1 session drew no action.')
  })

  test('colours a call by the strongest thing the guard did at it: the abort over its refusal', () => {
    const html = page([looping])
    expect(html).toMatch(/<rect class="cell abort" x="4"/)
    expect(html).not.toMatch(/<rect class="cell block" x="4"/)
    expect(html).toMatch(/<rect class="cell warn" x="2"/)
  })

  test('marks the span of each loop from its first to its last action', () => {
    expect(page([looping])).toMatch(/<rect class="span" x="2" y="11" width="3"/)
  })

  test('a long session keeps one unit per call and widens the action cells to stay visible', () => {
    const html = page([session('/h/long.jsonl', 6000, [{ index: 5000, action: 'block', count: 5 }])])
    expect(html).toContain('viewBox="0 0 6000 14"')
    expect(html).toMatch(/<rect class="cell block" x="5000" y="0" width="10"/)
    expect(html.match(/<rect class="quiet"/g)).toHaveLength(1)
  })

  test('shows the totals the text report sums', () => {
    const html = page([looping, session('/h/b.jsonl', 5, [{ index: 1, action: 'note', count: 2 }])])
    expect(html).toMatch(/data-figure="calls"><b>15</)
    expect(html).toMatch(/data-figure="block"><b>1</)
    expect(html).toMatch(/data-figure="abort"><b>1</)
  })

  test('shows no token figure when the results carry none', () => {
    expect(page([looping])).not.toMatch(/token/i)
  })

  test('shows token figures, summed, when the results carry them', () => {
    const withTokens = { ...looping, tokens: tokens(12_000, 3_000) }
    const other = { ...session('/h/b.jsonl', 5, [{ index: 1, action: 'note', count: 2 }]), tokens: tokens(500, 0) }
    const html = page([withTokens, other])
    expect(html).toMatch(/data-figure="tokens-in-loops"><b>12,500</)
    expect(html).toMatch(/data-figure="tokens-saved"><b>3,000</)
  })

  test('lists the loops with refusals first in the top loops', () => {
    const noted = session('/h/noted.jsonl', 50, [{ index: 1, action: 'note', count: 9 }], 'npm test')
    const html = page([noted, looping])
    expect(html.indexOf('ls /missing')).toBeLessThan(html.indexOf('npm test'))
  })
})

describe('loop-guard audit --html', () => {
  test('writes the page and still prints the text report', async () => {
    const file = join(tempFiles({}), 'audit.html')
    const run = await runCli(['audit', '--sample', '--html', file])
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/Refusals would have saved/)
    expect(run.stderr).toContain(`wrote ${file}`)
    expect(readFileSync(file, 'utf8')).toMatch(/^<!doctype html>[\s\S]*ls \/definitely\/missing[\s\S]*<\/html>\n$/)
  })

  test('says before auditing, with status 2, that the page\'s folder does not exist', async () => {
    const folder = join(tempFiles({}), 'no-such-folder')
    const file = join(folder, 'audit.html')
    const run = await runCli(['audit', '--sample', '--html', file])
    expect(run.status).toBe(2)
    expect(run.stderr).toBe(`loop-guard audit: could not write ${file}: there is no folder ${folder}\n`)
    expect(run.stdout).toBe('')
  })

  test('a page that cannot be written after the audit still leaves the totals printed, then says why, with status 2', async () => {
    const file = tempFiles({}) // a folder where the page should go: its parent can be written, the page cannot
    const run = await runCli(['audit', '--sample', '--html', file])
    expect(run.status).toBe(2)
    expect(run.stdout).toMatch(/Refusals would have saved 2 calls/)
    expect(run.stderr).toMatch(new RegExp(`could not write ${file}: \\S`))
  })
})

describe('the audit page shows control characters as escapes (issue 20)', () => {
  test('a bidi override or a C1 control in a session path, tool or excerpt is written as a visible escape', () => {
    const hostile = session('/h/x\u009b\u202egnp.jsonl', 6, [{ index: 1, action: 'warn', count: 3 }], 'ls \u202e/tmp')
    hostile.loops[0]!.tool = 'Ba\u2066sh'
    const html = page([hostile])
    expect(html).not.toMatch(/[\x7f-\x9f\u202a-\u202e\u2066-\u2069]/)
    expect(html).toContain('x\\x9b\\u202egnp.jsonl')
    expect(html).toContain('Ba\\u2066sh')
  })
})
