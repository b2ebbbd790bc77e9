import {
  type DemoCity,
  GEO,
  insideCity,
  type LatLng,
  type Neighbourhood,
  neighbourhoodAt,
  type Place,
} from '../../reference/geo.ts'
import { COMMUNITY_AREAS } from './community-streets.ts'
import { TORONTO_HOOD_STREETS, VANCOUVER_HOOD_STREETS } from './hood-streets.ts'

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
  nearest,
  type Place,
  type ReferenceSchool,
} from '../../reference/geo.ts'

/** A point `metres` away from `p` in direction `bearing` (radians). */
export function offset(p: LatLng, metres: number, bearing: number): LatLng {
  const dLat = (metres * Math.cos(bearing)) / 111320
  const dLng = (metres * Math.sin(bearing)) / (111320 * Math.cos((p.lat * Math.PI) / 180))
  return { lat: p.lat + dLat, lng: p.lng + dLng }
}

/** Stations inside each region we cover (the reference lines run on into municipalities we do not cover). */
export const CITY_STATIONS: Record<DemoCity, Place[]> = {
  toronto: GEO.stations.toronto.filter((s) => insideCity('toronto', s)),
  vancouver: GEO.stations.vancouver.filter((s) => insideCity('vancouver', s)),
}

/** The neighbourhood a point lies in (the reference's rule: neighbourhoodAt). */
export function hoodAt(city: DemoCity, p: LatLng): Neighbourhood {
  return neighbourhoodAt(city, p)
}

/** The streets of a neighbourhood (see hood-streets.ts) or of a municipality's community (community-streets.ts). */
export function streetsOf(city: DemoCity, hood: string): readonly string[] {
  const streets =
    COMMUNITY_AREAS[hood]?.streets ?? (city === 'toronto' ? TORONTO_HOOD_STREETS : VANCOUVER_HOOD_STREETS)[hood]
  if (!streets?.length) throw new Error(`no streets for ${hood}`)
  return streets
}

/** Homes keep this far from a school's point, so none sits in a schoolyard. */
export const SCHOOL_CLEARANCE_M = 120

/** Cheap distance for "is it within a few hundred metres" checks (equirectangular, good to 0.1 % at this scale). */
export function roughDistanceM(a: LatLng, b: LatLng): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) * Math.PI) / 360)
  const y = b.lat - a.lat
  return Math.sqrt(x * x + y * y) * 111_195
}
