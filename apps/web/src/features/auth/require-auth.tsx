import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { toLoginPath } from '../../shared/session/return-path.ts'
import { useSessionStatus } from '../../shared/session/use-session.ts'
import { PageLoading } from '../../shared/ui/loading.tsx'

/**
 * Guards a requiresAuth route (spec §2): while the session starts it shows the loading placeholder; a visitor
 * goes to the login page with the current path and query as redirectUrl, and comes back after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStatus()
  const { pathname, search } = useLocation()
  if (status === 'booting') return <PageLoading />
  if (status !== 'user') return <Navigate to={toLoginPath(`${pathname}${search}`)} replace />
  return children
}
