import type { PhotoSubject } from './media-repository.ts'

/**
 * Stylised demo photos drawn as SVG: an exterior (tower, house or row of townhouses) or a room recognisable by
 * its caption, in colours derived from the listing number, with a "Demo" mark. Pure and deterministic.
 */
export const SVG_WIDTH = 800
export const SVG_HEIGHT = 600

function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`

interface Palette {
  hue: number
  wall: string
  accent: string
  dark: string
  light: string
  sky: string
}

function palette(seed: number): Palette {
  const hue = seed % 360
  return {
    hue,
    wall: hsl(hue, 28, 86),
    accent: hsl(hue + 150, 45, 52),
    dark: hsl(hue, 30, 30),
    light: hsl(hue + 30, 40, 95),
    sky: hsl(200 + (seed % 30), 60, 80),
  }
}

function windowsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
) {
  let out = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" fill="${fill}"/>`
    }
  }
  return out
}

function exterior(subject: PhotoSubject, p: Palette, seed: number): string {
  const ground = `<rect x="0" y="500" width="800" height="100" fill="${hsl(110, 30, 55)}"/>`
  const sky = `<rect width="800" height="500" fill="${p.sky}"/><circle cx="${620 + (seed % 100)}" cy="110" r="44" fill="hsl(45 90% 75%)"/>`
  if (subject.roomType === 'condo') {
    const floors = 10 + (seed % 9)
    const h = floors * 24 + 20
    const top = 500 - h
    const tower = `<rect x="290" y="${top}" width="220" height="${h}" fill="${p.wall}" stroke="${p.dark}" stroke-width="3"/>`
    const glass = windowsGrid(305, top + 14, 6, floors, 26, 14, 8, hsl(p.hue + 190, 45, 62))
    const podium = `<rect x="250" y="440" width="300" height="60" fill="${p.accent}"/><rect x="380" y="455" width="40" height="45" fill="${p.dark}"/>`
    const neighbour = `<rect x="90" y="${360 - (seed % 80)}" width="130" height="${140 + (seed % 80)}" fill="${hsl(p.hue + 20, 15, 70)}"/><rect x="580" y="${300 - (seed % 60)}" width="150" height="${200 + (seed % 60)}" fill="${hsl(p.hue + 40, 12, 74)}"/>`
    return sky + neighbour + tower + glass + podium + ground
  }
  if (subject.roomType === 'Twnhouse') {
    let row = ''
    for (let i = 0; i < 4; i++) {
      const x = 110 + i * 150
      row += `<rect x="${x}" y="300" width="140" height="200" fill="${i % 2 ? p.wall : hsl(p.hue + 15, 30, 80)}" stroke="${p.dark}" stroke-width="3"/>`
      row += `<polygon points="${x - 5},300 ${x + 70},245 ${x + 145},300" fill="${p.dark}"/>`
      row += `<rect x="${x + 20}" y="330" width="40" height="40" fill="${p.light}" stroke="${p.dark}"/><rect x="${x + 80}" y="330" width="40" height="40" fill="${p.light}" stroke="${p.dark}"/>`
      row += `<rect x="${x + 50}" y="420" width="40" height="80" fill="${p.accent}"/>`
    }
    return sky + row + ground
  }
  const house =
    `<rect x="230" y="300" width="340" height="200" fill="${p.wall}" stroke="${p.dark}" stroke-width="4"/>` +
    `<polygon points="200,305 400,170 600,305" fill="${p.dark}"/>` +
    `<rect x="270" y="340" width="80" height="70" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>` +
    `<rect x="450" y="340" width="80" height="70" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>` +
    `<rect x="370" y="400" width="60" height="100" fill="${p.accent}"/>` +
    `<circle cx="130" cy="420" r="60" fill="${hsl(120, 35, 40)}"/><rect x="122" y="450" width="16" height="55" fill="hsl(30 40% 30%)"/>`
  return sky + house + ground
}

function room(caption: string, p: Palette, seed: number): string {
  const c = caption.toLowerCase()
  const shell =
    `<rect width="800" height="600" fill="${p.wall}"/>` +
    `<rect x="0" y="450" width="800" height="150" fill="${hsl(p.hue + 30, 30, 62)}"/>` +
    `<rect x="${470 - (seed % 80)}" y="90" width="230" height="220" fill="${p.sky}" stroke="${p.dark}" stroke-width="6"/>` +
    `<line x1="${585 - (seed % 80)}" y1="90" x2="${585 - (seed % 80)}" y2="310" stroke="${p.dark}" stroke-width="4"/>`
  let body = ''
  if (c.includes('bedroom')) {
    body = `<rect x="120" y="330" width="330" height="150" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="120" y="300" width="40" height="180" fill="${p.dark}"/><rect x="170" y="330" width="90" height="40" rx="12" fill="${p.accent}"/>`
  } else if (c.includes('kitchen')) {
    body = `<rect x="60" y="330" width="420" height="120" fill="${p.dark}"/><rect x="60" y="320" width="420" height="14" fill="${p.light}"/>${windowsGrid(75, 350, 5, 1, 70, 80, 12, hsl(p.hue, 20, 45))}<rect x="90" y="150" width="300" height="90" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`
  } else if (c.includes('dining')) {
    body = `<rect x="200" y="360" width="300" height="20" fill="${p.dark}"/><rect x="220" y="380" width="12" height="90" fill="${p.dark}"/><rect x="468" y="380" width="12" height="90" fill="${p.dark}"/><circle cx="350" cy="200" r="30" fill="hsl(45 90% 75%)"/><line x1="350" y1="0" x2="350" y2="170" stroke="${p.dark}" stroke-width="3"/>`
  } else if (c.includes('bath')) {
    body = `<rect x="80" y="370" width="300" height="90" rx="40" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="420" y="340" width="120" height="110" fill="${p.accent}"/><ellipse cx="480" cy="335" rx="50" ry="12" fill="${p.light}"/>`
  } else if (c.includes('yard') || c.includes('street') || c.includes('view')) {
    return `<rect width="800" height="600" fill="${p.sky}"/>${windowsGrid(60, 200, 8, 1, 70, 300 - (seed % 90), 20, hsl(p.hue + 200, 20, 65))}<rect x="0" y="470" width="800" height="130" fill="${hsl(110, 30, 50)}"/><rect x="0" y="450" width="800" height="20" fill="${p.dark}"/>`
  } else if (c.includes('lobby') || c.includes('fitness') || c.includes('basement') || c.includes('recreation')) {
    body = `<rect x="80" y="300" width="260" height="150" fill="${p.accent}"/><rect x="400" y="360" width="320" height="90" fill="${p.dark}"/>`
  } else {
    body = `<rect x="90" y="340" width="360" height="110" rx="18" fill="${p.accent}"/><rect x="90" y="300" width="360" height="60" rx="18" fill="${hsl(p.hue + 150, 40, 45)}"/><rect x="500" y="410" width="140" height="40" fill="${p.dark}"/><rect x="120" y="130" width="160" height="110" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>`
  }
  return shell + body
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The SVG document for photo `n` of listing `mlNum`; `width` scales it (height keeps the 4:3 ratio). */
export function drawPhoto(mlNum: string, n: number, subject: PhotoSubject, width = SVG_WIDTH): string {
  const seed = hash(mlNum)
  const p = palette(seed)
  const caption = subject.caption ?? (n === 1 ? 'Exterior' : 'Room')
  const outside = n === 1 || /^(building|front|exterior)$/i.test(caption)
  const scene = outside ? exterior(subject, p, seed) : room(caption, p, hash(`${mlNum}/${n}`))
  const height = Math.round((width * SVG_HEIGHT) / SVG_WIDTH)
  const label = escapeXml(`${caption} · ${mlNum}`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" role="img" aria-label="${label} (demo illustration)">` +
    scene +
    `<rect x="640" y="546" width="140" height="38" rx="8" fill="rgba(0,0,0,0.55)"/>` +
    `<text x="710" y="572" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">Demo</text>` +
    `<text x="20" y="580" font-family="sans-serif" font-size="18" fill="rgba(0,0,0,0.55)">${label}</text>` +
    '</svg>'
  )
}
