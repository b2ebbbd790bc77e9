import { dateTimeFormat } from '../format/intl-formats.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { toWallClock } from '../showings/showing-time.ts'
import { cityTimeZone } from './city-time-zone.ts'
import type { City } from './listing-codes.ts'
import { toListingDate } from './listing-date.ts'

export const VIEWED_DAYS = ['today', 'yesterday', 'earlier'] as const
export type ViewedDay = (typeof VIEWED_DAYS)[number]

const pad = (n: number) => String(n).padStart(2, '0')
/** Days since 1970 of the calendar day an instant falls on in a zone. */
const dayNumber = (at: Date, timeZone: string) => {
  const w = toWallClock(at, timeZone)
  return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000
}

/**
 * Which day a view falls on, seen from `now`, both on the clock of the listing's city (where the app writes every
 * day and time of a home): the same calendar day is today, the one before yesterday, anything else earlier. A view
 * a little after `now` (a clock slightly ahead) is today.
 */
export function calculateViewedDay(viewedAt: string | Date, now: Date, city: City): ViewedDay {
  const zone = cityTimeZone(city)
  const days = dayNumber(now, zone) - dayNumber(toListingDate(viewedAt), zone)
  if (days <= 0) return 'today'
  return days === 1 ? 'yesterday' : 'earlier'
}

/**
 * When a home was viewed, on the clock of its city: "Viewed today at 14:05", "Viewed yesterday", "Viewed 28 Nov"
 * (with the year once it is another year's: "Viewed 28 Nov 2025"); "今天 14:05 浏览", "昨天浏览", "11月28日浏览".
 */
export function formatViewedAt(viewedAt: string | Date, now: Date, locale: Locale, city: City): string {
  const at = toListingDate(viewedAt)
  const timeZone = cityTimeZone(city)
  const day = calculateViewedDay(at, now, city)
  if (day === 'today') {
    const w = toWallClock(at, timeZone)
    return translate(locale, 'listing.viewed.today', { time: `${pad(w.hour)}:${pad(w.minute)}` })
  }
  if (day === 'yesterday') return translate(locale, 'listing.viewed.yesterday')
  const sameYear = toWallClock(at, timeZone).year === toWallClock(now, timeZone).year
  const date = dateTimeFormat(locale, {
    ...(sameYear ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(at)
  return translate(locale, 'listing.viewed.on', { date })
}
