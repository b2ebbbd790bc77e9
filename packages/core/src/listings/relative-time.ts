import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { formatListingDate, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, toListingDate } from './listing-date.ts'
import { toPluralKey } from './plural.ts'

/** Under this, a time is "just now" (spec §4). */
export const JUST_NOW_MS = 5 * MS_PER_MINUTE
/** Up to this many days a time is "N days ago"; older ones show their date. */
export const RELATIVE_DAYS_MAX = 30

/** The buckets of a relative time, from the most recent to the oldest. */
export const RELATIVE_TIME_UNITS = ['justNow', 'minutes', 'hours', 'days', 'date'] as const
export type RelativeTimeUnit = (typeof RELATIVE_TIME_UNITS)[number]
export interface RelativeTime {
  unit: RelativeTimeUnit
  /** Whole minutes, hours or days elapsed; 0 for "just now" and for a date. */
  count: number
}

/**
 * Which bucket `date` falls in seen from `now`: under 5 minutes just now, then whole minutes, hours, and days
 * up to 30 days; anything older is a date. A time after `now` (a clock a little ahead) is just now.
 */
export function calculateRelativeTime(date: string | Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - toListingDate(date).getTime()
  if (elapsed < JUST_NOW_MS) return { unit: 'justNow', count: 0 }
  if (elapsed < MS_PER_HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MS_PER_MINUTE) }
  if (elapsed < MS_PER_DAY) return { unit: 'hours', count: Math.floor(elapsed / MS_PER_HOUR) }
  const days = Math.floor(elapsed / MS_PER_DAY)
  if (days <= RELATIVE_DAYS_MAX) return { unit: 'days', count: days }
  return { unit: 'date', count: 0 }
}

/** "just now", "12 minutes ago", "3 hours ago", "30 days ago", then "22 Oct 2026"; "刚刚", "12 分钟前"… */
export function formatRelativeTime(date: string | Date, now: Date, locale: Locale): string {
  const { unit, count } = calculateRelativeTime(date, now)
  switch (unit) {
    case 'justNow':
      return translate(locale, 'listing.relative.justNow')
    case 'minutes':
      return translate(locale, toPluralKey('listing.relative.minutesAgo', count, locale), { count })
    case 'hours':
      return translate(locale, toPluralKey('listing.relative.hoursAgo', count, locale), { count })
    case 'days':
      return translate(locale, toPluralKey('listing.relative.daysAgo', count, locale), { count })
    case 'date':
      return formatListingDate(date, locale)
  }
}
