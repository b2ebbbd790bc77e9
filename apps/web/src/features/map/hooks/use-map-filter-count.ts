import { useCallback } from 'react'
import type { CountHomes } from '../../../entities/listing/index.ts'
import { getClusters } from '../api/get-clusters.ts'
import { searchArea } from '../api/search-area.ts'
import type { LngLat, MapView } from '../map-views.ts'
import type { MapItems } from './use-map-items.ts'

/**
 * What the map's filter sheet counts as its filters change ("Show 336 homes"): the homes they would show where the
 * person is looking — inside the drawn area when there is one, else in the view — and the figure the map already
 * shows for the filters it shows. No count before the map has a view, nor over a shared selection.
 */
export function useMapFilterCount(
  view: MapView | null,
  area: readonly LngLat[] | null,
  shown: Pick<MapItems, 'inView' | 'areaDone'> & { areaTotal: number | null | undefined },
  showingShare: boolean,
): { count: CountHomes | undefined; total: number | null | undefined } {
  const count = useCallback<CountHomes>(
    (filters, signal) =>
      area
        ? searchArea(area, filters, signal).then((found) => found.total)
        : getClusters(view!, filters, signal).then((found) => found.total),
    [view, area],
  )
  if (showingShare || (view === null && area === null)) return { count: undefined, total: undefined }
  return { count, total: shown.areaDone ? shown.areaTotal : shown.inView.data?.total }
}
