import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { ListingSummary } from './listing.schema.ts'
import type { City } from './listing-codes.ts'
import { formatListingDate } from './listing-date.ts'
import { calculateDaysOnMarket, formatDaysOnMarket, formatUpdatedAt, LINE_SEPARATOR } from './market-line.ts'
import { getStatusDate } from './status-line.ts'

export type BadgeLineFields = Pick<
  ListingSummary,
  'status' | 'lsc' | 'sr' | 'inputDate' | 'closeDate' | 'unavailableDate' | 'dom' | 'updatedAt'
> & { city?: City }

export interface BadgeLineOptions {
  /** A detail screen adds when an available record last changed (spec §4 market line); a card leaves it out. */
  withUpdate?: boolean
}

/**
 * The one line beside a status badge, which already names the status code (spec §4 status and market lines
 * without saying the code three times). Available: "Listed 23 Nov 2026 · 1 day on market", days counted from the
 * input date, and with `withUpdate` "· updated 5 minutes ago". Unavailable: the close date of a sold or leased
 * home (else the unavailable date) and the board's days on market, "22 Nov 2026 · 12 days on market". Parts the
 * board withholds from a visitor (VOW) are left out; with nothing left the line is empty.
 */
export function formatBadgeLine(
  listing: BadgeLineFields,
  now: Date,
  locale: Locale,
  options: BadgeLineOptions = {},
): string {
  const date = getStatusDate(listing)
  const when = date === null ? null : formatListingDate(date, locale)
  if (listing.status === 'A') {
    return [
      ...(when ? [translate(locale, 'listing.badgeLine.listed', { date: when })] : []),
      formatDaysOnMarket(calculateDaysOnMarket(listing.inputDate, now, listing.city), locale),
      ...(options.withUpdate ? [formatUpdatedAt(listing.updatedAt, now, locale)] : []),
    ].join(LINE_SEPARATOR)
  }
  return [...(when ? [when] : []), ...(listing.dom === null ? [] : [formatDaysOnMarket(listing.dom, locale)])].join(
    LINE_SEPARATOR,
  )
}
