/**
 * Loop events for the operator's collector, on the engine's kit: the test raises collector
 * records as the engine does (`telemetry.log` to `collector`) and reads what reaches the
 * bottom. With the log export on (`CLAUDE_CODE_ENABLE_TELEMETRY`, `OTEL_LOGS_EXPORTER`), an
 * intervention's loop_guard.* attributes ride on the next record; with it off, or with the
 * `telemetry` option off, no record carries any.
 */
import { describe, expect, mock } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import type { On, TelemetryRecordEntry } from 'claude-code'
import { beneath, failed, test, tools } from './kit.js'

const EXPORT_ON = { CLAUDE_CODE_ENABLE_TELEMETRY: '1', OTEL_LOGS_EXPORTER: 'otlp' }

/** The engine's collector beneath the plugin: every record's attributes, as they reached it. */
function collector(on: On): Record<string, unknown>[] {
  const got: Record<string, unknown>[] = []
  on('telemetry.log', (_$, e) => {
    if (e.to === 'collector') got.push({ ...e.attributes })
    return { value: undefined }
  })
  on('session.start', (_$, e) => ({ cwd: e.cwd }))
  on('command.register', (_$, e) => ({ value: { command: e.name } }))
  return got
}

const record = (event: string): TelemetryRecordEntry => ({ to: 'collector', event, attributes: { 'event.name': event }, loggedAt: new Date(0).toISOString() })

/** A session in which the same Bash call fails twice (a note), then the engine exports one record. */
async function noteThenRecord($: Engine): Promise<void> {
  await $.session.start({ cwd: '/w', surface: 'terminal', isInteractive: true })
  for (let i = 0; i < 2; i++) await $.tool.call({ tool: 'Bash', command: 'make', description: 'Build', tool_use_id: `toolu_${i}` })
  await $.telemetry.log(record('tool_decision'))
}

const loopAttributes = (got: Record<string, unknown>[]) => got.map((a) => Object.fromEntries(Object.entries(a).filter(([k]) => k.startsWith('loop_guard.'))))

describe('loop events for the collector', () => {
  test('with the log export on, the note rides on the next record', async ($, on) => {
    beneath(on)
    mock.env(on, EXPORT_ON)
    tools(on, () => failed('make: *** [all] Error 2'))
    const got = collector(on)
    await noteThenRecord($)
    expect(loopAttributes(got)).toEqual([
      {
        'loop_guard.rule': 'repeated-failure',
        'loop_guard.action': 'note',
        'loop_guard.tool': 'Bash',
        'loop_guard.count': 2,
        'loop_guard.agent': 'main',
        'loop_guard.calls_saved': 0,
        'loop_guard.tokens_saved': 0,
        'loop_guard.turn_ended': 0,
        'loop_guard.tool_use_id': 'toolu_1',
      },
    ])
  })

  test('with no log export configured, no record carries loop-guard attributes', async ($, on) => {
    beneath(on)
    mock.env(on, {})
    tools(on, () => failed('make: *** [all] Error 2'))
    const got = collector(on)
    await noteThenRecord($)
    expect(loopAttributes(got)).toEqual([{}])
  })

  test('with the telemetry option off, none does either', { options: { telemetry: false } }, async ($, on) => {
    beneath(on)
    mock.env(on, EXPORT_ON)
    tools(on, () => failed('make: *** [all] Error 2'))
    const got = collector(on)
    await noteThenRecord($)
    expect(loopAttributes(got)).toEqual([{}])
  })
})
