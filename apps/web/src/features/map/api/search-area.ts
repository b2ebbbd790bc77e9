import type { MapArea } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { api } from '../../../shared/api/api.ts'
import type { LngLat } from '../map-views.ts'
import { toMapFilters } from './get-clusters.ts'

const MAP_AREA_PATH = '/house/api/map/v1/area'

type AreaResult = MapArea

/** POST /house/api/map/v1/area: the listings inside a drawn area. Quiet: the screen says what went wrong. */
export function searchArea(points: readonly LngLat[], filters: ListingFilters, signal?: AbortSignal) {
  return api.post<AreaResult>(MAP_AREA_PATH, toAreaBody(points, filters), { toast: false, signal })
}

const toAreaBody = (points: readonly LngLat[], filters: ListingFilters) => ({
  polygon: points.map(({ lat, lng }) => ({ lat, lng })),
  filters: toMapFilters(filters),
})

/** A read, though sent as POST (a polygon does not fit an address): cached by its area and filters. */
const searchAreaQuery = (points: readonly LngLat[], filters: ListingFilters) =>
  queryOptions({
    queryKey: ['map', 'area', toAreaBody(points, filters)],
    queryFn: ({ signal }) => searchArea(points, filters, signal),
  })

/** The listings of a finished area; no area asks for nothing. */
export const useAreaSearch = (points: readonly LngLat[] | null, filters: ListingFilters) =>
  useQuery({ ...searchAreaQuery(points ?? [], filters), enabled: points !== null })
