import { useSyncExternalStore } from 'react'
import { storage } from './storage.ts'

/**
 * The assistant's unread answers (spec §4 imNoRead, kept in storage): the centre button shows them, the assistant
 * raises and zeroes them. Here, below both, so the app shell need not load the assistant to draw its badge.
 */
const listeners = new Set<() => void>()

export function readUnreadAnswers(): number {
  return storage.get('imNoRead') ?? 0
}

export function setUnreadAnswers(n: number): void {
  void storage.set('imNoRead', n).then(() => {
    for (const listener of listeners) listener()
  })
}

function subscribeUnreadAnswers(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUnreadAnswers(): number {
  return useSyncExternalStore(subscribeUnreadAnswers, readUnreadAnswers, () => 0)
}
