import type { City, SchoolLevel } from '@maplenest/core'
import reference from './geo-reference.json' with { type: 'json' }

/** The cities of the demo data: every city we list. */
export type DemoCity = City
export interface LatLng {
  lat: number
  lng: number
}
export interface Neighbourhood extends LatLng {
  name: string
  /** Board district (Toronto), or the local area name itself (Vancouver). */
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

/**
 * The geographic reference copied into the project (see geo-reference.json's note for provenance): read at run
 * time (campuses) and by the demo seed, and the source of the web app's bundled basemap
 * (apps/web/scripts/build-basemap.mjs).
 */
export const GEO = {
  neighbourhoods: {
    toronto: reference.toronto as Neighbourhood[],
    vancouver: reference.vancouver.map((n) => ({ ...n, district: n.name })) as Neighbourhood[],
  },
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
export function insideCity(city: DemoCity, p: LatLng): boolean {
  return insidePolygon(p, GEO.bounds[city]) && !GEO.water[city].some((w) => insidePolygon(p, w))
}

/** Great-circle distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371008 * Math.asin(Math.sqrt(h))
}
