import { dateTimeFormat } from '../format/intl-formats.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { cityTimeZone } from './city-time-zone.ts'
import type { ListingSummary } from './listing.schema.ts'
import type { City } from './listing-codes.ts'
import {
  formatListingDate,
  isSameUtcDay,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  toListingDate,
  toStartOfUtcDay,
} from './listing-date.ts'
import { lscKey } from './lsc.ts'
import { toPluralKey } from './plural.ts'

/** Between the parts of a one-line summary, in both languages. */
export const LINE_SEPARATOR = ' · '

export type ListingMarketFields = Pick<ListingSummary, 'status' | 'sr' | 'lsc' | 'inputDate' | 'dom' | 'updatedAt'> & {
  city?: City
}

/** Midnight UTC of the calendar day `now` falls on, on the city's clock (UTC's own day without a city). */
function startOfDayIn(now: Date, city: City | undefined): Date {
  if (!city) return toStartOfUtcDay(now)
  // en-CA writes a day as "2026-12-03"
  const day = dateTimeFormat('en-CA', {
    timeZone: cityTimeZone(city),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return new Date(`${day.format(now)}T00:00:00Z`)
}

/**
 * Whole calendar days from the input date (the board's day) to `now`: 0 on the day of listing, 1 the next day.
 * Today is the day on the listing city's clock when the city is given, so a home listed today in Toronto still reads
 * 0 days after 19:00, when the UTC date is already the next day. Never negative, even for an input date after `now`
 * (a feed a little ahead of the clock).
 */
export function calculateDaysOnMarket(inputDate: string | Date, now: Date, city?: City): number {
  const days = (startOfDayIn(now, city).getTime() - toStartOfUtcDay(toListingDate(inputDate)).getTime()) / MS_PER_DAY
  return Math.max(0, Math.round(days))
}

export function formatDaysOnMarket(days: number, locale: Locale): string {
  return translate(locale, toPluralKey('listing.market.daysOnMarket', days, locale), { count: days })
}

/**
 * "updated 5 minutes ago" / "updated 3 hours ago" when the record changed earlier the same UTC day as `now`,
 * "updated just now" within the minute (or a little in the future), else "updated 20 Nov 2026".
 */
export function formatUpdatedAt(updatedAt: string | Date, now: Date, locale: Locale): string {
  const updated = toListingDate(updatedAt)
  if (!isSameUtcDay(updated, now)) {
    return translate(locale, 'listing.market.updatedOn', { date: formatListingDate(updated, locale) })
  }
  const elapsed = Math.max(0, now.getTime() - updated.getTime())
  const minutes = Math.floor(elapsed / MS_PER_MINUTE)
  if (minutes < 1) return translate(locale, 'listing.market.updatedJustNow')
  if (minutes < 60) {
    return translate(locale, toPluralKey('listing.market.updatedMinutesAgo', minutes, locale), { count: minutes })
  }
  const hours = Math.floor(elapsed / MS_PER_HOUR)
  return translate(locale, toPluralKey('listing.market.updatedHoursAgo', hours, locale), { count: hours })
}

/**
 * The market line of spec §4. Available: "Sale · 12 days on market · updated 5 minutes ago", days counted from
 * the input date. Unavailable: "30 days on market" from the board's `dom`; null when `dom` is withheld (VOW).
 */
export function formatMarketLine(listing: ListingMarketFields, now: Date, locale: Locale): string | null {
  if (listing.status === 'U') return listing.dom === null ? null : formatDaysOnMarket(listing.dom, locale)
  return [
    translate(locale, lscKey(listing.lsc, listing.sr)),
    formatDaysOnMarket(calculateDaysOnMarket(listing.inputDate, now, listing.city), locale),
    formatUpdatedAt(listing.updatedAt, now, locale),
  ].join(LINE_SEPARATOR)
}
