import { savedSearchQuerySchema } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import type { ListingFilter } from '../../../src/db/queries/listing-filters.ts'
import type {
  ChangedListing,
  SearchCandidate,
} from '../../../src/modules/saved-searches/saved-search-alerts-repository.ts'
import { savedSearchReach } from '../../../src/modules/saved-searches/saved-search-criteria.ts'
import { matchingSearchKeys } from '../../../src/modules/saved-searches/saved-search-matching.ts'

const condo: ChangedListing = {
  mlNum: 'C9000001',
  city: 'toronto',
  sr: 'Sale',
  status: 'A',
  roomType: 'condo',
  neighbourhood: 'Willowdale East',
  location: { lat: 43.7615, lng: -79.4111 },
  address: '5 Sheppard Ave E',
  unit: '1203',
  price: 759_000,
  closePrice: null,
  beds: 2,
}

/** Saved searches as stored: their criteria, and the places their reach wrote. */
const searches = Object.fromEntries(
  Object.entries({
    wholeCity: { city: 'toronto', sr: 'Sale', priceMax: 800_000 },
    // a station's radius and words: more than the index holds
    finchUpTo800k: {
      city: 'toronto',
      sr: 'Sale',
      station: 'Sheppard-Yonge',
      q: 'yonge',
      priceMax: 800_000,
      bedsMin: 2,
    },
    finchUpTo900k: {
      city: 'toronto',
      sr: 'Sale',
      station: 'Sheppard-Yonge',
      q: 'yonge',
      priceMax: 900_000,
      roomType: 'condo',
    },
    twoBaths: { city: 'toronto', sr: 'Sale', district: 'North York', bathsMin: 2 },
  }).map(([id, query], i) => {
    const parsed = savedSearchQuerySchema.parse(query)
    const reach = savedSearchReach(parsed, null)
    const search = { id, matchKey: i + 1, query: parsed as never, polygon: null, places: reach.places }
    return [id, { ...search, exact: reach.reachExact }]
  }),
)
const byKey = new Map(Object.values(searches).map((s) => [s.matchKey, s]))

describe('which of the candidates a listing matches', () => {
  it('takes a search held whole as found, and checks each distinct remainder of the others once', async () => {
    const asked: ListingFilter[][] = []
    const repo = {
      criteria: async (keys: readonly number[]) => keys.map((key) => byKey.get(key)!),
      // the listing is within the station's radius, and has one bathroom
      meets: async (_mlNum: string, filters: readonly ListingFilter[]) => {
        asked.push([...filters])
        return filters.map((f) => f.baths?.min === undefined)
      },
    }
    const candidates: SearchCandidate[] = Object.values(searches).map((s) => ({ matchKey: s.matchKey, exact: s.exact }))
    expect(candidates.map((c) => c.exact)).toEqual([true, false, false, false])

    const keys = await matchingSearchKeys(repo, condo, candidates, new Date('2026-12-04T12:00:00Z'))
    expect(keys.map((key) => byKey.get(key)?.id).sort()).toEqual(['finchUpTo800k', 'finchUpTo900k', 'wholeCity'])
    // the two searches round Sheppard-Yonge differ only in what the index held: one check for both
    expect(asked).toHaveLength(1)
    expect(asked[0]).toHaveLength(2)
    const [station, baths] = asked[0]!
    expect(station).toMatchObject({ sr: 'Sale', status: 'A' })
    expect(station?.reaches?.length).toBeGreaterThan(0)
    expect(station?.words).toEqual(['yonge'])
    expect(station).not.toHaveProperty('price')
    // a district search's neighbourhoods were its places: the check leaves them out, and asks the baths
    expect(baths).toMatchObject({ baths: { min: 2 } })
    expect(baths).not.toHaveProperty('neighbourhoods')
  })

  it('reads and checks nothing when every candidate is held whole', async () => {
    const repo = {
      criteria: async () => {
        throw new Error('not read')
      },
      meets: async () => {
        throw new Error('not checked')
      },
    }
    const keys = await matchingSearchKeys(repo, condo, [{ matchKey: 7, exact: true }], new Date())
    expect(keys).toEqual([7])
  })
})
