import { type City, getTimeZoneCity, type ListingSummary, type LscCode, type ShowingListing } from '@maplenest/core'

/**
 * The listing as a request about it (a showing, a room reservation) shows it, read afresh on every answer. A listing
 * gone from the data keeps its number, the city of the request's clock and the last status the request knew, so the
 * request still reads whole.
 */
export function requestListing(
  l: ListingSummary | undefined,
  known: { mlNum: string; timeZone: string; sr: 'Sale' | 'Lease'; lsc: LscCode },
): ShowingListing {
  if (l) {
    const { mlNum, address, unit, city, photo, price, sr, roomType, status, lsc } = l
    return { mlNum, address, unit, city, photo, price, sr, roomType, status, lsc }
  }
  const city: City = getTimeZoneCity(known.timeZone) ?? 'toronto'
  return {
    mlNum: known.mlNum,
    address: known.mlNum,
    unit: null,
    city,
    photo: null,
    price: 0,
    sr: known.sr,
    roomType: 'condo',
    status: 'U',
    lsc: known.lsc,
  }
}
