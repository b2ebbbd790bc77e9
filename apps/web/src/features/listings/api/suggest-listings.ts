import type { City, ListingSuggestion } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/listing/v1/suggest?q=&city=: listings, neighbourhoods and streets that match the typed text. */
function suggestListings(q: string, city: City | undefined, signal?: AbortSignal): Promise<ListingSuggestion[]> {
  return api.get<ListingSuggestion[]>('/house/api/listing/v1/suggest', { query: { q, city }, toast: false, signal })
}

export const suggestListingsQuery = (q: string, city: City | undefined) =>
  queryOptions({
    queryKey: ['listings', 'suggest', { q, city }],
    queryFn: ({ signal }) => suggestListings(q, city, signal),
  })

/** Suggestions for settled text (the caller debounces); empty text asks for nothing. */
export const useSuggestListings = (q: string, city: City | undefined) =>
  useQuery({ ...suggestListingsQuery(q, city), enabled: q.length > 0 })
