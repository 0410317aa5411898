// The audit for a team: several people's exported transcript folders audited at once give
// per-person totals (one per folder named) and per-project totals (the folder holding each
// session, as Claude Code names a project's folder after its path), in --json, the report
// and the page; one folder alone adds no table.
import { describe, expect, test } from 'vitest'
import { htmlPage } from '../../cli/html.js'
import { addSession, newTotals } from '../../cli/report.js'
import type { SessionAudit } from '../../cli/replay.js'
import { readSettings } from '../../hooks/options.js'
import { callAndResult, jsonLines, prompt, runCli, tempFiles } from './fixtures.js'

/** A session whose Bash call fails the same way `times` times. */
const stuck = (times: number) => [prompt('go'), ...Array.from({ length: times }, (_, n) => callAndResult(n + 1, 'Bash', { command: 'make' }, 'make: *** Error 2', true)).flat()]
const calm = [prompt('go'), ...callAndResult(1, 'Bash', { command: 'ls' }, 'a')]

function team(): string {
  return tempFiles({
    'alice/-home-alice-shop/s1.jsonl': stuck(7),
    'alice/-home-alice-shop/s2.jsonl': calm,
    'alice/-home-alice-blog/s3.jsonl': stuck(2),
    'bob/-home-bob-shop/s4.jsonl': calm,
  })
}

describe('the audit over several people', () => {
  test('--json totals each person (the folder named) and each project (the folder holding the session), most actions first', async () => {
    const dir = team()
    const lines = jsonLines((await runCli(['audit', '--json', `${dir}/alice`, `${dir}/bob`])).stdout)
    const total = (lines[lines.length - 1] as { total: { people: unknown[]; projects: unknown[] } }).total
    expect(total.people).toEqual([
      { person: 'alice', sessions: 3, calls: 10, flagged: 2, actions: { note: 2, warn: 2, block: 3, abort: 1 }, saved: 3 },
      { person: 'bob', sessions: 1, calls: 1, flagged: 0, actions: { note: 0, warn: 0, block: 0, abort: 0 }, saved: 0 },
    ])
    expect(total.projects).toEqual([
      expect.objectContaining({ project: '-home-alice-shop', sessions: 2, calls: 8, flagged: 1 }),
      expect.objectContaining({ project: '-home-alice-blog', sessions: 1, calls: 2, flagged: 1 }),
      expect.objectContaining({ project: '-home-bob-shop', sessions: 1, calls: 1, flagged: 0 }),
    ])
  })

  test('the report ends with a table per person and per project', async () => {
    const dir = team()
    const out = (await runCli(['audit', `${dir}/alice`, `${dir}/bob`])).stdout
    expect(out).toMatch(/By person \(each folder named\):\n {2}alice +3 sessions +10 calls {2}acted in 2: 2 notes, 2 warnings, 3 refusals, 1 ended turn; 3 calls saved\n {2}bob +1 session +1 call {2}acted in 0:/)
    expect(out).toMatch(/By project:\n {2}-home-alice-shop +2 sessions/)
  })

  test('two folders of one name are told apart by their whole paths', async () => {
    const dir = tempFiles({ 'team-a/alice/p/s1.jsonl': calm, 'team-b/alice/p/s2.jsonl': calm })
    const lines = jsonLines((await runCli(['audit', '--json', `${dir}/team-a/alice`, `${dir}/team-b/alice`])).stdout)
    const people = (lines[lines.length - 1] as { total: { people: { person: string }[] } }).total.people.map((p) => p.person)
    expect(people.sort()).toEqual([`${dir}/team-a/alice`, `${dir}/team-b/alice`])
  })

  test('one folder alone adds no table to the report', async () => {
    const out = (await runCli(['audit', `${team()}/alice`])).stdout
    expect(out).not.toContain('By person')
    expect(out).toContain('By project:') // alice's two projects
  })

  test('the page shows the people and the projects, their names escaped', () => {
    const totals = newTotals()
    const s = (session: string): SessionAudit => ({ session, calls: 3, actions: [], loops: [], saved: 0 })
    addSession(totals, s('/t/a/p/1.jsonl'), { person: '<b>ann</b>', project: 'p' })
    addSession(totals, s('/t/b/q/2.jsonl'), { person: 'ben', project: 'q' })
    const html = htmlPage([], totals, readSettings({}).settings)
    expect(html).toContain('<table class="groups" id="people">')
    expect(html).toContain('<td>&#60;b&#62;ann&#60;/b&#62;</td><td>1</td><td>3</td>')
    expect(html).toContain('<table class="groups" id="projects">')
  })
})
