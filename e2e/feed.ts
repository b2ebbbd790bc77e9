import { type APIRequestContext, expect } from '@playwright/test'
import { apiSession } from './sign-in.ts'

const CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`

interface Listing {
  mlNum: string
  city: 'toronto' | 'vancouver'
  sr: 'Sale' | 'Lease'
  roomType: 'condo' | 'res' | 'Twnhouse'
  address: string
  unit: string | null
  neighbourhood: string
  lat: number
  lng: number
  price: number
  beds: number
  baths: number
  brokerage: string
}

const PROPERTY_SUB_TYPE = { condo: 'Condo Apartment', res: 'Detached', Twnhouse: 'Condo Townhouse' } as const

/** What the board's feed says of a listing: it closed (sold, or leased for a rental), or its price changed. */
export type FeedChange = { close: true } | { price: number }

/**
 * Changes a listing the way the board's feed would: the listing's record comes back from the feed with the change
 * and an administrator runs the sync. Everything that reacts to listing changes sees it as it would in production.
 */
export async function changeThroughFeed(request: APIRequestContext, mlNum: string, change: FeedChange): Promise<void> {
  const admin = (await apiSession(request, 'admin@demo.maplenest.ca')).headers
  const detail = await request.get(`/house/api/listing/v1/${mlNum}`, { headers: admin })
  expect(detail.status()).toBe(200)
  const l: Listing = (await detail.json()).data
  const now = new Date().toISOString()
  const status =
    'close' in change
      ? {
          StandardStatus: 'Closed',
          MlsStatus: l.sr === 'Lease' ? 'Leased' : 'Sold',
          ClosePrice: l.price,
          CloseDate: now,
        }
      : { StandardStatus: 'Active', MlsStatus: 'Price Change' }
  const record = {
    ListingKey: l.mlNum,
    ModificationTimestamp: now,
    ...status,
    TransactionType: l.sr === 'Lease' ? 'For Lease' : 'For Sale',
    PropertyType: 'Residential',
    PropertySubType: PROPERTY_SUB_TYPE[l.roomType],
    City: l.city === 'vancouver' ? 'Vancouver' : 'Toronto',
    CityRegion: l.neighbourhood,
    UnparsedAddress: `${l.address}, ${l.city === 'vancouver' ? 'Vancouver, BC' : 'Toronto, ON'}`,
    UnitNumber: l.unit,
    Latitude: l.lat,
    Longitude: l.lng,
    ListPrice: 'price' in change ? change.price : l.price,
    OriginalListPrice: l.price,
    BedroomsTotal: l.beds,
    BathroomsTotalInteger: l.baths,
    // A board's record always names the listing office: the board's "Listing provided by" line shows it.
    ListOfficeName: l.brokerage,
  }
  const put = await request.put(`${CONTROL}/Property`, { data: record })
  expect(put.status()).toBe(204)
  const sync = await request.post('/house/api/admin/v1/feed/sync', { headers: admin })
  expect(sync.status()).toBe(200)
  expect((await sync.json()).data.lastReport.property).toMatchObject({ updated: 1 })
}

/** Closes a listing through the feed: sold, or leased for a rental. */
export const closeThroughFeed = (request: APIRequestContext, mlNum: string) =>
  changeThroughFeed(request, mlNum, { close: true })
