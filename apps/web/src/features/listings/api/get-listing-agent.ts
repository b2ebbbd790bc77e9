import type { AgentDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/agent/v1/:id: the listing agent's name, photo, phone and e-mail. Quiet: the block falls back. */
const getListingAgent = (id: string, signal?: AbortSignal) =>
  api.get<AgentDetail>(`/house/api/agent/v1/${encodeURIComponent(id)}`, { toast: false, signal })

const getListingAgentQuery = (id: string) =>
  queryOptions({ queryKey: ['agents', 'detail', id], queryFn: ({ signal }) => getListingAgent(id, signal) })

/** The listing's agent when it has one on MapleNest; nothing is asked otherwise. */
export const useListingAgent = (id: string | null) => useQuery({ ...getListingAgentQuery(id ?? ''), enabled: !!id })
