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

  it('leaves a drawn area, a station’s or a campus’s radius and any other criterion to the exact check', () => {
    const square = [
      { lat: 43.76, lng: -79.42 },
      { lat: 43.76, lng: -79.4 },
      { lat: 43.78, lng: -79.4 },
      { lat: 43.78, lng: -79.42 },
    ]
    expect(reach({ city: 'toronto', sr: 'Sale' }, square)).toMatchObject({
      places: null,
      area: '((-79.42,43.76),(-79.4,43.78))',
      reachExact: false,
    })
    expect(reach({ city: 'toronto', sr: 'Sale', station: 'Finch' })).toMatchObject({ places: null, reachExact: false })
    expect(reach({ city: 'vancouver', sr: 'Lease', campus: 'UBC' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Sale', bathsMin: 2 })).toMatchObject({
      places: ['@toronto'],
      reachExact: false,
    })
    expect(reach({ city: 'toronto', sr: 'Sale', q: 'lake view' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Lease', furnished: 'Y' }).reachExact).toBe(false)
    expect(reach({ city: 'toronto', sr: 'Sale', age: '0-5' }).reachExact).toBe(false)
  })
})
