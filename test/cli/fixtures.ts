// Helpers for the audit CLI's specs: temporary transcript folders, the CLI run in
// process with captured output, and records in the shape real Claude Code transcripts
// have (see samples/claude-code/), cut down to the fields the reader looks at.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll } from 'vitest'
import { main } from '../../cli/main.js'

export const REPO = fileURLToPath(new URL('../..', import.meta.url))
export const SAMPLE = join(REPO, 'samples', 'claude-code')

const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A temporary folder holding the given files (removed after the spec file); a list of records is written as JSON lines. */
export function tempFiles(files: Record<string, string | readonly unknown[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'loop-guard-audit-'))
  made.push(dir)
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, typeof content === 'string' ? content : content.map((r) => JSON.stringify(r)).join('\n') + '\n')
  }
  return dir
}

export async function collect<T>(items: AsyncIterable<T> | Iterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of items) out.push(item)
  return out
}

export type CliRun = { status: number; stdout: string; stderr: string }

/** `loop-guard <argv>` in this process, with captured streams and the given environment. */
export async function runCli(argv: string[], env: Record<string, string | undefined> = {}, stderrIsTTY = false): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const status = await main(argv, {
    stdout: { write: (t: string) => ((stdout += t), true) },
    stderr: { write: (t: string) => ((stderr += t), true), isTTY: stderrIsTTY },
    env,
  })
  return { status, stdout, stderr }
}

/** The JSON lines of a `--json` run. */
export const jsonLines = (out: string): Record<string, unknown>[] => out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)

// ---- Claude Code records, as the engine writes them (one content block per assistant record)

let clock = 0
const stamp = (): string => new Date(Date.UTC(2026, 0, 1) + clock++ * 1000).toISOString()
let uuids = 0
const uuid = (): string => `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`

type Extra = Record<string, unknown>

export function prompt(text: string, extra: Extra = {}): Extra {
  return { type: 'user', isSidechain: false, uuid: uuid(), timestamp: stamp(), message: { role: 'user', content: text }, ...extra }
}

export function toolUse(response: string, id: string, name: string, input: Extra, extra: Extra = {}): Extra {
  const content = [{ type: 'tool_use', id, name, input }]
  return { type: 'assistant', isSidechain: false, uuid: uuid(), timestamp: stamp(), message: { id: response, role: 'assistant', content, stop_reason: 'tool_use' }, ...extra }
}

export function toolResult(id: string, text: string, isError = false, extra: Extra = {}): Extra {
  const content = [{ type: 'tool_result', tool_use_id: id, content: text, is_error: isError }]
  return { type: 'user', isSidechain: false, uuid: uuid(), timestamp: stamp(), message: { role: 'user', content }, ...extra }
}

/** A text answer; `stopReason` null is how versions before 2.x left it on every record. */
export function answer(response: string, text: string, stopReason: string | null = 'end_turn', extra: Extra = {}): Extra {
  const content = [{ type: 'text', text }]
  return { type: 'assistant', isSidechain: false, uuid: uuid(), timestamp: stamp(), message: { id: response, role: 'assistant', content, stop_reason: stopReason }, ...extra }
}

/** One call and its result, on the main loop, as one model response. */
export function callAndResult(n: number, name: string, input: Extra, text: string, isError = false): Extra[] {
  return [toolUse(`msg_${n}`, `toolu_${n}`, name, input), toolResult(`toolu_${n}`, text, isError)]
}
