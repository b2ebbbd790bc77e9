import { describe, expect, it } from 'vitest'
import { formatNotice, noticeLink } from '../notices/notice.schema.ts'
import { isDigestDue, isQuietHour, latestDigestSlot, nextPushAt } from './alert-timing.ts'
import { alertKindsForStatus, listingAlertKind, searchStatusesHearing } from './listing-alert.ts'
import { savedSearchCreateSchema } from './saved-search.schema.ts'
import { formatSavedSearchSummary, proposeSavedSearchName } from './saved-search-summary.ts'

describe('what a listing change tells a saved search', () => {
  it('a listing first seen on the market is new; one first seen sold is not news', () => {
    expect(listingAlertKind(null, { price: 759_000, lsc: 'new' })).toBe('new')
    expect(listingAlertKind(null, { price: 759_000, lsc: 'sld' })).toBeNull()
  })
  it('names the direction of a price change on the market', () => {
    expect(listingAlertKind({ price: 800_000, lsc: 'new' }, { price: 759_000, lsc: 'pc' })).toBe('priceDown')
    expect(listingAlertKind({ price: 759_000, lsc: 'pc' }, { price: 779_000, lsc: 'pc' })).toBe('priceUp')
    expect(listingAlertKind({ price: 759_000, lsc: 'new' }, { price: 759_000, lsc: 'new' })).toBeNull()
  })
  it('a deal is sold or leased, and a home back from off the market or a failed deal is back on market', () => {
    expect(listingAlertKind({ price: 759_000, lsc: 'new' }, { price: 759_000, lsc: 'sld' })).toBe('sold')
    expect(listingAlertKind({ price: 2_400, lsc: 'new' }, { price: 2_400, lsc: 'lsd' })).toBe('leased')
    expect(listingAlertKind({ price: 759_000, lsc: 'ter' }, { price: 739_000, lsc: 'bom' })).toBe('backOnMarket')
    expect(listingAlertKind({ price: 759_000, lsc: 'sc' }, { price: 759_000, lsc: 'new' })).toBe('backOnMarket')
    expect(listingAlertKind({ price: 759_000, lsc: 'new' }, { price: 700_000, lsc: 'ter' })).toBeNull()
  })
  it('a search of sold homes hears only of deals, one of delisted homes of nothing', () => {
    expect(alertKindsForStatus('active', 'Sale')).toEqual(['new', 'priceDown', 'priceUp', 'backOnMarket', 'sold'])
    expect(alertKindsForStatus('sold', 'Lease')).toEqual(['leased'])
    expect(alertKindsForStatus('delist', 'Sale')).toEqual([])
    expect(searchStatusesHearing('priceDown', 'Sale')).toEqual(['active'])
    expect(searchStatusesHearing('leased', 'Lease')).toEqual(['active', 'sold'])
    expect(searchStatusesHearing('leased', 'Sale')).toEqual([])
  })
})

describe('when alerts go', () => {
  // 2026-12-03 is a Thursday; Toronto is UTC-5 in December, Vancouver UTC-8.
  it('no push from 22:00 to 08:00 on the city clock', () => {
    expect(isQuietHour(new Date('2026-12-03T03:30:00Z'), 'toronto')).toBe(true) // 22:30
    expect(isQuietHour(new Date('2026-12-03T13:00:00Z'), 'toronto')).toBe(false) // 08:00
    expect(isQuietHour(new Date('2026-12-03T13:00:00Z'), 'vancouver')).toBe(true) // 05:00
  })
  it('a push in the quiet hours waits for 08:00, and one within 15 minutes of the last waits out the gap', () => {
    const late = new Date('2026-12-04T04:00:00Z') // 23:00 on the 3rd in Toronto
    expect(nextPushAt(late, null, 'toronto').toISOString()).toBe('2026-12-04T13:00:00.000Z')
    const early = new Date('2026-12-04T10:00:00Z') // 05:00 on the 4th
    expect(nextPushAt(early, null, 'toronto').toISOString()).toBe('2026-12-04T13:00:00.000Z')
    const noon = new Date('2026-12-03T17:00:00Z')
    expect(nextPushAt(noon, null, 'toronto')).toEqual(noon)
    expect(nextPushAt(noon, new Date('2026-12-03T16:50:00Z'), 'toronto').toISOString()).toBe('2026-12-03T17:05:00.000Z')
  })
  it('a daily digest is owed once 08:00 has passed since the last; a weekly one on Monday', () => {
    const thu9 = new Date('2026-12-03T14:00:00Z')
    expect(latestDigestSlot('daily', thu9, 'toronto')?.toISOString()).toBe('2026-12-03T13:00:00.000Z')
    expect(latestDigestSlot('weekly', thu9, 'toronto')?.toISOString()).toBe('2026-11-30T13:00:00.000Z')
    expect(latestDigestSlot('instant', thu9, 'toronto')).toBeNull()
    expect(isDigestDue('daily', new Date('2026-12-02T13:05:00Z'), thu9, 'toronto')).toBe(true)
    expect(isDigestDue('daily', new Date('2026-12-03T13:05:00Z'), thu9, 'toronto')).toBe(false)
    expect(isDigestDue('weekly', new Date('2026-12-01T00:00:00Z'), thu9, 'toronto')).toBe(false)
  })
})

describe('a saved search in words', () => {
  const northYork = {
    sr: 'Sale',
    status: 'active',
    roomType: 'condo',
    bedsMin: 2,
    priceMax: 800_000,
    district: 'North York',
    city: 'toronto',
  } as const
  it('proposes a name from the criteria in each language', () => {
    expect(proposeSavedSearchName(northYork, false, 'en-GB')).toBe(
      'Condos with 2+ bedrooms for sale in North York, Toronto, up to $800,000',
    )
    expect(proposeSavedSearchName(northYork, false, 'zh-Hans-CN')).toBe('北约克2室及以上出售公寓，80万加元以内')
  })
  it('says a drawn area', () => {
    expect(formatSavedSearchSummary({ sr: 'Lease', city: 'vancouver' }, true, 'en-GB')).toBe(
      'Homes for rent in Vancouver, in an area drawn on the map',
    )
  })
  it('the contract takes the list parameters and a drawn area, and refuses a crossed one', () => {
    const ok = savedSearchCreateSchema.safeParse({
      query: { city: 'toronto', sr: 'Sale', priceMax: 800_000, cursor: 'x' },
      polygon: [
        { lat: 43.7, lng: -79.45 },
        { lat: 43.8, lng: -79.45 },
        { lat: 43.8, lng: -79.35 },
      ],
      frequency: 'instant',
    })
    expect(ok.success && ok.data.query).toEqual({
      city: 'toronto',
      sr: 'Sale',
      status: 'active',
      sort: 'new',
      priceMax: 800_000,
    })
    const crossed = savedSearchCreateSchema.safeParse({
      query: {},
      polygon: [
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
        { lat: 0, lng: 1 },
        { lat: 1, lng: 0 },
      ],
    })
    expect(crossed.success).toBe(false)
    expect(savedSearchCreateSchema.safeParse({ query: {}, frequency: 'hourly' }).success).toBe(false)
  })
})

describe('an alert says what and why, in the reader language', () => {
  const params = {
    searchId: 's1',
    name: 'North York condos',
    event: 'new',
    mlNum: 'C1',
    city: 'toronto',
    sr: 'Sale',
    roomType: 'condo',
    address: '1203 - 5 Sheppard Ave E',
    beds: 2,
    price: 759_000,
    station: 'Sheppard-Yonge',
    walkMinutes: 6,
  }
  it('new, the rooms, the price and the walk to the station', () => {
    const en = formatNotice('savedSearch.matched', params, 'en-GB')
    expect(en.title).toBe('North York condos: new listing')
    expect(en.body).toBe('New · 2 bed · $759,000 · 6 min walk to Sheppard-Yonge — 1203 - 5 Sheppard Ave E')
    const zh = formatNotice('savedSearch.matched', params, 'zh-Hans-CN')
    expect(zh.body).toMatch(/^新上市 · 2室 · .*759,000 · 步行6分钟到.+站 — 1203 - 5 Sheppard Ave E$/)
    expect(noticeLink('savedSearch.matched', params)).toContain('mlNum=C1')
  })
  it('a price drop says by how much, a lease says a month', () => {
    const drop = formatNotice('savedSearch.matched', { ...params, event: 'priceDown', beforePrice: 779_000 }, 'en-GB')
    expect(drop.title).toBe('North York condos: price drop')
    expect(drop.body).toMatch(/^Price down \$20,000 · 2 bed · \$759,000/)
    const rent = formatNotice('savedSearch.matched', { ...params, sr: 'Lease', price: 2_450, beds: 0 }, 'en-GB')
    expect(rent.body).toMatch(/^New · Studio · \$2,450 a month/)
  })
  it('a digest counts the changes; a step down says why', () => {
    const digest = formatNotice(
      'savedSearch.digest',
      { searchId: 's1', name: 'UBC', frequency: 'daily', new: 3, priceDown: 1 },
      'en-GB',
    )
    expect(digest).toEqual({ title: 'UBC: your daily digest', body: 'Since the last digest: 3 new, 1 price drop.' })
    expect(noticeLink('savedSearch.digest', { searchId: 's1' })).toBe('/pages/my/saved-searches/saved-searches?open=s1')
    expect(
      formatNotice('savedSearch.steppedDown', { searchId: 's1', name: 'UBC', count: 5 }, 'zh-Hans-CN').body,
    ).toContain('最近 5 条提醒')
  })
})
