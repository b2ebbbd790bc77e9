import {
  type Direction,
  formatBedrooms,
  formatMaintenancePerSqft,
  formatOccupancy,
  formatPreconsDollars,
  formatPreconsFrom,
  formatPreconsPriceRange,
  formatPricePerSqft,
  type Locale,
  translate,
} from '@maplenest/core'
import { useListingFormat } from '../listings/index.ts'

/** The core money and label rules of pre-construction bound to the UI language, with yuan at the shown rate. */
export function usePreconsFormat() {
  const listing = useListingFormat()
  const locale: Locale = listing.locale
  return {
    locale,
    dollars: (amount: number) => formatPreconsDollars(amount, locale),
    range: (min: number, max: number) => formatPreconsPriceRange(min, max, locale),
    from: (min: number) => formatPreconsFrom(min, locale),
    cny: (amount: number) => listing.priceCny(amount),
    perSqft: (amount: number) => formatPricePerSqft(amount, locale),
    maintenance: (cents: number) => formatMaintenancePerSqft(cents, locale),
    occupancy: (year: number, quarter: number) => formatOccupancy(year, quarter, locale),
    beds: (beds: number, den = false) => formatBedrooms(beds, locale, den),
    exposure: (d: Direction) => translate(locale, `listing.direction.${d}`),
    number: listing.number,
    date: listing.date,
  }
}
