import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { ingestState, listingHistory, listingMedia, listings } from '../../src/db/schema.ts'
import { createIngest } from '../../src/ingest/index.ts'
import type { IngestService } from '../../src/ingest/ingest-service.ts'
import { createTestDatabase } from '../helpers/test-database.ts'
import { at, photo, property, type ResoServer, startResoServer } from './reso-server-fixtures.ts'

const FEED = 'proptx'

describe('RESO feed sync', () => {
  let reso: ResoServer
  let database: Database
  let ingest: IngestService

  const listing = async (mlNum: string) => {
    const [row] = await database.db.select().from(listings).where(eq(listings.mlNum, mlNum))
    return row
  }
  const history = (mlNum: string) =>
    database.db
      .select({ event: listingHistory.event, date: listingHistory.date, price: listingHistory.price })
      .from(listingHistory)
      .where(eq(listingHistory.mlNum, mlNum))
      .orderBy(asc(listingHistory.date), asc(listingHistory.id))
  const total = async (table: typeof listings | typeof listingHistory | typeof listingMedia) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table)
    return Number(row?.n)
  }
  const propertyRequests = () => reso.requests.filter((r) => r.resource === 'Property')

  beforeAll(async () => {
    reso = await startResoServer()
    database = await createTestDatabase()
    ingest = createIngest(database, { baseUrl: reso.url, token: reso.token, pageSize: 3, backoffMs: 5 })
    reso.property.push(
      property('C1001', 0),
      property('C1002', 1, { ListPrice: 1_249_000, OriginalListPrice: 1_299_000, MlsStatus: 'Price Change' }),
      property('C1003', 2, {
        TransactionType: 'For Lease',
        PropertyType: 'Residential Condo & Other',
        ListPrice: 2850,
        OriginalListPrice: 2850,
        Furnished: 'Unfurnished',
      }),
      property('V2001', 3, {
        City: 'Vancouver',
        CityRegion: 'Kitsilano',
        PropertyType: 'Residential',
        PropertySubType: 'Single Family Residence',
        StreetNumber: '2150',
        StreetName: 'West 4th',
        StreetSuffix: 'Ave',
        UnitNumber: null,
        Latitude: 49.2681,
        Longitude: -123.1566,
        ListPrice: 3_488_000,
        OriginalListPrice: 3_488_000,
      }),
      property('V2002', 4, {
        City: 'Vancouver',
        PropertySubType: 'Townhouse',
        Latitude: 49.2611,
        Longitude: -123.1139,
        ListPrice: 1_150_000,
        OriginalListPrice: 1_150_000,
      }),
      property('W3001', 5, { City: 'Brampton', Latitude: 43.7315, Longitude: -79.7624 }),
      property('C1004', 6),
      property('C1005', 7),
    )
    reso.media.push(photo('C1001', 1, 0), photo('C1001', 2, 0), photo('V2001', 1, 3), photo('W3001', 1, 5))
  })
  afterAll(async () => {
    await database?.close()
    await reso?.close()
  })

  it('downloads everything on the first run, over three pages, with the token, order and page size', async () => {
    const report = await ingest.sync({ feed: FEED })
    expect(report.ok).toBe(true)
    const pages = propertyRequests()
    expect(pages.map((r) => r.skip)).toEqual([0, 3, 6])
    for (const r of reso.requests) {
      expect(r.authorization).toBe('Bearer test-token')
      expect(r.filter).toBeNull()
      expect(r.top).toBe(3)
    }
    expect(pages.every((r) => r.orderby === 'ModificationTimestamp,ListingKey')).toBe(true)
    expect(reso.requests.filter((r) => r.resource === 'Media')[0]?.orderby).toBe('ModificationTimestamp,MediaKey')
    expect(report.property).toMatchObject({ seen: 8, inserted: 7, updated: 0, unchanged: 0, skipped: { otherCity: 1 } })
    expect(report.property.malformed).toEqual([])
    expect(report.media).toMatchObject({ seen: 4, stored: 3, skipped: { mediaUnknownListing: 1 } })
    expect(report.lastModificationTimestamp).toBe(at(7))
    expect(await total(listings)).toBe(7)

    const condo = await listing('C1001')
    expect(condo).toMatchObject({
      city: 'toronto',
      sr: 'Sale',
      status: 'A',
      lsc: 'new',
      roomType: 'condo',
      propertyType: 'Condo Apartment',
      address: '88 Harbour St',
      unit: '1205',
      neighbourhood: 'Waterfront Communities C1',
      crossStreets: 'Bay / Lake Shore',
      location: { x: -79.3776, y: 43.6426 },
      price: 699_000,
      originalPrice: 699_000,
      closePrice: null,
      beds: 2,
      baths: 2,
      sqft: '800-899',
      parking: 1,
      taxesCents: 312_045,
      taxYear: 2026,
      maintenanceCents: 71_230,
      yearBuilt: 2018,
      brokerage: 'Harbourfront Realty Inc., Brokerage',
      description: 'Bright corner suite with lake views.',
      source: 'feed',
    })
    expect(condo?.inputDate.toISOString()).toBe('2026-10-28T00:00:00.000Z')
    expect(condo?.updatedAt.toISOString()).toBe(at(0))
    expect((await listing('C1002'))?.lsc).toBe('pc')
    expect(await listing('C1003')).toMatchObject({ sr: 'Lease', price: 2850, furnished: 'N' })
    expect(await listing('V2001')).toMatchObject({ city: 'vancouver', roomType: 'res', unit: null })
    expect((await listing('V2002'))?.roomType).toBe('Twnhouse')

    expect((await history('C1001')).map((h) => [h.event, h.price])).toEqual([['new', 699_000]])
    expect((await history('C1002')).map((h) => [h.event, h.price])).toEqual([
      ['new', 1_299_000],
      ['pc', 1_249_000],
    ])
    const photos = await database.db
      .select({ ord: listingMedia.ord, url: listingMedia.url, caption: listingMedia.caption })
      .from(listingMedia)
      .where(eq(listingMedia.listingId, condo!.id))
      .orderBy(listingMedia.ord)
    expect(photos).toEqual([
      { ord: 1, url: 'https://images.example.test/C1001/1.jpg', caption: 'Photo 1' },
      { ord: 2, url: 'https://images.example.test/C1001/2.jpg', caption: 'Photo 2' },
    ])

    const [state] = await database.db.select().from(ingestState).where(eq(ingestState.feed, FEED))
    expect(state?.lastModificationTimestamp?.toISOString()).toBe(at(7))
    expect(state?.lastReport).toMatchObject({ feed: FEED, ok: true, property: { seen: 8, inserted: 7 } })
  })

  it('resumes from the stored time and records a price change and a sale', async () => {
    reso.requests.length = 0
    const priceCut = reso.property.findIndex((r) => r.ListingKey === 'C1004')
    reso.property[priceCut] = property('C1004', 20, { ListPrice: 675_000, MlsStatus: 'Price Change' })
    const sold = reso.property.findIndex((r) => r.ListingKey === 'V2001')
    reso.property[sold] = property('V2001', 21, {
      ...reso.property[sold],
      StandardStatus: 'Closed',
      MlsStatus: 'Sold',
      ClosePrice: 3_400_000,
      CloseDate: '2026-11-18',
      ModificationTimestamp: at(21),
    })
    reso.media.push(photo('V2001', 1, 22, { MediaStatus: 'Deleted', MediaURL: null }))

    const report = await ingest.sync({ feed: FEED })
    expect(report.ok).toBe(true)
    expect(propertyRequests()[0]?.filter).toBe(`ModificationTimestamp ge ${at(7)}`)
    expect(reso.requests.find((r) => r.resource === 'Media')?.filter).toBe(`ModificationTimestamp ge ${at(5)}`)
    // C1005 sits on the boundary time: asked again with `ge`, found unchanged, not stored twice.
    expect(report.property).toMatchObject({ seen: 3, inserted: 0, updated: 2, unchanged: 1, historyEvents: 2 })
    expect(report.media).toMatchObject({ seen: 2, deleted: 1 })

    expect(await listing('C1004')).toMatchObject({ status: 'A', lsc: 'pc', price: 675_000, originalPrice: 699_000 })
    expect((await history('C1004')).map((h) => [h.event, h.price, h.date.toISOString()])).toEqual([
      ['new', 699_000, '2026-10-28T00:00:00.000Z'],
      ['pc', 675_000, at(20)],
    ])
    const house = await listing('V2001')
    expect(house).toMatchObject({ status: 'U', lsc: 'sld', closePrice: 3_400_000, price: 3_488_000 })
    expect(house?.closeDate?.toISOString()).toBe('2026-11-18T00:00:00.000Z')
    expect(house?.unavailableDate?.toISOString()).toBe('2026-11-18T00:00:00.000Z')
    expect((await history('V2001')).map((h) => [h.event, h.price, h.date.toISOString()])).toEqual([
      ['new', 3_488_000, '2026-10-28T00:00:00.000Z'],
      ['sld', 3_400_000, '2026-11-18T00:00:00.000Z'],
    ])
    expect(await total(listingMedia)).toBe(2)
  })

  it('skips and reports malformed records and stores the others', async () => {
    reso.property.push(
      property('C1006', 30, { ListingKey: null, ListingId: null }),
      property('C1007', 31, { Latitude: 143.1, Longitude: -79.4 }),
      property('C1008', 32, { ListPrice: 'call for price' }),
      property('C1009', 33),
    )
    reso.media.push(photo('C1009', 1, 34, { Order: 'first' }), photo('C1009', 2, 34))
    const report = await ingest.sync({ feed: FEED })
    expect(report.ok).toBe(true)
    expect(report.property).toMatchObject({
      seen: 5,
      inserted: 1,
      unchanged: 1,
      skipped: { missingListingKey: 1, badCoordinates: 1, badPrice: 1 },
    })
    expect(report.property.malformed).toEqual([`(no key, ModificationTimestamp ${at(30)})`, 'C1007', 'C1008'])
    expect(report.media).toMatchObject({ stored: 1, skipped: { mediaBadOrder: 1 }, malformed: ['C1009-1'] })
    expect(await listing('C1009')).toMatchObject({ lsc: 'new', price: 699_000 })
    expect(await listing('C1007')).toBeUndefined()
    expect(await listing('C1008')).toBeUndefined()
    expect(await total(listings)).toBe(8)
    const [state] = await database.db.select().from(ingestState).where(eq(ingestState.feed, FEED))
    expect(state?.lastReport).toMatchObject({
      property: {
        skipped: { badPrice: 1 },
        malformed: [`(no key, ModificationTimestamp ${at(30)})`, 'C1007', 'C1008'],
      },
    })
    expect(state?.lastModificationTimestamp?.toISOString()).toBe(at(33))
  })

  it('is idempotent: running again, even over the whole feed, stores nothing twice', async () => {
    const before = {
      listings: await total(listings),
      history: await total(listingHistory),
      media: await total(listingMedia),
    }
    const again = await ingest.sync({ feed: FEED })
    expect(again.property).toMatchObject({ inserted: 0, updated: 0, historyEvents: 0 })
    const whole = await ingest.sync({ feed: FEED, since: new Date('2000-01-01T00:00:00Z') })
    expect(whole.ok).toBe(true)
    expect(whole.property).toMatchObject({ seen: 12, inserted: 0, updated: 0, unchanged: 8, historyEvents: 0 })
    expect({
      listings: await total(listings),
      history: await total(listingHistory),
      media: await total(listingMedia),
    }).toEqual(before)
    // An explicit earlier start never moves the stored point back.
    const [state] = await database.db.select().from(ingestState).where(eq(ingestState.feed, FEED))
    expect(state?.lastModificationTimestamp?.toISOString()).toBe(at(33))
  })

  it('fails the run with a report when the token is refused, keeping what is stored', async () => {
    const refused = createIngest(database, { baseUrl: reso.url, token: 'wrong', pageSize: 3, backoffMs: 5 })
    const report = await refused.sync({ feed: FEED })
    expect(report).toMatchObject({ ok: false, error: 'HTTP 401', retries: 0 })
    expect(await total(listings)).toBe(8)
    const [state] = await database.db.select().from(ingestState).where(eq(ingestState.feed, FEED))
    expect(state?.lastReport).toMatchObject({ ok: false, error: 'HTTP 401' })
  })

  it('takes down a listing whose seller withdrew it from internet display, and never stores one that is', async () => {
    const withdrawn = reso.property.findIndex((r) => r.ListingKey === 'C1009')
    reso.property[withdrawn] = property('C1009', 40, { InternetEntireListingDisplayYN: false })
    reso.property.push(property('C1010', 41, { InternetEntireListingDisplayYN: false }))
    const stored = (await listing('C1009'))!
    expect(await total(listingMedia)).toBeGreaterThan(0)
    const photosBefore = await total(listingMedia)
    const photosOfC1009 = (await database.db.select().from(listingMedia).where(eq(listingMedia.listingId, stored.id)))
      .length
    expect(photosOfC1009).toBe(1)

    const report = await ingest.sync({ feed: FEED })
    expect(report.ok).toBe(true)
    expect(report.property).toMatchObject({ inserted: 0, removed: 1, skipped: { notForInternet: 2 } })
    // Not a broken record: nothing named in the malformed list.
    expect(report.property.malformed).toEqual([])
    expect(await listing('C1009')).toBeUndefined()
    expect(await listing('C1010')).toBeUndefined()
    expect(await history('C1009')).toEqual([])
    expect(await total(listingMedia)).toBe(photosBefore - photosOfC1009)
  })
})
