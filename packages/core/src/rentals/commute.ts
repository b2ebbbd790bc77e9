import type { TransitRoute } from '../transit/transit.ts'
import type { CommuteMode } from './rental-demand.schema.ts'

export interface GeoPoint {
  lat: number
  lng: number
}

/**
 * The commute model (decision 0056): door-to-door minutes from a neighbourhood's centre to a campus, estimated from
 * straight-line distances, never from a routing service.
 * - walking at 4.8 km/h (80 m a minute) along streets 1.3 times longer than the straight line;
 * - rapid transit (subway, SkyTrain) at 32 km/h between stations, stops included, after a 4-minute wait, 5 minutes
 *   for each change of line, with the walks to and from the stations; a station more than 20 minutes' walk away is
 *   not used. Buses and streetcars are not modelled, so a transit estimate errs on the long side.
 */
export const WALK_METRES_PER_MINUTE = 80
export const WALK_DETOUR = 1.3
export const RAPID_TRANSIT_METRES_PER_MINUTE = (32 * 1000) / 60
export const TRANSIT_WAIT_MINUTES = 4
export const TRANSFER_MINUTES = 5
export const STATION_WALK_MAX_MINUTES = 20

/** Great-circle distance in metres. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008 * Math.asin(Math.sqrt(h))
}

/** Minutes on foot between two points. */
export function walkMinutes(a: GeoPoint, b: GeoPoint): number {
  return (distanceMetres(a, b) * WALK_DETOUR) / WALK_METRES_PER_MINUTE
}

interface Node {
  line: number
  index: number
  point: GeoPoint
  name: string
}

/**
 * Minutes by rapid transit from `from` to `to`: the best of every pair of stations within walking reach, over the
 * lines' graph (Dijkstra; interchanges cost TRANSFER_MINUTES); Infinity when no station is within reach.
 */
export function transitMinutes(from: GeoPoint, to: GeoPoint, lines: readonly TransitRoute[]): number {
  const nodes: Node[] = lines.flatMap((line, l) =>
    line.stations.map((s, index) => ({ line: l, index, point: { lat: s.lat, lng: s.lng }, name: s.name })),
  )
  const dist = nodes.map((n) => {
    const walk = walkMinutes(from, n.point)
    return walk <= STATION_WALK_MAX_MINUTES ? walk + TRANSIT_WAIT_MINUTES : Number.POSITIVE_INFINITY
  })
  const done = nodes.map(() => false)
  const neighbours = (i: number): [number, number][] => {
    const n = nodes[i]!
    const out: [number, number][] = []
    nodes.forEach((m, j) => {
      if (m.line === n.line && Math.abs(m.index - n.index) === 1) {
        out.push([j, distanceMetres(n.point, m.point) / RAPID_TRANSIT_METRES_PER_MINUTE])
      } else if (m.line !== n.line && m.name === n.name) {
        out.push([j, TRANSFER_MINUTES])
      }
    })
    return out
  }
  for (;;) {
    let best = -1
    for (let i = 0; i < nodes.length; i++) if (!done[i] && (best < 0 || dist[i]! < dist[best]!)) best = i
    if (best < 0 || !Number.isFinite(dist[best]!)) break
    done[best] = true
    for (const [j, w] of neighbours(best)) if (dist[best]! + w < dist[j]!) dist[j] = dist[best]! + w
  }
  let out = Number.POSITIVE_INFINITY
  nodes.forEach((n, i) => {
    const walk = walkMinutes(n.point, to)
    if (walk <= STATION_WALK_MAX_MINUTES) out = Math.min(out, dist[i]! + walk)
  })
  return out
}

/**
 * Whole minutes of the commute in a mode, rounded up: walking the whole way, or the quicker of transit and walking
 * (nobody takes the subway one stop when the walk is shorter).
 */
export function commuteMinutes(
  from: GeoPoint,
  to: GeoPoint,
  mode: CommuteMode,
  lines: readonly TransitRoute[],
): number {
  const walk = walkMinutes(from, to)
  const minutes = mode === 'walk' ? walk : Math.min(walk, transitMinutes(from, to, lines))
  return Math.ceil(minutes)
}

/**
 * The neighbourhoods within the accepted commute of a campus, quickest first (ties by name): what choosing a school
 * proposes. A neighbourhood is judged from its centre.
 */
export function areasWithinCommute<A extends GeoPoint & { name: string }>(
  campus: GeoPoint,
  areas: readonly A[],
  mode: CommuteMode,
  maxMinutes: number,
  lines: readonly TransitRoute[],
): (A & { minutes: number })[] {
  return areas
    .map((a) => ({ ...a, minutes: commuteMinutes(a, campus, mode, lines) }))
    .filter((a) => a.minutes <= maxMinutes)
    .sort((a, b) => a.minutes - b.minutes || a.name.localeCompare(b.name))
}
