import type { z } from 'zod'
import { expandNeighbourhood } from '../chat/gazetteer.ts'
import type { City } from '../listings/listing-codes.ts'
import type { LatLng } from '../map/geometry.ts'
import { NEAR_STATION_RADIUS_M } from '../surroundings/station-walk.ts'
import { STATIONS } from '../transit/transit.ts'
import { CAMPUS_POINTS } from './campus-points.ts'
import { findPlacesByName } from './gazetteer.ts'
import type { GazetteerEntry } from './gazetteer-entries.ts'

/**
 * The listing search's place parameters: a municipality, a district or a neighbourhood selects the homes of its
 * neighbourhoods (a district stands for the neighbourhoods it holds and a municipality for its communities, as the
 * assistant expands them), a station or a campus the homes
 * within the reach the `near` key uses. Each names a place of the gazetteer by any of its names; one it does not
 * know, or not in the city searched, is refused with its own message rather than answered with no homes.
 */
export const PLACE_FILTER_KEYS = ['municipality', 'district', 'neighbourhood', 'station', 'campus'] as const
export type PlaceFilterKey = (typeof PLACE_FILTER_KEYS)[number]

export type PlaceFilterValues = { city?: City | undefined } & Partial<Record<PlaceFilterKey, string | undefined>>

export interface PlaceFilterProblem {
  path: PlaceFilterKey
  message: `listing.api.${PlaceFilterKey}`
}

/** The place parameters that name no place of theirs in the city searched. */
export function placeFilterProblems(q: PlaceFilterValues): PlaceFilterProblem[] {
  return PLACE_FILTER_KEYS.flatMap((key): PlaceFilterProblem[] => {
    const name = q[key]
    if (name === undefined || findPlacesByName(key, name, q.city).length > 0) return []
    return [{ path: key, message: `listing.api.${key}` }]
  })
}

/**
 * The place parameters' check for a schema, each problem at `at` and the parameter's name (a body's `filters`). The
 * api's search route adds it to the search query's schema rather than core's schema holding it, so that the screens
 * that read the search query carry no gazetteer.
 */
export function checkPlaceFilters(q: PlaceFilterValues, ctx: z.RefinementCtx, at: readonly string[] = []): void {
  for (const { path, message } of placeFilterProblems(q)) ctx.addIssue({ code: 'custom', path: [...at, path], message })
}

/** Homes within this reach of a point. */
export interface PlaceReach {
  readonly points: readonly LatLng[]
  readonly radiusM: number
}

/** What the place parameters select, in the listing filter's terms. */
export interface PlaceFilter {
  /** The places' city when the query names none and they all lie in one. */
  readonly city?: City
  /** Only these neighbourhoods (a district's, or one neighbourhood; both given, the ones they share). */
  readonly neighbourhoods?: readonly string[]
  /** Near each of these (a station, a campus): all of them must hold. */
  readonly reaches?: readonly PlaceReach[]
}

function pointOf(entry: GazetteerEntry): LatLng | null {
  if (entry.kind === 'station') return STATIONS.find((s) => s.city === entry.city && s.name === entry.en) ?? null
  if (entry.kind === 'campus') return CAMPUS_POINTS[entry.en] ?? null
  return null
}

function intersect(a: readonly string[] | undefined, b: readonly string[]): readonly string[] {
  return a ? a.filter((name) => b.includes(name)) : b
}

/** The filter the place parameters stand for; parameters that name nothing are left out (the schema refuses them). */
export function resolvePlaceFilter(q: PlaceFilterValues): PlaceFilter {
  let neighbourhoods: readonly string[] | undefined
  const reaches: PlaceReach[] = []
  const cities = new Set<City>()
  for (const key of PLACE_FILTER_KEYS) {
    const name = q[key]
    if (name === undefined) continue
    const entries = findPlacesByName(key, name, q.city)
    if (entries.length === 0) continue
    for (const entry of entries) cities.add(entry.city)
    if (key === 'municipality' || key === 'district' || key === 'neighbourhood') {
      neighbourhoods = intersect(
        neighbourhoods,
        entries.flatMap((e) => expandNeighbourhood(e.city, e.en)),
      )
    } else {
      const points = entries.flatMap((e) => pointOf(e) ?? [])
      if (points.length > 0) reaches.push({ points, radiusM: NEAR_STATION_RADIUS_M })
    }
  }
  const [only] = cities
  return {
    ...(q.city === undefined && cities.size === 1 && only ? { city: only } : {}),
    ...(neighbourhoods ? { neighbourhoods } : {}),
    ...(reaches.length > 0 ? { reaches } : {}),
  }
}
