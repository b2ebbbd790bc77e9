import type { MapClusters } from '@maplenest/core'
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { useMapMarkers } from './use-map-markers.ts'

// Three units of one building, a house 1.5 km east, and the building's neighbour 20 m north.
const units = ['C1', 'C2', 'C3'].map((mlNum, i) =>
  aSummary({ mlNum, address: '88 Harbour St', lng: -79.38, lat: 43.642, price: 600_000 + i * 100_000 }),
)
const house = aSummary({ mlNum: 'E1', address: '12 Kew Beach Ave', lng: -79.36, lat: 43.642, price: 1_450_000 })
const neighbour = aSummary({ mlNum: 'C9', address: '10 Bay St', lng: -79.38, lat: 43.6422, price: 700_000 })

const listings = (items = [...units, house]): MapClusters => ({
  zoom: 15,
  mode: 'listings',
  total: items.length,
  clusters: [],
  listings: items,
  vow: { granted: true, need: null },
})

function markersAt(zoom: number, items = [...units, house], focus: (typeof units)[number] | null = null) {
  // A map detail opens with the card of the listing it is about.
  const active = focus?.mlNum ?? null
  const { result } = renderHook(() =>
    useMapMarkers({
      shown: { clusters: listings(items), items, areaDone: false },
      zoom,
      showingShare: false,
      focus,
      me: null,
      selection: [],
      active,
      sr: 'Sale',
    }),
  )
  return result.current
}

describe('the map markers', () => {
  it('draws the units at one address as one pin counting its homes, which names them', () => {
    const markers = markersAt(16)
    expect(markers.map((m) => [m.kind, m.text, m.data?.count])).toEqual([
      ['building', '3 homes', '3'],
      ['pin', '$1.45M', '1'],
    ])
    expect(markers[0]!.label).toBe('3 homes at 88 Harbour St. Show them')
    expect(markers[0]!.data?.mlnums).toBe('C1 C2 C3')
  })

  it('makes markers that would overlap one counted circle, and parts them closer in', () => {
    // 20 m is 26 px at zoom 16: the neighbour's 44 px tall pin would lie on the building's.
    const near = markersAt(16, [...units, neighbour])
    expect(near.map((m) => [m.kind, m.text, m.data?.count])).toEqual([['cluster', '4', '4']])
    expect(near[0]!.label).toBe('4 listings here, $600K to $800K. Zoom in')
    // At zoom 18 they are 103 px apart, clear of each other.
    expect(markersAt(18, [...units, neighbour]).map((m) => m.kind)).toEqual(['building', 'pin'])
  })

  it('adds up to the listings shown at every zoom', () => {
    for (const zoom of [9, 11, 13, 15, 17]) {
      const markers = markersAt(zoom, [...units, house, neighbour])
      expect(markers.reduce((n, m) => n + Number(m.data?.count), 0)).toBe(5)
    }
  })

  it('draws the listing a map detail opened on with the other homes of its building, as one marked pin', () => {
    const markers = markersAt(16, [...units, house], units[1]!)
    expect(markers.map((m) => [m.kind, m.text, m.tone, m.data?.count])).toEqual([
      ['pin', '$1.45M', undefined, '1'],
      ['building', '3 homes', 'active', '3'],
    ])
    // On its own, it is its own pin.
    expect(markersAt(16, [house], units[1]!).map((m) => [m.kind, m.text, m.tone])).toEqual([
      ['pin', '$1.45M', undefined],
      ['pin', '$700K', 'active'],
    ])
  })
})
