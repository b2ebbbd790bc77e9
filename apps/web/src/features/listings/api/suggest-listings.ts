import type { City, ListingSuggestion } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/listing/v1/suggest?q=&city=: listings, neighbourhoods and streets that match the typed text. */
export function suggestListings(q: string, city: City | undefined, signal?: AbortSignal): Promise<ListingSuggestion[]> {
  return api.get<ListingSuggestion[]>('/house/api/listing/v1/suggest', { query: { q, city }, toast: false, signal })
}
