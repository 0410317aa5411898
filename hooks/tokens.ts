/**
 * What loops cost in tokens: each model response's usage shared among the tool calls it made.
 *
 * Contract (pure: no engine types, no I/O; the mod and the audit CLI share it):
 * - `toolCall(response)` counts one tool call of a response (every call, the guard's or not);
 *   `inLoop(response, saved)` marks one of them as inside a flagged loop: a call the guard
 *   spoke on (note, warning, refusal), and with `saved` one that would not have run (refused,
 *   or after the turn was ended). `usage(response, counts)` gives the response's usage, the
 *   latest given standing. The three may come in any order.
 * - A response's tokens are split evenly among its tool calls: its calls in loops take
 *   `inLoop / calls` of them, the saved ones `saved / calls`. A response with no tool call,
 *   or whose usage never came, adds nothing.
 * - Tokens are the four counts summed (uncached input, output, cache reads, cache writes);
 *   `cacheReads` says how much of each figure was cache reads, which cost a tenth of input.
 * - `perCall(response)`: the tokens one of its calls is worth, once its usage came.
 * - `figures()` is undefined until a usage came; otherwise whole numbers (rounded).
 * State is bounded: past `MAX_OPEN_RESPONSES` the oldest response is settled into the
 * sums, and calls or usage for it that come later are not counted.
 */
import { keep, keepIn } from './bounded.js'

/** A response's token counts, as the API reports them in `usage`. */
export type TokenCounts = {
  input_tokens: number
  output_tokens: number
  cache_read_input_tokens: number
  cache_creation_input_tokens: number
}

/** Token figures of a session or a whole audit. */
export type LoopTokens = {
  /** Tokens of every response that made a tool call. */
  all: number
  /** Tokens spent on calls inside flagged loops. */
  inLoops: number
  /** Tokens of the calls that would not have run: refused, or after an ended turn. */
  savedByRefusal: number
  /** The cache reads included in each figure above. */
  cacheReads: { all: number; inLoops: number; savedByRefusal: number }
}

type Sums = { all: number; inLoops: number; saved: number; readAll: number; readInLoops: number; readSaved: number }
type OpenResponse = { usage?: TokenCounts; calls: number; inLoop: number; saved: number }

export const MAX_OPEN_RESPONSES = 256

const zero = (): Sums => ({ all: 0, inLoops: 0, saved: 0, readAll: 0, readInLoops: 0, readSaved: 0 })

export class LoopTokenLedger {
  private readonly open = new Map<string, OpenResponse>()
  private readonly settledResponses = new Set<string>() // recently settled: a late event for one is dropped, not counted anew
  private settled = zero()
  private measured = false

  toolCall(response: string): void {
    const r = this.entry(response)
    if (r !== undefined) r.calls++
  }

  inLoop(response: string, saved: boolean): void {
    const r = this.entry(response)
    if (r === undefined) return
    r.inLoop++
    if (saved) r.saved++
  }

  usage(response: string, counts: TokenCounts): void {
    const r = this.entry(response)
    if (r === undefined) return
    r.usage = counts
    this.measured = true
  }

  /** The tokens one call of `response` is worth (its usage split among its calls), when its usage and calls are known. */
  perCall(response: string): number | undefined {
    const r = this.open.get(response)
    if (r?.usage === undefined || r.calls === 0) return undefined
    const u = r.usage
    return (u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens) / r.calls
  }

  figures(): LoopTokens | undefined {
    if (!this.measured) return undefined
    const sums = { ...this.settled }
    for (const r of this.open.values()) addShare(sums, r)
    return {
      all: Math.round(sums.all),
      inLoops: Math.round(sums.inLoops),
      savedByRefusal: Math.round(sums.saved),
      cacheReads: { all: Math.round(sums.readAll), inLoops: Math.round(sums.readInLoops), savedByRefusal: Math.round(sums.readSaved) },
    }
  }

  /** A new session: nothing counted. */
  reset(): void {
    this.open.clear()
    this.settledResponses.clear()
    this.settled = zero()
    this.measured = false
  }

  /** The open record of a response; undefined once it was settled (too old to change the sums). */
  private entry(response: string): OpenResponse | undefined {
    const found = this.open.get(response)
    if (found !== undefined) return found
    if (this.settledResponses.has(response)) return undefined
    const created: OpenResponse = { calls: 0, inLoop: 0, saved: 0 }
    const dropped = keep(this.open, response, created, MAX_OPEN_RESPONSES)
    if (dropped !== undefined) {
      addShare(this.settled, dropped[1])
      keepIn(this.settledResponses, dropped[0], MAX_OPEN_RESPONSES)
    }
    return created
  }
}

/** Adds one response's tokens, split evenly among its calls, to the sums. */
function addShare(sums: Sums, r: OpenResponse): void {
  if (r.usage === undefined || r.calls === 0) return
  const u = r.usage
  const total = u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens
  const inLoop = Math.min(r.inLoop, r.calls) / r.calls
  const saved = Math.min(r.saved, r.calls) / r.calls
  sums.all += total
  sums.inLoops += total * inLoop
  sums.saved += total * saved
  sums.readAll += u.cache_read_input_tokens
  sums.readInLoops += u.cache_read_input_tokens * inLoop
  sums.readSaved += u.cache_read_input_tokens * saved
}

/** `1234567` → `1,234,567`: by hand, since the hooks runtime may lack `Intl`. */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
