import { LISTING_TEXT_MAX, type PlaceFilterKey } from '@maplenest/core'

/**
 * The listing search's place parameters: a municipality, district, neighbourhood, station or campus by name, or a
 * postal-code prefix, as a suggestion's
 * `query` gives them. Listed here rather than taken from core's place filter, so that a list's scripts carry no
 * gazetteer: the api says whether it knows the name.
 */
export const PLACE_KEYS = [
  'municipality',
  'district',
  'neighbourhood',
  'station',
  'campus',
  'postal',
] as const satisfies readonly (PlaceFilterKey | 'postal')[]

export type PlaceKey = (typeof PLACE_KEYS)[number]

export type PlaceParams = Partial<Record<PlaceKey, string>>

/** The place parameters of an address, as the search query takes them: trimmed, not empty, not too long. */
export function readPlaceParams(params: URLSearchParams): PlaceParams {
  const places: PlaceParams = {}
  for (const key of PLACE_KEYS) {
    const name = params.get(key)?.trim()
    if (name && name.length <= LISTING_TEXT_MAX) places[key] = name
  }
  return places
}
