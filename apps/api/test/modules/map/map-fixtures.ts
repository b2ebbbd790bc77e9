import type { LatLng, MapArea, MapClusters, MapShare } from '@maplenest/core'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp } from '../listings/listing-fixtures.ts'

/** Copies of every demo listing the map tests add, each moved a little, so views hold more than one screenful. */
export const COPIES = 8

/** A view over all of Toronto's demo listings. */
export const TORONTO = { west: -79.7, south: 43.55, east: -79.1, north: 43.85 }

export type Row = typeof listings.$inferSelect

/**
 * The listings test app (tiny demo data, 88 Harbour St, callers signed in) with COPIES moved copies of each listing
 * (MLS number + `M1`…`M8`, no photos), so Toronto holds a few hundred available sale listings.
 */
export async function createMapTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; callers: Callers }> {
  const made = await createListingsTestApp(env)
  const db = made.t.database.db
  const originals = await db.select().from(listings)
  const copies = originals.flatMap(({ id: _id, searchText: _s, ...row }, i) =>
    Array.from({ length: COPIES }, (_, j) => {
      const k = j + 1
      const dx = (((i * 7919 + k * 104_729) % 1000) - 500) * 0.00004
      const dy = (((i * 6271 + k * 15_485_863) % 1000) - 500) * 0.00003
      return {
        ...row,
        mlNum: `${row.mlNum}M${k}`,
        location: { x: Number((row.location.x + dx).toFixed(6)), y: Number((row.location.y + dy).toFixed(6)) },
      }
    }),
  )
  for (let i = 0; i < copies.length; i += 400) await db.insert(listings).values(copies.slice(i, i + 400))
  return made
}

/** Every listing row, read straight from the table, for the tests' own counts. */
export async function allRows(t: TestApp): Promise<Row[]> {
  return t.database.db.select().from(listings)
}

export const pointOf = (r: Row): LatLng => ({ lng: r.location.x, lat: r.location.y })

/** Newest first, as the map orders listings (input date, then MLS number, both descending). */
export const newestFirst = (a: Row, b: Row) =>
  b.inputDate.getTime() - a.inputDate.getTime() || (a.mlNum < b.mlNum ? 1 : a.mlNum > b.mlNum ? -1 : 0)

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()

export const bboxText = (b: { west: number; south: number; east: number; north: number }) =>
  `${b.west},${b.south},${b.east},${b.north}`

export async function clusters(
  t: TestApp,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({ url: `/house/api/map/v1/clusters?${qs(query)}`, headers })
  return { res, status: res.statusCode, body: res.json() as { code: number; msg: string; data: MapClusters } }
}

export async function area(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/house/api/map/v1/area', payload: payload as object, headers })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: MapArea } }
}

export async function share(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/house/api/map/v1/share',
    payload: payload as object,
    headers,
  })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: { shareId: string } } }
}

export async function openShare(t: TestApp, shareId: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/house/api/map/v1/share/${shareId}`, headers })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: MapShare } }
}

export const ZH = { language: 'zh-Hans-CN' }

/**
 * Whether a point lies within `metres` of one of the ring's edges. PostgreSQL's geometric operators compare with a
 * tolerance, so such a point may count as on the edge (inside) where an exact test says outside.
 */
export function nearEdge(p: LatLng, ring: readonly LatLng[], metres = 3): boolean {
  const mPerLat = 111_320
  const mPerLng = mPerLat * Math.cos((p.lat * Math.PI) / 180)
  const xy = (q: LatLng) => ({ x: (q.lng - p.lng) * mPerLng, y: (q.lat - p.lat) * mPerLat })
  return ring.some((from, i) => {
    const a = xy(from)
    const b = xy(ring[(i + 1) % ring.length] as LatLng)
    const dx = b.x - a.x
    const dy = b.y - a.y
    const along = Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / (dx * dx + dy * dy || 1)))
    return Math.hypot(a.x + along * dx, a.y + along * dy) <= metres
  })
}
