import type { Comparable, Comparables, ListingDemand, PropertyListing } from '@maplenest/core'
import { GRANTED, SIGN_IN } from '../../entities/listing/listing-fixtures.ts'

/** Insights for the web tests, shaped by the wire contract. */

export function aPropertyListing(overrides: Partial<PropertyListing> = {}): PropertyListing {
  return {
    mlNum: 'C1000001',
    sr: 'Sale',
    inputDate: '2026-11-10T14:00:00.000Z',
    lsc: 'new',
    status: 'A',
    price: 899_000,
    closePrice: null,
    closeDate: null,
    endDate: null,
    ...overrides,
  }
}

export function aComparable(overrides: Partial<Comparable> = {}): Comparable {
  return {
    mlNum: 'C2000001',
    city: 'toronto',
    address: '10 Yonge St',
    unit: '805',
    neighbourhood: 'Waterfront Communities',
    neighbourhoodZh: null,
    lat: 43.642,
    lng: -79.376,
    distanceM: 648,
    closeDate: '2026-10-12T00:00:00.000Z',
    closePrice: 768_000,
    price: 779_000,
    pricePerSqft: 1024,
    beds: 3,
    bedsPlus: 0,
    baths: 2,
    sqft: '700-799',
    photo: null,
    differences: { beds: 1, baths: 0, sqftPct: 12 },
    ...overrides,
  }
}

/** `count` comparable homes sold nearby (close step), with a range when there are 3 or more. */
export function someComparables(count: number, overrides: Partial<Comparables> = {}): Comparables {
  const items = Array.from({ length: count }, (_, i) =>
    aComparable({ mlNum: `C200000${i + 1}`, unit: `${805 + i * 100}`, closePrice: 768_000 + i * 5000 }),
  )
  return {
    items,
    range: count >= 3 ? { low: 735_000, high: 790_000, mid: 760_000, count, method: 'perSqft' } : null,
    step: count > 0 ? 'close' : null,
    locked: false,
    vow: GRANTED,
    ...overrides,
  }
}

export const LOCKED_COMPARABLES: Comparables = { items: [], range: null, step: null, locked: true, vow: SIGN_IN }

export function aDemand(overrides: Partial<ListingDemand> = {}): ListingDemand {
  return {
    showings7d: { atLeast: 5, below: 10 },
    showingsTotal: { atLeast: 10, below: 20 },
    saves: { atLeast: 20, below: 50 },
    ...overrides,
  }
}
