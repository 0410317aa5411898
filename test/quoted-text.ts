/**
 * What the model reads from loop-guard, taken apart the way a reader would: loop-guard's
 * own words, and the JSON strings it quotes after its labels ("the tool printed (as a
 * JSON string): ", "with arguments "). Shared by the vitest specs and the engine kit.
 */
const LABELLED_QUOTE = /(the tool printed \(as a JSON string\): |with arguments )("(?:[^"\\]|\\.)*")/g

export type Read = {
  /** The text with each quote replaced by `«quoted»`: every word here is loop-guard's. */
  own: string
  /** What each quote holds, decoded. */
  quoted: string[]
}

export function readModelText(text: string): Read {
  const quoted: string[] = []
  const own = text.replace(LABELLED_QUOTE, (_whole: string, label: string, literal: string) => {
    quoted.push(JSON.parse(literal) as string)
    return `${label}«quoted»`
  })
  return { own, quoted }
}

/**
 * What a CommonMark renderer draws from text whose only markdown is backslash escapes
 * (safe-text.ts `markdownLiteral`): each escaped ASCII punctuation character as itself.
 * The `/loop-guard` reply is markdown; this is what the person reads of it.
 */
export function drawnMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1')
}
