/**
 * SHA-256 of a string, hex-encoded, through the platform's native digest.
 *
 * Native on purpose: in the engine's runtime a hand-written hash loop costs about
 * 14 ms per MB, `crypto.subtle.digest` a few. The same global exists in Node 20,
 * so the audit CLI runs this very code.
 */
const encoder = new TextEncoder()
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

export async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  let hex = ''
  for (const b of bytes) hex += HEX[b]
  return hex
}
