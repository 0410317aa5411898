/**
 * The output pointer: a large output the model already has is not fed to it again.
 *
 * Contract (pure): `outputPointer(settings, run)` is the short text the model reads in
 * place of a call's output, or undefined when it reads the output itself. It points when
 * the output is the same as this call's previous run by the strict comparison that
 * decides refusals (the guard's `identicalRuns`), from the `warnAt`-th identical run on
 * (the run the first advisory falls on), when the output is longer than `POINTER_MIN_CHARS`,
 * with `dedupeOutput` on and a mode that speaks to the model (`observe` changes nothing the
 * model reads). The earlier runs of that chain reached the model whole, and every reset
 * (a compaction, a prompt, the turn's end) starts the chain again, so what it points at is
 * still in the model's context. Only the model's copy changes: the wiring rewrites the
 * stored row's text, and only a text-only one (`isTextOnly`), and the tool's own record,
 * which the person's transcript shows, stays. `isOutputPointer(text)` tells the audit a
 * row's text is this pointer.
 */
import type { Settings } from './options.js'

/** Outputs this long or shorter cost little to read again: always read whole. */
export const POINTER_MIN_CHARS = 2048

export type RepeatedRun = {
  tool: string
  /** The length of the output the model would read. */
  chars: number
  /** Runs in a row of this exact call with this very outcome, this one included. */
  identicalRuns: number
}

/** Whether any output can be pointed at under these settings: the wiring hooks tool results only then. */
export function pointsAtOutputs(settings: Pick<Settings, 'dedupeOutput' | 'mode'>): boolean {
  return settings.dedupeOutput && settings.mode !== 'observe'
}

export function outputPointer(settings: Pick<Settings, 'dedupeOutput' | 'mode' | 'warnAt'>, run: RepeatedRun): string | undefined {
  if (!pointsAtOutputs(settings)) return undefined
  if (run.identicalRuns < Math.max(2, settings.warnAt) || run.chars <= POINTER_MIN_CHARS) return undefined
  return (
    `loop-guard: same ${sizeOf(run.chars)} output as this exact ${run.tool} call's previous run (${run.identicalRuns} identical runs in a row); ` +
    'not repeated here. Use the earlier result instead of running the call again.'
  )
}

/** The pointer's whole text, as `outputPointer` words it: nothing a tool printed reads so unless it copied one. */
const POINTER_TEXT = /^loop-guard: same \d+(?:\.\d)? KB output as this exact \S[^\n]{0,200} call's previous run \(\d+ identical runs in a row\); not repeated here\. Use the earlier result instead of running the call again\.$/

/** Whether a result's text is the pointer `outputPointer` put in place of an output. */
export function isOutputPointer(text: string): boolean {
  return text.length < 512 && POINTER_TEXT.test(text)
}

/** A tool result's content that is text alone, the only kind the pointer replaces: images and documents are left as they are. */
export function isTextOnly(content: unknown): boolean {
  return typeof content === 'string' || (Array.isArray(content) && content.every((b) => (b as { type?: unknown } | null)?.type === 'text'))
}

/** `18 KB`, or `2.4 KB` under ten: characters, as people read sizes. */
function sizeOf(chars: number): string {
  const kb = chars / 1024
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`
}
