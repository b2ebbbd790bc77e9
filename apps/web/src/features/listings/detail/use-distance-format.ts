import { useListingFormat } from '../../../entities/listing/index.ts'

/** A distance in metres as the app's language writes it: metres under a kilometre, kilometres to one decimal. */
export function useDistanceFormat(): (metres: number) => string {
  const { locale } = useListingFormat()
  return (metres) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: metres >= 1000 ? 'kilometer' : 'meter',
      maximumFractionDigits: 1,
    }).format(metres >= 1000 ? metres / 1000 : metres)
}
