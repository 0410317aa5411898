/**
 * What the guard keeps per agent (the main conversation, or a subagent), how much it holds,
 * and what a reset forgets of it.
 *
 * Contract (pure): an `AgentState` holds each detector's memory (in list order), the call
 * records (each key's model response and last run: twins, and what a standing refusal
 * compares against), the refusals that stand, the keys of flagged loops and the refusals in
 * this person's request; every map is capped (bounded.ts). `forget(agent, event)` forgets
 * what the resets table (resets.ts) says `event` forgets; `forgetsAll(event)` says whether it
 * forgets everything an agent holds, when the agent itself can go. `sizeOf(agents)` counts
 * the entries held, per rule and per map, for tests and the benchmark.
 */
import type { Situation } from './advice.js'
import { remember } from './bounded.js'
import type { Signed } from './detectors/detector.js'
import { DETECTORS } from './detectors/index.js'
import { forgets } from './resets.js'
import type { Memory, Reset } from './resets.js'
import type { CallInfo, Rule } from './vocabulary.js'

/** Agents remembered at once; the main one is never the one dropped. */
export const MAX_AGENTS = 32
/** Per agent: refusals that stand, calls remembered for twins. */
const MAX_HELD = 64
const MAX_CALLS = 64

/** A refusal that stands: the rule that found the loop, what it said, and the call's last run (read to compare only). */
export type Held = { rule: Rule; situation: Situation; reason: string; tools?: readonly string[]; lastRun?: Signed }

/** A call's model response (for twins) and its last run (for standing refusals). */
export type Tracked = { step?: string; lastRun?: Signed }

export type AgentState = {
  /** Each detector's memory, in list order. */
  memories: unknown[]
  /** The last model response and outcome of each key, for twins and standing refusals. */
  calls: Map<string, Tracked>
  held: Map<string, Held>
  /** Key → the flagged loop it belongs to, so one loop is counted once. */
  flagged: Map<string, number>
  /** Refusals by the guard in this person's request. */
  blocks: number
}

/** Entries held: agents, the guard's own maps, and each rule's memory by its name. */
export type GuardSize = { agents: number; held: number; calls: number; flagged: number; blocks: number } & Record<Rule, number>

export function freshAgent(): AgentState {
  return { memories: DETECTORS.map((d) => d.fresh()), calls: new Map(), held: new Map(), flagged: new Map(), blocks: 0 }
}

/** Remembers the call's model response and, when it ran, that run. */
export function track(agent: AgentState, c: CallInfo, ran?: Signed): void {
  // one shape for every entry, its fields undefined when unknown
  remember(agent.calls, c.key, { step: c.step, lastRun: ran ?? agent.calls.get(c.key)?.lastRun }, MAX_CALLS)
}

/** Keeps a refusal that stands. */
export function hold(agent: AgentState, key: string, held: Held): void {
  remember(agent.held, key, held, MAX_HELD)
}

/** Every memory an agent holds: when an event forgets them all, the agent itself goes. */
const ALL_AGENT_MEMORIES: readonly Memory[] = [...DETECTORS.map((d) => d.rule), 'call records', 'held refusals', 'flagged loops', 'request refusals']

/** Whether `event` forgets everything an agent holds. */
export function forgetsAll(event: Reset): boolean {
  return ALL_AGENT_MEMORIES.every((m) => forgets(event, m))
}

/** Forgets in `agent` what the resets table says `event` forgets. */
export function forget(agent: AgentState, event: Reset): void {
  DETECTORS.forEach((d, i) => {
    if (forgets(event, d.rule)) agent.memories[i] = d.fresh()
  })
  if (forgets(event, 'held refusals')) agent.held.clear()
  if (forgets(event, 'flagged loops')) agent.flagged.clear()
  if (forgets(event, 'request refusals')) agent.blocks = 0
  if (forgets(event, 'call records')) agent.calls.clear()
}

/** How much `agents` hold: entries per rule and per map. */
export function sizeOf(agents: readonly AgentState[]): GuardSize {
  const size: GuardSize = { agents: agents.length, held: 0, calls: 0, flagged: 0, blocks: 0, cycle: 0, repeat: 0, 'unmoved-error': 0, 'repeated-failure': 0, 'rotating-arguments': 0, 'refused-twice': 0, 'text-loop': 0 }
  for (const agent of agents) {
    size.blocks += agent.blocks
    size.held += agent.held.size
    size.calls += agent.calls.size
    size.flagged += agent.flagged.size
    DETECTORS.forEach((d, i) => {
      size[d.rule] += d.size(agent.memories[i])
    })
  }
  return size
}
