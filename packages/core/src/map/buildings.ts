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

/** An address as one building's key: case, spacing and a trailing full stop do not make two buildings. */
const addressKey = (address: string) => address.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')

/**
 * Listings grouped by street address (the address carries no unit), in the order each address first comes: the
 * units of one building make one pin. The building stands where its first listing does.
 */
export function groupByBuilding<T extends Pick<ListingSummary, 'mlNum' | 'city' | 'address' | 'lng' | 'lat'>>(
  listings: readonly T[],
): Building<T>[] {
  const byKey = new Map<string, Building<T>>()
  for (const listing of listings) {
    const key = `${listing.city}|${addressKey(listing.address)}`
    const building = byKey.get(key)
    if (building) building.listings.push(listing)
    else byKey.set(key, { key, address: listing.address, lng: listing.lng, lat: listing.lat, listings: [listing] })
  }
  return [...byKey.values()]
}
