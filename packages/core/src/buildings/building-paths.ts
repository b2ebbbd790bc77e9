import type { City } from '../listings/listing-codes.ts'

/** The building screen (under /h5): every listing at one street address, by floor, with its figures by year. */
export const BUILDING_PATH = '/pages/building/building'

/** The building screen of a city's street address ("88 Harbour St"). */
export function toBuildingPath(where: { city: City; address: string }): string {
  const query = new URLSearchParams({ city: where.city, address: where.address.trim() })
  return `${BUILDING_PATH}?${query.toString().replace(/\+/g, '%20')}`
}
