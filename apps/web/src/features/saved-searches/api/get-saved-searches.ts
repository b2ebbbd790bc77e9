import type { SavedSearchList } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { SAVED_SEARCH_LIST_KEY, SAVED_SEARCHES_API } from './saved-searches-keys.ts'

/** GET /house/api/search/v1/saved: the signed-in person's saved searches, each with its criteria in words. */
const getSavedSearches = (signal?: AbortSignal) =>
  api.get<SavedSearchList>(SAVED_SEARCHES_API, { toast: false, signal })

// The criteria come in words of the language asked for, so the language is part of the key.
const savedSearchesQuery = () =>
  queryOptions({
    queryKey: [...SAVED_SEARCH_LIST_KEY, currentLocale()],
    queryFn: ({ signal }) => getSavedSearches(signal),
  })

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQuery(), enabled })
