#!/usr/bin/env node
// The figures a change to the guard's judgement is held to, on the research corpus: sessions with
// refusals and their labels, refusals and notes in productive Claude Code sessions, notes per 1,000
// Claude Code calls, and which sessions labelled stuck (positive or cycle) draw nothing at all.
// Usage: node scripts/corpus-figures.mjs [corpus folder] [audit options…]
// (default folder: $LOOP_GUARD_CORPUS, else ../shared/corpus beside the repository).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const [folder, ...auditOptions] = process.argv.slice(2)
const corpus = resolve(repo, folder ?? process.env.LOOP_GUARD_CORPUS ?? '../shared/corpus')
const { labels } = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8'))

const out = execFileSync(process.execPath, [join(repo, 'bin', 'loop-guard.mjs'), 'audit', '--format', 'calls', '--json', ...auditOptions, join(corpus, 'traces')], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
})
const rows = out.trim().split('\n').map((line) => JSON.parse(line))
const total = rows.find((r) => r.total !== undefined).total
const sessions = rows.filter((r) => r.session !== undefined).map((r) => ({ ...r, name: basename(r.session, '.jsonl') }))

const count = (actions, kind) => actions.filter((a) => a.action === kind).length
const claudeCode = sessions.filter((s) => s.name.startsWith('cc_'))
const productive = claudeCode.filter((s) => labels[s.name] === 'negative')
const ccCalls = claudeCode.reduce((n, s) => n + s.calls, 0)
const ccNotes = claudeCode.reduce((n, s) => n + count(s.actions, 'note') + count(s.actions, 'warn'), 0)
const sum = (list, kind) => list.reduce((n, s) => n + count(s.actions, kind), 0)

console.log(`actions: ${JSON.stringify(total.actions)}; rules: ${JSON.stringify(total.rules)}; calls saved: ${total.saved}`)
const refusing = sessions.filter((s) => count(s.actions, 'block') > 0)
console.log(`sessions with refusals: ${refusing.length}`)
for (const s of refusing) console.log(`  ${s.name} (${labels[s.name]}): ${count(s.actions, 'block')} refused`)
console.log(
  `Claude Code sessions: ${claudeCode.length}, ${ccCalls} calls; refusals ${sum(claudeCode, 'block')}, warnings ${sum(claudeCode, 'warn')}, notes ${sum(claudeCode, 'note')}`,
)
console.log(`  productive (labelled negative): ${productive.length} sessions; refusals ${sum(productive, 'block')}, warnings ${sum(productive, 'warn')}, notes ${sum(productive, 'note')}`)
console.log(`  notes and warnings per 1,000 Claude Code calls: ${((1000 * ccNotes) / ccCalls).toFixed(2)}`)
const stuck = Object.entries(labels).filter(([, label]) => label === 'positive' || label === 'cycle').map(([name]) => name)
const silent = stuck.filter((name) => (sessions.find((s) => s.name === name)?.actions.length ?? 0) === 0)
console.log(`sessions labelled stuck (positive or cycle): ${stuck.length}; the guard acts in ${stuck.length - silent.length}; silent in: ${silent.join(', ') || 'none'}`)
