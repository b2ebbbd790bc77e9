import type { ClientPage, ClientType } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { ACTIVITY_KEY, ACTIVITY_PATH } from './activity-keys.ts'

/** GET /house/api/activity/v1/clients?type=&q=&cursor=: the agent's clients, newest first, by name, phone or e-mail. */
const getClients = (type: ClientType, q: string, cursor: PageCursor, signal?: AbortSignal) =>
  api.get<ClientPage>(`${ACTIVITY_PATH}/clients`, {
    query: withCursor({ type, ...(q ? { q } : {}), limit: 20 }, cursor),
    toast: false,
    signal,
  })

const clientsQuery = (type: ClientType, q: string) =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITY_KEY, 'clients', type, q] as const,
    queryFn: ({ pageParam, signal }) => getClients(type, q, pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useClients = (type: ClientType, q = '') => usePaged(clientsQuery(type, q))
