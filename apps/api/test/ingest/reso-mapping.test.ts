import { describe, expect, it } from 'vitest'
import {
  parseMedia,
  parseProperty,
  type StoredListing,
  toCity,
  toHistoryEvents,
  toRoomType,
} from '../../src/ingest/reso-mapping.ts'
import { at, photo, property } from './reso-server-fixtures.ts'

const stored = (over: Partial<StoredListing> = {}): StoredListing => ({
  id: 1,
  status: 'A',
  lsc: 'new',
  price: 699_000,
  updatedAt: new Date(at(0)),
  unavailableDate: null,
  ...over,
})

const parsed = (over: Record<string, unknown>, previous: StoredListing | null = null) => {
  const result = parseProperty(property('C1', 10, over), previous)
  if (!result.ok) throw new Error(`skipped: ${result.reason}`)
  return result.value
}

describe('RESO Property to listings', () => {
  it.each([
    // StandardStatus, MlsStatus, TransactionType, stored status, code and price → status, lsc
    ['Active', 'New', 'For Sale', null, 'A', 'new'],
    ['Active', null, 'For Sale', null, 'A', 'new'],
    ['Active', null, 'For Sale', 'U exp', 'A', 'bom'],
    ['Active', null, 'For Sale', 'A sc', 'A', 'dft'],
    ['Active', null, 'For Sale', 'A new 720000', 'A', 'pc'],
    ['Active', null, 'For Sale', 'A ext', 'A', 'ext'],
    ['Active', 'Extension', 'For Sale', 'A new', 'A', 'ext'],
    ['Active Under Contract', null, 'For Sale', 'A new', 'A', 'sc'],
    ['Pending', null, 'For Lease', 'A new', 'A', 'lc'],
    ['ActiveUnderContract', 'Sold Conditional Escape', 'For Sale', 'A new', 'A', 'sce'],
    ['Closed', null, 'For Sale', 'A new', 'U', 'sld'],
    ['Closed', 'Leased', 'For Lease', 'A new', 'U', 'lsd'],
    ['Closed', 'Price Change', 'For Sale', 'A new', 'U', 'sld'],
    ['Expired', null, 'For Sale', 'A new', 'U', 'exp'],
    ['Canceled', null, 'For Sale', 'A new', 'U', 'ter'],
    ['Withdrawn', null, 'For Lease', 'A new', 'U', 'ter'],
    ['Hold', null, 'For Sale', 'A new', 'U', 'sus'],
  ] as const)('%s / %s / %s, stored %s → %s %s', (standard, mls, transaction, before, status, lsc) => {
    const [was, code, price] = (before ?? '').split(' ')
    const previous = before ? stored({ status: was as 'A' | 'U', lsc: code, price: Number(price ?? 699_000) }) : null
    const row = parsed({ StandardStatus: standard, MlsStatus: mls, TransactionType: transaction }, previous)
    expect([row.status, row.lsc]).toEqual([status, lsc])
  })

  it('calls an active listing first seen below its original price a price change', () => {
    expect(parsed({ MlsStatus: null, OriginalListPrice: 749_000 }).lsc).toBe('pc')
  })

  it.each([
    [{ ListingKey: null, ListingId: null }, 'missingListingKey'],
    [{ ModificationTimestamp: 'yesterday' }, 'badModificationTimestamp'],
    [{ ListPrice: 'TBD' }, 'badPrice'],
    [{ ListPrice: -5 }, 'badPrice'],
    [{ ListPrice: null }, 'badPrice'],
    [{ ClosePrice: 'n/a' }, 'badPrice'],
    [{ Latitude: null, Longitude: null }, 'missingCoordinates'],
    [{ Latitude: 43.6, Longitude: null }, 'badCoordinates'],
    [{ Latitude: 0, Longitude: 0 }, 'badCoordinates'],
    [{ Longitude: -279.4 }, 'badCoordinates'],
    [{ StreetName: null, UnparsedAddress: null }, 'missingAddress'],
    [{ City: 'Brampton' }, 'otherCity'],
    [{ City: 'Port Moody' }, 'otherCity'],
    [{ PropertyType: 'Commercial' }, 'unsupportedPropertyType'],
    [{ StandardStatus: 'Coming Soon' }, 'unsupportedStatus'],
  ])('skips %o as %s', (over, reason) => {
    expect(parseProperty(property('C1', 10, over), null)).toMatchObject({ ok: false, reason })
  })

  it('reads numbers sent as text, the address from UnparsedAddress, and the lease fields', () => {
    const row = parsed({
      ListPrice: '2,850',
      OriginalListPrice: null,
      TransactionType: 'For Lease',
      StreetName: null,
      UnparsedAddress: '12 Yonge St 3301, Toronto, ON M5E 1Z9',
      Furnished: 'Furnished',
      RentIncludes: ['Heat', 'Water'],
    })
    expect(row).toMatchObject({ sr: 'Lease', price: 2850, originalPrice: null, address: '12 Yonge St 3301' })
    expect(row).toMatchObject({ furnished: 'Y', includedUtilities: ['Heat', 'Water'] })
  })

  it('writes one address however a brokerage spelled it, so a property’s listings find each other', () => {
    const spelt = [
      { StreetSuffix: 'Street', UnitNumber: '#1205' },
      { StreetSuffix: 'St.', UnitNumber: 'Unit 1205' },
      { StreetSuffix: 'ST', UnitNumber: ' 1205 ' },
    ].map((over) => parsed(over))
    expect(spelt.map((r) => [r.address.toLowerCase(), r.unit])).toEqual([
      ['88 harbour st', '1205'],
      ['88 harbour st', '1205'],
      ['88 harbour st', '1205'],
    ])
    expect(parsed({ StreetName: 'King', StreetSuffix: 'Street', StreetDirSuffix: 'West' }).address).toBe('88 King St W')
    expect(parsed({ StreetName: null, UnparsedAddress: '1 Yonge Street, Toronto, ON M5E 1W7' }).address).toBe(
      '1 Yonge St',
    )
  })

  it('names cities and room types as the boards send them', () => {
    expect(
      ['Toronto', 'Toronto E05', 'Vancouver', 'Vancouver West', 'Mississauga', 'West Vancouver'].map(toCity),
    ).toEqual(['toronto', 'toronto', 'vancouver', 'vancouver', 'toronto', 'vancouver'])
    // A covered municipality belongs to its region, whatever area the board adds; one we do not cover is skipped.
    expect(['Richmond Hill', 'Richmond', 'Burnaby North', 'markham', 'Brampton', 'Richmondville'].map(toCity)).toEqual([
      'toronto',
      'vancouver',
      'vancouver',
      'toronto',
      null,
      null,
    ])
    expect(
      ['Condo Apartment', 'Condo Townhouse', 'Att/Row/Twnhouse', 'Detached', 'Apartment/Condo'].map((s) =>
        toRoomType({ PropertySubType: s }),
      ),
    ).toEqual(['condo', 'Twnhouse', 'Twnhouse', 'res', 'condo'])
  })

  it('derives history: first sight, a price change, a sale, and nothing for an unchanged status', () => {
    const cut = { ListPrice: 650_000, OriginalListPrice: 699_000, PriceChangeTimestamp: at(5) }
    const first = parsed(cut)
    expect(
      toHistoryEvents(property('C1', 10, cut), first, null).map((e) => [e.event, e.price, e.date.toISOString()]),
    ).toEqual([
      ['new', 699_000, '2026-10-28T00:00:00.000Z'],
      ['pc', 650_000, at(5)],
    ])
    const sold = parsed({ StandardStatus: 'Closed', ClosePrice: 690_000, CloseDate: '2026-11-20' }, stored())
    expect(toHistoryEvents({}, sold, stored()).map((e) => [e.event, e.price])).toEqual([['sld', 690_000]])
    const same = parsed({}, stored())
    expect(toHistoryEvents({}, same, stored())).toEqual([])
    const escaped = parsed({ StandardStatus: 'Pending', MlsStatus: 'Sold Conditional Escape' }, stored())
    expect(toHistoryEvents({}, escaped, stored())).toEqual([])
  })
})

describe('RESO Media to listing photos', () => {
  it('reads a photo and refuses one without order, key or URL', () => {
    expect(parseMedia(photo('C1', 2, 0))).toEqual({
      ok: true,
      value: { mlNum: 'C1', ord: 2, url: 'https://images.example.test/C1/2.jpg', caption: 'Photo 2', deleted: false },
    })
    expect(parseMedia(photo('C1', 2, 0, { Order: null }))).toMatchObject({ ok: false, reason: 'mediaBadOrder' })
    expect(parseMedia(photo('C1', 2, 0, { ResourceRecordKey: null }))).toMatchObject({ reason: 'mediaMissingKey' })
    expect(parseMedia(photo('C1', 2, 0, { MediaURL: '' }))).toMatchObject({ reason: 'mediaMissingUrl' })
    expect(parseMedia(photo('C1', 2, 0, { MediaCategory: 'Document' }))).toMatchObject({ reason: 'mediaNotPhoto' })
    expect(parseMedia(photo('C1', 2, 0, { ImageSizeDescription: 'Thumbnail' }))).toMatchObject({
      reason: 'mediaSmallSize',
    })
    expect(parseMedia(photo('C1', 2, 0, { ImageSizeDescription: 'Largest' }))).toMatchObject({ ok: true })
    expect(parseMedia(photo('C1', 2, 0, { MediaURL: null, MediaStatus: 'Deleted' }))).toMatchObject({
      ok: true,
      value: { deleted: true },
    })
  })
})
