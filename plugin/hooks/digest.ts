/**
 * Hashes of strings, hex-encoded: short texts in JavaScript, long ones natively.
 *
 * Contract: `hashText(text)` is equal for equal texts and, but for a chance of about
 * 2^-64 per pair, different for different ones (lone surrogates included, which a
 * UTF-8 encoder would turn into U+FFFD). Up to `QUICK_HASH_LIMIT` characters it is a
 * 64-bit hash computed in JavaScript (`hashTextNow` gives it without a wait); past it,
 * SHA-256 through `crypto.subtle`, which exists in the engine and in Node 20 alike, so
 * the audit CLI runs this code.
 * The limit is where the two cost the same in the engine's runtime, measured in the
 * kit: the loop about 2.8 µs per KB, `crypto.subtle.digest` about 20 µs at 1 KB and
 * 50-70 µs at 16 KB, so they meet between 8 and 24 KB.
 * A host with a synchronous native hash (the audit CLI: Node's) hands it to `useSyncHash`
 * before the first hash; texts past the limit then go to it, at once, instead of waiting
 * for `crypto.subtle` (up to the limit the JavaScript hash is as quick in Node, measured on
 * the corpus). Hashes are compared only within one process, never stored.
 */
const encoder = new TextEncoder()
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/** Longest text hashed in JavaScript. */
export const QUICK_HASH_LIMIT = 16 * 1024

/** A synchronous native hash of a text's UTF-16 code units, equal for equal texts only. */
export type SyncHash = (text: string) => string

/** The host's synchronous hash, if it gave one; the engine's runtime has none. */
let syncHash: SyncHash | undefined

/** The host's synchronous native hash, for texts past `QUICK_HASH_LIMIT` characters (`undefined`: none). */
export function useSyncHash(hash: SyncHash | undefined): void {
  syncHash = hash
}

export async function hashText(text: string): Promise<string> {
  return hashTextNow(text) ?? sha256(text)
}

/** `hashText`'s hash when it can be worked out at once (in JavaScript up to `QUICK_HASH_LIMIT`, or by the host's hash); else undefined. */
export function hashTextNow(text: string): string | undefined {
  return text.length <= QUICK_HASH_LIMIT ? quickHash(text) : syncHash?.(text)
}

/** Two independent 32-bit multiply-xor lanes over the UTF-16 code units. */
export function quickHash(text: string): string {
  // A global read inside the loop costs ~18 ns per character in the engine's runtime; a local, nothing.
  const imul = Math.imul
  let a = 0x811c9dc5 ^ text.length
  let b = 0x27d4eb2f
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    a = imul(a ^ unit, 0x01000193)
    b = imul(b ^ unit, 0x5bd1e995)
    b ^= b >>> 15
  }
  a = imul(a ^ (a >>> 16), 0x85ebca6b)
  b = imul(b ^ (b >>> 13), 0xc2b2ae35)
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`
}

const LONE_SURROGATE = /\p{Cs}/u

export async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(wellFormed(text))))
  let hex = ''
  for (const b of bytes) hex += HEX[b]
  return hex
}

/**
 * A lone surrogate would encode as U+FFFD and match it: such a text is spelled with
 * backslashes escaped and the surrogates written out, behind a mark no other text has.
 */
function wellFormed(text: string): string {
  if (!LONE_SURROGATE.test(text)) return `w${text}`
  return `s${text.replace(/\\/g, '\\\\').replace(/\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}`
}
