// demo.mjs (`npm run demo`): shows loop-guard at work in a real, offline, headless
// Claude Code session. A scripted model runs the same failing Bash call several times;
// for each call this prints what the model asked for, the result it read, and what
// loop-guard told it (notes folded into the result, refusals), then what loop-guard
// wrote to the debug log. Exits 1 when the session could not run or loop-guard did
// not load.
//
// Usage: node scripts/demo.mjs [--times N] [--plugin-dir DIR]
//   --times       how many times the model repeats the call (default 5)
//   --plugin-dir  the plugin to show (default: this repository, which is loop-guard)
import { parseArgs } from 'node:util'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runHeadless } from './headless.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const COMMAND = 'ls /definitely/missing' // fails the same way every time; needs no permission prompt

const { values } = parseArgs({ options: { times: { type: 'string', default: '5' }, 'plugin-dir': { type: 'string', default: ROOT } } })
const times = Math.max(1, Number(values.times) || 5)
const pluginDir = resolve(values['plugin-dir'])

const say = (line = '') => process.stdout.write(`${line}\n`)
const indent = (text, pad = '    ') => text.split('\n').map((l) => pad + l).join('\n')

say(`loop-guard demo: the model runs \`${COMMAND}\` ${times} times in a headless Claude Code session.`)
say(`The model is scripted (test/e2e/scripted-model), so nothing goes over the network; the tools really run.`)
say(`Plugin: ${pluginDir}`)
say()

const call = { name: 'Bash', input: { command: COMMAND, description: 'List a folder' } }
const run = await runHeadless({ calls: Array.from({ length: times }, () => call), pluginDir })

if (!run.pluginLoaded) say(`loop-guard's hooks did not load; the calls below ran without it.\n`)
run.toolResults.forEach((r, i) => {
  say(`Call ${i + 1}: ${r.tool} \`${r.input?.command ?? JSON.stringify(r.input)}\``)
  if (r.refusal !== undefined) {
    say('  loop-guard refused it. The model read:')
    say(indent(r.refusal))
  } else {
    say(`  The model read${r.isError ? ' (an error)' : ''}:`)
    say(indent(r.output || '(nothing)'))
  }
  for (const note of r.notes) {
    say('  loop-guard added, for the model only:')
    say(indent(note))
  }
  for (const other of r.reminders.filter((m) => !m.includes('loop-guard:'))) {
    say('  The engine added a reminder of its own:')
    say(indent(other))
  }
  say()
})

const guardLines = run.logs.filter((l) => l.plugin === 'loop-guard').map((l) => (l.kind === 'log' ? l.text : `(${l.kind}) ${l.text}`))
const errors = run.pluginErrors.map((l) => l.replace(/^\S+ \[ERROR\] /, '(error) '))
say('loop-guard in the debug log:')
say(guardLines.length + errors.length ? indent([...guardLines, ...errors].join('\n'), '  ') : '  (nothing)')
say()

const notes = run.toolResults.filter((r) => r.notes.length > 0).length
const refusals = run.toolResults.filter((r) => r.refusal !== undefined).length
const ran = run.exitCode === 0 && run.complete && run.toolResults.length === times
say(`Session: ${run.timedOut ? 'timed out' : `exit code ${run.exitCode}`} after ${(run.durationMs / 1000).toFixed(1)} s; ` +
  `${run.toolResults.length} of ${times} calls answered, ${notes} with a loop-guard note, ${refusals} refused.`)
if (!ran || !run.pluginLoaded) {
  say('The session did not run as planned. What the engine printed on stderr:')
  say(indent(run.stderr.trim() || '(nothing)'))
  process.exitCode = 1
}
