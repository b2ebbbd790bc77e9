import { WALKING_METRES_PER_MINUTE } from '../chat/area.ts'
import { distanceM } from '../chat/area-shapes.ts'
import type { City } from '../listings/listing-codes.ts'
import type { LatLng } from '../map/geometry.ts'
import { stationLabelZh } from '../places/places.ts'
import { STATIONS } from '../transit/transit.ts'
import type { NearbyStation } from './surroundings.schema.ts'

/**
 * How far a station may be to count as near a home: the radius of the "near the subway" search, so a home that
 * search finds always has a station to name.
 */
export const NEAR_STATION_RADIUS_M = 1500
/** Stations a home's surroundings list, nearest first. */
export const NEARBY_STATIONS_LIMIT = 3

/**
 * Minutes on foot for a distance as the crow flies, by the assistant's rule for "N minutes' walk" (80 m a minute):
 * rounded up, so a home said to be 6 minutes from a station is inside the assistant's 6-minute circle round it.
 * Never less than one minute.
 */
export function calculateWalkMinutes(metres: number): number {
  return Math.max(1, Math.ceil(Math.round(metres) / WALKING_METRES_PER_MINUTE))
}

/** The rapid-transit stations of a city within `radiusM` of a point, nearest first, with walking minutes. */
export function nearbyStations(
  city: City,
  point: LatLng,
  radiusM = NEAR_STATION_RADIUS_M,
  limit = NEARBY_STATIONS_LIMIT,
): NearbyStation[] {
  return STATIONS.filter((s) => s.city === city)
    .map((s) => ({ station: s, metres: Math.round(distanceM(point, s)) }))
    .filter(({ metres }) => metres <= radiusM)
    .sort((a, b) => a.metres - b.metres || a.station.name.localeCompare(b.station.name))
    .slice(0, limit)
    .map(({ station, metres }) => ({
      name: station.name,
      zh: stationLabelZh(city, station.name) ?? `${station.zh}站`,
      lines: [...station.lines],
      lat: station.lat,
      lng: station.lng,
      distanceM: metres,
      walkMinutes: calculateWalkMinutes(metres),
    }))
}

/** The nearest station within walking reach of a point (`NEAR_STATION_RADIUS_M`), or null. */
export function getNearestStation(city: City, point: LatLng): NearbyStation | null {
  return nearbyStations(city, point, NEAR_STATION_RADIUS_M, 1)[0] ?? null
}
