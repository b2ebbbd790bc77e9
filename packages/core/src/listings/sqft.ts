import { SQFT_TO_M2 } from '../constants.ts'
import { numberFormat } from '../format/intl-formats.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'

declare const sqFtBrand: unique symbol
declare const sqMBrand: unique symbol
/** An area in square feet, as the boards give it. */
export type SqFt = number & { readonly [sqFtBrand]: 'SqFt' }
/** An area in square metres. */
export type SqM = number & { readonly [sqMBrand]: 'SqM' }

export function asSqFt(value: number): SqFt {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not an area in square feet: ${value}`)
  return value as SqFt
}

/** Square feet to square metres (1 sq ft = 0.092903 m², spec §9), unrounded. */
export function calculateSquareMetres(area: SqFt): SqM {
  return (area * SQFT_TO_M2) as SqM
}

/**
 * How the board wrote the living area: one figure ("1200"), a band ("700-799"), open above ("1500+"), or a
 * bound ("<500", ">3000").
 */
export const SQFT_KINDS = ['exact', 'range', 'atLeast', 'below', 'above'] as const
export type SqftKind = (typeof SQFT_KINDS)[number]
export interface SqftRange {
  kind: SqftKind
  /** Smallest area, or null when open below ("<500"). */
  min: SqFt | null
  /** Largest area, or null when open above ("1500+", ">3000"). */
  max: SqFt | null
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`
const EXACT = new RegExp(`^${NUMBER}$`)
const RANGE = new RegExp(`^${NUMBER}[-–—]${NUMBER}$`)
const AT_LEAST = new RegExp(`^${NUMBER}\\+$`)
const BELOW = new RegExp(`^<${NUMBER}$`)
const ABOVE = new RegExp(`^>${NUMBER}$`)

/**
 * Reads the board's living-area text: "700-799", "1,100-1,199", "1500+", "<500", ">3000", "1200". Spaces and
 * thousands commas are ignored. Null for anything else, including a band whose ends are the wrong way round.
 */
export function parseSqft(text: string | null | undefined): SqftRange | null {
  if (!text) return null
  const t = text.replace(/[\s,]/g, '')
  let m = EXACT.exec(t)
  if (m) {
    const area = asSqFt(Number(m[1]))
    return { kind: 'exact', min: area, max: area }
  }
  m = RANGE.exec(t)
  if (m) {
    const min = asSqFt(Number(m[1]))
    const max = asSqFt(Number(m[2]))
    return min <= max ? { kind: 'range', min, max } : null
  }
  m = AT_LEAST.exec(t)
  if (m) return { kind: 'atLeast', min: asSqFt(Number(m[1])), max: null }
  m = BELOW.exec(t)
  if (m) return { kind: 'below', min: null, max: asSqFt(Number(m[1])) }
  m = ABOVE.exec(t)
  if (m) return { kind: 'above', min: asSqFt(Number(m[1])), max: null }
  return null
}

function formatWhole(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value))
}

/**
 * The living area with its square metres, rounded to whole numbers: "700–799 sq ft (65–74 m²)",
 * "1,500+ sq ft (139+ m²)", "700–799 平方英尺（65–74 平方米）". Text the board wrote in another form is shown as it is.
 */
export function formatSqft(text: string, locale: Locale): string {
  const area = parseSqft(text)
  if (!area) return text.trim()
  const ft = (v: SqFt) => formatWhole(v, locale)
  const m2 = (v: SqFt) => formatWhole(calculateSquareMetres(v), locale)
  switch (area.kind) {
    case 'exact':
      return translate(locale, 'listing.sqft.exact', { sqft: ft(area.min!), m2: m2(area.min!) })
    case 'range':
      return translate(locale, 'listing.sqft.range', {
        min: ft(area.min!),
        max: ft(area.max!),
        minM2: m2(area.min!),
        maxM2: m2(area.max!),
      })
    case 'atLeast':
      return translate(locale, 'listing.sqft.atLeast', { sqft: ft(area.min!), m2: m2(area.min!) })
    case 'below':
      return translate(locale, 'listing.sqft.below', { sqft: ft(area.max!), m2: m2(area.max!) })
    case 'above':
      return translate(locale, 'listing.sqft.above', { sqft: ft(area.min!), m2: m2(area.min!) })
  }
}

/**
 * One figure for the board's living-area text, for prices per square foot: the figure itself, a band's midpoint,
 * an open band's bound ("1500+" is 1,500, "<500" is 500). Null when the text is not an area.
 */
export function representativeSqft(text: string | null | undefined): SqFt | null {
  const area = parseSqft(text)
  if (!area) return null
  if (area.min !== null && area.max !== null) return asSqFt((area.min + area.max) / 2)
  return area.min ?? area.max
}
