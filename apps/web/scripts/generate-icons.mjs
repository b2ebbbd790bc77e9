// Draws the MapleNest app icons (a white house with a green maple leaf on a #04D188 tile) into public/.
// Pure Node, no network and no image library: polygons are filled with 4×4 supersampling and written as PNG.
// Run with `node scripts/generate-icons.mjs` from apps/web; the PNGs are committed.
// biome-ignore lint/style/noRestrictedImports: a build-time Node script, never part of the browser bundle
import { writeFileSync } from 'node:fs'
// biome-ignore lint/style/noRestrictedImports: a build-time Node script, never part of the browser bundle
import { dirname, join } from 'node:path'
// biome-ignore lint/style/noRestrictedImports: a build-time Node script, never part of the browser bundle
import { fileURLToPath } from 'node:url'
// biome-ignore lint/style/noRestrictedImports: a build-time Node script, never part of the browser bundle
import { deflateSync } from 'node:zlib'

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')
const GREEN = [0x04, 0xd1, 0x88]
const WHITE = [0xff, 0xff, 0xff]

// Shapes in a 64×64 design space, the same as the BrandMark component.
const HOUSE = [
  [32, 12],
  [9, 31],
  [15, 31],
  [15, 52],
  [49, 52],
  [49, 31],
  [55, 31],
]
const LEAF = [
  [32, 22.5],
  [34.2, 27.1],
  [37.8, 25.5],
  [36.8, 31.3],
  [40.7, 28.7],
  [40.1, 32.1],
  [43.1, 33],
  [37.9, 37.6],
  [38.8, 39.8],
  [33, 39],
  [33, 45],
  [31, 45],
  [31, 39],
  [25.2, 39.8],
  [26.1, 37.6],
  [20.9, 33],
  [23.9, 32.1],
  [23.3, 28.7],
  [27.2, 31.3],
  [26.2, 25.5],
  [29.8, 27.1],
]

function inside(polygon, x, y) {
  let hit = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]
    const [xj, yj] = polygon[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius)
  const cy = Math.min(Math.max(y, radius), 64 - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

/** RGBA pixels of one icon. `corner` is the tile radius (0 = full bleed); `scale` shrinks the house and leaf. */
function draw(size, { corner, scale }) {
  const pixels = Buffer.alloc(size * size * 4)
  const n = 4
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = ((px + (sx + 0.5) / n) / size) * 64
          const y = ((py + (sy + 0.5) / n) / size) * 64
          if (corner > 0 && !inRoundedSquare(x, y, corner)) continue
          const ux = 32 + (x - 32) / scale
          const uy = 32 + (y - 32) / scale
          const colour = inside(LEAF, ux, uy) ? GREEN : inside(HOUSE, ux, uy) ? WHITE : GREEN
          r += colour[0]
          g += colour[1]
          b += colour[2]
          a += 255
        }
      }
      const samples = n * n
      const coverage = a / 255
      const o = (py * size + px) * 4
      pixels[o] = coverage ? Math.round(r / coverage) : 0
      pixels[o + 1] = coverage ? Math.round(g / coverage) : 0
      pixels[o + 2] = coverage ? Math.round(b / coverage) : 0
      pixels[o + 3] = Math.round(a / samples)
    }
  }
  return pixels
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer) {
  let c = 0xffffffff
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function png(size, pixels) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const ICONS = [
  { file: 'pwa-192x192.png', size: 192, corner: 14, scale: 1 },
  { file: 'pwa-512x512.png', size: 512, corner: 14, scale: 1 },
  // Maskable: full bleed, the mark kept inside the central safe zone.
  { file: 'maskable-512x512.png', size: 512, corner: 0, scale: 0.78 },
  // iOS rounds the corners itself.
  { file: 'apple-touch-icon-180x180.png', size: 180, corner: 0, scale: 0.9 },
]

for (const { file, size, corner, scale } of ICONS) {
  writeFileSync(join(PUBLIC, file), png(size, draw(size, { corner, scale })))
  console.log(`wrote public/${file}`)
}
