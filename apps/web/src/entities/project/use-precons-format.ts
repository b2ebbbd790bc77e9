import {
  type Direction,
  formatBedrooms,
  formatListingDate,
  formatMaintenancePerSqft,
  formatOccupancy,
  formatPreconsCnyRange,
  formatPreconsDollars,
  formatPreconsFrom,
  formatPreconsPriceRange,
  formatPriceCny,
  formatPricePerSqft,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale, translate } from '../../shared/i18n/i18n.ts'
import { useShowCny } from '../../shared/money/cny-preference.ts'
import { useCnyPerCad } from '../../shared/money/use-cny-per-cad.ts'

/** The core money and label rules of pre-construction bound to the UI language, with yuan at the shown rate. */
export function usePreconsFormat() {
  useTranslation()
  const locale = currentLocale()
  const cnyPerCad = useCnyPerCad()
  const showCny = useShowCny()
  return {
    locale,
    dollars: (amount: number) => formatPreconsDollars(amount, locale),
    range: (min: number, max: number) => formatPreconsPriceRange(min, max, locale),
    from: (min: number) => formatPreconsFrom(min, locale),
    /** The yuan of a price, or null where the person does not show yuan. */
    cny: (amount: number) => (showCny ? formatPriceCny(amount, cnyPerCad, locale) : null),
    cnyRange: (min: number, max: number) => (showCny ? formatPreconsCnyRange(min, max, cnyPerCad, locale) : null),
    perSqft: (amount: number) => formatPricePerSqft(amount, locale),
    maintenance: (cents: number) => formatMaintenancePerSqft(cents, locale),
    occupancy: (year: number, quarter: number) => formatOccupancy(year, quarter, locale),
    beds: (beds: number, den = false) => formatBedrooms(beds, locale, den),
    exposure: (d: Direction) => translate(locale, `listing.direction.${d}`),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    date: (iso: string) => formatListingDate(iso, locale),
  }
}
