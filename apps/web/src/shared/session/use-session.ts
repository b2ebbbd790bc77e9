import type { UserRecord } from '@maplenest/core'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { sessionStore, startSession } from './app-session.ts'
import type { SessionStatus } from './session-store.ts'

/** The session status; starts the session on first use. */
export function useSessionStatus(): SessionStatus {
  useEffect(() => {
    void startSession()
  }, [])
  return useStore(sessionStore, (state) => state.status)
}

/** The signed-in person's record, or null. */
export function useSessionUser(): UserRecord | null {
  return useStore(sessionStore, (state) => state.user)
}
