import { CITIES, type City } from './listing-codes.ts'

/**
 * The IANA time zone of each city we list, the one place the product says which clock a city keeps: showings,
 * reservations, move-in days, lease dates and market months are days and times on the listing city's clock.
 */
export const CITY_TIME_ZONES = { toronto: 'America/Toronto', vancouver: 'America/Vancouver' } as const satisfies Record<
  City,
  string
>
export type CityTimeZone = (typeof CITY_TIME_ZONES)[City]

export function cityTimeZone(city: City): CityTimeZone {
  return CITY_TIME_ZONES[city]
}

/** The city whose clock a stored zone name is (a showing's or a reservation's `timeZone`), or null for another zone. */
export function getTimeZoneCity(timeZone: string): City | null {
  return CITIES.find((city) => CITY_TIME_ZONES[city] === timeZone) ?? null
}
