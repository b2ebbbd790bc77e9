import type { ChatSession, ChatSessionDetail, ChatSessionPage } from '@maplenest/core'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { CHAT_PATH, CHAT_SESSIONS_KEY } from './chat-keys.ts'

const one = (id: string) => `${CHAT_PATH}/sessions/${encodeURIComponent(id)}`

/** GET /house/api/chat/v1/sessions: the person's conversations, most recently active first. */
const getSessions = (signal?: AbortSignal) =>
  api.get<ChatSessionPage>(`${CHAT_PATH}/sessions`, { query: { limit: 50 }, signal })
export const sessionsQuery = () =>
  queryOptions({ queryKey: [...CHAT_SESSIONS_KEY, 'list'], queryFn: ({ signal }) => getSessions(signal) })
export const useSessions = () => useQuery(sessionsQuery())

/** GET /house/api/chat/v1/sessions/{id}: one conversation with its messages. */
const getSession = (id: string, signal?: AbortSignal) => api.get<ChatSessionDetail>(one(id), { signal, toast: false })
const sessionQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...CHAT_SESSIONS_KEY, 'one', id],
    queryFn: ({ signal }) => getSession(id as string, signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
export const useSession = (id: string | null) => useQuery(sessionQuery(id))

/** POST /house/api/chat/v1/sessions */
const createSession = () => api.post<ChatSession>(`${CHAT_PATH}/sessions`, {})
/** PATCH /house/api/chat/v1/sessions/{id} */
const renameSession = ({ id, title }: { id: string; title: string }) => api.patch<ChatSession>(one(id), { title })
/** DELETE /house/api/chat/v1/sessions/{id} */
const deleteSession = (id: string) => api.delete<null>(one(id))

function useSessionWrite<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY }) })
}
export const useCreateSession = () => useSessionWrite(createSession)
export const useRenameSession = () => useSessionWrite(renameSession)
export const useDeleteSession = () => useSessionWrite(deleteSession)
