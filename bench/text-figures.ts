/**
 * The text-loop rule's figures (README, "Text and thinking loops"): alarms on answers that
 * repeat on purpose, tokens streamed before the alarm on chanting, alarms on the research
 * corpus's model-written text and program output, and the pure core's cost per chunk.
 *
 * Contract: `npm run build && node dist/bench/text-figures.js` prints one table per figure.
 * The fixtures are test/fixtures/text (test/text-fixtures.ts reads them); the corpus is
 * $LOOP_GUARD_CORPUS or shared/corpus beside the repository, left out when missing. Tokens
 * are estimated as characters / 4. It changes nothing and never fails on a figure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Guard } from '../hooks/guard.js'
import { readSettings } from '../hooks/options.js'
import { CORPUS } from '../test/corpus.js'
import { CHARS_PER_TOKEN, chantText, chants, chunks, legitAnswers, streamUntilAlarm } from '../test/text-fixtures.js'

const guard = (): Guard => new Guard(readSettings({}).settings)
const out = (line = ''): void => void process.stdout.write(`${line}\n`)

out('Answers that repeat on purpose (each streamed in three different cuts):')
let alarms = 0
const legit = legitAnswers()
for (const { name, text } of legit) {
  const hits = [1, 2, 3].filter((seed) => streamUntilAlarm(guard(), chunks(text, seed)).alarm !== undefined).length
  alarms += hits
  out(`  ${name.padEnd(32)} ${String(text.length).padStart(6)} chars  ${hits === 0 ? 'no alarm' : `${hits} alarms`}`)
}
out(`  alarms: ${alarms} of ${legit.length * 3} streams`)
out()

out('Chanting reconstructed from public reports:')
for (const c of chants()) {
  const { alarm, chars } = streamUntilAlarm(guard(), chunks(chantText(c)), { agent: 'main', response: 'r', kind: c.kind, block: 0 })
  const tokens = Math.round(chars / CHARS_PER_TOKEN)
  const what = alarm === undefined ? 'NO ALARM' : `alarm after ~${tokens} tokens (${((100 * tokens) / c.limitTokens).toFixed(1)}% of ${c.limitTokens})`
  out(`  ${c.name.padEnd(20)} ${c.kind.padEnd(9)} passage ${String(c.passage.length).padStart(4)} chars  ${what}  ${c.source}`)
}
out()

/** The corpus's texts by origin: what the model wrote (Write, Edit, str_replace_editor) and what programs printed (tool results). */
function corpusTexts(): { written: string[]; printed: string[] } | undefined {
  const traces = join(CORPUS, 'traces')
  if (!existsSync(traces)) return undefined
  const written: string[] = []
  const printed: string[] = []
  for (const file of readdirSync(traces).filter((f) => f.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(traces, file), 'utf8').split('\n')) {
      if (line === '') continue
      const r = JSON.parse(line) as { tool?: string; input?: Record<string, unknown>; text?: unknown }
      if (r.tool === undefined) continue
      const input = r.input ?? {}
      for (const key of ['content', 'new_string', 'file_text', 'new_str']) if (typeof input[key] === 'string') written.push(input[key])
      if (Array.isArray(input.edits)) for (const e of input.edits as { new_string?: unknown }[]) if (typeof e.new_string === 'string') written.push(e.new_string)
      if (typeof r.text === 'string') printed.push(r.text)
    }
  }
  return { written, printed }
}

const corpus = corpusTexts()
if (corpus === undefined) out(`Corpus: not found at ${CORPUS} (set LOOP_GUARD_CORPUS)`)
else {
  out(`Research corpus (${CORPUS}):`)
  for (const [what, texts] of [
    ['model-written text (Write, Edit, str_replace_editor)', corpus.written],
    ['program output the model read (tool results, cut at 4,000 chars)', corpus.printed],
  ] as const) {
    const found = texts.map((t) => streamUntilAlarm(guard(), chunks(t)).alarm?.[0]).filter((a) => a !== undefined)
    const chars = texts.reduce((n, t) => n + t.length, 0)
    out(`  ${what}: ${texts.length} texts, ${chars} chars, ${found.length} alarms${found.length > 0 ? `: ${found.map((a) => `"${a.excerpt}" ×${a.count}`).join('; ')}` : ''}`)
  }
}
out()

// the pure core per streamed chunk: every legit answer in 20-character pieces, many times over
const pieces = legit.flatMap(({ text }) => Array.from({ length: Math.ceil(text.length / 20) }, (_, k) => text.slice(k * 20, k * 20 + 20)))
const g = guard()
let n = 0
const rounds = 200
const start = process.hrtime.bigint()
for (let r = 0; r < rounds; r++) {
  for (const text of pieces) g.responseText({ agent: 'main', response: `r${r}`, kind: 'text', block: n++ % 7, text })
  g.responseEnded('main')
}
const ns = Number(process.hrtime.bigint() - start) / (rounds * pieces.length)
out(`Pure core (Node ${process.version}): ${(ns / 1000).toFixed(2)} µs per 20-character chunk, over ${rounds * pieces.length} chunks`)
