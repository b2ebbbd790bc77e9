import type { LatLng } from '../map/geometry.ts'

/** Metres in one degree of latitude (and of longitude at the equator), on a sphere of the earth's mean radius. */
const METRES_PER_DEGREE = 111_320

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

/** A point `metres` away from `center` at `angle` (radians, 0 = east, counter-clockwise); flat within a city. */
function offset(center: LatLng, metres: number, angle: number): LatLng {
  const lat = center.lat + (metres * Math.sin(angle)) / METRES_PER_DEGREE
  const lng = center.lng + (metres * Math.cos(angle)) / (METRES_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180))
  return { lat: round6(lat), lng: round6(lng) }
}

/** A circle as a ring of `points` corners, counter-clockwise from east. */
export function circlePolygon(center: LatLng, radiusM: number, points: number): LatLng[] {
  return Array.from({ length: points }, (_, i) => offset(center, radiusM, (2 * Math.PI * i) / points))
}

const cross = (o: LatLng, a: LatLng, b: LatLng) => (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng)

/** The convex hull of points (Andrew's monotone chain), counter-clockwise, without repeated or collinear corners. */
function convexHull(points: readonly LatLng[]): LatLng[] {
  const sorted = [...points].sort((a, b) => a.lng - b.lng || a.lat - b.lat)
  if (sorted.length < 3) return sorted
  const lower: LatLng[] = []
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: LatLng[] = []
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

/**
 * A band around a run of stations: the convex hull of a circle round each. A run is a stretch of one line in one
 * direction, nearly straight in our cities (the U of Line 1 under downtown is the widest case, about a kilometre
 * between its arms), so the hull is a fair corridor and, being convex, never crosses itself. At most `maxPoints`
 * corners: a longer hull keeps every n-th corner.
 */
export function corridorPolygon(
  stations: readonly LatLng[],
  halfWidthM: number,
  pointsPerStation: number,
  maxPoints: number,
): LatLng[] {
  const hull = convexHull(stations.flatMap((s) => circlePolygon(s, halfWidthM, pointsPerStation)))
  if (hull.length <= maxPoints) return hull
  const step = Math.ceil(hull.length / maxPoints)
  return hull.filter((_, i) => i % step === 0)
}

/** Straight-line metres between two points (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}
