import type { ListingSuggestion } from '@maplenest/core'
import { type PlaceLabelsState, placeLabelsState, placeNames } from '../../../entities/listing/index.ts'

/**
 * The list's address parameters for a suggestion: the search parameters the api gives with it (its city and a place
 * by name, or the text that finds a street or a listing; a city alone for a city) and, for a place, the label the
 * person chose, for the list's chip.
 */
export function suggestionSearch(suggestion: ListingSuggestion): [Record<string, string>, PlaceLabelsState?] {
  const query: Record<string, string> = { city: suggestion.city }
  for (const [name, value] of Object.entries(suggestion.query)) if (value) query[name] = value
  const [place] = placeNames(query)
  return place ? [query, placeLabelsState(place.name, suggestion.label)] : [query]
}

/**
 * The place suggested under exactly the text typed, which the Search button opens rather than searching the text:
 * no address says "North York", so the text would find nothing.
 */
export function placeNamed(suggestions: readonly ListingSuggestion[] | undefined, text: string) {
  const q = text.trim().toLowerCase()
  return suggestions?.find((item) => item.label.toLowerCase() === q && placeNames(item.query).length > 0)
}
