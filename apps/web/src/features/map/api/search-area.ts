import type { MapArea } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import type { LngLat } from '../map-views.ts'
import { toMapFilters } from './get-clusters.ts'

export const MAP_AREA_PATH = '/house/api/map/v1/area'

export type AreaResult = MapArea

/** POST /house/api/map/v1/area: the listings inside a drawn area. Quiet: the screen says what went wrong. */
export function searchArea(points: readonly LngLat[], filters: ListingFilters, signal?: AbortSignal) {
  return api.post<AreaResult>(
    MAP_AREA_PATH,
    { polygon: points.map(({ lat, lng }) => ({ lat, lng })), filters: toMapFilters(filters) },
    { toast: false, signal },
  )
}
