import {
  type City,
  cityName,
  findPlacesByName,
  GAZETTEER_KINDS,
  type GazetteerKind,
  type ListingSuggestion,
  type Locale,
  matchPlaces,
  placeZh,
  type SuggestionKind,
} from '@maplenest/core'
import type { SuggestionRow } from './listings-repository.ts'

/** Gazetteer places before the addresses found in the listings: at most this many, so addresses still show. */
const PLACES_MAX = 5

/**
 * The gazetteer's kinds a suggestion shows, each a suggestion kind of its own: all but postal areas, which the
 * suggestions read from the listings' codes (decision 0124).
 */
const PLACE_KINDS = GAZETTEER_KINDS.filter(
  (kind): kind is Exclude<GazetteerKind, 'postal'> => kind !== 'postal',
) satisfies readonly SuggestionKind[]

/**
 * The places of the gazetteer a typed text names, best first, labelled in the request's language. With a city
 * chosen, a place of the other region whose whole name was typed comes too, after the chosen city's exact matches:
 * 列治文 typed with Toronto chosen means Richmond, BC, before Richmond Hill. Streets are not brought over: their
 * names repeat from city to city (Harbour St, Main St).
 */
export function placeSuggestions(q: string, city: City | undefined, locale: Locale): ListingSuggestion[] {
  const here = matchPlaces(q, locale, { city, kinds: PLACE_KINDS, limit: PLACES_MAX })
  const elsewhere = city
    ? matchPlaces(q, locale, { kinds: PLACE_KINDS, limit: PLACES_MAX }).filter(
        (m) => m.entry.city !== city && m.match === 'exact' && m.entry.kind !== 'street',
      )
    : []
  const exact = here.filter((m) => m.match === 'exact')
  const rest = here.filter((m) => m.match !== 'exact')
  return [...exact, ...elsewhere, ...rest].slice(0, PLACES_MAX).map(({ entry, label, within }) => ({
    kind: entry.kind as (typeof PLACE_KINDS)[number],
    label,
    mlNum: null,
    city: entry.city,
    within,
    query: { ...entry.query },
  }))
}

/**
 * A neighbourhood, street or listing found in the listings' addresses: its name in the request's language where
 * the register has one, and the search that finds it again (a neighbourhood the gazetteer does not know, as text).
 */
export function addressSuggestion(row: SuggestionRow, locale: Locale): ListingSuggestion {
  const within = cityName(row.city, locale)
  const base = { kind: row.kind, mlNum: row.mlNum, city: row.city, within }
  if (row.kind === 'neighbourhood') {
    const known = findPlacesByName('neighbourhood', row.label, row.city).length > 0
    return {
      ...base,
      label: localName(row, locale),
      query: known ? { city: row.city, neighbourhood: row.label } : { city: row.city, q: row.label },
    }
  }
  if (row.kind === 'street') return { ...base, label: localName(row, locale), query: { city: row.city, q: row.label } }
  return { ...base, label: row.label, query: { city: row.city, q: row.mlNum ?? row.label } }
}

function localName(row: SuggestionRow, locale: Locale): string {
  if (locale !== 'zh-Hans-CN' || (row.kind !== 'neighbourhood' && row.kind !== 'street')) return row.label
  return placeZh(row.city, row.label, row.kind) ?? row.label
}

/** Whether an address suggestion names a place the gazetteer's suggestions already show. */
export function isShown(row: SuggestionRow, places: readonly ListingSuggestion[]): boolean {
  return places.some(
    (p) =>
      p.city === row.city &&
      p.kind === row.kind &&
      (p.query.neighbourhood === row.label || (row.kind === 'street' && p.query.q === row.label)),
  )
}
