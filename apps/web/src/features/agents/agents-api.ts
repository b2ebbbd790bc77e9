import type {
  AgentApplicationStatusView,
  AgentDetail,
  AgentPage,
  AgentSearchQuery,
  DirectPage,
  DirectSearchQuery,
  MyAgentApplication,
} from '@maplenest/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../shared/api/api.ts'

export const AGENT_SEARCH_PATH = '/house/api/agent/v1/search'
export const AGENT_APPLICATIONS_PATH = '/house/api/agent/v1/applications'
export const MY_APPLICATION_PATH = '/house/api/agent/v1/applications/mine'
export const DIRECT_SEARCH_PATH = '/house/api/direct/v1/search'
export const agentPath = (id: string) => `/house/api/agent/v1/${encodeURIComponent(id)}`
export const PAGE_SIZE = 20

/** Quiet calls: the screens show loading, empty and failed states themselves. */
export const searchAgents = (query: Partial<AgentSearchQuery>, signal?: AbortSignal) =>
  api.get<AgentPage>(AGENT_SEARCH_PATH, { query, toast: false, signal })

export const getAgent = (id: string, signal?: AbortSignal) =>
  api.get<AgentDetail>(agentPath(id), { toast: false, signal })

export const searchDirect = (query: Partial<DirectSearchQuery>, signal?: AbortSignal) =>
  api.get<DirectPage>(DIRECT_SEARCH_PATH, { query, toast: false, signal })

export const getMyApplication = (signal?: AbortSignal) =>
  api.get<MyAgentApplication>(MY_APPLICATION_PATH, { toast: false, signal })

export const submitApplication = (form: FormData) =>
  api.upload<AgentApplicationStatusView>(AGENT_APPLICATIONS_PATH, form, { toast: false })

export interface Paged<T> {
  state: 'loading' | 'ready' | 'failed'
  items: T[]
  total: number
  hasMore: boolean
  moreFailed: boolean
  loadMore: () => Promise<void>
  retry: () => void
}

type PageOf<T> = { items: T[]; nextCursor: string | null; total: number }

/**
 * The pages of a keyset search: the first on mount and whenever `query` changes (the call in flight is
 * cancelled), then one more per `loadMore` over `nextCursor`.
 */
export function usePaged<T, Q extends object>(
  fetchPage: (query: Q & { cursor?: string; limit: number }, signal?: AbortSignal) => Promise<PageOf<T>>,
  query: Q,
): Paged<T> {
  const key = JSON.stringify(query)
  const [state, setState] = useState<Paged<T>['state']>('loading')
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [hasNext, setHasNext] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const cursor = useRef<string | null>(null)
  const keyRef = useRef(key)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  useEffect(() => {
    void generation
    const controller = new AbortController()
    keyRef.current = key
    cursor.current = null
    setState('loading')
    setMoreFailed(false)
    setItems([])
    fetchRef.current({ ...(JSON.parse(key) as Q), limit: PAGE_SIZE }, controller.signal).then(
      (first) => {
        if (controller.signal.aborted) return
        cursor.current = first.nextCursor
        setItems(first.items)
        setTotal(first.total)
        setHasNext(first.nextCursor !== null)
        setState('ready')
      },
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
    return () => controller.abort()
  }, [key, generation])

  const loadMore = useCallback(async () => {
    const next = cursor.current
    if (!next) return
    const startedFor = keyRef.current
    try {
      const more = await fetchRef.current({ ...(JSON.parse(startedFor) as Q), limit: PAGE_SIZE, cursor: next })
      if (keyRef.current !== startedFor) return
      cursor.current = more.nextCursor
      setItems((before) => [...before, ...more.items])
      setTotal(more.total)
      setHasNext(more.nextCursor !== null)
      setMoreFailed(false)
    } catch {
      if (keyRef.current === startedFor) setMoreFailed(true)
    }
  }, [])

  return {
    state,
    items,
    total,
    hasMore: state === 'ready' && !moreFailed && hasNext,
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
