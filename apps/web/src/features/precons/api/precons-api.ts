import type { BuilderDetail, LayoutDetail, PreconsDetail, PreconsPage, PreconsSearchQuery } from '@maplenest/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../../shared/api/api.ts'
import { isApiError } from '../../../shared/api/api-error.ts'

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
  const key = JSON.stringify(filters)
  const [state, setState] = useState<PreconsSearch['state']>('loading')
  const [page, setPage] = useState<PreconsPage | null>(null)
  const [items, setItems] = useState<PreconsPage['items']>([])
  const [moreFailed, setMoreFailed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const cursor = useRef<string | null>(null)
  const keyRef = useRef(key)

  useEffect(() => {
    void generation
    const controller = new AbortController()
    keyRef.current = key
    cursor.current = null
    setState('loading')
    setMoreFailed(false)
    setItems([])
    searchPrecons({ ...(JSON.parse(key) as PreconsFilters), limit }, controller.signal).then(
      (first) => {
        if (controller.signal.aborted) return
        cursor.current = first.nextCursor
        setPage(first)
        setItems(first.items)
        setState('ready')
      },
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
    return () => controller.abort()
  }, [key, limit, generation])

  const loadMore = useCallback(async () => {
    const next = cursor.current
    if (!next) return
    const startedFor = keyRef.current
    try {
      const more = await searchPrecons({ ...(JSON.parse(startedFor) as PreconsFilters), limit, cursor: next })
      if (keyRef.current !== startedFor) return
      cursor.current = more.nextCursor
      setPage(more)
      setItems((before) => [...before, ...more.items])
      setMoreFailed(false)
    } catch {
      if (keyRef.current === startedFor) setMoreFailed(true)
    }
  }, [limit])

  return {
    state,
    page,
    items,
    hasMore: state === 'ready' && !moreFailed && page?.nextCursor != null,
    moreFailed,
    loadMore,
    retry: () => {
      if (state === 'failed') setGeneration((n) => n + 1)
      else {
        setMoreFailed(false)
        void loadMore()
      }
    },
  }
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
