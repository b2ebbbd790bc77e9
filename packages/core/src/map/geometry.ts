import type { MessageKey } from '../i18n/catalogue.ts'

/**
 * Plane geometry on longitude (x) and latitude (y), the same plane PostgreSQL's `point` and `polygon` types use in
 * the map API, so a screen or a test computes the same answer as the database.
 */
export interface LatLng {
  lat: number
  lng: number
}

/** A view or a search box: west and east longitudes, south and north latitudes. */
export interface MapBbox {
  west: number
  south: number
  east: number
  north: number
}

export type GeometryResult<T> = { ok: true; value: T } | { ok: false; error: MessageKey }

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/

export const isLatitude = (v: number) => Number.isFinite(v) && v >= -90 && v <= 90
export const isLongitude = (v: number) => Number.isFinite(v) && v >= -180 && v <= 180

/** `w,s,e,n` as the map API takes it: four numbers, longitudes −180..180, latitudes −90..90, west < east, south < north. */
export function parseMapBbox(text: string): GeometryResult<MapBbox> {
  const parts = text.split(',')
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return { ok: false, error: 'map.api.bbox.format' }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number]
  if (!isLongitude(west) || !isLongitude(east) || !isLatitude(south) || !isLatitude(north)) {
    return { ok: false, error: 'map.api.bbox.range' }
  }
  if (!(west < east) || !(south < north)) return { ok: false, error: 'map.api.bbox.order' }
  return { ok: true, value: { west, south, east, north } }
}

export const formatMapBbox = (b: MapBbox) => `${b.west},${b.south},${b.east},${b.north}`

const same = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng

/** The ring without consecutive repeated points, nor a last point repeating the first (the ring closes itself). */
export function collapseRepeats(points: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = []
  for (const p of points) if (!out.length || !same(out.at(-1)!, p)) out.push({ lat: p.lat, lng: p.lng })
  while (out.length > 1 && same(out[0]!, out.at(-1)!)) out.pop()
  return out
}

/** Twice the signed area of the triangle a, b, c: positive when c lies left of a→b, zero when collinear. */
function cross(a: LatLng, b: LatLng, c: LatLng): number {
  return (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng)
}

/** Whether p, known to be collinear with a and b, lies within the segment a–b (ends included). */
function within(p: LatLng, a: LatLng, b: LatLng): boolean {
  return (
    Math.min(a.lng, b.lng) <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat)
  )
}

/** Whether p lies on the segment a–b. */
export function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  return cross(a, b, p) === 0 && within(p, a, b)
}

/** Whether the segments a–b and c–d share a point (crossing, touching or overlapping). */
export function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = Math.sign(cross(c, d, a))
  const d2 = Math.sign(cross(c, d, b))
  const d3 = Math.sign(cross(a, b, c))
  const d4 = Math.sign(cross(a, b, d))
  if (d1 * d2 < 0 && d3 * d4 < 0) return true
  return (
    (d1 === 0 && within(a, c, d)) ||
    (d2 === 0 && within(b, c, d)) ||
    (d3 === 0 && within(c, a, b)) ||
    (d4 === 0 && within(d, a, b))
  )
}

/**
 * Whether a closed ring (the edge from the last point back to the first included) crosses or touches itself:
 * two edges that are not neighbours share a point, or two neighbours fold back over each other. A ring with
 * fewer than three distinct corners has no inside and counts as crossing. Repeated points are collapsed first.
 */
export function isSelfIntersecting(points: readonly LatLng[]): boolean {
  const ring = collapseRepeats(points)
  const n = ring.length
  if (n < 3) return true
  const at = (i: number) => ring[i % n]!
  for (let i = 0; i < n; i++) {
    const a = at(i)
    const b = at(i + 1)
    // The next edge b→c folds back onto a→b when it is collinear and turns around.
    const c = at(i + 2)
    if (cross(a, b, c) === 0 && (a.lng - b.lng) * (c.lng - b.lng) + (a.lat - b.lat) * (c.lat - b.lat) > 0) return true
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue // neighbours through the closing edge
      if (segmentsIntersect(a, b, at(j), at(j + 1))) return true
    }
  }
  return false
}

/**
 * Whether p lies inside the closed ring (ray casting); a point on an edge counts as inside, as it does for
 * PostgreSQL's `point <@ polygon`.
 */
export function pointInPolygon(p: LatLng, polygon: readonly LatLng[]): boolean {
  const n = polygon.length
  if (n < 3) return false
  let inside = false
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!
    const b = polygon[j]!
    if (onSegment(p, a, b)) return true
    if (a.lat > p.lat !== b.lat > p.lat) {
      const x = ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng
      if (p.lng < x) inside = !inside
    }
  }
  return inside
}

/** The smallest box holding every point. */
export function boundsOf(points: readonly LatLng[]): MapBbox {
  return {
    west: Math.min(...points.map((p) => p.lng)),
    south: Math.min(...points.map((p) => p.lat)),
    east: Math.max(...points.map((p) => p.lng)),
    north: Math.max(...points.map((p) => p.lat)),
  }
}

/** Whether p lies in the box, edges included. */
export const inMapBbox = (p: LatLng, b: MapBbox) =>
  p.lng >= b.west && p.lng <= b.east && p.lat >= b.south && p.lat <= b.north
