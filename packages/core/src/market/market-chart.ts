import { dateTimeFormat, numberFormat } from '../format/intl-formats.ts'
import type { Locale } from '../i18n/locales.ts'
import { monthOf } from './market-months.ts'

/**
 * The rules of the market screen's charts: a value scale of round ticks from zero, the month labels each language
 * writes, the month still under way, and how each kind of figure is written on a bar and on the axis.
 */

/** What a chart's values are: a count of homes, Canadian dollars, days, or a share from 0 to 1. */
export type MarketUnit = 'count' | 'cad' | 'days' | 'share'

export interface MarketScale {
  /** The top of the value axis, the last tick: a bar of this value spans the whole plot. */
  top: number
  step: number
  /** 0, step, 2 × step … top. */
  ticks: number[]
}

/** Round steps: 1, 2, 2.5 and 5 times a power of ten. */
const STEP_FACTORS = [1, 2, 2.5, 5] as const

/** Steps of 1, 2, 2.5 and 5 times a power of ten, from the smallest that could serve a top of `max` upwards. */
function* roundSteps(max: number, integer: boolean): Generator<number> {
  for (let power = Math.floor(Math.log10(max)) - 1; ; power++) {
    for (const factor of STEP_FACTORS) {
      const step = factor * 10 ** power
      if (integer && !Number.isInteger(Math.round(step * 1e9) / 1e9)) continue
      yield Number(step.toPrecision(12))
    }
  }
}

/**
 * The value axis of a bar chart: ticks from zero in the smallest round step (1, 2, 2.5 or 5 × 10ⁿ) that reaches
 * `max` in at most `maxIntervals` steps. Counts and days get whole steps. With nothing to show (max 0) the axis
 * runs from 0 to one step, so empty bars still stand on a scale.
 */
export function marketScale(max: number, { integer = false, maxIntervals = 4 } = {}): MarketScale {
  const intervals = Math.max(1, Math.floor(maxIntervals))
  const reach = Number.isFinite(max) && max > 0 ? max : 0
  let step = 1
  if (reach > 0) {
    for (const candidate of roundSteps(reach, integer)) {
      if (Math.ceil(reach / candidate - 1e-9) <= intervals) {
        step = candidate
        break
      }
    }
  }
  const count = Math.max(1, Math.ceil(reach / step - 1e-9))
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)))
  return { top: ticks[count]!, step, ticks }
}

/** The share of the plot a bar of `value` spans on `scale`, 0 to 1; a missing value draws no bar. */
export function barShare(value: number | null, scale: MarketScale): number {
  if (value === null || value <= 0 || scale.top <= 0) return 0
  return Math.min(1, value / scale.top)
}

/**
 * Whether a month (YYYY-MM) is the one under way at `now` on the city's clock: its figures count only the days so
 * far, so the screen says so rather than letting a short bar read as a slow month.
 */
export function isPartialMonth(month: string, now: Date, timeZone: string): boolean {
  return monthOf(now, timeZone) === month
}

function monthDate(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return Date.UTC(year, m - 1, 15)
}

/** A month as the language writes it short: "Nov", "Nov 2026"; "11月", "2026年11月". */
export function formatMarketMonth(month: string, locale: Locale, withYear: boolean): string {
  const options: Intl.DateTimeFormatOptions = withYear
    ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
    : { month: 'short', timeZone: 'UTC' }
  return dateTimeFormat(locale, options).format(monthDate(month))
}

/**
 * The labels of months in the order a chart shows them: the year on the first and wherever it changes from the
 * month before ("Dec 2026", "Nov" … "Jan", "Dec 2025"), so each label stays short and none is ambiguous.
 */
export function marketMonthLabels(months: readonly string[], locale: Locale): string[] {
  return months.map((month, i) =>
    formatMarketMonth(month, locale, i === 0 || months[i - 1]!.slice(0, 4) !== month.slice(0, 4)),
  )
}

/**
 * A figure as a bar's label says it, whole and in the language's number format: "2,243", "CA$689,000", "14",
 * "38%". With `tick`, as the value axis writes it: money short and without the symbol the axis's title carries
 * ("500k", "1.5m"; "50万", "150万"), so four ticks fit a phone's width.
 */
export function formatMarketValue(value: number, unit: MarketUnit, locale: Locale, { tick = false } = {}): string {
  if (unit === 'share') return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value)
  if (unit === 'cad' && tick) {
    return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
  }
  if (unit === 'cad') {
    return numberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'symbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(value)
  }
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value)
}
