// Types for headless.mjs (see the contract at the top of that file).

/** One tool call of the scripted model: a tool's name and its arguments. */
export type ScriptedCall = { name: string, input: unknown }
/** A step that answers with text (or thinking): the preamble, then the passage `copies` times (scripted-model's README). */
export type ScriptedSay = { say: { preamble: string, passage: string, copies: number, kind?: 'text' | 'thinking' } }
/** Beside a step's calls: the input tokens that response reports as its usage (scripted-model's README). */
export type ScriptedContext = { context: number }

export type HeadlessRun = {
  calls: ReadonlyArray<ScriptedCall | ScriptedSay | ReadonlyArray<ScriptedCall | ScriptedContext>>
  pluginDir: string
  options?: Record<string, string | number | boolean | readonly string[]>
  /** more user settings for the session (permissions, hooks): see permissionSettings */
  settings?: Record<string, unknown>
  extraArgs?: string[]
  env?: Record<string, string | undefined>
  timeoutMs?: number
  keep?: boolean
}

export type ToolResult = {
  id: string
  tool: string
  input: any
  isError: boolean
  /** the tool_result exactly as the model read it */
  text: string
  /** `text` without its <system-reminder> blocks */
  output: string
  reminders: string[]
  /** reminders that are hook context starting with "loop-guard:" */
  notes: string[]
  /** the text of a result that is itself a "loop-guard:" refusal */
  refusal?: string
  /** hook context the transcript recorded for this call */
  context: string[]
}

export type HeadlessResult = {
  exitCode: number | null
  signal: string | null
  timedOut: boolean
  durationMs: number
  stdout: string
  stderr: string
  debugLog: string
  logs: { plugin: string, kind: 'log' | 'toast' | 'status', text: string }[]
  pluginLoaded: boolean
  pluginErrors: string[]
  toolResults: ToolResult[]
  complete: boolean
  transcriptPath?: string
  dir?: string
}

export const CLAUDE: string
export const SCRIPTED_MODEL: string
export function runHeadless(run: HeadlessRun): Promise<HeadlessResult>
/** User settings under which the engine refuses calls: deny rules, ask rules, a denying PreToolUse hook. */
export function permissionSettings(refusals: { deny?: string[], ask?: string[], hookDenies?: string, because?: string }): Record<string, unknown>
/** The engine's environment: the caller's, minus its own Claude and Anthropic variables, with this HOME and the dummy key. */
export function engineEnv(home: string, extra: Record<string, string | undefined>): Record<string, string>
/** The API key every engine run gets; the fixture answers every model request, so it is never used. */
export const DUMMY_KEY: string
/** The script as the first prompt the scripted-model fixture reads. */
export function scriptedPrompt(calls: HeadlessRun['calls']): string
/** The `name` in a plugin folder's .claude-plugin/plugin.json (the engine calls it `<name>@inline`). */
export function pluginName(pluginDir: string): string
