import { useQueries } from '@tanstack/react-query'
import { type ListingFilters, type PlaceKey, placeNames, usePlaceLabel } from '../../../entities/listing/index.ts'
import { suggestListingsQuery } from '../api/suggest-listings.ts'

export interface PlaceLabel {
  key: PlaceKey
  /** The place's name in the address. */
  name: string
  /** What the screen shows for it. */
  label: string
}

/**
 * The places a list is filtered to, each with what to show for it: the words the person chose on the search screen,
 * or, on a list opened from a link (whose address names the place in English), the api's name for it in the page's
 * language — the suggestion the place's own name brings, which the api labels in the request's language.
 */
export function usePlaceLabels(filters: ListingFilters): PlaceLabel[] {
  const chosen = usePlaceLabel()
  const places = placeNames(filters)
  const answers = useQueries({
    queries: places.map(({ name }) => ({
      ...suggestListingsQuery(name, filters.city),
      enabled: chosen(name) === name,
    })),
  })
  return places.map(({ key, name }, i) => {
    const own = chosen(name)
    if (own !== name) return { key, name, label: own }
    const named = answers[i]?.data?.find((suggestion) => suggestion.query[key] === name)
    return { key, name, label: named?.label ?? name }
  })
}
