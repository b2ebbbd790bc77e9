import { useSyncExternalStore } from 'react'
import { readUnread, subscribeUnread } from './chat-store.ts'

/** The assistant's unread answers (the centre button's badge). */
export function useUnreadAnswers(): number {
  return useSyncExternalStore(subscribeUnread, readUnread, () => 0)
}
