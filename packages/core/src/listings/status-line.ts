import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { ListingSummary } from './listing.schema.ts'
import { formatListingDate } from './listing-date.ts'
import { isClosedLsc, lscKey } from './lsc.ts'

export type ListingStatusFields = Pick<
  ListingSummary,
  'status' | 'sr' | 'lsc' | 'inputDate' | 'closeDate' | 'unavailableDate'
>

export const STATUS_BADGES = ['success', 'error', 'info'] as const
export type StatusBadge = (typeof STATUS_BADGES)[number]

/** The date the status line shows: input date (available), close date (sold/leased), else the unavailable date. */
export function getStatusDate(listing: ListingStatusFields): string | null {
  if (listing.status === 'A') return listing.inputDate
  if (isClosedLsc(listing.lsc)) return listing.closeDate ?? listing.unavailableDate
  return listing.unavailableDate
}

/**
 * "Sold 22 Nov 2026": the status code's name and its date (spec §4). A sold or leased listing whose close date
 * is withheld (VOW) falls back to its unavailable date; with no date at all only the name is shown.
 */
export function formatStatusLine(listing: ListingStatusFields, locale: Locale): string {
  const status = translate(locale, lscKey(listing.lsc, listing.sr))
  const date = getStatusDate(listing)
  if (date === null) return status
  return translate(locale, 'listing.statusLine', { status, date: formatListingDate(date, locale) })
}

/** Badge colour: available success; sold or leased error; any other unavailable listing info. */
export function statusBadge(listing: Pick<ListingSummary, 'status' | 'lsc'>): StatusBadge {
  if (listing.status === 'A') return 'success'
  return isClosedLsc(listing.lsc) ? 'error' : 'info'
}
