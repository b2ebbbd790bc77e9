import type { City, ListingSummary, SearchListingsInput, SearchListingsOutput } from '@maplenest/core'
import { useEffect } from 'react'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import type { LngLat } from '../map-views.ts'
import type { DrawMode } from './use-draw-mode.ts'

/** The filters of an assistant's search, as the map's filter sheet holds them. */
function toMapFilters(input: SearchListingsInput, city: City): ListingFilters {
  const { neighbourhood: _n, area: _a, areaOf: _o, q: _q, ...rest } = input
  return { ...rest, city: input.city ?? city, sr: input.sr ?? 'Sale', status: input.status ?? 'active', sort: 'new' }
}

interface AssistantSearchTarget {
  city: City
  setFilters: (filters: ListingFilters) => void
  draw: Pick<DrawMode, 'set' | 'clear'>
  /** The assistant's listings as pins (null: the map's own again). */
  showItems: (items: readonly ListingSummary[] | null) => void
  /** Closes the open listing card. */
  closeCard: () => void
  /** Moves the map to show these points. */
  fit: (points: readonly LngLat[]) => void
}

/**
 * Each new search of the assistant moves the map once: its filters, and its area (drawn, and searched like one drawn
 * by hand) or, without one, its listings as pins.
 */
export function useAssistantSearch(search: SearchListingsOutput | null | undefined, map: AssistantSearchTarget) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new search of the assistant, once
  useEffect(() => {
    if (!search) return
    const { input, items } = search
    map.setFilters(toMapFilters(input, map.city))
    map.closeCard()
    if (input.area) {
      map.showItems(null)
      map.draw.set(input.area)
      map.fit(input.area)
    } else {
      map.draw.clear()
      map.showItems(items)
      if (items.length) map.fit(items)
    }
  }, [search])
}
