/**
 * Generated illustrations of the demo data: a project rendering (tower, row of townhouses or detached homes) and a
 * floor plan of a layout (rooms by bedroom count, a compass pointing to the exposure). Pure and deterministic, with
 * the bilingual illustration mark and no other words to translate.
 */
import type { PreconsType } from '@maplenest/core'
import { illustrationMark } from '../../lib/illustration-mark.ts'
import { hashText as hash } from '../../lib/rng.ts'

export const SVG_WIDTH = 800
export const SVG_HEIGHT = 600

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`

function frame(body: string, width?: number): string {
  const size = width ? ` width="${width}" height="${Math.round((width * SVG_HEIGHT) / SVG_WIDTH)}"` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}"${size} role="img">${body}${illustrationMark()}</svg>`
}

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
  rowGap = gap,
) {
  let out = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + rowGap)}" width="${w}" height="${h}" fill="${fill}"/>`
    }
  }
  return out
}

/** Rendering `n` of a project: its kind of building at a time of day that changes with n. */
export function drawProject(id: string, n: number, kind: PreconsType, stories: number, width?: number): string {
  const seed = hash(`${id}|${n}`)
  const hue = hash(id) % 360
  const dusk = n % 3 === 0
  const sky = dusk ? hsl(25 + (seed % 20), 70, 78) : hsl(200 + (seed % 25), 65, 82)
  const wall = hsl(hue, 18, dusk ? 40 : 70)
  const glass = dusk ? hsl(45, 90, 70) : hsl(205, 45, 45)
  let body = `<rect width="800" height="600" fill="${sky}"/><circle cx="${120 + (seed % 520)}" cy="110" r="46" fill="${dusk ? '#ffd8a8' : '#fff6d5'}"/>`
  body += `<rect y="470" width="800" height="130" fill="${hsl(110, 25, 55)}"/>`
  if (kind === 'condo') {
    const floors = Math.min(40, Math.max(10, Math.round(stories * 0.6)))
    const towerH = 12 + floors * 10
    const top = 470 - towerH
    body += `<rect x="290" y="${top}" width="220" height="${towerH}" fill="${wall}"/>`
    body += windows(306, top + 10, 6, floors - 1, 24, 5, 8.4, glass, 5)
    body += `<rect x="530" y="${470 - towerH * 0.45}" width="150" height="${towerH * 0.45}" fill="${hsl(hue + 20, 15, dusk ? 35 : 62)}"/>`
    body += windows(544, 470 - towerH * 0.45 + 10, 4, Math.max(2, Math.floor(floors * 0.45) - 2), 22, 5, 10, glass, 5)
    body += `<rect x="120" y="400" width="150" height="70" fill="${hsl(hue + 40, 20, dusk ? 30 : 58)}"/>`
  } else {
    const units = kind === 'townhouse' ? 5 : 3
    const w = kind === 'townhouse' ? 130 : 190
    for (let i = 0; i < units; i++) {
      const x = 60 + i * (w + (kind === 'townhouse' ? 0 : 40))
      const h = kind === 'townhouse' ? 190 : 170
      body += `<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" fill="${hsl(hue + i * 12, 22, dusk ? 38 : 68)}" stroke="${hsl(hue, 20, 30)}"/>`
      body += `<polygon points="${x - 8},${470 - h} ${x + w / 2},${470 - h - 60} ${x + w + 8},${470 - h}" fill="${hsl(hue + 180, 20, 32)}"/>`
      body += windows(x + 18, 470 - h + 24, 2, 2, 34, 38, w - 106, glass)
      body += `<rect x="${x + w / 2 - 16}" y="414" width="32" height="56" fill="${hsl(hue + 200, 30, 25)}"/>`
    }
  }
  body += `<rect x="0" y="470" width="800" height="10" fill="${hsl(0, 0, 80)}"/>`
  return frame(body, width)
}

const ARROWS: Record<string, number> = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 }

/**
 * A floor plan: a living and kitchen area along the exposed side, then bedrooms (numbered), bathrooms and a den,
 * with a compass. Studio plans have one open room.
 */
export function drawLayoutPlan(
  id: string,
  layout: { beds: number; baths: number; den: boolean; exposure: string | null },
  width?: number,
): string {
  const hue = hash(id) % 360
  const wall = '#333'
  const floor = hsl(hue, 30, 94)
  let body = `<rect width="800" height="600" fill="#f4f6f8"/><rect x="60" y="100" width="600" height="440" fill="${floor}" stroke="${wall}" stroke-width="8"/>`
  const rooms: { label: string; fill: string }[] = []
  for (let b = 1; b <= layout.beds; b++) rooms.push({ label: String(b), fill: hsl(hue + 40, 35, 86) })
  for (let b = 0; b < layout.baths; b++) rooms.push({ label: '', fill: hsl(200, 40, 88) })
  if (layout.den) rooms.push({ label: '', fill: hsl(hue + 90, 30, 88) })
  // Living area along the top half; rooms share the bottom half.
  body += `<rect x="64" y="104" width="592" height="${rooms.length > 0 ? 216 : 432}" fill="${hsl(hue, 35, 90)}"/>`
  body += `<rect x="80" y="120" width="140" height="40" fill="${hsl(hue, 15, 75)}"/><rect x="420" y="190" width="180" height="80" rx="10" fill="${hsl(hue + 20, 25, 78)}"/>`
  const cols = Math.max(1, Math.min(rooms.length, 5))
  const rows = Math.ceil(rooms.length / cols)
  rooms.forEach((room, i) => {
    const c = i % cols
    const r = Math.floor(i / cols)
    const w = 592 / cols
    const h = 216 / rows
    const x = 64 + c * w
    const y = 320 + r * h
    body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${room.fill}" stroke="${wall}" stroke-width="4"/>`
    if (room.label) {
      body += `<text x="${x + w / 2}" y="${y + h / 2 + 14}" font-family="sans-serif" font-size="40" fill="#666" text-anchor="middle">${room.label}</text>`
    }
  })
  const angle = ARROWS[layout.exposure ?? 'N'] ?? 0
  body += `<g transform="translate(730 480) rotate(${angle})"><circle r="44" fill="#fff" stroke="#04D188" stroke-width="4"/><polygon points="0,-36 12,8 0,0 -12,8" fill="#04D188"/></g>`
  return frame(body, width)
}
