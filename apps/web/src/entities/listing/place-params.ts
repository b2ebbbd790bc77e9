import { LISTING_TEXT_MAX, type PlaceFilterKey } from '@maplenest/core'
import { useLocation } from 'react-router'

/**
 * The listing search's place parameters: a district, neighbourhood, station or campus by name, as a suggestion's
 * `query` gives them. Listed here rather than taken from core's place filter, so that a list's scripts carry no
 * gazetteer: the api says whether it knows the name.
 */
export const PLACE_KEYS = [
  'district',
  'neighbourhood',
  'station',
  'campus',
] as const satisfies readonly PlaceFilterKey[]

export type PlaceParams = Partial<Record<PlaceFilterKey, string>>

/** The place parameters of an address, as the search query takes them: trimmed, not empty, not too long. */
export function readPlaceParams(params: URLSearchParams): PlaceParams {
  const places: PlaceParams = {}
  for (const key of PLACE_KEYS) {
    const name = params.get(key)?.trim()
    if (name && name.length <= LISTING_TEXT_MAX) places[key] = name
  }
  return places
}

/** The places a search is filtered to, in the order of the keys. */
export function placeNames(filters: PlaceParams): { key: PlaceFilterKey; name: string }[] {
  return PLACE_KEYS.flatMap((key) => {
    const name = filters[key]
    return name ? [{ key, name }] : []
  })
}

/**
 * The address names a place in English, the api's name for it; the search screen passes the name the person chose
 * (北约克 for North York) in the history entry's state, so the list shows it in their words. A link opened afresh has
 * no state and shows the address's name.
 */
export interface PlaceLabelsState {
  placeLabels: Record<string, string>
}

export function placeLabelsState(name: string, label: string): PlaceLabelsState {
  return { placeLabels: { [name]: label } }
}

/** A function giving the label to show for a place's name on this screen. */
export function usePlaceLabel(): (name: string) => string {
  const { state } = useLocation()
  const labels: unknown = (state as Partial<PlaceLabelsState> | null)?.placeLabels
  return (name) => {
    const label = labels && typeof labels === 'object' ? (labels as Record<string, unknown>)[name] : undefined
    return typeof label === 'string' ? label : name
  }
}
