import { THEME_COLOR } from '../constants.ts'

/** A colour as #rrggbb (lower-case); the app's theme when the value is not one. */
export function normaliseHexColour(value: string | null | undefined, fallback = THEME_COLOR): string {
  const v = (value ?? '').trim().toLowerCase()
  if (/^#[0-9a-f]{6}$/.test(v)) return v
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`
  return fallback.toLowerCase()
}

function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const v = normaliseHexColour(hex)
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(v.slice(i, i + 2), 16))
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/**
 * The text colour to put on a brand colour: near-black or white, whichever contrasts more, so an agent's colour of
 * any lightness keeps its header readable (WCAG AA asks 4.5:1 for body text).
 */
export function readableTextOn(background: string): '#1a1a1a' | '#ffffff' {
  return contrastRatio(background, '#1a1a1a') >= contrastRatio(background, '#ffffff') ? '#1a1a1a' : '#ffffff'
}
