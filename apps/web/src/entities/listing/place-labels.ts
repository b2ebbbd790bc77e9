import { useLocation } from 'react-router'
import { PLACE_KEYS, type PlaceKey, type PlaceParams } from './place-params.ts'

// What the lists show of the places searched, apart from place-params.ts: the map reads a list's address too, and
// its first screen should not carry what only a list draws.

/** The places a search is filtered to, in the order of the keys. */
export function placeNames(filters: PlaceParams): { key: PlaceKey; name: string }[] {
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
