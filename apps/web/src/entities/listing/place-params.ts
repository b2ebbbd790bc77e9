import { LISTING_TEXT_MAX, MAP_PLACE_KEYS } from '@maplenest/core'

/**
 * The listing search's place parameters: a municipality, district, neighbourhood, station or campus by name, or a
 * postal-code prefix, as a suggestion's `query` gives them (the map takes the same).
 */
export const PLACE_KEYS = MAP_PLACE_KEYS

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
