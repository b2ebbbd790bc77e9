import { useEffect, useState } from 'react'
import type { ListingFilters } from '../../entities/listing/index.ts'
import { getClusters, type MapClusters } from './api/get-clusters.ts'
import { type MapView, VIEW_DEBOUNCE_MS } from './map-views.ts'

export type MapListingsLoad =
  | { state: 'idle' }
  | { state: 'loading'; last: MapClusters | null }
  | { state: 'ready'; data: MapClusters }
  | { state: 'failed'; last: MapClusters | null }

/**
 * The clusters or listings of the view and filters: asked for once the map has settled for VIEW_DEBOUNCE_MS; a
 * newer view cancels the call in flight, so an old answer never replaces a newer one. `paused` (a drawn area or a
 * shared selection on screen) asks for nothing.
 */
export function useMapListings(
  view: MapView | null,
  filters: ListingFilters,
  paused: boolean,
): { load: MapListingsLoad; retry: () => void } {
  const [load, setLoad] = useState<MapListingsLoad>({ state: 'idle' })
  const [generation, setGeneration] = useState(0)
  const key = view && !paused ? JSON.stringify([view, filters]) : null

  useEffect(() => {
    void generation
    if (!key) return
    const [v, f] = JSON.parse(key) as [MapView, ListingFilters]
    const controller = new AbortController()
    setLoad((before) => ({ state: 'loading', last: lastOf(before) }))
    const timer = window.setTimeout(() => {
      getClusters(v, f, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setLoad({ state: 'ready', data })
        },
        () => {
          if (!controller.signal.aborted) setLoad((before) => ({ state: 'failed', last: lastOf(before) }))
        },
      )
    }, VIEW_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [key, generation])

  return { load, retry: () => setGeneration((n) => n + 1) }
}

function lastOf(load: MapListingsLoad): MapClusters | null {
  if (load.state === 'ready') return load.data
  if (load.state === 'loading' || load.state === 'failed') return load.last
  return null
}
