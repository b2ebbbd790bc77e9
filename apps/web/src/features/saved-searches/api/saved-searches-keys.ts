export const SAVED_SEARCHES_API = '/house/api/search/v1/saved'
/** Every saved search read lives under this key, so one write refreshes the list and My's entry. */
export const SAVED_SEARCHES_KEY = ['savedSearches'] as const
export const SAVED_SEARCH_LIST_KEY = [...SAVED_SEARCHES_KEY, 'list'] as const
