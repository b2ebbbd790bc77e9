import { areasWithinCommute, type CommuteMode, type RentalSchool, transitRoutes } from '@maplenest/core'
import { CAMPUSES, type Campus } from '../../reference/campuses.ts'
import { GEO } from '../../reference/geo.ts'

/** The schools of the demand form: our universities' and colleges' campuses. */
export function rentalSchools(): RentalSchool[] {
  return CAMPUSES.map(({ id, name, nameZh, city }) => ({ id, name, nameZh, city }))
}

export function findCampus(id: string): Campus | null {
  return CAMPUSES.find((c) => c.id === id) ?? null
}

/** The neighbourhoods of a city by the names our listings carry. */
export function neighbourhoodNames(city: Campus['city']): Set<string> {
  return new Set(GEO.neighbourhoods[city].map((n) => n.name))
}

/** The city's neighbourhoods within the accepted commute of a campus, quickest first, with their minutes. */
export function areasNear(campus: Campus, mode: CommuteMode, minutes: number): { name: string; minutes: number }[] {
  return areasWithinCommute(campus, GEO.neighbourhoods[campus.city], mode, minutes, transitRoutes(campus.city)).map(
    (a) => ({ name: a.name, minutes: a.minutes }),
  )
}
