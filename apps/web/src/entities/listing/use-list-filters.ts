import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type ListDefaults, type ListingFilters, readListingFilters, toFilterParams } from './search-query.ts'

/** A list's filters, kept in its address so a link or a reload shows the same homes. */
export function useListFilters(defaults: ListDefaults): {
  filters: ListingFilters
  initial: ListingFilters
  setFilters: (filters: ListingFilters) => void
} {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const defaultsKey = JSON.stringify(defaults)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the objects they print
  const filters = useMemo(() => readListingFilters(new URLSearchParams(key), defaults), [key, defaultsKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const initial = useMemo(() => readListingFilters(new URLSearchParams(), defaults), [defaultsKey])
  const setFilters = (next: ListingFilters) => {
    const query = toFilterParams(next, defaults)
    const language = params.get('language')
    if (language) query.set('language', language)
    setParams(query, { replace: true })
  }
  return { filters, initial, setFilters }
}
