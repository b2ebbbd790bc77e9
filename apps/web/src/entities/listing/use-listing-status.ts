import { type BadgeLineFields, formatBadgeLine, lscKey, type StatusBadge, statusBadge } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale, translate } from '../../shared/i18n/i18n.ts'
import { usePageNow } from '../../shared/time/page-clock.ts'

export interface ListingStatusText {
  /** The status code's name, e.g. "Sale", "Sold", "Leased". */
  badge: string
  tone: StatusBadge
  /**
   * The one line beside the badge on a detail screen, which never names the status again:
   * "Listed 23 Nov 2026 · 1 day on market · updated 5 minutes ago", "22 Nov 2026 · 12 days on market";
   * empty when the board withholds its parts.
   */
  line: string
}

/** The badge and the line beside it of a listing (core display rules), in the UI language. */
export function useListingStatus(at?: Date): (listing: BadgeLineFields) => ListingStatusText {
  useTranslation()
  const pageNow = usePageNow()
  const now = at ?? pageNow
  const locale = currentLocale()
  return (listing) => ({
    badge: translate(locale, lscKey(listing.lsc, listing.sr)),
    tone: statusBadge(listing),
    line: formatBadgeLine(listing, now, locale, { withUpdate: true }),
  })
}
