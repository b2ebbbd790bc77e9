import {
  type Cents,
  formatAddress,
  formatBedsBaths,
  formatListingDate,
  formatListingPrice,
  formatListingValue,
  formatListingValues,
  formatLot,
  formatMaintenance,
  formatNeighbourhood,
  formatPossession,
  formatRoomDimensions,
  formatSqft,
  formatTaxes,
  type ListingSummary,
  type ListingValueField,
  type Locale,
  type SaleOrLease,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { useShowCny } from '../../shared/money/cny-preference.ts'
import { useCnyPerCad } from '../../shared/money/use-cny-per-cad.ts'

export interface ListingFormat {
  locale: Locale
  /** "$899,000" or "$2,500/month". */
  price: (amount: number, sr: SaleOrLease) => string
  /** "$4,512.30/year (2025) · ≈ CN¥23,057.69", the yuan only where the person shows them. */
  taxes: (cents: number, year: number | null) => string
  /** "$650.45/month · ≈ CN¥3,323.94", the yuan only where the person shows them. */
  maintenance: (cents: number) => string
  /** "700–799 sq ft (65–74 m²)" from the board's text. */
  size: (sqft: string) => string
  /** "2+1 bd · 2 ba", "Studio · 1 ba" */
  rooms: (listing: Pick<ListingSummary, 'beds' | 'bedsPlus' | 'baths'>) => string
  /** "1203 - 88 Harbour St" */
  address: (listing: Pick<ListingSummary, 'address' | 'unit'>) => string
  /**
   * The listing's neighbourhood in the language: "Annex" / "安妮克斯" (a name with no Chinese one as the board sent
   * it), with its municipality outside the two cities ("Unionville, Markham" / "万锦 · 于人村").
   */
  neighbourhood: (listing: Pick<ListingSummary, 'neighbourhood' | 'neighbourhoodZh' | 'municipality'>) => string
  date: (iso: string) => string
  number: (value: number) => string
  /** A board value ("Forced Air", "Ensuite") named in the language; a value the catalogue cannot know as sent. */
  value: (field: ListingValueField, raw: string) => string
  /** Several values of one field joined with the language's separator: "暖气、车位". */
  values: (field: ListingValueField, raws: readonly string[]) => string
  /** "25 × 125 ft" / "25 × 125 英尺" from the board's "25 x 125 Feet". */
  lot: (raw: string) => string
  /** "3.35 × 4.27" from the board's "3.35 x 4.27" (metres, as the rooms table's header says). */
  roomDimensions: (raw: string) => string
  /** A possession date in the language's form, or the board's term named. */
  possession: (raw: string) => string
}

/** The core display rules of listings bound to the UI language, with yuan at the shown rate where they show. */
export function useListingFormat(): ListingFormat {
  useTranslation()
  const locale = currentLocale()
  const rate = useCnyPerCad()
  const cnyPerCad = useShowCny() ? rate : null
  return {
    locale,
    price: (amount, sr) => formatListingPrice(amount, sr, locale),
    taxes: (cents, year) => formatTaxes(cents as Cents, year, cnyPerCad, locale),
    maintenance: (cents) => formatMaintenance(cents as Cents, cnyPerCad, locale),
    size: (sqft) => formatSqft(sqft, locale),
    rooms: (listing) => formatBedsBaths(listing, locale),
    address: (listing) => formatAddress(listing.address, listing.unit),
    neighbourhood: (listing) => formatNeighbourhood(listing, locale),
    date: (iso) => formatListingDate(iso, locale),
    number: (value) => new Intl.NumberFormat(locale).format(value),
    value: (field, raw) => formatListingValue(field, raw, locale),
    values: (field, raws) => formatListingValues(field, raws, locale),
    lot: (raw) => formatLot(raw, locale),
    roomDimensions: (raw) => formatRoomDimensions(raw, locale),
    possession: (raw) => formatPossession(raw, locale),
  }
}
