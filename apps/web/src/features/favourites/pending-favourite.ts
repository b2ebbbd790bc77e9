import { FAVOURITE_TYPES, type FavouriteType } from '@maplenest/core'
import { takeSessionItem } from '../../shared/storage/index.ts'

const KEY = 'maplenest.pendingFavourite'
/** A pending favourite older than this is forgotten: the person gave up on signing in. */
const PENDING_TTL_MS = 30 * 60 * 1000

export interface PendingFavourite {
  type: FavouriteType
  id: string
  at: number
}

/**
 * The favourite a visitor asked for before being sent to sign in, kept for this tab only (sessionStorage), so it
 * is made when they come back signed in. Storage may be unavailable (private modes): then the detour still works,
 * only the heart has to be tapped again.
 */
export function rememberPendingFavourite(type: FavouriteType, id: string, now: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ type, id, at: now }))
  } catch {
    // nothing kept; see above
  }
}

/** Takes the pending favourite (it is removed), or null when there is none, it is stale or it is malformed. */
export function takePendingFavourite(now: number): PendingFavourite | null {
  const raw = takeSessionItem(KEY)
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { type, id, at } = value as Record<string, unknown>
    if (typeof type !== 'string' || !(FAVOURITE_TYPES as readonly string[]).includes(type)) return null
    if (typeof id !== 'string' || typeof at !== 'number' || now - at > PENDING_TTL_MS || at > now) return null
    return { type: type as FavouriteType, id, at }
  } catch {
    return null
  }
}
