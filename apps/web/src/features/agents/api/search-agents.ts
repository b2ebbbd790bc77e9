import type { AgentPage, AgentSearchQuery } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, type Paged, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'

const AGENT_SEARCH_PATH = '/house/api/agent/v1/search'
const AGENT_PAGE_SIZE = 20

export type AgentFilters = Partial<Omit<AgentSearchQuery, 'cursor' | 'limit'>>

/** GET /house/api/agent/v1/search: one page of agents. Quiet: the list shows its own failure. */
const searchAgents = (query: Partial<AgentSearchQuery>, signal?: AbortSignal) =>
  api.get<AgentPage>(AGENT_SEARCH_PATH, { query, toast: false, signal })

const searchAgentsQuery = (filters: AgentFilters) =>
  infiniteQueryOptions({
    queryKey: ['agents', 'search', filters],
    queryFn: ({ pageParam, signal }) =>
      searchAgents(withCursor({ ...filters, limit: AGENT_PAGE_SIZE }, pageParam), signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export type AgentSearch = Paged<AgentPage['items'][number], AgentPage>

export const useAgentSearch = (filters: AgentFilters): AgentSearch => usePaged(searchAgentsQuery(filters))
