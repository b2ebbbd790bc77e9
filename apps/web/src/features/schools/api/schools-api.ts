import type { SchoolDetail, SchoolPage, SchoolSearchQuery, University, UniversityDetail } from '@maplenest/core'
import { useEffect, useRef, useState } from 'react'
import { api } from '../../../shared/api/api.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useCursorPages } from '../../../shared/api/use-cursor-pages.ts'

export const SCHOOL_SEARCH_PATH = '/house/api/school/v1/search'
export const SCHOOL_PAGE_SIZE = 20
export const UNIVERSITY_PAGE_SIZE = 10

export type SchoolFilters = Partial<Omit<SchoolSearchQuery, 'cursor' | 'limit'>>

/** GET /house/api/school/v1/search: one page of schools. Quiet: the list shows its own failure. */
export function searchSchools(query: Partial<SchoolSearchQuery>, signal?: AbortSignal): Promise<SchoolPage> {
  return api.get<SchoolPage>(SCHOOL_SEARCH_PATH, { query, toast: false, signal })
}

export function getSchool(schoolNumber: string, signal?: AbortSignal): Promise<SchoolDetail> {
  return api.get<SchoolDetail>(`/house/api/school/v1/${encodeURIComponent(schoolNumber)}`, { toast: false, signal })
}

export function getUniversities(signal?: AbortSignal): Promise<University[]> {
  return api.get<University[]>('/house/api/university/v1', { toast: false, signal })
}

export function getUniversity(
  id: string,
  query: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<UniversityDetail> {
  return api.get<UniversityDetail>(`/house/api/university/v1/${encodeURIComponent(id)}`, {
    query,
    toast: false,
    signal,
  })
}

export type LoadState = 'loading' | 'ready' | 'failed'

export interface Paged<T> {
  state: LoadState
  items: T[]
  total: number
  hasMore: boolean
  moreFailed: boolean
  loadMore: () => Promise<void>
  retry: () => void
}

/**
 * Pages over a cursor: the first page on mount and whenever `key` changes (the call in flight is cancelled), then
 * one more per `loadMore`.
 */
function usePaged<P extends { nextCursor: string | null }, T>(
  key: string | null,
  fetchPage: (cursor: string | undefined, signal?: AbortSignal) => Promise<P>,
  read: (page: P) => { items: T[]; total: number },
): Paged<T> & { first: P | null } {
  const pages = useCursorPages(key, fetchPage, (page: P) => read(page).items)
  const { state, first, items, hasMore, moreFailed, loadMore, retry } = pages
  return { state, first, items, total: first ? read(first).total : 0, hasMore, moreFailed, loadMore, retry }
}

/** The pages of a school search; a change of filters starts again. */
export function useSchoolSearch(filters: SchoolFilters) {
  const key = JSON.stringify(filters)
  return usePaged(
    key,
    (cursor, signal) =>
      searchSchools(
        { ...(JSON.parse(key) as SchoolFilters), limit: SCHOOL_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        signal,
      ),
    (page: SchoolPage) => ({ items: page.items, total: page.total }),
  )
}

/** A campus with its lease listings first, then sale, page by page; null id waits. */
export function useUniversity(id: string | null) {
  return usePaged(
    id,
    (cursor, signal) => getUniversity(id ?? '', { limit: UNIVERSITY_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    (page: UniversityDetail) => ({ items: page.items, total: page.leaseCount + page.saleCount }),
  )
}

export type OneLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'notFound' }
  | { state: 'failed' }

/** One record by its key; no key or a 404 is "not found", any other failure "failed". */
export function useOne<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>) {
  const [result, setResult] = useState<OneLoad<T>>(key ? { state: 'loading' } : { state: 'notFound' })
  const [generation, setGeneration] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    void generation
    if (!key) {
      setResult({ state: 'notFound' })
      return
    }
    const controller = new AbortController()
    setResult({ state: 'loading' })
    loadRef.current(key, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', value })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setResult(isApiError(error) && error.code === 404 ? { state: 'notFound' } : { state: 'failed' })
      },
    )
    return () => controller.abort()
  }, [key, generation])
  return { result, reload: () => setGeneration((n) => n + 1) }
}
