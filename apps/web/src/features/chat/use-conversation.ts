import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { CHAT_SESSIONS_KEY } from './api/chat-keys.ts'
import { sessionsQuery, useCreateSession, useSession } from './api/sessions.ts'
import type { ChatMessage } from './chat-message.ts'
import { onAnswerFinished } from './chat-store.ts'

/**
 * The conversation a screen shows: the one named (`?session=`), else the person's latest, else a new one. Returns
 * its id and stored messages once loaded.
 */
export function useConversation(named: string | null) {
  const client = useQueryClient()
  const [id, setId] = useState<string | null>(named)
  const [failed, setFailed] = useState(false)
  const create = useCreateSession()

  useEffect(() => {
    if (named) setId(named)
  }, [named])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for each missing id
  useEffect(() => {
    if (id) return
    let cancelled = false
    client
      .fetchQuery(sessionsQuery())
      .then(async (page) => {
        const latest = page.items[0]?.id ?? (await create.mutateAsync()).id
        if (!cancelled) setId(latest)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [id])

  // Answers change titles and previews in the list.
  useEffect(
    () => onAnswerFinished(() => void client.invalidateQueries({ queryKey: [...CHAT_SESSIONS_KEY, 'list'] })),
    [client],
  )

  const session = useSession(id)
  const retry = () => {
    setFailed(false)
    if (id) void session.refetch()
    else setId(null)
  }
  return {
    id,
    messages: (session.data?.messages ?? null) as ChatMessage[] | null,
    failed: failed || session.isError,
    retry,
    startNew: async () => {
      const created = await create.mutateAsync()
      return created.id
    },
  }
}
