import type {
  SavedSearch,
  SavedSearchFrequency,
  SavedSearchList,
  SavedSearchOpened,
  SavedSearchQuery,
} from '@maplenest/core'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import type { SearchAreaPoint } from '../../../shared/ui/saved-search-slot.ts'
import { SAVED_SEARCH_LIST_KEY, SAVED_SEARCHES_API, SAVED_SEARCHES_KEY } from './saved-searches-keys.ts'

/** What saving a search sends: the name shown in the sheet, the criteria, the drawn area, how often and where. */
export interface SaveSearchBody {
  name?: string
  query: Partial<SavedSearchQuery>
  polygon?: SearchAreaPoint[]
  frequency: SavedSearchFrequency
  channels: { push: boolean; email: boolean }
}

/** A change to a saved search: its name, how often and where its alerts go, or pausing and resuming it. */
export interface SavedSearchChange {
  id: string
  name?: string
  frequency?: SavedSearchFrequency
  channels?: { push: boolean; email: boolean }
  paused?: boolean
}

// Quiet calls: each screen says what went wrong with the server's reason.
const one = (id: string) => `${SAVED_SEARCHES_API}/${encodeURIComponent(id)}`

/** POST /house/api/search/v1/saved: the saved search; one Idempotency-Key per saving. */
export const createSavedSearch = (body: SaveSearchBody) =>
  api.post<SavedSearch>(SAVED_SEARCHES_API, body, { toast: false, idempotent: true })
/** PUT /house/api/search/v1/saved/{id}: the saved search as changed. */
const updateSavedSearch = ({ id, ...body }: SavedSearchChange) => api.put<SavedSearch>(one(id), body, { toast: false })
/** DELETE /house/api/search/v1/saved/{id}. */
const deleteSavedSearch = (id: string) => api.delete<unknown>(one(id), undefined, { toast: false })
/** POST /house/api/search/v1/saved/{id}/open: marks it opened; the homes that alerted since the opening before. */
export const openSavedSearch = (id: string) =>
  api.post<SavedSearchOpened>(`${one(id)}/open`, undefined, { toast: false })

/** Puts the server's copy of one search in the lists held (or takes it out), before they are asked for again. */
export function replaceInLists(client: QueryClient, id: string, search: SavedSearch | null): void {
  client.setQueriesData<SavedSearchList>({ queryKey: SAVED_SEARCH_LIST_KEY }, (list) =>
    list
      ? {
          items: search
            ? list.items.map((item) => (item.id === id ? search : item))
            : list.items.filter((item) => item.id !== id),
        }
      : list,
  )
}

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY })

export function useCreateSavedSearch() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createSavedSearch, onSuccess: () => refresh(client) })
}

export function useUpdateSavedSearch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: (search, { id }) => {
      replaceInLists(client, id, search)
      return refresh(client)
    },
  })
}

export function useDeleteSavedSearch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, id) => {
      replaceInLists(client, id, null)
      return refresh(client)
    },
  })
}
