import type { SavedSearchQuery } from '@maplenest/core'
import { takeSessionItem } from '../../../shared/storage/index.ts'
import type { SavedSearchTarget, SearchAreaPoint } from '../../../shared/ui/saved-search-slot.ts'

const KEY = 'maplenest.pendingSavedSearch'
/** A pending search older than this is forgotten: the person gave up on signing in. */
const PENDING_TTL_MS = 30 * 60 * 1000

export interface PendingSavedSearch {
  query: Partial<SavedSearchQuery>
  polygon: SearchAreaPoint[] | null
  at: number
}

/**
 * The search a visitor asked to save before being sent to sign in, kept for this tab only (sessionStorage), so it is
 * saved when they come back signed in. Storage may be unavailable (private modes): then the detour still works, only
 * the search has to be saved again.
 */
export function rememberPendingSavedSearch(target: Pick<SavedSearchTarget, 'query' | 'polygon'>, now: number): void {
  const pending: PendingSavedSearch = {
    query: target.query,
    polygon: target.polygon ? target.polygon.map(({ lat, lng }) => ({ lat, lng })) : null,
    at: now,
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending))
  } catch {
    // nothing kept; see above
  }
}

const isPoint = (p: unknown): p is SearchAreaPoint =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as SearchAreaPoint).lat) &&
  Number.isFinite((p as SearchAreaPoint).lng)

const isCriterion = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

/** Takes the pending search (it is removed), or null when there is none, it is stale or it is malformed. */
export function takePendingSavedSearch(now: number): PendingSavedSearch | null {
  const raw = takeSessionItem(KEY)
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { query, polygon, at } = value as Record<string, unknown>
    if (typeof at !== 'number' || now - at > PENDING_TTL_MS || at > now) return null
    if (typeof query !== 'object' || query === null || !Object.values(query).every(isCriterion)) return null
    if (polygon !== null && !(Array.isArray(polygon) && polygon.every(isPoint))) return null
    return { query: query as Partial<SavedSearchQuery>, polygon: polygon as SearchAreaPoint[] | null, at }
  } catch {
    return null
  }
}
