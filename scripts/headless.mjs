// headless.mjs: runs one real, offline, headless Claude Code session in which the
// scripted-model fixture plays the model, and returns what happened.
//
// Contract:
//   runHeadless({ calls, pluginDir, options?, settings?, extraArgs?, env?, timeoutMs?, keep? })
//     calls      the script: one entry per model response; an entry is a tool call
//                `{ name, input }` or an array of them (parallel calls in one response; with
//                `{ context: N }` among them, that response reports N input tokens).
//                After the last entry the model answers "done" and ends the turn.
//     pluginDir  the plugin under test (the loop-guard repo root, or a stand-in).
//     options    if given, written to <temp HOME>/.claude/settings.json as
//                pluginConfigs["<plugin name>@inline"].options, where --plugin-dir
//                plugins take their userConfig values from.
//     settings   if given, more of <temp HOME>/.claude/settings.json, the session's user
//                settings: `permissions` rules, settings `hooks` (see permissionSettings).
//     extraArgs  appended to the claude command line.
//     env        extra environment variables for the engine; a value of undefined
//                removes one.
//     timeoutMs  the session is killed after this long (default 90 s).
//     keep       keep the temporary folder (its path is returned as `dir`).
//   resolves to { exitCode, signal, timedOut, durationMs, stdout, stderr, debugLog,
//     logs, pluginLoaded, pluginErrors, toolResults, complete, transcriptPath?, dir? }
//     toolResults  [{ id, tool, input, isError, text, output, reminders, notes, refusal,
//                  context }] in call order. `text` is the tool_result exactly as the
//                  model read it; `output` is `text` without <system-reminder> blocks;
//                  `reminders` are those blocks' bodies; `notes` the reminders that are
//                  hook context starting with "loop-guard:"; `refusal` the text of a
//                  result that is itself a "loop-guard:" refusal; `context` the hook
//                  context the transcript recorded for the call.
//     logs         what plugins showed through $.ui, from the debug log:
//                  [{ plugin, kind: 'log' | 'toast' | 'status', text }].
//     pluginLoaded whether the engine loaded the plugin's hooks module.
//     pluginErrors the debug log's [ERROR] lines about the plugin (a failed load, a hook
//                  that threw and was skipped).
//     complete     true when the fixture reported the conversation (it read the API
//                  form); false means toolResults came from the transcript alone.
// The temporary folder (HOME and the session's working folder) is removed afterwards
// unless `keep` is set. Never touches the real HOME.
import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const CLAUDE = join(ROOT, 'node_modules', '.bin', 'claude')
export const SCRIPTED_MODEL = join(ROOT, 'test', 'e2e', 'scripted-model')
const MARK = 'scripted-model:'
const NOTE = 'loop-guard:'
const HOOK_CONTEXT = 'tool.call hook additional context: '
/** The API key every engine run gets: never used, since the fixture answers every model request. */
export const DUMMY_KEY = 'sk-ant-dummy'

/** The script as the first prompt, which the scripted-model fixture reads: one array of calls per response. */
export function scriptedPrompt(calls) {
  return JSON.stringify(calls.map((step) => (Array.isArray(step) ? step : [step])))
}

export async function runHeadless({ calls, pluginDir, options, settings, extraArgs = [], env = {}, timeoutMs = 90_000, keep = false }) {
  const dir = mkdtempSync(join(tmpdir(), 'loop-guard-e2e-'))
  try {
    const name = pluginName(pluginDir)
    const home = join(dir, 'home')
    const cwd = join(dir, 'work')
    mkdirSync(join(home, '.claude'), { recursive: true })
    mkdirSync(cwd)
    // skips first-run screens; harmless in -p
    writeFileSync(join(home, '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true }))
    if (options !== undefined || settings !== undefined) {
      const pluginConfigs = options !== undefined ? { pluginConfigs: { [`${name}@inline`]: { options } } } : {}
      writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify({ ...settings, ...pluginConfigs }, null, 2))
    }
    const debugFile = join(dir, 'debug.log')
    const prompt = scriptedPrompt(calls)
    // the plugin under test goes first: its hooks then sit outside the fixture's, so its
    // turn.step hook sees the scripted chunks (the fixture's never calls next)
    const args = ['-p', prompt, '--plugin-dir', resolve(pluginDir), '--plugin-dir', SCRIPTED_MODEL,
      '--allowedTools', 'Bash Read', '--debug-file', debugFile, ...extraArgs]
    const run = await spawnClaude(args, { cwd, env: engineEnv(home, env), timeoutMs })
    const debugLog = existsSync(debugFile) ? readFileSync(debugFile, 'utf8') : ''
    const transcriptPath = findTranscript(home)
    const transcript = transcriptPath ? transcriptRows(readFileSync(transcriptPath, 'utf8')) : []
    const context = transcriptContext(transcript)
    const reported = reportedResults(debugLog)
    const complete = reported !== undefined
    const rows = reported ?? transcriptResults(transcript)
    return {
      ...run,
      debugLog,
      logs: uiLogs(debugLog),
      pluginLoaded: debugLog.includes(`hooks module ${name}@inline loaded`),
      pluginErrors: debugLog.split('\n').filter((l) => l.includes(' [ERROR] ') && (l.includes(`${name}@inline`) || l.includes(`] ${name}: `))),
      toolResults: rows.map((r) => readResult(r, context.get(r.id) ?? [])),
      complete,
      ...(keep ? { dir, transcriptPath } : {}),
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true })
  }
}

// User settings under which the engine itself refuses calls: a `permissions.deny` rule per
// entry of `deny`, a `permissions.ask` rule per entry of `ask` (nobody answers an ask in
// -p), and a settings PreToolUse command hook that denies any Bash command containing
// `hookDenies`, with `because` as its reason.
export function permissionSettings({ deny = [], ask = [], hookDenies, because = 'refused by a settings hook' }) {
  const hooks = hookDenies === undefined ? {} : {
    hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: denyingHook(hookDenies, because) }] }] },
  }
  return { permissions: { deny, ask }, ...hooks }
}

// A PreToolUse hook command (node reading the hook input on stdin) that denies a Bash
// command containing `needle`.
function denyingHook(needle, because) {
  const answer = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: because } })
  const script = `let d="";process.stdin.on("data",c=>d+=c).on("end",()=>{if(JSON.parse(d).tool_input.command.includes(${JSON.stringify(needle)}))console.log(${JSON.stringify(answer)})})`
  return `node -e '${script.replace(/'/g, "'\\''")}'`
}

// The engine's name for --plugin-dir plugins is "<plugin.json name>@inline".
export function pluginName(pluginDir) {
  return JSON.parse(readFileSync(join(pluginDir, '.claude-plugin', 'plugin.json'), 'utf8')).name
}

// A clean environment: no credentials or config dirs of the caller's own Claude leak in.
export function engineEnv(home, extra) {
  const env = {}
  for (const [k, v] of Object.entries(process.env)) if (!/^(CLAUDE|ANTHROPIC)/.test(k)) env[k] = v
  const all = {
    ...env,
    HOME: home,
    ANTHROPIC_API_KEY: DUMMY_KEY,
    // a non-Anthropic base URL makes the engine skip the remote-settings fetch, whose
    // offline retries otherwise hold the start for ~18 s; a stray request fails at once
    ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
    ...extra,
  }
  // `env: { NAME: undefined }` removes a variable (e.g. the base URL above)
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined))
}

// Runs claude in its own process group so a timeout can end it and anything it started.
function spawnClaude(args, { cwd, env, timeoutMs }) {
  return new Promise((done) => {
    const started = Date.now()
    const child = spawn(CLAUDE, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.on('data', (d) => { stdout += d })
    child.stderr.on('data', (d) => { stderr += d })
    const stop = (signal) => { try { process.kill(-child.pid, signal) } catch { /* already gone */ } }
    let hardStop
    // SIGTERM first: the engine then ends the tool processes it started in their own groups
    const timer = setTimeout(() => {
      timedOut = true
      stop('SIGTERM')
      hardStop = setTimeout(() => stop('SIGKILL'), 5000)
    }, timeoutMs)
    const finish = (exitCode, signal) => {
      clearTimeout(timer)
      clearTimeout(hardStop)
      done({ exitCode, signal, timedOut, durationMs: Date.now() - started, stdout, stderr })
    }
    child.on('error', (err) => { stderr += String(err); finish(null, null) })
    child.on('close', finish)
  })
}

// The fixture's report: one `scripted-model:result {json}` line per tool result, then
// `scripted-model:done`. Undefined when the report never came.
function reportedResults(debugLog) {
  const rows = []
  let done = false
  for (const { plugin, kind, text } of uiLogs(debugLog)) {
    if (plugin !== 'scripted-model' || kind !== 'log') continue
    if (text.startsWith(`${MARK}result `)) rows.push(JSON.parse(text.slice(`${MARK}result `.length)))
    if (text.startsWith(`${MARK}done`)) done = true
  }
  return done ? rows : undefined
}

// What plugins showed through $.ui: `$.ui.log` lines (`<time> [DEBUG] [plugin] $.ui.log
// (to debug): text`, which may run on over several lines), and toasts and status text,
// which a headless session only writes to the debug log.
function uiLogs(debugLog) {
  const out = []
  const log = /^\S+ \[\w+\] \[([^\]]+)\] \$\.ui\.log \(to \w+\): ([\s\S]*)$/
  const shown = /^\S+ \[\w+\] \$\.ui\.(toast|status) \(([^)]+)\): ([\s\S]*)$/
  for (const entry of debugLog.split(/\n(?=\d{4}-\d\d-\d\dT)/)) {
    const line = entry.replace(/\n$/, '')
    const m = log.exec(line)
    if (m) out.push({ plugin: m[1], kind: 'log', text: m[2] })
    const s = shown.exec(line)
    // each toast or status is logged twice; the second says where it went instead
    if (s && !/^no (notification bar|status row) in a headless session/.test(s[3])) out.push({ plugin: s[2], kind: s[1], text: s[3] })
  }
  return out
}

function findTranscript(home) {
  const projects = join(home, '.claude', 'projects')
  if (!existsSync(projects)) return undefined
  for (const p of readdirSync(projects)) {
    const f = readdirSync(join(projects, p)).find((n) => n.endsWith('.jsonl'))
    if (f) return join(projects, p, f)
  }
  return undefined
}

function transcriptRows(jsonl) {
  return jsonl.split('\n').filter(Boolean).map((l) => { try { return JSON.parse(l) } catch { return {} } })
}

// Hook context is stored beside the result, as an attachment keyed "<tool_use_id>-context".
function transcriptContext(transcript) {
  const map = new Map()
  for (const row of transcript) {
    const a = row.attachment
    if (a?.type !== 'hook_additional_context' || typeof a.toolUseID !== 'string') continue
    const id = a.toolUseID.replace(/-context$/, '')
    map.set(id, [...(map.get(id) ?? []), ...[].concat(a.content)])
  }
  return map
}

// Fallback when the fixture did not report: results as stored, without folded context.
function transcriptResults(transcript) {
  const uses = new Map()
  const rows = []
  for (const row of transcript) {
    const content = row.message?.content
    if (!Array.isArray(content)) continue
    for (const b of content) {
      if (b.type === 'tool_use') uses.set(b.id, { tool: b.name, input: b.input })
      if (b.type === 'tool_result') {
        rows.push({ id: b.tool_use_id, ...uses.get(b.tool_use_id), isError: b.is_error === true, text: textOf(b.content) })
      }
    }
  }
  return rows
}

function textOf(content) {
  if (typeof content === 'string') return content
  return Array.isArray(content) ? content.map((b) => (b.type === 'text' ? b.text : `[${b.type}]`)).join('\n') : ''
}

// Splits what the model read into the tool's own output and the reminders folded in.
function readResult(row, context) {
  const reminders = []
  const output = row.text.replace(/\n*<system-reminder>\n?([\s\S]*?)\n?<\/system-reminder>/g, (_, body) => {
    reminders.push(body)
    return ''
  })
  const notes = reminders
    .map((r) => (r.startsWith(HOOK_CONTEXT) ? r.slice(HOOK_CONTEXT.length) : r))
    .filter((r) => r.startsWith(NOTE))
  const bare = output.replace(/^<tool_use_error>([\s\S]*)<\/tool_use_error>$/, '$1').replace(/^Error: /, '')
  return {
    id: row.id,
    tool: row.tool,
    input: row.input,
    isError: row.isError,
    text: row.text,
    output,
    reminders,
    notes,
    refusal: bare.startsWith(NOTE) ? bare : undefined,
    context,
  }
}
