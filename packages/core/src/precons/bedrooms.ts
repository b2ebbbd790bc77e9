import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { BEDROOM_COUNTS } from './precons.schema.ts'

export type BedroomCount = (typeof BEDROOM_COUNTS)[number]

function asBedroomCount(beds: number): BedroomCount {
  if (!(BEDROOM_COUNTS as readonly number[]).includes(beds)) throw new RangeError(`not a bedroom count 0 to 7: ${beds}`)
  return beds as BedroomCount
}

/** The label of a bedroom group: "Studio", "1 bedroom", "2 bedrooms" … "7 bedrooms"; a den adds "+ den". */
export function formatBedrooms(beds: number, locale: Locale, den = false): string {
  const label = translate(locale, `precons.beds.${asBedroomCount(beds)}`)
  return den ? translate(locale, 'precons.beds.withDen', { beds: label }) : label
}

/** Layouts grouped by bedroom count (0 to 7), fewest bedrooms first, each group by price then name. */
export function groupLayoutsByBedrooms<T extends { beds: number; price: number; name: string }>(
  layouts: readonly T[],
): { beds: BedroomCount; layouts: T[] }[] {
  const groups = new Map<BedroomCount, T[]>()
  for (const layout of layouts) {
    const beds = asBedroomCount(layout.beds)
    groups.set(beds, [...(groups.get(beds) ?? []), layout])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([beds, list]) => ({
      beds,
      layouts: list.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name)),
    }))
}
