import type { AgentListings } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/listing/v1/agent/:agentId: the agent's active listings, newest first, and how many. */
const getAgentListings = (id: string, signal?: AbortSignal) =>
  api.get<AgentListings>(`/house/api/listing/v1/agent/${encodeURIComponent(id)}`, { toast: false, signal })

const getAgentListingsQuery = (id: string) =>
  queryOptions({ queryKey: ['agents', 'listings', id], queryFn: ({ signal }) => getAgentListings(id, signal) })

export const useAgentListings = (id: string) => useQuery(getAgentListingsQuery(id))
