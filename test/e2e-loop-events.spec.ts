// End-to-end, issue 21: real headless Claude Code sessions (scripts/headless.mjs) with the
// scripted-model fixture playing the model.
// - A chanting answer: loop-guard ends the response early (the fixture's stream is closed a
//   few pieces in, the session exits 0 with the text so far), toasts, writes its row and its
//   debug line.
// - Loop events in the operator's telemetry: the engine's OpenTelemetry log export is
//   pointed at a receiver this test starts on 127.0.0.1, and the records the engine really
//   sent are read back: each intervention rides on one record as loop_guard.* attributes,
//   with no excerpt or argument; with the option off, none does.
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runHeadless, type HeadlessResult } from '../scripts/headless.mjs'

const pluginDir = process.env.LOOP_GUARD_PLUGIN_DIR ?? fileURLToPath(new URL('..', import.meta.url))
const PASSAGE = 'I will run the migration again to see whether it passes now. '

describe('a chanting answer in a real headless session', () => {
  let run: HeadlessResult
  beforeAll(async () => {
    run = await runHeadless({ calls: [{ say: { preamble: 'The migration failed on the orders table. ', passage: PASSAGE, copies: 2000 } }], pluginDir })
  }, 120_000)

  test('the session ends normally, with the answer cut a little past 4,000 characters of the 122,000 it would have streamed', () => {
    expect(run.timedOut, run.stderr).toBe(false)
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.pluginErrors).toEqual([])
    expect(run.stdout.startsWith(`The migration failed on the orders table. ${PASSAGE}`)).toBe(true)
    expect(run.stdout.length).toBeLessThan(4_500)
  })

  test("the model's stream is closed a few pieces in", () => {
    const streamed = run.logs.find((l) => l.plugin === 'scripted-model' && l.text.startsWith('scripted-model:streamed'))?.text
    const [given, of] = (streamed?.match(/streamed (\d+) of (\d+)/) ?? []).slice(1).map(Number)
    expect(of).toBe(Math.ceil((42 + PASSAGE.length * 2000) / 16))
    expect(given).toBeLessThan(300)
  })

  test('the person gets a toast, a row naming loop-guard and what repeated, and CI a debug line', () => {
    const mine = run.logs.filter((l) => l.plugin === 'loop-guard')
    expect(mine.filter((l) => l.kind === 'toast').map((l) => l.text)).toEqual([expect.stringMatching(/^Text ×\d+ copies of one passage.*(ended the response|response ended)/)])
    expect(mine.filter((l) => l.kind === 'log').map((l) => l.text)).toEqual([
      expect.stringMatching(/^loop-guard: abort Text ×\d+ main text-loop a passage of 61 characters repeated over \d+$/),
    ])
    // a transcript row reaches only the debug log headless, as `[loop-guard] $.ui.log: <row>`
    const rows = [...run.debugLog.matchAll(/\[loop-guard\] \$\.ui\.log: ([^\n]*)/g)].map((m) => m[1])
    expect(rows).toEqual([
      expect.stringMatching(/^ended this response \(not you\): the model's answer repeated one passage \d+ times back to back: "I will run the migration again to see whether it passes now\."/),
    ])
  })
})

/** Collects the OTLP/HTTP JSON log records POSTed to it, on loopback only. */
class Receiver {
  readonly records: { event: string; attributes: Record<string, unknown> }[] = []
  private readonly server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      if (req.url === '/v1/logs' && body !== '') this.read(JSON.parse(body))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private read(body: { resourceLogs?: { scopeLogs?: { logRecords?: { body?: { stringValue?: string }; attributes?: { key: string; value: Record<string, unknown> }[] }[] }[] }[] }): void {
    for (const resource of body.resourceLogs ?? []) for (const scope of resource.scopeLogs ?? []) for (const r of scope.logRecords ?? []) {
      const attributes = Object.fromEntries((r.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]))
      this.records.push({ event: r.body?.stringValue ?? '', attributes })
    }
  }
}

/** The engine's OpenTelemetry log export, over OTLP/HTTP JSON, to `endpoint`, flushed every 200 ms. */
const exportTo = (endpoint: string): Record<string, string> => ({
  CLAUDE_CODE_ENABLE_TELEMETRY: '1',
  OTEL_LOGS_EXPORTER: 'otlp',
  OTEL_METRICS_EXPORTER: 'none',
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_LOGS_EXPORT_INTERVAL: '200',
})

const failing = { name: 'Bash', input: { command: 'ls /definitely/missing', description: 'List a folder' } }
const reread = { name: 'Read', input: { file_path: '/etc/hostname' } }
const echo = (text: string) => ({ name: 'Bash', input: { command: `echo ${text}`, description: 'Say something' } })
/** A failure noted at its second run, then a Read advised at 3 and 4 and refused at 5, each followed by a call whose records carry them. */
const SCRIPT = [failing, failing, echo('one'), reread, reread, reread, reread, reread, echo('two')]

const loopRecords = (receiver: Receiver) => receiver.records.filter((r) => Object.keys(r.attributes).some((k) => k.startsWith('loop_guard.')))

describe("loop events in the operator's telemetry, read back from the engine's OTLP export", () => {
  const receiver = new Receiver()
  let run: HeadlessResult
  beforeAll(async () => {
    run = await runHeadless({ calls: SCRIPT, pluginDir, env: exportTo(await receiver.start()) })
  }, 120_000)
  afterAll(() => receiver.stop())

  test('the engine exported its own records to the receiver', () => {
    expect(run.exitCode, run.stderr).toBe(0)
    expect(receiver.records.map((r) => r.event)).toEqual(expect.arrayContaining(['claude_code.user_prompt', 'claude_code.tool_result']))
  })

  test('each intervention rides on one record, with its rule, action, tool, count, agent and what it saved', () => {
    const loops = loopRecords(receiver).map((r) => Object.fromEntries(Object.entries(r.attributes).filter(([k]) => k.startsWith('loop_guard.') && k !== 'loop_guard.tool_use_id')))
    const as = (rule: string, action: string, tool: string, count: number, saved: number) => ({
      'loop_guard.rule': rule,
      'loop_guard.action': action,
      'loop_guard.tool': tool,
      'loop_guard.count': count,
      'loop_guard.agent': 'main',
      'loop_guard.calls_saved': saved,
      'loop_guard.tokens_saved': 0, // the scripted model reports no usage
      'loop_guard.turn_ended': 0,
    })
    expect(loops).toEqual([as('repeated-failure', 'note', 'Bash', 2, 0), as('repeat', 'warn', 'Read', 3, 0), as('repeat', 'warn', 'Read', 4, 0), as('repeat', 'block', 'Read', 5, 1)])
  })

  test("each names the call it acted on, so the engine's own records of that call join it", () => {
    const ids = loopRecords(receiver).map((r) => r.attributes['loop_guard.tool_use_id'])
    const called = receiver.records.filter((r) => r.event === 'claude_code.tool_result').map((r) => r.attributes['tool_use_id'])
    expect(ids).toHaveLength(4)
    expect(ids.slice(0, 3).every((id) => called.includes(id))).toBe(true) // the refused fifth never ran: the engine has no record of it
  })

  test('no record carries an argument or an error that loop-guard saw', () => {
    const sent = JSON.stringify(loopRecords(receiver).map((r) => Object.entries(r.attributes).filter(([k]) => k.startsWith('loop_guard.'))))
    expect(sent).not.toMatch(/definitely|hostname|No such file/)
  })
})

describe('telemetry off', () => {
  test('with the option off, no record carries loop-guard attributes', async () => {
    const receiver = new Receiver()
    const run = await runHeadless({ calls: SCRIPT, pluginDir, options: { telemetry: false }, env: exportTo(await receiver.start()) })
    await receiver.stop()
    expect(run.exitCode, run.stderr).toBe(0)
    expect(receiver.records.length).toBeGreaterThan(0)
    expect(loopRecords(receiver)).toEqual([])
  }, 120_000)
})
