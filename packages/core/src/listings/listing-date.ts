import { dateTimeFormat } from '../format/intl-formats.ts'
import type { Locale } from '../i18n/locales.ts'

/**
 * Dates of listings. The boards give calendar dates ("2026-11-22") and timestamps as ISO strings; both are read
 * as UTC and shown as the UTC calendar day, so a date never moves by a day with the viewer's time zone.
 */
export const MS_PER_MINUTE = 60_000
export const MS_PER_HOUR = 60 * MS_PER_MINUTE
export const MS_PER_DAY = 24 * MS_PER_HOUR

/** A Date from an ISO string or a Date; throws a RangeError for text that is not a date. */
export function toListingDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`)
  return date
}

/** Midnight UTC of the day `date` falls on. */
export function toStartOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

/** True when both instants fall on the same UTC calendar day. */
export function isSameUtcDay(a: Date, b: Date): boolean {
  return toStartOfUtcDay(a).getTime() === toStartOfUtcDay(b).getTime()
}

/**
 * The one date style of the app: "22 Nov 2026" in en-GB, "2026年11月22日" in zh-Hans-CN — for listings and for any
 * other calendar date on screen, so one page never shows two styles.
 */
export function formatListingDate(value: string | Date, locale: Locale): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    toListingDate(value),
  )
}

/**
 * A day without its year, where the year is plain from around it (a chart's axis): "2 Nov" in en-GB, "11月2日" in
 * zh-Hans-CN. Read as the UTC calendar day, as `formatListingDate` reads it.
 */
export function formatDayMonth(value: string | Date, locale: Locale): string {
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(toListingDate(value))
}

/** A month of a year (a chart's axis over a year): "Nov 2026" in en-GB, "2026年11月" in zh-Hans-CN. UTC, as above. */
export function formatMonthYear(value: string | Date, locale: Locale): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(toListingDate(value))
}

/**
 * A moment with its time in the same date style: "22 Nov 2026, 18:00" in en-GB, "2026年11月22日 18:00" in
 * zh-Hans-CN, 24-hour clock. `timeZone` is where the moment is read (a project's city); the viewer's zone by default.
 */
export function formatDateTime(value: string | Date, locale: Locale, timeZone?: string): string {
  const date = toListingDate(value)
  const day = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date)
  const time = dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date)
  return locale === 'en-GB' ? `${day}, ${time}` : `${day} ${time}`
}
