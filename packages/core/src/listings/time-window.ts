import type { TimeWindow } from './listing-codes.ts'
import { toStartOfUtcDay } from './listing-date.ts'

/** A time window of spec §9 read as a count of calendar units back from today. */
export function toWindowSpan(window: TimeWindow): { unit: 'day' | 'week' | 'month'; count: number } | null {
  if (window === 'all') return null
  const count = Number(window.slice(0, -1))
  const unit = window.at(-1) === 'D' ? 'day' : window.at(-1) === 'W' ? 'week' : 'month'
  return { unit, count }
}

/** Midnight UTC `months` calendar months before `day`, on the same day of the month or the month's last day. */
function subtractMonths(day: Date, months: number): Date {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day.getUTCDate(), lastDay)))
}

/**
 * The earliest date a search window lets in, or null for 'all'. Windows are whole UTC calendar days, since the
 * dates they filter (input date for active, close date for sold, unavailable date for delist) are days:
 * '0D' is today from midnight UTC, '1D' today and yesterday, '1W' the last 7 days before today and today,
 * '1M' since the same day of last month (Mar 31 → Feb 28). A listing is in the window when its date ≥ the start.
 */
export function calculateWindowStart(window: TimeWindow, now: Date): Date | null {
  const span = toWindowSpan(window)
  if (span === null) return null
  const today = toStartOfUtcDay(now)
  if (span.unit === 'month') return subtractMonths(today, span.count)
  const days = span.unit === 'week' ? span.count * 7 : span.count
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days))
}
