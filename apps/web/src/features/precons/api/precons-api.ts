import type { BuilderDetail, LayoutDetail, PreconsDetail, PreconsPage, PreconsSearchQuery } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { api } from '../../../shared/api/api.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useCursorPages } from '../../../shared/api/use-cursor-pages.ts'

export const PRECONS_API = '/house/api/precons/v1'
export const PRECONS_PAGE_SIZE = 20

export type PreconsFilters = Omit<Partial<PreconsSearchQuery>, 'cursor' | 'limit'>

/** GET /house/api/precons/v1/search: one page of projects. Quiet: the list shows its own failure. */
export function searchPrecons(query: PreconsFilters & { cursor?: string; limit?: number }, signal?: AbortSignal) {
  return api.get<PreconsPage>(`${PRECONS_API}/search`, { query, toast: false, signal })
}

export interface PreconsSearch {
  state: 'loading' | 'ready' | 'failed'
  page: PreconsPage | null
  items: PreconsPage['items']
  hasMore: boolean
  moreFailed: boolean
  loadMore: () => Promise<void>
  retry: () => void
}

/** The pages of a project search: the first on mount and on every change of filters, then one per `loadMore`. */
export function usePreconsSearch(filters: PreconsFilters, limit: number = PRECONS_PAGE_SIZE): PreconsSearch {
  const pages = useCursorPages(
    JSON.stringify({ filters, limit }),
    (cursor, signal) => searchPrecons({ ...filters, limit, ...(cursor ? { cursor } : {}) }, signal),
    (page: PreconsPage) => page.items,
  )
  const { state, items, hasMore, moreFailed, loadMore, retry } = pages
  return { state, page: pages.last, items, hasMore, moreFailed, loadMore, retry }
}

export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'notFound' } | { state: 'failed' }

/** One record of a detail screen by id: no id (or an unknown one) is "not found", a lost call "failed". */
function useRecord<T>(path: string | null): { load: Load<T>; reload: () => void } {
  const [load, setLoad] = useState<Load<T>>(path ? { state: 'loading' } : { state: 'notFound' })
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    void generation
    if (!path) {
      setLoad({ state: 'notFound' })
      return
    }
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    api.get<T>(path, { toast: false, signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setLoad(
          isApiError(error) && (error.code === 404 || error.code === 400) ? { state: 'notFound' } : { state: 'failed' },
        )
      },
    )
    return () => controller.abort()
  }, [path, generation])
  return { load, reload: () => setGeneration((n) => n + 1) }
}

const at = (kind: string, id: string | null) => (id ? `${PRECONS_API}${kind}/${encodeURIComponent(id)}` : null)

/** GET /house/api/precons/v1/:id */
export const usePrecons = (id: string | null) => useRecord<PreconsDetail>(at('', id))
/** GET /house/api/precons/v1/layout/:id */
export const useLayout = (id: string | null) => useRecord<LayoutDetail>(at('/layout', id))
/** GET /house/api/precons/v1/builder/:id */
export const useBuilder = (id: string | null) => useRecord<BuilderDetail>(at('/builder', id))
