import { MAP_POLYGON_MAX_POINTS, MAP_SHARE_LIMIT } from '@maplenest/core'
import type { LngLat } from '../map-views.ts'

const KEY = 'maplenest.mapWork'
/** Work kept longer than this is not brought back: the person has moved on. */
export const KEPT_WORK_TTL_MS = 30 * 60 * 1000

/** What a visitor does on the map before being asked to sign in, to bring them back to it. */
export interface KeptWork {
  /** The map's address (path and query: the city, sale or lease and the filters live there). */
  path: string
  center: [number, number]
  zoom: number
  /** A finished drawn area, or null. */
  area: LngLat[] | null
  selection: string[]
  /** What they asked for that needed an account, done when they come back. */
  action: 'share' | null
  at: number
}

const isLngLat = (p: unknown): p is LngLat =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as LngLat).lng) &&
  Number.isFinite((p as LngLat).lat) &&
  Math.abs((p as LngLat).lng) <= 180 &&
  Math.abs((p as LngLat).lat) <= 90

/** The kept work read back, or null when it is malformed, stale, from the future or for another address. */
export function parseKeptWork(raw: string | null, path: string, now: number): KeptWork | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const work = value as Partial<KeptWork>
  if (work.path !== path || typeof work.at !== 'number' || work.at > now || now - work.at > KEPT_WORK_TTL_MS)
    return null
  const [lng, lat] = Array.isArray(work.center) ? work.center : []
  if (!isLngLat({ lng, lat }) || typeof work.zoom !== 'number' || !Number.isFinite(work.zoom)) return null
  const area =
    Array.isArray(work.area) && work.area.length <= MAP_POLYGON_MAX_POINTS && work.area.every(isLngLat)
      ? work.area.map(({ lng, lat }) => ({ lng, lat }))
      : null
  const selection = Array.isArray(work.selection)
    ? work.selection.filter((id): id is string => typeof id === 'string').slice(0, MAP_SHARE_LIMIT)
    : []
  return {
    path,
    center: [lng as number, lat as number],
    zoom: work.zoom,
    area,
    selection,
    action: work.action === 'share' && selection.length > 0 ? 'share' : null,
    at: work.at,
  }
}

/** Keeps the work for this tab only (sessionStorage); where storage is refused nothing is kept. */
export function keepWork(work: KeptWork): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(work))
  } catch {
    // nothing kept: the person comes back to the map's opening view
  }
}

/** Takes the kept work for this address (it is removed either way), or null. */
export function takeKeptWork(path: string, now: number): KeptWork | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return parseKeptWork(raw, path, now)
  } catch {
    return null
  }
}
