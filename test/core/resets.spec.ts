// Specification of hooks/resets.ts, row by row: for each event, the guard forgets in the
// agents the row reaches exactly the memories the row does not keep, leaves every other
// agent as it was, and keeps or forgets the last refusal and the ended turn as the row says.
import { describe, expect, test } from 'vitest'
import { DETECTORS } from '../../hooks/detectors/index.js'
import { Guard } from '../../hooks/guard.js'
import { readSettings } from '../../hooks/options.js'
import type { Outcome } from '../../hooks/outcome.js'
import { forgets, RESETS } from '../../hooks/resets.js'
import type { Memory, Reset } from '../../hooks/resets.js'
import type { CallInfo } from '../../hooks/vocabulary.js'
import type { GuardSize } from '../../hooks/agent-state.js'

const call = (agent: string, key: string): CallInfo => ({ agent, tool: 'Bash', key: `Bash ${key}`, excerpt: key })

function attempt(g: Guard, c: CallInfo, outcome: Outcome): void {
  if (!g.beforeCall(c).some((i) => i.action === 'block')) g.afterCall(c, outcome)
}

/** Gives an agent something in every memory: a refused chain, a refusal by others, a failure streak, a response's text. */
function populate(g: Guard, agent: string): void {
  for (let i = 0; i < 7; i++) attempt(g, call(agent, 'cat a'), { kind: 'success', fingerprint: '=same', looseFingerprint: '=same', isReadOnly: true })
  attempt(g, call(agent, 'rm -rf dist'), { kind: 'refused', firstLine: 'Permission to use Bash has been denied.' })
  for (let i = 0; i < 2; i++) attempt(g, call(agent, 'ls /x'), { kind: 'failure', fingerprint: '=ls: /x: No such file', looseFingerprint: '=ls: /x: No such file', firstLine: 'ls: /x: No such file' })
  g.responseText({ agent, response: 'r1', kind: 'text', block: 0, text: 'a response streaming' })
}

/** Where each per-agent memory shows in `Guard.size(agent)`. */
const SHOWN_AS: Record<Exclude<Memory, 'last refusal' | 'ended turn'>, keyof GuardSize> = {
  cycle: 'cycle',
  repeat: 'repeat',
  'unmoved-error': 'unmoved-error',
  'repeated-failure': 'repeated-failure',
  'rotating-arguments': 'rotating-arguments',
  'refused-twice': 'refused-twice',
  'text-loop': 'text-loop',
  'call records': 'calls',
  'held refusals': 'held',
  'flagged loops': 'flagged',
  'request refusals': 'blocks',
}

/** The event as the wiring raises it, on the agent a `this`-agent row is tried on. */
const RAISE: Record<Reset, (g: Guard) => void> = {
  'person-prompt': (g) => g.personPrompt(),
  'turn-answered': (g) => g.turnEnded('agent-1', false),
  'turn-aborted': (g) => g.turnEnded('agent-1', true),
  'main-turn-aborted': (g) => g.turnEnded('main', true),
  compaction: (g) => g.compacted('agent-1'),
  clear: (g) => g.reset('clear'),
  'session-end': (g) => g.forgetAll(),
  pause: (g) => g.setPaused(true),
  'response-ended': (g) => g.responseEnded('agent-1'),
}

describe('the resets table', () => {
  test('every rule has its column: a memory the table knows by the rule name', () => {
    for (const d of DETECTORS) expect(Object.keys(SHOWN_AS)).toContain(d.rule)
  })

  test('populating an agent fills every one of its memories', () => {
    const g = new Guard(readSettings({}).settings)
    populate(g, 'main')
    const size = g.size('main')
    for (const [memory, field] of Object.entries(SHOWN_AS)) expect(size[field], memory).toBeGreaterThan(0)
  })

  for (const [event, row] of Object.entries(RESETS) as [Reset, (typeof RESETS)[Reset]][]) {
    test(`${event}: forgets in ${row.agents === 'every' ? 'every agent' : 'its agent'} all but ${row.keeps.join(', ') || 'nothing'}`, () => {
      const g = new Guard(readSettings({}).settings)
      populate(g, 'main') // its third refusal ends the main turn
      populate(g, 'agent-1')
      const before = { main: g.size('main'), agent: g.size('agent-1') }
      RAISE[event](g)
      const reached = row.agents === 'every' ? ['main', 'agent-1'] : [event === 'main-turn-aborted' ? 'main' : 'agent-1']
      for (const agent of ['main', 'agent-1']) {
        const size = g.size(agent)
        if (!reached.includes(agent)) {
          expect(size, `${agent} is out of reach`).toEqual(agent === 'main' ? before.main : before.agent)
          continue
        }
        for (const [memory, field] of Object.entries(SHOWN_AS) as [Memory, keyof GuardSize][]) {
          if (forgets(event, memory)) expect(size[field], `${agent} ${memory}`).toBe(0)
          else expect(size[field], `${agent} ${memory}`).toBeGreaterThan(0)
        }
      }
      expect(g.status()?.includes('turn ended') ?? false, 'ended turn').toBe(!forgets(event, 'ended turn'))
      expect(g.allow(0) !== undefined, 'last refusal').toBe(!forgets(event, 'last refusal'))
    })
  }

  test("a person's prompt, /clear and session.end reach every agent; answered, aborted and compacted turns and ended responses only their own", () => {
    expect(Object.fromEntries(Object.entries(RESETS).map(([event, row]) => [event, row.agents]))).toEqual({
      'person-prompt': 'every',
      'turn-answered': 'this',
      'turn-aborted': 'this',
      'main-turn-aborted': 'every',
      compaction: 'this',
      clear: 'every',
      'session-end': 'every',
      pause: 'every',
      'response-ended': 'this',
    })
  })

  test("a person's prompt forgets the failure memory: a prompt starts every chain afresh", () => {
    expect(forgets('person-prompt', 'repeated-failure')).toBe(true)
  })

  test('only a new session, /clear and pausing forget the last refusal that allow reaches', () => {
    const forgetting = (Object.keys(RESETS) as Reset[]).filter((e) => forgets(e, 'last refusal'))
    expect(forgetting.sort()).toEqual(['clear', 'pause', 'session-end'])
  })
})
