import { useMatches } from 'react-router'
import type { RouteEntry } from './route-table.ts'

export interface RouteHandle {
  entry: RouteEntry
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle
}

/** The route-table entry of the screen being shown (the deepest match that has one). */
export function useRouteEntry(): RouteEntry | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle
    if (isRouteHandle(handle)) return handle.entry
  }
  return undefined
}
