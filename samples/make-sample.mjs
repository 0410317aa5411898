// make-sample.mjs: records samples/claude-code/, the session `loop-guard audit --sample` reads.
//
// Contract: runs one real, offline, headless Claude Code session (scripts/headless.mjs,
// the scripted model plays the model) in which the same failing Bash call runs six
// times in a row, then a subagent is started and a few varied calls follow (one step
// with two parallel calls). loop-guard is loaded in observe mode, so nothing it would
// have done reaches the transcript. The session's transcript and its subagent files are
// copied into samples/claude-code/ with the temporary folder's path replaced by
// /tmp/loop-guard-sample. Usage: node samples/make-sample.mjs
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runHeadless } from '../scripts/headless.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(ROOT, 'samples', 'claude-code')

const failing = { name: 'Bash', input: { command: 'ls /definitely/missing', description: 'List the missing folder' } }
const calls = [
  failing, failing, failing, failing, failing, failing,
  { name: 'Agent', input: { description: 'Look around', prompt: 'List the files in this folder', subagent_type: 'general-purpose' } },
  { name: 'Bash', input: { command: 'mkdir -p docs && printf "# Notes\\n" > docs/notes.md', description: 'Write a note' } },
  [{ name: 'Read', input: { file_path: 'docs/notes.md' } }, { name: 'Bash', input: { command: 'ls docs', description: 'List docs' } }],
  { name: 'Bash', input: { command: 'wc -l docs/notes.md', description: 'Count lines' } },
]

const run = await runHeadless({ calls, pluginDir: ROOT, options: { mode: 'observe' }, keep: true })
try {
  if (run.exitCode !== 0 || run.transcriptPath === undefined) throw new Error(`the session failed (exit ${run.exitCode}): ${run.stderr}`)
  const session = basename(run.transcriptPath, '.jsonl')
  const scrub = (text) => text.split(run.dir).join('/tmp/loop-guard-sample').split(run.dir.replaceAll('/', '-')).join('-tmp-loop-guard-sample')
  rmSync(OUT, { recursive: true, force: true })
  const copy = (from, to) => {
    if (statSync(from).isDirectory()) {
      for (const name of readdirSync(from)) copy(join(from, name), join(to, name))
      return
    }
    mkdirSync(dirname(to), { recursive: true })
    writeFileSync(to, scrub(readFileSync(from, 'utf8')))
  }
  copy(run.transcriptPath, join(OUT, `${session}.jsonl`))
  const parts = join(dirname(run.transcriptPath), session)
  if (existsSync(parts)) copy(parts, join(OUT, session))
  process.stdout.write(`wrote ${OUT} (${run.toolResults.length} tool results)\n`)
} finally {
  rmSync(run.dir, { recursive: true, force: true })
}
