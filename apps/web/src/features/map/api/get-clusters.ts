import { MAP_FILTER_KEYS, type MapClusters, resolveTimeWindow } from '@maplenest/core'
import { queryOptions } from '@tanstack/react-query'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { api } from '../../../shared/api/api.ts'
import { type MapView, toBboxParam } from '../map-views.ts'

export const MAP_CLUSTERS_PATH = '/house/api/map/v1/clusters'

/** Zoom to a hundredth: finer steps draw the same clusters. */
const roundZoom = (zoom: number) => Math.round(zoom * 100) / 100

/** The search filters a map request carries (no paging, no text search: the map is the place). */
export function toMapFilters(filters: ListingFilters): Record<string, string | number> {
  const status = filters.status ?? 'active'
  const all: Record<string, unknown> = { ...filters, status, window: resolveTimeWindow(status, filters.window) }
  const query: Record<string, string | number> = {}
  for (const name of MAP_FILTER_KEYS) {
    const value = all[name]
    if (typeof value === 'string' || typeof value === 'number') query[name] = value
  }
  return query
}

/** GET /house/api/map/v1/clusters for a view and the list filters. Quiet: the sheet says when it failed. */
export function getClusters(view: MapView, filters: ListingFilters, signal?: AbortSignal): Promise<MapClusters> {
  return api.get<MapClusters>(MAP_CLUSTERS_PATH, {
    query: { bbox: toBboxParam(view.bbox), zoom: roundZoom(view.zoom), ...toMapFilters(filters) },
    toast: false,
    signal,
  })
}

export const getClustersQuery = (view: MapView, filters: ListingFilters) =>
  queryOptions({
    queryKey: [
      'map',
      'clusters',
      { bbox: toBboxParam(view.bbox), zoom: roundZoom(view.zoom), ...toMapFilters(filters) },
    ],
    queryFn: ({ signal }) => getClusters(view, filters, signal),
  })
