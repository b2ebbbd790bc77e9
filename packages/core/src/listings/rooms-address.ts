import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { ListingSummary } from './listing.schema.ts'
import { LINE_SEPARATOR } from './market-line.ts'
import { canonicalUnit } from './street-address.ts'

/**
 * Bedrooms (with the board's "plus" rooms, dens and the like) and bathrooms: "2+1 bd · 2 ba", "2+1 室 · 2 卫".
 * A unit with no bedroom at all is a studio ("Studio · 1 ba", "开间 · 1 卫"), never "0 bd"; a den with no bedroom
 * stays as the board writes it ("0+1 bd").
 */
export function formatBedsBaths(rooms: Pick<ListingSummary, 'beds' | 'bedsPlus' | 'baths'>, locale: Locale): string {
  const beds =
    rooms.bedsPlus > 0
      ? translate(locale, 'listing.rooms.bedsPlus', { beds: rooms.beds, plus: rooms.bedsPlus })
      : rooms.beds === 0
        ? translate(locale, 'listing.rooms.studio')
        : translate(locale, 'listing.rooms.beds', { beds: rooms.beds })
  return [beds, translate(locale, 'listing.rooms.baths', { baths: rooms.baths })].join(LINE_SEPARATOR)
}

/**
 * The address the way Toronto boards write a unit: "1203 - 88 Harbour St". A leading "#" or "Unit" on the unit
 * is dropped; no unit gives the street address alone.
 */
export function formatAddress(address: string, unit: string | null | undefined): string {
  const street = address.trim()
  const u = canonicalUnit(unit)
  return u === null ? street : `${u} - ${street}`
}

/**
 * Where a home is, in a line: its neighbourhood, and for a community of a municipality round the two cities the
 * municipality too, as each language orders them ("Unionville, Markham", "万锦 · 于人村"); a neighbourhood with no
 * Chinese name keeps the name the board sent.
 */
export function formatNeighbourhood(
  listing: Pick<ListingSummary, 'neighbourhood' | 'neighbourhoodZh' | 'municipality'>,
  locale: Locale,
): string {
  const zh = locale.startsWith('zh')
  const hood = zh ? (listing.neighbourhoodZh ?? listing.neighbourhood) : listing.neighbourhood
  const municipality = listing.municipality
  if (!municipality) return hood
  return zh ? `${municipality.zh}${LINE_SEPARATOR}${hood}` : `${hood}, ${municipality.en}`
}
