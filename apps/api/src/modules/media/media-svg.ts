import { illustrationMark } from '../../lib/illustration-mark.ts'
import { createRng, hashText, type Rng } from '../../lib/rng.ts'
import type { PhotoSubject } from './media-repository.ts'

/**
 * Stylised demo photos drawn as SVG: an exterior (tower, house or row of townhouses) or a room recognisable by
 * its caption. Every listing looks different — sky, colours, storeys, windows, roof and trees are drawn from a
 * generator seeded with the listing number — and every picture carries a small "Illustration · 示意图" mark, so
 * nobody takes it for a photograph. Pure and deterministic.
 *
 * The web shows these at 4:3 (detail gallery), cropped to 16:10 (cards) and to a square (list thumbnails), with the
 * header's buttons and the card badges over the top edge, the photo counter at the bottom right and the sheet
 * overlapping the bottom 16 px. So the mark sits centred at the bottom, inside what every crop keeps, above the
 * sheet; an SVG media query (it reads the size the picture is shown at) draws it larger on a small thumbnail.
 */
export const SVG_WIDTH = 800
export const SVG_HEIGHT = 600

export { MARK_BOX, MARK_BOX_SMALL } from '../../lib/illustration-mark.ts'

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`
const r1 = (n: number) => Math.round(n * 10) / 10

interface Palette {
  hue: number
  wall: string
  trim: string
  accent: string
  dark: string
  light: string
  glass: string
  sky: string
}

/** Wall colours people build with: brick, stone, siding, stucco, painted wood. */
const WALLS: readonly [number, number, number][] = [
  [12, 45, 48],
  [20, 35, 62],
  [30, 30, 80],
  [40, 25, 86],
  [200, 10, 78],
  [210, 14, 62],
  [150, 12, 74],
  [45, 40, 72],
  [0, 0, 92],
  [25, 18, 40],
  [190, 20, 50],
  [95, 15, 68],
]

function palette(g: Rng): Palette {
  const [h, s, l] = g.pick(WALLS)
  const hue = h + g.int(-6, 6)
  return {
    hue,
    wall: hsl(hue, s, l),
    trim: g.pick(['#f7f5ef', '#2f3438', '#e9e2d0', hsl(hue, 20, 25)]),
    accent: hsl(g.pick([0, 30, 130, 200, 220, 345]), g.int(35, 60), g.int(30, 48)),
    dark: hsl(hue + g.int(-20, 20), g.int(10, 25), g.int(18, 30)),
    light: hsl(hue + 30, 40, 95),
    glass: hsl(g.int(190, 215), g.int(25, 45), g.int(52, 70)),
    sky: hsl(g.int(195, 215), 55, 80),
  }
}

/** Sky with its light of day: clear, soft morning, overcast or golden hour. */
function sky(g: Rng): { svg: string; sun: boolean } {
  const kind = g.pick(['clear', 'morning', 'overcast', 'golden'] as const)
  const [top, bottom] =
    kind === 'clear'
      ? [hsl(g.int(200, 212), 70, 62), hsl(g.int(195, 205), 70, 86)]
      : kind === 'morning'
        ? [hsl(205, 55, 74), hsl(g.int(20, 35), 80, 88)]
        : kind === 'overcast'
          ? [hsl(210, 12, 70), hsl(210, 14, 86)]
          : [hsl(220, 45, 55), hsl(g.int(25, 38), 90, 72)]
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="600" fill="url(#sky)"/>`
  const sun = kind !== 'overcast' && g.chance(0.7)
  if (sun) {
    const colour = kind === 'golden' ? 'hsl(35 95% 70%)' : 'hsl(48 95% 80%)'
    svg += `<circle cx="${g.int(80, 720)}" cy="${g.int(80, 200)}" r="${g.int(26, 42)}" fill="${colour}"/>`
  }
  const clouds = kind === 'overcast' ? g.int(3, 5) : g.int(0, 3)
  for (let i = 0; i < clouds; i++) {
    const x = g.int(40, 760)
    const y = g.int(70, 220)
    const w = g.int(50, 110)
    const fill = kind === 'overcast' ? 'hsl(210 10% 92% / 0.85)' : 'hsl(0 0% 100% / 0.8)'
    svg += `<g fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${r1(w * 0.28)}"/><ellipse cx="${x - w * 0.3}" cy="${y - 10}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.3)}"/><ellipse cx="${x + w * 0.25}" cy="${y - 14}" rx="${r1(w * 0.4)}" ry="${r1(w * 0.32)}"/></g>`
  }
  return { svg, sun }
}

/** Mountains behind Vancouver, a low skyline of towers behind Toronto. */
function backdrop(g: Rng, city: PhotoSubject['city']): string {
  if (city === 'vancouver') {
    let pts = '0,420'
    let x = 0
    while (x < 800) {
      x += g.int(60, 140)
      pts += ` ${Math.min(800, x)},${g.int(230, 330)}`
    }
    return `<polygon points="${pts} 800,420" fill="${hsl(215, 18, g.int(58, 68))}"/>`
  }
  let out = ''
  for (let x = g.int(-20, 20); x < 800; x += g.int(50, 110)) {
    const h = g.int(40, 170)
    out += `<rect x="${x}" y="${420 - h}" width="${g.int(30, 60)}" height="${h}" fill="${hsl(215, 12, g.int(70, 78))}"/>`
  }
  return out
}

function ground(g: Rng): string {
  const grass = hsl(g.int(85, 125), g.int(25, 40), g.int(40, 52))
  return (
    `<rect x="0" y="460" width="800" height="140" fill="${grass}"/>` +
    `<rect x="0" y="515" width="800" height="14" fill="hsl(30 6% 78%)"/>` +
    `<rect x="0" y="529" width="800" height="71" fill="hsl(220 6% ${g.int(32, 42)}%)"/>`
  )
}

function tree(g: Rng, x: number, base: number, scale: number): string {
  const trunk = `<rect x="${r1(x - 6 * scale)}" y="${r1(base - 50 * scale)}" width="${r1(12 * scale)}" height="${r1(50 * scale)}" fill="hsl(28 35% 28%)"/>`
  const leaf = hsl(g.int(95, 140), g.int(30, 45), g.int(28, 40))
  if (g.chance(0.35)) {
    const h = 150 * scale
    return `${trunk}<polygon points="${r1(x)},${r1(base - 40 * scale - h)} ${r1(x - 42 * scale)},${r1(base - 40 * scale)} ${r1(x + 42 * scale)},${r1(base - 40 * scale)}" fill="${leaf}"/>`
  }
  const r = 52 * scale
  return `${trunk}<circle cx="${r1(x)}" cy="${r1(base - 50 * scale - r * 0.7)}" r="${r1(r)}" fill="${leaf}"/><circle cx="${r1(x - r * 0.55)}" cy="${r1(base - 50 * scale - r * 0.3)}" r="${r1(r * 0.7)}" fill="${leaf}"/>`
}

/** Trees in the free space left and right of the building (x from `left` to `right` is taken). */
function trees(g: Rng, left: number, right: number): string {
  let out = ''
  const count = g.int(0, 3)
  for (let i = 0; i < count; i++) {
    const side = g.chance(0.5)
    const room = side ? left - 60 : 740 - right
    if (room < 40) continue
    const x = side ? g.int(50, left - 30) : g.int(right + 30, 750)
    out += tree(g, x, g.int(490, 512), g.range(0.7, 1.25))
  }
  return out
}

function windowsGrid(x: number, y: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number) {
  let out = ''
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${r1(x + c * (w + gx))}" y="${r1(y + r * (h + gy))}" width="${r1(w)}" height="${r1(h)}"/>`
  return out
}

function tower(g: Rng, p: Palette): { svg: string; left: number; right: number } {
  let svg = ''
  // Neighbouring buildings, lower, in muted tones.
  for (let i = g.int(1, 3); i > 0; i--) {
    const w = g.int(90, 170)
    const x = g.chance(0.5) ? g.int(10, 220 - w / 2) : g.int(560, 790 - w)
    const h = g.int(140, 300)
    svg += `<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" fill="${hsl(p.hue + g.int(0, 60), 10, g.int(64, 80))}"/>`
    svg += `<g fill="${hsl(210, 20, 58)}" opacity="0.55">${windowsGrid(x + 10, 480 - h, Math.floor((w - 10) / 24), Math.floor((h - 30) / 26), 14, 14, 10, 12)}</g>`
  }
  const width = g.int(170, 270)
  const cx = g.int(360, 440)
  const left = cx - width / 2
  const floors = g.int(12, 30)
  const floorH = g.int(14, 19)
  const podiumTop = 440
  const top = Math.max(40, podiumTop - floors * floorH)
  const h = podiumTop - top
  svg += `<rect x="${left}" y="${top}" width="${width}" height="${h}" fill="${p.wall}"/>`
  const cols = g.int(4, 8)
  const gap = g.int(4, 10)
  const winW = (width - 16 - gap * (cols - 1)) / cols
  const rows = Math.floor((h - 10) / floorH)
  svg += `<g fill="${p.glass}">${windowsGrid(left + 8, top + 8, cols, rows, winW, floorH - 5, gap, 5)}</g>`
  const balconies = g.pick(['none', 'slabs', 'alternate'] as const)
  if (balconies !== 'none') {
    let slabs = ''
    for (let r = 1; r < rows; r += balconies === 'slabs' ? 1 : 2)
      slabs += `<rect x="${left - 6}" y="${r1(top + 8 + r * floorH - 4)}" width="${width + 12}" height="3"/>`
    svg += `<g fill="${p.trim}">${slabs}</g>`
  }
  const crown = g.pick(['flat', 'step', 'fin'] as const)
  if (crown === 'step')
    svg += `<rect x="${left + width * 0.2}" y="${top - 24}" width="${width * 0.6}" height="24" fill="${p.dark}"/>`
  else if (crown === 'fin')
    svg += `<rect x="${left + width * g.range(0.15, 0.75)}" y="${top - 40}" width="14" height="40" fill="${p.trim}"/>`
  else svg += `<rect x="${left - 4}" y="${top - 6}" width="${width + 8}" height="8" fill="${p.dark}"/>`
  svg += `<rect x="${left - 40}" y="${podiumTop}" width="${width + 80}" height="${470 - podiumTop}" fill="${p.accent}"/>`
  svg += `<rect x="${cx - 22}" y="${podiumTop + 6}" width="44" height="${464 - podiumTop}" fill="${p.glass}" stroke="${p.trim}" stroke-width="3"/>`
  return { svg, left: left - 40, right: left + width + 40 }
}

function roof(g: Rng, x: number, y: number, w: number, colour: string): string {
  const kind = g.pick(['gable', 'hip', 'flat', 'steep'] as const)
  if (kind === 'flat') return `<rect x="${x - 8}" y="${y - 12}" width="${w + 16}" height="12" fill="${colour}"/>`
  const peak = kind === 'steep' ? w * 0.55 : kind === 'gable' ? w * 0.35 : w * 0.28
  if (kind === 'hip')
    return `<polygon points="${x - 14},${y} ${x + w * 0.25},${r1(y - peak)} ${x + w * 0.75},${r1(y - peak)} ${x + w + 14},${y}" fill="${colour}"/>`
  return `<polygon points="${x - 14},${y} ${x + w / 2},${r1(y - peak)} ${x + w + 14},${y}" fill="${colour}"/>`
}

function house(g: Rng, p: Palette): { svg: string; left: number; right: number } {
  const storeys = g.pick([1, 2, 2, 2, 3])
  const width = g.int(260, 380)
  const left = g.int(170, 620 - width)
  const storeyH = g.int(78, 92)
  const top = 470 - storeys * storeyH
  const roofColour = g.pick(['hsl(0 0% 22%)', 'hsl(15 40% 30%)', 'hsl(210 10% 35%)', 'hsl(30 20% 40%)'])
  let svg = ''
  if (g.chance(0.35)) svg += `<rect x="${left + width * 0.7}" y="${top - 90}" width="26" height="70" fill="${p.dark}"/>`
  svg += roof(g, left, top, width, roofColour)
  svg += `<rect x="${left}" y="${top}" width="${width}" height="${470 - top}" fill="${p.wall}"/>`
  const perRow = g.int(2, 4)
  const winW = g.int(44, 64)
  const winH = g.int(46, 60)
  const doorAt = g.int(0, perRow - 1)
  const slot = width / perRow
  let windows = ''
  for (let s = 0; s < storeys; s++) {
    for (let i = 0; i < perRow; i++) {
      const wx = left + slot * i + (slot - winW) / 2
      const wy = top + s * storeyH + (storeyH - winH) / 2
      if (s === storeys - 1 && i === doorAt) continue
      windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${winW}" height="${winH}" fill="${p.glass}" stroke="${p.trim}" stroke-width="5"/><line x1="${r1(wx + winW / 2)}" y1="${r1(wy)}" x2="${r1(wx + winW / 2)}" y2="${r1(wy + winH)}" stroke="${p.trim}" stroke-width="3"/>`
    }
  }
  svg += windows
  const dx = left + slot * doorAt + slot / 2 - 22
  svg += `<rect x="${r1(dx)}" y="${470 - 80}" width="44" height="80" fill="${p.accent}" stroke="${p.trim}" stroke-width="4"/>`
  if (g.chance(0.45))
    svg += `<rect x="${r1(dx - 20)}" y="${470 - 98}" width="84" height="10" fill="${roofColour}"/><rect x="${r1(dx - 16)}" y="${470 - 88}" width="6" height="88" fill="${p.trim}"/><rect x="${r1(dx + 54)}" y="${470 - 88}" width="6" height="88" fill="${p.trim}"/>`
  let right = left + width
  if (g.chance(0.4) && right < 650) {
    svg += `<rect x="${right}" y="${470 - 70}" width="110" height="70" fill="${p.wall}"/><rect x="${right + 12}" y="${470 - 56}" width="86" height="56" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>`
    svg += `<rect x="${right - 4}" y="${470 - 80}" width="118" height="10" fill="${roofColour}"/>`
    right += 110
  }
  // A picket fence to the right only: the bottom left is the mark's.
  if (g.chance(0.4)) {
    let fence = ''
    for (let x = right + 16; x < 790; x += 16) fence += `<rect x="${x}" y="476" width="8" height="30"/>`
    svg += `<g fill="${p.trim}">${fence}</g>`
  }
  return { svg, left, right }
}

function townhouses(g: Rng, p: Palette): { svg: string; left: number; right: number } {
  const units = g.int(3, 5)
  const unitW = g.int(100, 140)
  const left = Math.max(40, Math.round((800 - units * unitW) / 2) + g.int(-40, 40))
  const storeys = g.int(2, 3)
  const storeyH = g.int(70, 84)
  const top = 470 - storeys * storeyH
  const flat = g.chance(0.45)
  const alt = hsl(p.hue + g.int(10, 40), 25, g.int(55, 82))
  let svg = ''
  for (let i = 0; i < units; i++) {
    const x = left + i * unitW
    const wall = i % 2 ? p.wall : alt
    const t = top - (flat && g.chance(0.3) ? 20 : 0)
    if (!flat)
      svg += `<polygon points="${x - 4},${t} ${x + unitW / 2},${t - 50} ${x + unitW + 4},${t}" fill="${p.dark}"/>`
    else svg += `<rect x="${x - 2}" y="${t - 10}" width="${unitW + 4}" height="10" fill="${p.dark}"/>`
    svg += `<rect x="${x}" y="${t}" width="${unitW}" height="${470 - t}" fill="${wall}" stroke="${p.dark}" stroke-width="2"/>`
    for (let s = 0; s < storeys - 1; s++)
      svg += `<rect x="${x + 14}" y="${t + 14 + s * storeyH}" width="${unitW - 28}" height="${storeyH - 32}" fill="${p.glass}" stroke="${p.trim}" stroke-width="4"/>`
    svg += `<rect x="${x + 12}" y="${470 - 70}" width="34" height="70" fill="${p.accent}"/><rect x="${x + 56}" y="${470 - 66}" width="${unitW - 70}" height="40" fill="${p.glass}" stroke="${p.trim}" stroke-width="3"/>`
  }
  return { svg, left, right: left + units * unitW }
}

function exterior(subject: PhotoSubject, g: Rng): string {
  const p = palette(g)
  const s = sky(g)
  const back = backdrop(g, subject.city)
  const building =
    subject.roomType === 'condo' ? tower(g, p) : subject.roomType === 'Twnhouse' ? townhouses(g, p) : house(g, p)
  return s.svg + back + ground(g) + building.svg + trees(g, building.left, building.right)
}

function room(caption: string, g: Rng): string {
  const p = palette(g)
  const c = caption.toLowerCase()
  const wall = hsl(g.int(20, 60), g.int(10, 30), g.int(84, 93))
  const floor = hsl(g.int(20, 40), g.int(25, 45), g.int(45, 68))
  const wx = g.int(380, 520)
  const shell =
    `<rect width="800" height="600" fill="${wall}"/>` +
    `<rect x="0" y="450" width="800" height="150" fill="${floor}"/>` +
    `<rect x="${wx}" y="90" width="230" height="220" fill="${p.sky}" stroke="${p.trim}" stroke-width="8"/>` +
    `<line x1="${wx + 115}" y1="90" x2="${wx + 115}" y2="310" stroke="${p.trim}" stroke-width="5"/>`
  let body = ''
  if (c.includes('bedroom')) {
    body = `<rect x="120" y="330" width="330" height="150" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="120" y="300" width="40" height="180" fill="${p.dark}"/><rect x="170" y="330" width="90" height="40" rx="12" fill="${p.accent}"/>`
  } else if (c.includes('kitchen')) {
    body = `<rect x="60" y="330" width="420" height="120" fill="${p.dark}"/><rect x="60" y="320" width="420" height="14" fill="${p.light}"/><g fill="${hsl(p.hue, 20, 45)}">${windowsGrid(75, 350, 5, 1, 70, 80, 12, 0)}</g><rect x="90" y="150" width="300" height="90" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`
  } else if (c.includes('dining')) {
    body = `<rect x="200" y="360" width="300" height="20" fill="${p.dark}"/><rect x="220" y="380" width="12" height="90" fill="${p.dark}"/><rect x="468" y="380" width="12" height="90" fill="${p.dark}"/><circle cx="350" cy="200" r="30" fill="hsl(45 90% 75%)"/><line x1="350" y1="0" x2="350" y2="170" stroke="${p.dark}" stroke-width="3"/>`
  } else if (c.includes('bath')) {
    body = `<rect x="80" y="370" width="300" height="90" rx="40" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="420" y="340" width="120" height="110" fill="${p.accent}"/><ellipse cx="480" cy="335" rx="50" ry="12" fill="${p.light}"/>`
  } else if (c.includes('yard') || c.includes('street') || c.includes('view')) {
    return sky(g).svg + ground(g) + trees(g, 400, 400) + tree(g, g.int(300, 500), 500, 1.2)
  } else if (c.includes('lobby') || c.includes('fitness') || c.includes('basement') || c.includes('recreation')) {
    body = `<rect x="80" y="300" width="260" height="150" fill="${p.accent}"/><rect x="400" y="360" width="320" height="90" fill="${p.dark}"/>`
  } else {
    body = `<rect x="90" y="340" width="360" height="110" rx="18" fill="${p.accent}"/><rect x="90" y="300" width="360" height="60" rx="18" fill="${p.dark}"/><rect x="500" y="410" width="140" height="40" fill="${p.dark}"/><rect x="120" y="130" width="160" height="110" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>`
  }
  return shell + body
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The SVG document for photo `n` of listing `mlNum`; `width` scales it (height keeps the 4:3 ratio). */
export function drawPhoto(mlNum: string, n: number, subject: PhotoSubject, width = SVG_WIDTH): string {
  const caption = subject.caption ?? (n === 1 ? 'Exterior' : 'Room')
  const outside = n === 1 || /^(building|front|exterior)$/i.test(caption)
  // The exterior follows the listing; each room gets its own draw, with the listing's look carried in the seed.
  const scene = outside
    ? exterior(subject, createRng(hashText(mlNum)))
    : room(caption, createRng(hashText(`${mlNum}/${n}`)))
  const height = Math.round((width * SVG_HEIGHT) / SVG_WIDTH)
  const label = escapeXml(`${caption} · ${mlNum}`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" role="img" aria-label="${label} (illustration, not a photograph)">` +
    scene +
    illustrationMark() +
    '</svg>'
  )
}
