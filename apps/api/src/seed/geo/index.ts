import { type DemoCity, distanceM, GEO, insidePolygon, type LatLng, type Place } from '../../reference/geo.ts'

// The seed draws its demo data over the project's geographic reference, which lives in src/reference because the
// running server reads it too; the helpers below are the seed's own.
export {
  type DemoCity,
  distanceM,
  GEO,
  insideCity,
  insidePolygon,
  type LatLng,
  type Neighbourhood,
  type Place,
  type ReferenceSchool,
} from '../../reference/geo.ts'

/** A point `metres` away from `p` in direction `bearing` (radians). */
export function offset(p: LatLng, metres: number, bearing: number): LatLng {
  const dLat = (metres * Math.cos(bearing)) / 111320
  const dLng = (metres * Math.sin(bearing)) / (111320 * Math.cos((p.lat * Math.PI) / 180))
  return { lat: p.lat + dLat, lng: p.lng + dLng }
}

export function nearest<T extends LatLng>(p: LatLng, places: readonly T[]): { place: T; distanceM: number } {
  let best = places[0] as T
  let bestD = Number.POSITIVE_INFINITY
  for (const place of places) {
    const d = distanceM(p, place)
    if (d < bestD) {
      bestD = d
      best = place
    }
  }
  return { place: best, distanceM: bestD }
}

/** Stations and campuses inside each city (the reference lines run on into neighbouring municipalities). */
export const CITY_STATIONS: Record<DemoCity, Place[]> = {
  toronto: GEO.stations.toronto.filter((s) => insidePolygon(s, GEO.bounds.toronto)),
  vancouver: GEO.stations.vancouver.filter((s) => insidePolygon(s, GEO.bounds.vancouver)),
}
