import type { AgentDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

const agentPath = (id: string) => `/house/api/agent/v1/${encodeURIComponent(id)}`

/** GET /house/api/agent/v1/:id: every field of one agent. Quiet: the screen shows its own states. */
const getAgent = (id: string, signal?: AbortSignal) => api.get<AgentDetail>(agentPath(id), { toast: false, signal })

const getAgentQuery = (id: string) =>
  queryOptions({ queryKey: ['agents', 'detail', id], queryFn: ({ signal }) => getAgent(id, signal) })

/** No id asks for nothing (the screen says "not found"). */
export const useAgent = (id: string) => useQuery({ ...getAgentQuery(id), enabled: id !== '' })
