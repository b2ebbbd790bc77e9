import type { LatLng } from '../map/geometry.ts'

type Corner = readonly [number, number]

/** Keeps the part of a ring on the side of the line where `inside` is non-negative (Sutherland–Hodgman, one edge). */
function clip(ring: readonly Corner[], inside: (p: Corner) => number): Corner[] {
  const out: Corner[] = []
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!
    const b = ring[(i + 1) % ring.length]!
    const fa = inside(a)
    const fb = inside(b)
    if (fa >= 0) out.push(a)
    if (fa >= 0 !== fb >= 0) {
      const t = fa / (fa - fb)
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
    }
  }
  return out
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5

/**
 * The part of an area nearer `centre` than any of `others` (the centre's Voronoi cell, clipped to `within`), as
 * [lat, lng] corners. Distances are taken on a plane scaled to the centre's latitude, which within a city is
 * good to a few metres. The cell of a centre outside `within` may be empty.
 */
export function calculateNearestArea(
  centre: LatLng,
  others: readonly LatLng[],
  within: readonly (readonly [number, number])[],
): [number, number][] {
  const k = Math.cos((centre.lat * Math.PI) / 180)
  const toPlane = (lat: number, lng: number): Corner => [lng * k, lat]
  const c = toPlane(centre.lat, centre.lng)
  let ring: Corner[] = within.map(([lat, lng]) => toPlane(lat, lng))
  for (const other of others) {
    const o = toPlane(other.lat, other.lng)
    if (o[0] === c[0] && o[1] === c[1]) continue
    // nearer c than o: (p - mid) · (c - o) >= 0
    const mid: Corner = [(c[0] + o[0]) / 2, (c[1] + o[1]) / 2]
    const dir: Corner = [c[0] - o[0], c[1] - o[1]]
    ring = clip(ring, (p) => (p[0] - mid[0]) * dir[0] + (p[1] - mid[1]) * dir[1])
    if (ring.length === 0) return []
  }
  return ring.map(([x, lat]) => [round5(lat), round5(x / k)])
}
