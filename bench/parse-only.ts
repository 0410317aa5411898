/**
 * The audit's yardstick: a reader that only parses each line of the corpus.
 *
 * Contract: `node dist/bench/parse-only.js <dir-or-file>...` reads every `*.jsonl`
 * file named (or inside a folder named), `JSON.parse`s each non-empty line, and prints
 * one JSON line `{ files, lines, toolCalls }`. It does nothing else, so an audit over
 * the same files can be measured against it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function jsonlFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(path, name))
}

let files = 0
let lines = 0
let toolCalls = 0
for (const file of process.argv.slice(2).flatMap(jsonlFiles)) {
  files++
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue
    const record = JSON.parse(line) as Record<string, unknown>
    lines++
    if (typeof record.tool === 'string') toolCalls++
  }
}
process.stdout.write(`${JSON.stringify({ files, lines, toolCalls })}\n`)
