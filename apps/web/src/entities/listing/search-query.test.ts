import { listingSearchQuerySchema, PLACE_FILTER_KEYS } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { ALL_TYPES } from './listing-paths.ts'
import { PLACE_KEYS } from './place-params.ts'
import { countActiveFilters, type ListingFilters, readListingFilters, toFilterParams } from './search-query.ts'

const CONDOS = { city: 'toronto', sr: 'Sale', roomType: 'condo' } as const

describe('readListingFilters', () => {
  it('reads what the address says over the screen’s defaults', () => {
    const params = new URLSearchParams('sr=Lease&priceMax=3000&bedsMin=2&sort=priceAsc&language=zh')
    expect(readListingFilters(params, CONDOS)).toEqual({
      city: 'toronto',
      sr: 'Lease',
      roomType: 'condo',
      status: 'active',
      priceMax: 3000,
      bedsMin: 2,
      sort: 'priceAsc',
    })
  })

  it('shows every type for roomType=all, and ignores empty values', () => {
    expect(readListingFilters(new URLSearchParams(`roomType=${ALL_TYPES}&q=&near=`), CONDOS)).toEqual({
      city: 'toronto',
      sr: 'Sale',
      status: 'active',
      sort: 'new',
    })
  })

  it('drops what the contract refuses on its own, and keeps the rest of the link', () => {
    // a city the link names replaces the screen's, refused or not
    const params = new URLSearchParams('status=sold&window=all&bedsMin=two&bathsMin=1&city=paris')
    expect(readListingFilters(params, CONDOS)).toEqual({
      sr: 'Sale',
      roomType: 'condo',
      status: 'sold',
      bathsMin: 1,
      sort: 'new',
    })
  })

  it('gives the search query’s answer for a link it takes whole', () => {
    const params = new URLSearchParams('city=vancouver&status=delist&window=2W&age=0-5&furnished=Y&q= Main &near=park')
    const { cursor: _cursor, limit: _limit, ...expected } = listingSearchQuerySchema.parse(Object.fromEntries(params))
    expect(readListingFilters(params)).toEqual(expected)
  })

  it('writes back what it read', () => {
    const params = new URLSearchParams('roomType=all&priceMin=500000&status=sold')
    const filters = readListingFilters(params, CONDOS)
    expect(toFilterParams(filters).toString()).toBe('city=toronto&sr=Sale&roomType=all&status=sold&priceMin=500000')
    // every type on a list of condos, sold, a price: three filters
    expect(countActiveFilters(filters, CONDOS)).toBe(3)
  })
})

describe('the place parameters', () => {
  it('are the search query’s: the gazetteer’s places and the postal-code prefix', () => {
    expect([...PLACE_KEYS]).toEqual([...PLACE_FILTER_KEYS, 'postal'])
    for (const key of PLACE_KEYS) expect(Object.keys(listingSearchQuerySchema.shape)).toContain(key)
  })

  it('are read trimmed, written back, and not counted among the filters', () => {
    const params = new URLSearchParams(`district=%20North%20York%20&station=&campus=${'x'.repeat(101)}&bedsMin=2`)
    const filters = readListingFilters(params, CONDOS)
    expect(filters).toEqual({
      city: 'toronto',
      sr: 'Sale',
      roomType: 'condo',
      status: 'active',
      bedsMin: 2,
      sort: 'new',
      district: 'North York',
    })
    expect(toFilterParams(filters).toString()).toBe('city=toronto&sr=Sale&roomType=condo&bedsMin=2&district=North+York')
    expect(countActiveFilters(filters, CONDOS)).toBe(1)
  })
})

describe('a copied link', () => {
  const LEASE_HOUSES = { city: 'toronto', sr: 'Lease', roomType: 'res' } as const
  const cases: ListingFilters[] = [
    { city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'active', sort: 'new' },
    { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new', priceMin: 500_000, priceMax: 900_000, bedsMin: 2 },
    { city: 'vancouver', sr: 'Sale', roomType: 'res', status: 'active', sort: 'priceDesc', district: 'Burnaby' },
    { city: 'toronto', sr: 'Lease', roomType: 'Twnhouse', status: 'sold', window: '3M', furnished: 'Y', sort: 'new' },
    { city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'delist', bathsMin: 2, age: '0-5', sort: 'new' },
    { city: 'vancouver', sr: 'Lease', status: 'active', window: '1W', q: 'Main', near: 'park', sort: 'priceAsc' },
    { city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'active', sort: 'new', station: 'Union', postal: 'M5V' },
  ]

  it('is the same search opened on any list, whatever its defaults', () => {
    for (const filters of cases) {
      const link = toFilterParams(filters).toString()
      for (const defaults of [CONDOS, LEASE_HOUSES, {}]) {
        expect(readListingFilters(new URLSearchParams(link), defaults), link).toEqual(filters)
      }
      expect(link).toMatch(/roomType=/)
    }
  })

  it('carries the window a status brings only when it is not the status’s own', () => {
    const sold = { ...cases[0]!, status: 'sold', window: '1M' } as const
    expect(toFilterParams(sold).toString()).toBe('city=toronto&sr=Sale&roomType=condo&status=sold')
    expect(readListingFilters(toFilterParams(sold), {})).toEqual({ ...sold, window: undefined })
  })
})
