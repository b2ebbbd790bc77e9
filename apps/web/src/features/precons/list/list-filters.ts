import { preconsSearchQuerySchema } from '@maplenest/core'
import type { PreconsFilters } from '../api/search-precons.ts'

const FILTER_KEYS = ['city', 'type', 'status', 'priceMin', 'priceMax', 'occupancyYear', 'q', 'sort'] as const

/**
 * The filters in a list's address, as the search contract reads them: a value the contract refuses (an unknown
 * status, an inverted price range) is dropped and the rest of the link is kept.
 */
export function filtersFromParams(params: URLSearchParams): PreconsFilters {
  const raw: Record<string, string> = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  for (let attempt = 0; attempt <= FILTER_KEYS.length; attempt++) {
    const parsed = preconsSearchQuerySchema.safeParse(raw)
    if (parsed.success) {
      const { cursor: _cursor, limit: _limit, ...filters } = parsed.data
      return filters
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
  }
  return { sort: 'recommend' }
}

/** The filters as address parameters, leaving out the defaults. */
export function paramsFromFilters(filters: PreconsFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key]
    if (value === undefined || value === '' || (key === 'sort' && value === 'recommend')) continue
    params.set(key, String(value))
  }
  return params
}

/** How many filters differ from none (the city and sort are shown in the toolbar and not counted). */
export function countFilters(filters: PreconsFilters): number {
  return (
    (['type', 'status', 'occupancyYear'] as const).filter((k) => filters[k] !== undefined).length +
    (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0)
  )
}
