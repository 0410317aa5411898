/**
 * `loop-guard audit --html <file>`: the audit as one self-contained page.
 *
 * Contract: `htmlPage(sessions, totals, settings)` returns a complete HTML document
 * built only from the replay results (replay.ts) and totals (report.ts) the text and
 * JSON reports use. It loads nothing (no network, no fonts, no script: inline CSS and
 * SVG only) and HTML-escapes every string that came from a transcript or a path, after
 * `printable()` has shown its control and bidi characters as escapes.
 * - totals first: sessions, calls, the guard's actions, calls saved; token figures
 *   (in loops, saved) only when the totals carry them (`totals.tokens`, summed by
 *   report.ts from the sessions that recorded usage), never estimated here;
 * - the top loops across all sessions, with their excerpts;
 * - per session that drew an action, a timeline strip: one cell per call, coloured by
 *   the strongest thing the guard did at that call, a band under the span of each
 *   loop; the strip is an SVG scaled to the page width, so long sessions fit.
 * At most `MAX_SESSIONS` strips are drawn (the most eventful first); the page says how
 * many were left out. Element ids and classes named here are what the browser test reads.
 */
import { basename } from 'node:path'
import { RULE_WORDS } from '../hooks/advice.js'
import type { Settings } from '../hooks/options.js'
import { printable } from '../hooks/safe-text.js'
import type { AuditAction, FoundLoop, SessionAudit } from './replay.js'
import { byActions, settingsLine } from './report.js'
import type { GroupTotals, Totals } from './report.js'
import type { Action } from '../hooks/vocabulary.js'

export const MAX_SESSIONS = 100
const TOP_LOOPS = 6
/** Sessions up to this many calls draw every call as its own cell. */
const SEPARATE_CELLS = 200

/** Strongest first: a call's cell shows the strongest action it drew. */
const STRENGTH: readonly Action[] = ['abort', 'block', 'warn', 'note']
const ACTION_WORDS: Record<Action, string> = { note: 'note', warn: 'warning', block: 'refused', abort: 'turn ended' }
/** `2 warnings`, `1 refused`. */
const counted = (n: number, k: Action): string => `${n} ${ACTION_WORDS[k]}${n !== 1 && (k === 'note' || k === 'warn') ? 's' : ''}`

/** Printable first (control and bidi characters shown as escapes, as in the text report), then HTML-escaped. */
export function escapeHtml(text: string): string {
  return printable(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function htmlPage(sessions: readonly SessionAudit[], totals: Totals, settings: Settings): string {
  const flagged = sessions.filter((s) => s.actions.length > 0).sort(byWeight)
  const shown = flagged.slice(0, MAX_SESSIONS)
  const leftOut = flagged.length - shown.length
  const quiet = sessions.length - flagged.length
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>loop-guard audit</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>loop-guard audit</h1>
<p class="settings">${escapeHtml(settingsLine(settings))}</p>
</header>
${totalsSection(totals)}
${topLoopsSection(flagged)}
<section id="sessions">
<h2>Sessions the guard would have acted in</h2>
${legend()}
${shown.map(sessionSection).join('\n')}
<p class="more">${leftOut > 0 ? `${leftOut} more sessions with actions are not drawn. ` : ''}${quiet > 0 ? `${quiet} ${quiet === 1 ? 'session' : 'sessions'} drew no action.` : ''}</p>
</section>
</body>
</html>
`
}

/** The sessions worth looking at first: refusals, then calls saved, then actions. */
function byWeight(a: SessionAudit, b: SessionAudit): number {
  const blocks = (s: SessionAudit): number => s.actions.filter((x) => x.action === 'block').length
  return blocks(b) - blocks(a) || b.saved - a.saved || b.actions.length - a.actions.length
}

function totalsSection(t: Totals): string {
  const figures: [string, string, number][] = [
    ['sessions', 'sessions read', t.sessions],
    ['calls', 'tool calls', t.calls],
    ['flagged', 'sessions acted in', t.flagged],
    ['note', 'notes', t.actions.note],
    ['warn', 'warnings', t.actions.warn],
    ['block', 'calls refused', t.actions.block],
    ['abort', 'turns ended', t.actions.abort],
    ['saved', 'calls saved', t.saved],
  ]
  if (t.tokens !== undefined) figures.push(['tokens-in-loops', 'tokens in loops', t.tokens.inLoops], ['tokens-saved', 'tokens a refusal saves', t.tokens.savedByRefusal])
  const unreadable = t.unreadable.length > 0 ? `<p class="unreadable">${t.unreadable.length} could not be read.</p>` : ''
  return `<section id="totals">
<h2>Totals</h2>
<div class="figures">
${figures.map(([id, label, n]) => `<div class="figure" data-figure="${id}"><b>${n.toLocaleString('en')}</b><span>${label}</span></div>`).join('\n')}
</div>
${unreadable}
${groupTable('people', 'By person', 'person', t.people)}
${groupTable('projects', 'By project', 'project', t.projects)}
</section>`
}

/** Per person or per project, most actions first; nothing when there is only one. */
function groupTable(id: string, title: string, column: string, groups: Map<string, GroupTotals>): string {
  if (groups.size < 2) return ''
  const rows = byActions(groups)
  const cells = (g: GroupTotals): number[] => [g.sessions, g.calls, g.flagged, g.actions.note, g.actions.warn, g.actions.block, g.actions.abort, g.saved]
  return `<table class="groups" id="${id}">
<caption>${title}</caption>
<tr><th>${column}</th><th>sessions</th><th>calls</th><th>acted in</th><th>notes</th><th>warnings</th><th>refused</th><th>turns ended</th><th>calls saved</th></tr>
${rows.map(([name, g]) => `<tr><td>${escapeHtml(name)}</td>${cells(g).map((n) => `<td>${n.toLocaleString('en')}</td>`).join('')}</tr>`).join('\n')}
</table>`
}

function topLoopsSection(sessions: readonly SessionAudit[]): string {
  const all = sessions.flatMap((s) => s.loops.map((loop) => ({ session: s.session, loop })))
  all.sort((a, b) => strongest(a.loop.actions) - strongest(b.loop.actions) || b.loop.count - a.loop.count)
  const rows = all.slice(0, TOP_LOOPS).map(({ session, loop }) => {
    const where = loop.agent === 'main' ? 'main' : `subagent ${loop.agent}`
    return `<tr class="loop"><td>${escapeHtml(loop.tool)}</td><td><code>${escapeHtml(loop.excerpt)}</code></td><td class="n">×${loop.count}</td>` +
      `<td>${actionBadges(loop.actions)}</td><td title="${escapeHtml(rulesOf(loop))}">${[...new Set(loop.actions.map((a) => a.rule))].join(', ')}</td><td title="${escapeHtml(session)}">${escapeHtml(basename(session))} · ${escapeHtml(where)}</td></tr>`
  })
  return `<section id="top-loops">
<h2>Top loops</h2>
${rows.length === 0 ? '<p>No loops found.</p>' : `<table>
<thead><tr><th>tool</th><th>call</th><th title="repeats">×</th><th>the guard</th><th>rules</th><th>session</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`}
</section>`
}

/** 0 for a loop that drew an abort, up to 3 for one that drew only notes. */
function strongest(actions: readonly AuditAction[]): number {
  return Math.min(...actions.map((a) => STRENGTH.indexOf(a.action)))
}

const rulesOf = (loop: FoundLoop): string => [...new Set(loop.actions.map((a) => RULE_WORDS[a.rule].saw))].join('; ')

function actionBadges(actions: readonly AuditAction[]): string {
  const counts = new Map<Action, number>()
  for (const a of actions) counts.set(a.action, (counts.get(a.action) ?? 0) + 1)
  return [...STRENGTH].reverse().filter((k) => counts.has(k)).map((k) => `<span class="badge ${k}">${counted(counts.get(k)!, k)}</span>`).join(' ')
}

function legend(): string {
  const items = [['quiet', 'call'], ['span', 'inside a loop'], ...[...STRENGTH].reverse().map((k) => [k, ACTION_WORDS[k]])]
  return `<p id="legend">${items.map(([k, label]) => `<span class="key"><i class="swatch ${k}"></i>${label}</span>`).join(' ')}</p>`
}

function sessionSection(s: SessionAudit): string {
  const count = (k: Action): number => s.actions.filter((a) => a.action === k).length
  const facts = [`${s.calls} calls`, ...STRENGTH.filter((k) => count(k) > 0).reverse().map((k) => counted(count(k), k))]
  if (s.saved > 0) facts.push(`${s.saved} calls saved`)
  if (s.tokens !== undefined) facts.push(`${s.tokens.inLoops.toLocaleString('en')} tokens in loops`, `${s.tokens.savedByRefusal.toLocaleString('en')} tokens saved`)
  return `<article class="session">
<h3 title="${escapeHtml(s.session)}">${escapeHtml(basename(s.session))} <span class="facts">${facts.join(' · ')}</span></h3>
${timeline(s)}
</article>`
}

/**
 * One SVG unit per call. Up to `SEPARATE_CELLS` calls each cell is drawn on its own with
 * a gap; beyond, the quiet calls are one bar and action cells are widened to stay
 * visible (about 2 pixels at the page's width), which may hide a neighbour: stronger
 * actions are drawn last.
 */
function timeline(s: SessionAudit): string {
  const calls = Math.max(s.calls, 1)
  const separate = calls <= SEPARATE_CELLS
  const cell = separate ? 0.8 : Math.max(1, calls / 600)
  const strongestAt = new Map<number, AuditAction>()
  for (const a of s.actions) {
    const had = strongestAt.get(a.index)
    if (had === undefined || STRENGTH.indexOf(a.action) < STRENGTH.indexOf(had.action)) strongestAt.set(a.index, a)
  }
  const cells = [...strongestAt.values()]
    .sort((a, b) => STRENGTH.indexOf(b.action) - STRENGTH.indexOf(a.action) || a.index - b.index)
    .map((a) => `<rect class="cell ${a.action}" x="${a.index}" y="0" width="${cell}" height="10"><title>#${a.index + 1} ${escapeHtml(a.tool)}: ${ACTION_WORDS[a.action]} (${escapeHtml(RULE_WORDS[a.rule].saw)}, ×${a.count})</title></rect>`)
  const spans = s.loops.map((loop) => {
    const first = loop.actions[0]!.index
    const last = loop.actions[loop.actions.length - 1]!.index
    return `<rect class="span" x="${first}" y="11" width="${Math.max(last - first + 1, cell)}" height="3"><title>${escapeHtml(loop.tool)} ×${loop.count}: #${first + 1}–#${last + 1}</title></rect>`
  })
  return `<svg class="timeline" viewBox="0 0 ${calls} 14" preserveAspectRatio="none" role="img" aria-label="${s.calls} calls">
${separate ? Array.from({ length: calls }, (_, i) => `<rect class="quiet" x="${i}" y="0" width="${cell}" height="10"/>`).join('') : `<rect class="quiet" x="0" y="0" width="${calls}" height="10"/>`}
${spans.join('\n')}
${cells.join('\n')}
</svg>
<p class="axis"><span>#1</span><span>#${Math.max(s.calls, 1)}</span></p>`
}

const STYLE = `
:root { --note: #2f6fde; --warn: #e08a00; --block: #d1242f; --abort: #3b0764; --quiet: #e4e7eb; --span: #f2b84b; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1240px; padding: 16px 20px; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 20px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
h3 { font-size: 14px; margin: 0; font-family: ui-monospace, monospace; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.settings, .facts, .more, .axis { color: #57606a; margin: 2px 0; }
h3 .facts { font: 13px system-ui, sans-serif; margin-left: 8px; }
.figures { display: flex; flex-wrap: wrap; gap: 8px; }
.figure { border: 1px solid #d0d7de; border-radius: 6px; padding: 6px 12px; min-width: 120px; }
.figure b { display: block; font-size: 20px; }
.figure span { color: #57606a; font-size: 12px; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #eaeef2; vertical-align: top; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
th:nth-child(1) { width: 9%; } th:nth-child(2) { width: 31%; } th:nth-child(3) { width: 6%; } th:nth-child(4) { width: 25%; } th:nth-child(5) { width: 13%; }
th:nth-child(3), td.n { text-align: right; font-variant-numeric: tabular-nums; }
table.groups { margin-top: 12px; }
table.groups caption { text-align: left; font-weight: 600; padding: 4px 0; }
table.groups th { width: auto; } table.groups th:first-child { width: 28%; }
table.groups td + td, table.groups th + th { text-align: right; font-variant-numeric: tabular-nums; }
code { font-family: ui-monospace, monospace; font-size: 12px; }
.badge { display: inline-block; padding: 0 5px; border-radius: 8px; color: #fff; font-size: 11px; }
.badge.note { background: var(--note); } .badge.warn { background: var(--warn); } .badge.block { background: var(--block); } .badge.abort { background: var(--abort); }
#legend { margin: 4px 0 10px; }
.key { margin-right: 14px; white-space: nowrap; }
.swatch { display: inline-block; width: 12px; height: 12px; margin-right: 4px; vertical-align: -2px; border-radius: 2px; }
.session { margin: 10px 0 14px; }
svg.timeline { display: block; width: 100%; height: 26px; margin-top: 4px; shape-rendering: crispEdges; }
.axis { display: flex; justify-content: space-between; font-size: 11px; }
rect.quiet, .swatch.quiet { fill: var(--quiet); background: var(--quiet); }
rect.span, .swatch.span { fill: var(--span); background: var(--span); }
rect.note, .swatch.note { fill: var(--note); background: var(--note); }
rect.warn, .swatch.warn { fill: var(--warn); background: var(--warn); }
rect.block, .swatch.block { fill: var(--block); background: var(--block); }
rect.abort, .swatch.abort { fill: var(--abort); background: var(--abort); }
`
