// Types for interactive.mjs (see the contract at the top of that file).
import type { HeadlessRun } from './headless.mjs'

export type InteractiveRun = Pick<HeadlessRun, 'calls' | 'pluginDir' | 'options'> & { columns?: number, rows?: number }

export type InteractiveSession = {
  dir: string
  /** the visible screen, one line per row, trailing blanks cut */
  screen(): string
  /** the scrollback and the screen */
  everything(): string
  /** polls until `pattern` matches; resolves to the screen it matched */
  waitFor(pattern: RegExp, options?: { timeoutMs?: number, where?: 'screen' | 'everything' }): Promise<string>
  /** types `text` at the prompt and presses Enter */
  type(text: string): Promise<void>
  /** presses keys by tmux's names (`Escape`, `C-c`, `Enter`) */
  press(...keys: string[]): void
  debugLog(): string
  close(): Promise<void>
}

export function startInteractive(run: InteractiveRun): Promise<InteractiveSession>
