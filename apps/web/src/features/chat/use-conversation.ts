import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
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
  // The latest conversation, or a new one, when none is named. The list is watched (not fetched once), so a new
  // sign-in, which resets what the app knew, asks for it again.
  const list = useQuery({ ...sessionsQuery(), enabled: id === null })
  const creating = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list arrives without a conversation chosen
  useEffect(() => {
    if (id || !list.data || creating.current) return
    const latest = list.data.items[0]?.id
    if (latest) {
      setId(latest)
      return
    }
    creating.current = true
    create
      .mutateAsync()
      .then((created) => setId(created.id))
      .catch(() => setFailed(true))
      .finally(() => {
        creating.current = false
      })
  }, [id, list.data])

  // Answers change titles and previews in the list.
  useEffect(
    () => onAnswerFinished(() => void client.invalidateQueries({ queryKey: [...CHAT_SESSIONS_KEY, 'list'] })),
    [client],
  )

  const session = useSession(id)
  const retry = () => {
    setFailed(false)
    if (id) void session.refetch()
    else void list.refetch()
  }
  return {
    id,
    messages: (session.data?.messages ?? null) as ChatMessage[] | null,
    failed: failed || list.isError || session.isError,
    retry,
    startNew: async () => {
      const created = await create.mutateAsync()
      return created.id
    },
  }
}
