import { type City, MUNICIPALITIES, type SchoolLevel } from '@maplenest/core'
import reference from './geo-reference.json' with { type: 'json' }
import { MUNICIPAL_AREAS, type MunicipalArea } from './municipal-areas.ts'

/** The cities of the demo data: every city we list. */
export type DemoCity = City
export interface LatLng {
  lat: number
  lng: number
}
export interface Neighbourhood extends LatLng {
  name: string
  /** Board district (Toronto), the local area name itself (Vancouver), or a community's municipality. */
  district: string
  condo: number
  detached: number | null
}
export interface Place extends LatLng {
  name: string
}
export interface ReferenceSchool extends LatLng {
  name: string
  level: SchoolLevel
  board: string
  address: string
  city: DemoCity
}

/** The communities of a region's covered municipalities, each with its municipality's typical prices. */
function communitiesOf(city: City): Neighbourhood[] {
  return MUNICIPAL_AREAS[city].flatMap((area) =>
    (MUNICIPALITIES.find((m) => m.en === area.name)?.communities ?? []).map((c) => ({
      name: c.en,
      lat: c.lat,
      lng: c.lng,
      district: area.name,
      condo: area.condo,
      detached: area.detached,
    })),
  )
}

const CITY_NEIGHBOURHOODS: Record<DemoCity, Neighbourhood[]> = {
  toronto: reference.toronto as Neighbourhood[],
  vancouver: reference.vancouver.map((n) => ({ ...n, district: n.name })) as Neighbourhood[],
}

/**
 * The geographic reference copied into the project (see geo-reference.json's note for provenance): read at run
 * time (campuses) and by the demo seed, and the source of the web app's bundled basemap
 * (apps/web/scripts/build-basemap.mjs). A region's neighbourhoods are its city's and its municipalities'
 * communities (municipal-areas.ts).
 */
export const GEO = {
  neighbourhoods: {
    toronto: [...CITY_NEIGHBOURHOODS.toronto, ...communitiesOf('toronto')],
    vancouver: [...CITY_NEIGHBOURHOODS.vancouver, ...communitiesOf('vancouver')],
  },
  /** The covered municipalities round each city, with their outlines. */
  municipalities: MUNICIPAL_AREAS,
  stations: reference.stations as Record<DemoCity, Place[]>,
  campuses: reference.campuses as Record<DemoCity, Place[]>,
  /** City outlines, [lat, lng] pairs, closed. */
  bounds: reference.bounds as Record<DemoCity, [number, number][]>,
  /** Water inside the outlines (Toronto Islands, False Creek), [lat, lng] pairs. */
  water: reference.water as Record<DemoCity, [number, number][][]>,
  schools: reference.schools as ReferenceSchool[],
}

/** Ray casting over [lat, lng] outlines. */
export function insidePolygon(p: LatLng, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as [number, number]
    const [yj, xj] = polygon[j] as [number, number]
    if (yi > p.lat !== yj > p.lat && p.lng < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** On land inside the city outline. */
function insideCityProper(city: DemoCity, p: LatLng): boolean {
  return insidePolygon(p, GEO.bounds[city]) && !GEO.water[city].some((w) => insidePolygon(p, w))
}

/** The covered municipality a point outside the city lies in. */
function municipalityAt(city: DemoCity, p: LatLng): MunicipalArea | undefined {
  return GEO.municipalities[city].find((area) => insidePolygon(p, area.outline))
}

/** On land inside the region we cover: the city, or one of the municipalities round it. */
export function insideCity(city: DemoCity, p: LatLng): boolean {
  return insideCityProper(city, p) || (!insidePolygon(p, GEO.bounds[city]) && municipalityAt(city, p) !== undefined)
}

/**
 * The outline a neighbourhood's area lies in and the neighbourhoods that share it: the city's outline and the
 * city's neighbourhoods, or a community's municipality and that municipality's communities.
 */
export function areaOfNeighbourhood(
  city: DemoCity,
  hood: Neighbourhood,
): { outline: readonly (readonly [number, number])[]; rivals: readonly Neighbourhood[] } {
  const area = GEO.municipalities[city].find((a) => a.name === hood.district)
  if (!area) return { outline: GEO.bounds[city], rivals: CITY_NEIGHBOURHOODS[city] }
  return { outline: area.outline, rivals: GEO.neighbourhoods[city].filter((n) => n.district === area.name) }
}

/**
 * The neighbourhood a point lies in. The reference gives each neighbourhood's centre, not its boundary, so a
 * neighbourhood's area is taken as the points of its city (or its municipality) nearer its centre than any other
 * neighbourhood's there: every demo address, school and listing is placed by this one rule, and the checks of the
 * demo data use it too. A point outside all of them goes to the nearest centre of the region.
 */
export function neighbourhoodAt(city: DemoCity, p: LatLng): Neighbourhood {
  const inCity = insidePolygon(p, GEO.bounds[city])
  const area = inCity ? undefined : municipalityAt(city, p)
  const candidates = inCity
    ? CITY_NEIGHBOURHOODS[city]
    : area
      ? GEO.neighbourhoods[city].filter((n) => n.district === area.name)
      : GEO.neighbourhoods[city]
  return nearest(p, candidates).place
}

/** The nearest of some places to a point, and how far it is. */
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

/** Great-circle distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371008 * Math.asin(Math.sqrt(h))
}
