import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ListingFilters } from '../../entities/listing/index.ts'
import { getClustersQuery } from './api/get-clusters.ts'
import { type MapView, VIEW_DEBOUNCE_MS } from './map-views.ts'
import { useSettled } from './use-settled.ts'

/**
 * The clusters or listings of the view and filters: asked for once the map has settled for VIEW_DEBOUNCE_MS; a
 * newer view cancels the call in flight, and the last answer stays on screen until the new one arrives, and `busy` is true from the moment the view moves. `paused`
 * (a drawn area or a shared selection on screen) asks for nothing.
 */
export function useMapListings(view: MapView | null, filters: ListingFilters, paused: boolean) {
  const settled = useSettled(paused ? null : view, VIEW_DEBOUNCE_MS)
  const live = settled !== null && !paused
  const query = useQuery({
    ...getClustersQuery(settled ?? { bbox: [0, 0, 0, 0], zoom: 0 }, filters),
    enabled: live,
    placeholderData: keepPreviousData,
  })
  // A view that moved but has not settled yet is as good as asked for: what is on screen is about to change.
  const settling = !paused && view !== null && JSON.stringify(view) !== JSON.stringify(settled)
  return { ...query, busy: query.isFetching || settling }
}
