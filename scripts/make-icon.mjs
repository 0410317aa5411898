// make-icon.mjs: draws .claude-plugin/icon.png, loop-guard's 512 x 512 listing icon (a
// loop that a bar cuts), with no dependencies: pixels from distances to simple shapes,
// written as a PNG with node:zlib. Run it again after changing the drawing; commit both.
import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const SIZE = 512
const OUT = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), '.claude-plugin', 'icon.png')
const BACKGROUND = [0x1f, 0x29, 0x37]
const LOOP = [0x5e, 0xc2, 0xa6]
const BAR = [0xf2, 0x6d, 0x5b]

/** Signed distance from (x, y) to a rounded square filling the canvas, 48 px corners. */
function roundedSquare(x, y) {
  const half = SIZE / 2, r = 48
  const qx = Math.abs(x - half) - (half - r), qy = Math.abs(y - half) - (half - r)
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
}
/** Distance to a ring of radius 150, 44 px thick, open on the right (the loop). */
function ring(x, y) {
  const dx = x - 236, dy = y - 256
  const angle = Math.atan2(dy, dx)
  if (Math.abs(angle) < 0.55) {
    const ends = [-0.55, 0.55].map((a) => Math.hypot(dx - 150 * Math.cos(a), dy - 150 * Math.sin(a)))
    return Math.min(...ends) - 22
  }
  return Math.abs(Math.hypot(dx, dy) - 150) - 22
}
/** Distance to the bar that stops the loop: a rounded vertical stroke at its opening. */
function bar(x, y) {
  const dy = Math.max(Math.abs(y - 256) - 110, 0)
  return Math.hypot(x - 392, dy) - 26
}
/** Coverage of a shape at a pixel from its signed distance: one pixel of soft edge. */
const cover = (d) => Math.min(Math.max(0.5 - d, 0), 1)

const rows = []
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE * 4) // filter byte 0, then RGBA
  for (let x = 0; x < SIZE; x++) {
    const px = x + 0.5, py = y + 0.5
    let color = BACKGROUND
    for (const [shape, paint] of [[ring, LOOP], [bar, BAR]]) {
      const a = cover(shape(px, py))
      color = color.map((c, i) => c + (paint[i] - c) * a)
    }
    row.set([...color.map(Math.round), Math.round(255 * cover(roundedSquare(px, py)))], 1 + x * 4)
  }
  rows.push(row)
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const header = Buffer.alloc(13)
header.writeUInt32BE(SIZE, 0)
header.writeUInt32BE(SIZE, 4)
header.set([8, 6, 0, 0, 0], 8) // 8 bits per channel, RGBA, deflate, no filter, no interlace
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
])
writeFileSync(OUT, png)
process.stdout.write(`wrote .claude-plugin/icon.png (${SIZE} x ${SIZE}, ${png.length} bytes)\n`)
