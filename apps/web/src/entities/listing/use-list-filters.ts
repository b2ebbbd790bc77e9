import { useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { type ListDefaults, type ListingFilters, readListingFilters, toFilterParams } from './search-query.ts'

/** A list's filters, kept in its address so a link or a reload shows the same homes. */
export function useListFilters(defaults: ListDefaults): {
  filters: ListingFilters
  initial: ListingFilters
  setFilters: (filters: ListingFilters) => void
} {
  const [params, setParams] = useSearchParams()
  const { state } = useLocation()
  const key = params.toString()
  const defaultsKey = JSON.stringify(defaults)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the objects they print
  const filters = useMemo(() => readListingFilters(new URLSearchParams(key), defaults), [key, defaultsKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const initial = useMemo(() => readListingFilters(new URLSearchParams(), defaults), [defaultsKey])
  const setFilters = (next: ListingFilters) => {
    const query = toFilterParams(next)
    const language = params.get('language')
    if (language) query.set('language', language)
    // The state holds the names of the places the person chose (place-labels.ts), for the chips that stay.
    setParams(query, { replace: true, state })
  }
  return { filters, initial, setFilters }
}
