import {
  formatMarketLine,
  formatStatusLine,
  type ListingSummary,
  lscKey,
  type StatusBadge,
  statusBadge,
  translate,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'

export interface ListingStatusText {
  /** The status code's name, e.g. "Sale", "Sold", "Leased". */
  badge: string
  tone: StatusBadge
  /** "Sold 22 Nov 2026" */
  line: string
  /** "Sale · 12 days on market · updated 5 minutes ago"; null when the board withholds it. */
  market: string | null
}

type StatusFields = Pick<
  ListingSummary,
  'status' | 'lsc' | 'sr' | 'inputDate' | 'closeDate' | 'unavailableDate' | 'dom' | 'updatedAt'
>

/** The badge, status line and market line of a listing (core display rules), in the UI language. */
export function useListingStatus(now: Date = new Date()): (listing: StatusFields) => ListingStatusText {
  useTranslation()
  const locale = currentLocale()
  return (listing) => ({
    badge: translate(locale, lscKey(listing.lsc, listing.sr)),
    tone: statusBadge(listing),
    line: formatStatusLine(listing, locale),
    market: formatMarketLine(listing, now, locale),
  })
}
