import type { ListingSummary } from '../listings/listing.schema.ts'

/** The homes listed at one street address: one building, its units listed apiece (or one house). */
export interface Building<T extends Pick<ListingSummary, 'mlNum' | 'city' | 'address' | 'lng' | 'lat'>> {
  /** The city and the address, as the key of the building's pin. */
  key: string
  address: string
  lng: number
  lat: number
  /** Its listings, in the order they came. */
  listings: T[]
}

/**
 * Listings at one address this far apart or more are two buildings: the same number on the same street name in two
 * parts of a city (Toronto's former municipalities share street names).
 */
export const BUILDING_RADIUS_M = 60

/** Metres between two places a short walk apart (equirectangular). */
const metresApart = (a: { lng: number; lat: number }, b: { lng: number; lat: number }) =>
  Math.hypot((a.lng - b.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180), a.lat - b.lat) * 111_320

/** An address as one building's key: case, spacing and a trailing full stop do not make two buildings. */
const addressKey = (address: string) => address.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')

/**
 * Listings grouped by street address (the address carries no unit) within BUILDING_RADIUS_M of the building's first
 * listing, in the order each building first comes: the units of one building make one pin. The building stands
 * where its first listing does.
 */
export function groupByBuilding<T extends Pick<ListingSummary, 'mlNum' | 'city' | 'address' | 'lng' | 'lat'>>(
  listings: readonly T[],
): Building<T>[] {
  const out: Building<T>[] = []
  const byAddress = new Map<string, Building<T>[]>()
  for (const listing of listings) {
    const address = `${listing.city}|${addressKey(listing.address)}`
    const same = byAddress.get(address) ?? []
    const building = same.find((b) => metresApart(b, listing) < BUILDING_RADIUS_M)
    if (building) {
      building.listings.push(listing)
      continue
    }
    const key = same.length ? `${address}|${same.length}` : address
    const made = { key, address: listing.address, lng: listing.lng, lat: listing.lat, listings: [listing] }
    byAddress.set(address, [...same, made])
    out.push(made)
  }
  return out
}
