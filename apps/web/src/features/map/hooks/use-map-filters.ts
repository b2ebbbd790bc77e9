import { type City, type ListingSummary, MAP_PLACE_KEYS, type SaleOrLease } from '@maplenest/core'
import { useState } from 'react'
import { countActiveFilters, useListFilters } from '../../../entities/listing/index.ts'

const DEFAULTS = { city: 'toronto', sr: 'Sale' } as const

/**
 * The map's filters, kept in its address: the city, sale or lease, and the filter sheet's. A map opened on one
 * listing shows its city and its kind (sale or lease) around it.
 */
export function useMapFilters(focus: ListingSummary | null | undefined) {
  const defaults = focus ? { city: focus.city, sr: focus.sr } : DEFAULTS
  const { filters, initial, setFilters } = useListFilters(defaults)
  const [sheetOpen, setSheetOpen] = useState(false)
  const city: City = filters.city ?? 'toronto'
  return {
    filters,
    initial,
    setFilters,
    city,
    /** How many filters differ from the map's defaults. */
    activeCount: countActiveFilters(filters, defaults),
    sheetOpen,
    setSheetOpen,
    /** Moves to another region's listings, leaving the places of this one; false when that region is shown. */
    setCity: (next: City): boolean => {
      if (next === city) return false
      const places = Object.fromEntries(MAP_PLACE_KEYS.map((key) => [key, undefined]))
      setFilters({ ...filters, ...places, city: next })
      return true
    },
    /** Sale or lease: the price range of the other kind does not carry over. */
    setSr: (sr: SaleOrLease) => {
      if (sr !== filters.sr) setFilters({ ...filters, sr, priceMin: undefined, priceMax: undefined })
    },
  }
}
