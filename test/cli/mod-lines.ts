// What the mod did, as its debug lines say, set against what the audit's replay finds in the
// transcript the engine wrote of the same session: both in the debug line's words, call by call.
import { replaySession } from '../../cli/replay.js'
import type { SessionAudit } from '../../cli/replay.js'
import { readSession } from '../../cli/transcripts.js'
import type { Problems, TranscriptEvent } from '../../cli/transcripts.js'
import { readSettings } from '../../hooks/options.js'
import type { RawOptions } from '../../hooks/options.js'

/** The interventions among the mod's debug lines (`loop-guard: <action> <tool> ×<count> <loop> <rule> <reason>`), without the reason. */
export function modInterventions(debugLines: string): string[] {
  const out: string[] = []
  for (const m of debugLines.matchAll(/loop-guard: (note|warn|block|abort) (\S+) ×(\d+) (\S+) (\S+)/g)) out.push(`${m[1]} ${m[2]} ×${m[3]} ${m[4]} ${m[5]}`)
  return out
}

/** How many outputs the mod replaced by its pointer, by its debug lines. */
export const modPointers = (debugLines: string): number => [...debugLines.matchAll(/loop-guard: pointer /g)].length

/** The replay's actions in the same words and order. */
export const auditInterventions = (audit: SessionAudit): string[] => audit.actions.map((a) => `${a.action} ${a.tool} ×${a.count} ${a.agent} ${a.rule}`)

/** A transcript's events and the replay of them (at the options given, by default the mod's). */
export async function auditTranscript(path: string, raw: RawOptions = {}): Promise<{ audit: SessionAudit; events: TranscriptEvent[]; problems: Problems }> {
  const problems: Problems = { unreadable: [], partlyRead: [] }
  const events = [...readSession({ path, parts: [] }, 'claude', problems)]
  const audit = await replaySession(path, events, readSettings(raw).settings)
  return { audit, events, problems }
}
