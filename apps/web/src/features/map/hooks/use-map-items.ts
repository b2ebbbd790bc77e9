import type { ListingSummary } from '@maplenest/core'
import { useMemo } from 'react'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import type { MapView } from '../map-views.ts'
import { useMapListings } from '../use-map-listings.ts'
import type { DrawMode } from './use-draw-mode.ts'
import type { SharedListings } from './use-shared-listings.ts'

/**
 * What the map shows: a shared selection, a drawn area's listings, or the view's own (clusters zoomed out, listings
 * zoomed in). While corners are tapped the view's listings stay on the map, so a person draws round the homes they see.
 */
export function useMapItems(
  view: MapView | null,
  filters: ListingFilters,
  shared: SharedListings,
  area: Pick<DrawMode, 'draw' | 'result'>,
) {
  const areaDone = area.draw.mode === 'done'
  const inView = useMapListings(view, filters, shared.showing || areaDone)
  const sharedItems = shared.items
  const areaResult = area.result

  // The listings the sheet and the pins show.
  const items: readonly ListingSummary[] = useMemo(() => {
    if (shared.showing) return sharedItems ?? []
    if (areaDone) return areaResult?.items ?? []
    return inView.data?.listings ?? []
  }, [shared.showing, sharedItems, areaDone, areaResult, inView.data])

  const clusters = !shared.showing && !areaDone ? (inView.data ?? null) : null
  return { inView, items, clusters, areaDone }
}

export type MapItems = ReturnType<typeof useMapItems>
