import type { SavedSearchQuery } from '@maplenest/core'
import type { ListingFilter } from '../../db/queries/listing-filters.ts'
import type { ChangedListing, SavedSearchAlertsRepository, SearchCandidate } from './saved-search-alerts-repository.ts'
import { matchingFilter, remainderToCheck } from './saved-search-criteria.ts'

/**
 * Which of the candidates the index found a listing matches, by their match keys: a search the index holds whole, as
 * found; the others by the exact check of what the index did not hold, each distinct remainder checked once (many
 * searches round one station differ only in what the index held).
 */
export async function matchingSearchKeys(
  repo: Pick<SavedSearchAlertsRepository, 'criteria' | 'meets'>,
  listing: ChangedListing,
  candidates: readonly SearchCandidate[],
  at: Date,
): Promise<number[]> {
  const matched = candidates.filter((c) => c.exact).map((c) => c.matchKey)
  const unheld = candidates.filter((c) => !c.exact).map((c) => c.matchKey)
  if (unheld.length === 0) return matched
  const toCheck = await repo.criteria(unheld)
  const keyed = toCheck.map((s) => {
    const filter = matchingFilter(s.query as unknown as SavedSearchQuery, s.polygon, listing.status, at)
    const remainder = remainderToCheck(filter, s.places !== null)
    return { matchKey: s.matchKey, key: JSON.stringify(remainder), remainder }
  })
  const distinct = new Map<string, ListingFilter>(keyed.map((k) => [k.key, k.remainder]))
  const met = await repo.meets(listing.mlNum, [...distinct.values()])
  const metByKey = new Map([...distinct.keys()].map((key, i) => [key, met[i] === true]))
  return [...matched, ...keyed.filter((k) => metByKey.get(k.key)).map((k) => k.matchKey)]
}
