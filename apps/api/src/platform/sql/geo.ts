import type { LatLng, MapBbox } from '@maplenest/core'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * Geography in plain SQL over `point` columns (x = longitude, y = latitude), without PostGIS, so the same
 * statements run on PGlite and PostgreSQL. Boxes and polygons use the built-in `<@` operators, which the GiST
 * index on a point column serves; distances are haversine great-circle metres.
 */

/** A coordinate as SQL takes it: a number (sent as a float8 parameter) or a column or expression of a row. */
type Coordinate = number | SQLWrapper

/** Metres in one degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = 111_320

/** Great-circle distance in metres between a point column and a point (Earth's mean diameter 12,742 km). */
export function distanceM(column: SQLWrapper, p: { lat: Coordinate; lng: Coordinate }): SQL {
  return sql`(12742000 * asin(sqrt(power(sin(radians((${column})[1] - ${p.lat}::float8) / 2), 2) + cos(radians(${p.lat}::float8)) * cos(radians((${column})[1])) * power(sin(radians((${column})[0] - ${p.lng}::float8) / 2), 2))))`
}

/** The box (as west, south, east, north) that holds the circle of `radiusM` around a point. */
export function boxAround(p: LatLng, radiusM: number): MapBbox {
  const dLat = radiusM / METRES_PER_DEGREE
  const dLng = radiusM / (METRES_PER_DEGREE * Math.cos((p.lat * Math.PI) / 180))
  return { west: p.lng - dLng, south: p.lat - dLat, east: p.lng + dLng, north: p.lat + dLat }
}

/** The column's point lies in the box, edges included. */
export function inBox(column: SQLWrapper, b: Record<keyof MapBbox, Coordinate>): SQL {
  return sql`${column} <@ box(point(${b.west}::float8, ${b.south}::float8), point(${b.east}::float8, ${b.north}::float8))`
}

/** The column's point lies in the box around the circle: a cheap first cut the index serves. */
export function inBoxAround(column: SQLWrapper, p: LatLng, radiusM: number): SQL {
  return inBox(column, boxAround(p, radiusM))
}

/** Within `radiusM` of a point: the box first (through the index), then the exact distance. */
export function withinRadius(column: SQLWrapper, p: LatLng, radiusM: number): SQL {
  return sql`(${inBoxAround(column, p, radiusM)} and ${distanceM(column, p)} <= ${radiusM}::float8)`
}

/**
 * Circles of one radius as a row stores them (jsonb): each centre with the box `boxAround` gives it, computed when
 * written; the trigger on saved searches gives each centre a row of `saved_search_places`, so that the box and
 * `distanceM` decide exactly as `withinRadius` does round the same points.
 */
export interface StoredCircles {
  radiusM: number
  centres: (LatLng & MapBbox)[]
}

export const storedCircles = (points: readonly LatLng[], radiusM: number): StoredCircles => ({
  radiusM,
  centres: points.map((p) => ({ lat: p.lat, lng: p.lng, ...boxAround(p, radiusM) })),
})

/** A ring as PostgreSQL's `polygon` text, '((x1,y1),(x2,y2),…)', built from numbers only. */
export const polygonText = (ring: readonly LatLng[]): string =>
  `(${ring.map((p) => `(${Number(p.lng)},${Number(p.lat)})`).join(',')})`

/**
 * The column's point lies inside the ring (edges included). The ring goes as one `polygon` text parameter,
 * '((x1,y1),(x2,y2),…)', built from numbers only. PostgreSQL's geometric operators compare with a tolerance of 1e-6,
 * so a point a metre or two from a long edge counts as on it: immaterial to a drawn area, which is why it is kept.
 */
export function inPolygon(column: SQLWrapper, ring: readonly LatLng[]): SQL {
  return sql`${column} <@ ${polygonText(ring)}::polygon`
}
