import {
  type BadgeLineFields,
  formatBadgeLine,
  formatBedsBaths,
  formatListingPriceCny,
  type ListingSummary,
  type SaleOrLease,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { useShowCny } from '../../shared/money/cny-preference.ts'
import { useCnyPerCad } from '../../shared/money/use-cny-per-cad.ts'
import { usePageNow } from '../../shared/time/page-clock.ts'

export interface ListingCardText {
  /**
   * The yuan beside a price: a sale in 万 in Chinese ("约 459.3 万元") and in compact figures in English
   * ("≈ CN¥4.59M"), a rent in whole yuan a month ("≈ CN¥16,352/month"); null where the person does not show yuan.
   */
  priceCny: (amount: number, sr: SaleOrLease) => string | null
  /** "2+1 bd · 2 ba", and "Studio · 1 ba" for a unit without a bedroom (never "0 bd"). */
  rooms: (listing: Pick<ListingSummary, 'beds' | 'bedsPlus' | 'baths'>) => string
  /**
   * The card's one status line beside its badge: "Listed 23 Nov 2026 · 1 day on market" for an available home;
   * for one off the market its date and days on market, as the badge already names the status.
   */
  statusLine: (listing: BadgeLineFields) => string
}

/** The short texts of a listing card in the UI language, with yuan at the shown rate. */
export function useListingCardText(at?: Date): ListingCardText {
  useTranslation()
  const pageNow = usePageNow()
  const now = at ?? pageNow
  const locale = currentLocale()
  const cnyPerCad = useCnyPerCad()
  const showCny = useShowCny()
  return {
    priceCny: (amount, sr) => (showCny ? formatListingPriceCny(amount, sr, cnyPerCad, locale) : null),
    rooms: (listing) => formatBedsBaths(listing, locale),
    statusLine: (listing) => formatBadgeLine(listing, now, locale),
  }
}
