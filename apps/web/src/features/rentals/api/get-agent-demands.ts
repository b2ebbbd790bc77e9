import type { DemandForAgentPage } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { DEMAND_PATH, RENTALS_KEY } from './rental-keys.ts'

export interface AgentDemandFilter {
  school?: string
  budgetMax?: number
  moveInFrom?: string
}

/** GET /house/api/rental/v1/demand?school=&budgetMax=&moveInFrom=: agents' list, soonest move-in first. */
function getAgentDemands(filter: AgentDemandFilter, cursor: PageCursor, signal?: AbortSignal) {
  const query = withCursor(
    Object.fromEntries(
      Object.entries({ ...filter, limit: 20 }).filter(([, v]) => v !== undefined && v !== ''),
    ) as Record<string, string | number>,
    cursor,
  )
  return api.get<DemandForAgentPage>(DEMAND_PATH, { query, toast: false, signal })
}

const agentDemandsQuery = (filter: AgentDemandFilter) =>
  infiniteQueryOptions({
    queryKey: [...RENTALS_KEY, 'demands', 'agent', filter, currentLocale()] as const,
    queryFn: ({ pageParam, signal }) => getAgentDemands(filter, pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useAgentDemands = (filter: AgentDemandFilter) => usePaged(agentDemandsQuery(filter))
