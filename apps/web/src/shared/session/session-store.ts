import type { UserRecord } from '@maplenest/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TypedStorage } from '../storage/storage.ts'

/** booting: nothing known yet (a visitor login is on its way); visitor: a tourist; user: signed in. */
export type SessionStatus = 'booting' | 'visitor' | 'user'

export interface SessionState {
  status: SessionStatus
  /** The signed-in person's record; null for visitors. */
  user: UserRecord | null
}

export type SessionStore = StoreApi<SessionState>

/** Spec §4: user_information with an access token is a signed-in person; a tourist token is a visitor. */
export function readSessionState(storage: TypedStorage): SessionState | null {
  const touristToken = storage.get('tourist_token')
  const user = storage.get('user_information')
  if (!touristToken && storage.get('accessToken') && user) return { status: 'user', user }
  if (touristToken) return { status: 'visitor', user: null }
  return null
}

/**
 * The store starts as 'booting' and then takes what storage says: screens taking over a page the server drew render
 * first as the server did (React reads a store's initial state while it hydrates), then as this browser knows it.
 */
export function createSessionStore(storage: TypedStorage): SessionStore {
  const store = createStore<SessionState>(() => ({ status: 'booting', user: null }))
  const known = readSessionState(storage)
  if (known) store.setState(known)
  return store
}
