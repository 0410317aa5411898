// interactive.mjs: runs one real, offline, interactive Claude Code session in tmux, in
// which the scripted-model fixture plays the model, and lets a test read the screen a
// person would see and type at its prompt.
//
// Contract:
//   startInteractive({ calls, pluginDir, options?, columns?, rows? }) resolves to a session:
//     calls      the script, as runHeadless takes it (headless.mjs); it is the first
//                prompt, given on the command line, so the session starts working at once.
//     options    if given, the plugin's userConfig values (settings.json, as headless.mjs).
//     columns, rows  the terminal's size (default 100 × 50).
//   session.screen()         the visible screen as text, one line per row, trailing blanks cut.
//   session.everything()     the scrollback and the screen, for rows that scrolled away.
//   session.waitFor(pattern, { timeoutMs?, where? })  polls the screen (or `everything`)
//                every 200 ms until `pattern` matches and resolves to that screen; rejects
//                after timeoutMs (default 30 s) with the last screen in the message.
//   session.type(text)       types `text` literally at the prompt and presses Enter; resolves
//                            once the prompt box no longer holds it (Enter again if a busy
//                            engine let the first one pass), and rejects if it never leaves.
//   session.press(...keys)   presses keys by tmux's names (`Escape`, `C-c`, `Enter`).
//   session.debugLog()       the engine's debug log so far (--debug-file).
//   session.close()          ends the engine, kills the tmux server (its own socket) and
//                            removes the folder; resolves when done.
// The session runs with a throwaway HOME whose .claude.json has onboarding done, the
// dummy key approved and the working folder trusted; permissions are in manual mode with
// Bash and Read allowed, so no dialog and no network check (auto mode's) stops a call.
// Needs tmux on PATH.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CLAUDE, DUMMY_KEY, SCRIPTED_MODEL, engineEnv, pluginName, scriptedPrompt } from './headless.mjs'

export async function startInteractive({ calls, pluginDir, options, columns = 100, rows = 50 }) {
  const dir = mkdtempSync(join(tmpdir(), 'loop-guard-tty-'))
  const home = join(dir, 'home')
  const cwd = join(dir, 'work')
  mkdirSync(join(home, '.claude'), { recursive: true })
  mkdirSync(cwd)
  writeFileSync(join(home, '.claude.json'), JSON.stringify({
    hasCompletedOnboarding: true,
    customApiKeyResponses: { approved: [DUMMY_KEY.slice(-20)], rejected: [] },
    projects: { [cwd]: { hasTrustDialogAccepted: true } },
  }))
  if (options !== undefined) {
    writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify({ pluginConfigs: { [`${pluginName(pluginDir)}@inline`]: { options } } }))
  }
  const debugFile = join(dir, 'debug.log')
  const prompt = scriptedPrompt(calls)
  const args = [CLAUDE, '--plugin-dir', resolve(pluginDir), '--plugin-dir', SCRIPTED_MODEL, '--permission-mode', 'default',
    '--allowedTools', 'Bash Read', '--debug-file', debugFile, prompt]
  // a socket of its own: the test never sees or touches another tmux server
  const socket = `loop-guard-${process.pid}-${Date.now().toString(36)}`
  const env = { ...engineEnv(home, {}), TERM: 'xterm-256color' }
  // stderr is kept, not passed on: a server that already ended with its session is no news
  const tmux = (...a) => execFileSync('tmux', ['-L', socket, ...a], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  tmux('new-session', '-d', '-x', String(columns), '-y', String(rows), '-c', cwd, `exec ${args.map(shellWord).join(' ')}`)

  const session = {
    dir,
    screen: () => trimLines(tmux('capture-pane', '-p')),
    everything: () => trimLines(tmux('capture-pane', '-p', '-S', '-')),
    async waitFor(pattern, { timeoutMs = 30_000, where = 'screen' } = {}) {
      const read = where === 'everything' ? session.everything : session.screen
      const until = Date.now() + timeoutMs
      let last = ''
      for (;;) {
        try {
          last = read()
        } catch (err) {
          throw new Error(`the session's tmux server is gone (${err.message}); last screen:\n${last}`)
        }
        if (pattern.test(last)) return last
        if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${pattern}; the screen:\n${last}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    },
    async type(text) {
      tmux('send-keys', '-l', text)
      const tail = text.replace(/\s+/g, '').slice(-20)
      const held = () => promptBox(session.screen()).includes(tail)
      // a busy machine draws the typed text late, and an Enter before it lands may be lost
      for (let i = 0; i < 50 && !held(); i++) await new Promise((r) => setTimeout(r, 200))
      for (let attempt = 0; attempt < 4; attempt++) {
        tmux('send-keys', 'Enter')
        for (let i = 0; i < 25 && held(); i++) await new Promise((r) => setTimeout(r, 200))
        if (!held()) return
      }
      throw new Error(`the prompt kept ${JSON.stringify(text.slice(0, 60))} after four Enters; the screen:\n${session.screen()}`)
    },
    press(...keys) {
      tmux('send-keys', ...keys)
    },
    debugLog: () => (existsSync(debugFile) ? readFileSync(debugFile, 'utf8') : ''),
    async close() {
      // end the engine first and wait for it, so it is not writing into the folder removed below
      let pid
      try {
        pid = Number(tmux('display-message', '-p', '#{pane_pid}').trim())
        process.kill(pid, 'SIGTERM')
      } catch {
        pid = undefined // no pane or no process left
      }
      for (let i = 0; pid !== undefined && i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
      try {
        tmux('kill-server')
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
  return session
}

// tmux runs the command through the shell: quote each word for it.
function shellWord(word) {
  return `'${String(word).replace(/'/g, `'\\''`)}'`
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** What the prompt box holds: the rows between the last two rules, white space taken out. */
function promptBox(screen) {
  const lines = screen.split('\n')
  const rules = lines.flatMap((line, i) => (/^─{20,}$/.test(line) ? [i] : []))
  if (rules.length < 2) return ''
  return lines.slice(rules.at(-2) + 1, rules.at(-1)).join('').replace(/^\s*❯/, '').replace(/\s+/g, '')
}

function trimLines(text) {
  return text.split('\n').map((l) => l.replace(/\s+$/, '')).join('\n').replace(/\n+$/, '')
}
