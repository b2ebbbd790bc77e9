import type {
  AgentApplicationStatusView,
  AgentDetail,
  AgentPage,
  AgentSearchQuery,
  DirectPage,
  DirectSearchQuery,
  MyAgentApplication,
} from '@maplenest/core'
import { api } from '../../shared/api/api.ts'
import { useCursorPages } from '../../shared/api/use-cursor-pages.ts'

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
  const pages = useCursorPages(
    JSON.stringify(query),
    (cursor, signal) => fetchPage({ ...query, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    (page: PageOf<T>) => page.items,
  )
  const { state, items, hasMore, moreFailed, loadMore, retry } = pages
  return { state, items, total: pages.last?.total ?? 0, hasMore, moreFailed, loadMore, retry }
}
