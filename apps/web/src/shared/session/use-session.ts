import type { UserRecord } from '@maplenest/core'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { sessionStore, startSession } from './app-session.ts'
import type { SessionState, SessionStatus } from './session-store.ts'

/** A part of the session, drawn again only when that part changes; starts the session on first use. */
function useSessionPart<T>(select: (state: SessionState) => T): T {
  useEffect(() => {
    void startSession()
  }, [])
  return useStore(sessionStore, select)
}

/** The session status; starts the session on first use. */
export function useSessionStatus(): SessionStatus {
  return useSessionPart((state) => state.status)
}

/**
 * Whether someone is signed in (not a visitor, and no longer being found out); starts the session on first use. A
 * screen that only asks this draws no second time when a visitor's session settles, as it does on every first visit.
 */
export function useSignedIn(): boolean {
  return useSessionPart((state) => state.status === 'user')
}

/** The signed-in person's record, or null. */
export function useSessionUser(): UserRecord | null {
  return useStore(sessionStore, (state) => state.user)
}
