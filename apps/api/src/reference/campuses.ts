import { type City, placeZh } from '@maplenest/core'
import { GEO } from './geo.ts'

/** A university or college campus of the geographic reference, with its id and its Chinese name from the register. */
export interface Campus {
  id: string
  name: string
  nameZh: string | null
  city: City
  lat: number
  lng: number
}

/** "University of Toronto - St. George" → "university-of-toronto-st-george". */
export function campusId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const CAMPUSES: readonly Campus[] = (['toronto', 'vancouver'] as const).flatMap((city) =>
  GEO.campuses[city].map((c) => ({
    id: campusId(c.name),
    name: c.name,
    nameZh: placeZh(city, c.name, 'campus') ?? null,
    city,
    lat: c.lat,
    lng: c.lng,
  })),
)
