import { savedSearchQuerySchema } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { savedSearchReach } from '../../../src/modules/saved-searches/saved-search-criteria.ts'

const reach = (query: Record<string, unknown>, polygon: { lat: number; lng: number }[] | null = null) =>
  savedSearchReach(savedSearchQuerySchema.parse(query), polygon)

describe('what a saved search’s index holds of it', () => {
  it('holds all of a whole city’s search with a price, rooms and a type: a listing it finds matches unchecked', () => {
    const r = reach({ city: 'toronto', sr: 'Sale', priceMax: 800_000, bedsMin: 2, roomType: 'condo' })
    expect(r).toMatchObject({ city: 'toronto', priceMax: 800_000, bedsMin: 2, roomType: 'condo', reachExact: true })
    expect(r).toMatchObject({ area: null, places: ['@toronto'] })
  })

  it('holds all of a district’s or a neighbourhood’s search, as its list of neighbourhoods', () => {
    const district = reach({ city: 'toronto', sr: 'Sale', district: 'North York', priceMax: 800_000 })
    expect(district.places?.length).toBeGreaterThan(5)
    expect(district.places).toContain('Willowdale East')
    expect(district).toMatchObject({ area: null, reachExact: true })
    expect(reach({ city: 'vancouver', sr: 'Lease', municipality: 'Burnaby' }).reachExact).toBe(true)
  })

  it('holds all of a drawn area’s search by its ring, and of one station’s, campus’s or kind of place’s by its circles', () => {
    const square = [
      { lat: 43.76, lng: -79.42 },
      { lat: 43.76, lng: -79.4 },
      { lat: 43.78, lng: -79.4 },
      { lat: 43.78, lng: -79.42 },
    ]
    expect(reach({ city: 'toronto', sr: 'Sale' }, square)).toMatchObject({
      places: null,
      area: '((-79.42,43.76),(-79.4,43.78))',
      ring: '((-79.42,43.76),(-79.4,43.76),(-79.4,43.78),(-79.42,43.78))',
      circles: null,
      reachExact: true,
    })
    const finch = reach({ city: 'toronto', sr: 'Sale', station: 'Finch', priceMax: 900_000 })
    expect(finch).toMatchObject({ places: null, ring: null, reachExact: true })
    expect(finch.circles?.centres).toHaveLength(1)
    const [centre] = finch.circles?.centres ?? []
    // the centre and the box round its radius, as the listing filter's radius takes them
    expect(centre?.lat).toBeCloseTo(43.7815, 3)
    expect(centre?.north).toBeGreaterThan(centre?.lat ?? 0)
    expect(centre?.west).toBeLessThan(centre?.lng ?? 0)
    expect(finch.circles?.radiusM).toBeGreaterThan(0)
    expect(reach({ city: 'vancouver', sr: 'Lease', campus: 'UBC' }).reachExact).toBe(true)
    const subway = reach({ city: 'toronto', sr: 'Lease', near: 'subway' })
    expect(subway.reachExact).toBe(true)
    expect(subway.circles?.centres.length).toBeGreaterThan(10)
  })

  it('leaves two shapes, neighbourhoods with a shape and any other criterion to the exact check', () => {
    const triangle = [
      { lat: 43.76, lng: -79.42 },
      { lat: 43.76, lng: -79.4 },
      { lat: 43.78, lng: -79.4 },
    ]
    expect(reach({ city: 'toronto', sr: 'Sale', station: 'Finch' }, triangle)).toMatchObject({
      reachExact: false,
      ring: null,
      circles: null,
    })
    expect(reach({ city: 'toronto', sr: 'Sale', station: 'Finch', near: 'subway' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Sale', district: 'North York', station: 'Finch' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Sale', station: 'Finch', bathsMin: 2 })).toMatchObject({
      reachExact: false,
      circles: null,
    })
    expect(reach({ city: 'toronto', sr: 'Sale', bathsMin: 2 })).toMatchObject({
      places: ['@toronto'],
      reachExact: false,
    })
    expect(reach({ city: 'toronto', sr: 'Sale', q: 'lake view' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Lease', furnished: 'Y' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Sale', age: '0-5' }).reachExact).toBe(false)
  })
})
