/**
 * The status line's subject: the longest live chain of every agent.
 *
 * Contract (pure): `longestLive(agents)` looks at each agent's refusals that stand and at
 * what each detector shows live (`live`), and returns the longest of them at two or more,
 * or undefined; the guard words it (advice.ts `statusLine`) and decides when to look.
 */
import type { StatusOf } from './advice.js'
import type { AgentState } from './agent-state.js'
import { DETECTORS } from './detectors/index.js'

export function longestLive(agents: Iterable<AgentState>): StatusOf | undefined {
  let best: StatusOf | undefined
  const consider = (s: StatusOf): void => {
    if (s.count >= 2 && (best === undefined || s.count > best.count)) best = s
  }
  for (const agent of agents) {
    for (const held of agent.held.values()) consider({ tool: held.situation.tool, count: held.situation.count, state: 'refused' })
    DETECTORS.forEach((d, i) => {
      const live = d.live?.(agent.memories[i])
      if (live !== undefined) consider({ tool: live.tool, count: live.count, what: live.what, state: live.warned ? 'warned' : 'building' })
    })
  }
  return best
}
