import {
  calculateWindowStart,
  clusterCell,
  inMapBbox,
  isAvailableLsc,
  MAP_CLUSTERS_BELOW_ZOOM,
  MAP_LISTINGS_CAP,
  MAP_LISTINGS_MAX,
  type MapBbox,
} from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../helpers/test-app.ts'
import type { Callers } from '../listings/listing-fixtures.ts'
import { walk } from '../listings/listing-fixtures.ts'
import {
  allRows,
  bboxText,
  clusters,
  createMapTestApp,
  newestFirst,
  pointOf,
  type Row,
  TORONTO,
  ZH,
} from './map-fixtures.ts'

/** A downtown view: Bathurst to the Don Valley, the lake to Bloor. */
const DOWNTOWN = { west: -79.42, south: 43.63, east: -79.35, north: 43.675 }
/** A smaller one, the harbourfront to Queen Street. */
const HARBOURFRONT = { west: -79.4, south: 43.635, east: -79.37, north: 43.655 }

describe('map clusters', () => {
  let t: TestApp
  let callers: Callers
  let rows: Row[]
  beforeAll(async () => {
    ;({ t, callers } = await createMapTestApp())
    rows = await allRows(t)
  })
  afterAll(() => t.close())

  const activeSale = (r: Row) => r.sr === 'Sale' && r.status === 'A' && isAvailableLsc(r.lsc)
  const inView = (b: MapBbox, holds: (r: Row) => boolean = activeSale) =>
    rows.filter((r) => holds(r) && inMapBbox(pointOf(r), b))

  /** The clusters the test expects: its own rows grouped on the grid the core rule gives for the zoom and view. */
  function expectedCells(b: MapBbox, zoom: number, holds: (r: Row) => boolean = activeSale) {
    const cell = clusterCell(zoom, b)
    const cells = new Map<string, Row[]>()
    for (const r of inView(b, holds)) {
      const key = `${Math.floor(r.location.x / cell.lng)}:${Math.floor(r.location.y / cell.lat)}`
      cells.set(key, [...(cells.get(key) ?? []), r])
    }
    return [...cells.values()]
      .map((c) => ({
        count: c.length,
        minPrice: Math.min(...c.map((r) => r.price)),
        maxPrice: Math.max(...c.map((r) => r.price)),
      }))
      .sort((a, b) => b.count - a.count || a.minPrice - b.minPrice || a.maxPrice - b.maxPrice)
  }
  const sorted = (cs: { count: number; minPrice: number; maxPrice: number }[]) =>
    cs
      .map(({ count, minPrice, maxPrice }) => ({ count, minPrice, maxPrice }))
      .sort((a, b) => b.count - a.count || a.minPrice - b.minPrice || a.maxPrice - b.maxPrice)

  it('counts every available sale listing in the view into grid cells that add up to the total', async () => {
    const expected = inView(TORONTO).length
    expect(expected).toBeGreaterThan(MAP_LISTINGS_MAX)
    const { status, body, res } = await clusters(t, { bbox: bboxText(TORONTO), zoom: 11 })
    expect(status).toBe(200)
    const data = body.data
    expect(data).toMatchObject({ zoom: 11, mode: 'clusters', total: expected, listings: [] })
    expect(data.clusters.reduce((n, c) => n + c.count, 0)).toBe(expected)
    expect(sorted(data.clusters)).toEqual(expectedCells(TORONTO, 11))
    for (const c of data.clusters) {
      expect(inMapBbox(c, TORONTO)).toBe(true)
      expect(c.minPrice).toBeLessThanOrEqual(c.maxPrice)
    }
    expect(res.headers['cache-control']).toBe('private, max-age=30')
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('places each cluster at the mean position of its listings', async () => {
    const { body } = await clusters(t, { bbox: bboxText(TORONTO), zoom: 10 })
    const cell = clusterCell(10, TORONTO)
    for (const c of body.data.clusters) {
      const members = inView(TORONTO).filter(
        (r) =>
          Math.floor(r.location.x / cell.lng) === Math.floor(c.lng / cell.lng) &&
          Math.floor(r.location.y / cell.lat) === Math.floor(c.lat / cell.lat),
      )
      expect(members.length).toBe(c.count)
      expect(c.lng).toBeCloseTo(members.reduce((s, r) => s + r.location.x, 0) / members.length, 9)
      expect(c.lat).toBeCloseTo(members.reduce((s, r) => s + r.location.y, 0) / members.length, 9)
    }
  })

  it('cuts finer cells as the map zooms in, with the same total', async () => {
    const counts = []
    for (const zoom of [9, 10, 11, 12]) {
      const { body } = await clusters(t, { bbox: bboxText(TORONTO), zoom })
      expect(body.data.mode).toBe('clusters')
      expect(body.data.total).toBe(inView(TORONTO).length)
      expect(sorted(body.data.clusters)).toEqual(expectedCells(TORONTO, zoom))
      counts.push(body.data.clusters.length)
    }
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1]!)
  })

  it('counts only the view: a smaller box holds fewer listings', async () => {
    const west = { ...TORONTO, east: -79.4 }
    const { body } = await clusters(t, { bbox: bboxText(west), zoom: 11 })
    const expected = inView(west).length
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(inView(TORONTO).length)
    expect(body.data.total).toBe(expected)
    if (body.data.mode === 'clusters') expect(sorted(body.data.clusters)).toEqual(expectedCells(west, 11))
  })

  it.each([
    [
      'room type and price',
      { roomType: 'condo', priceMax: 900_000 },
      (r: Row) => activeSale(r) && r.roomType === 'condo' && r.price <= 900_000,
    ],
    ['bedrooms and bathrooms', { bedsMin: 3, bathsMin: 2 }, (r: Row) => activeSale(r) && r.beds >= 3 && r.baths >= 2],
    ['lease', { sr: 'Lease' }, (r: Row) => r.sr === 'Lease' && r.status === 'A' && isAvailableLsc(r.lsc)],
  ] as const)('applies the search filters: %s', async (_name, filters, holds) => {
    const expected = inView(TORONTO, holds).length
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(inView(TORONTO, () => true).length)
    const { body } = await clusters(t, { bbox: bboxText(TORONTO), zoom: 11, ...filters })
    expect(body.data.total).toBe(expected)
    if (body.data.mode === 'clusters') {
      expect(sorted(body.data.clusters)).toEqual(expectedCells(TORONTO, 11, holds))
    } else {
      expect(body.data.listings.map((l) => l.mlNum).sort()).toEqual(
        inView(TORONTO, holds)
          .map((r) => r.mlNum)
          .sort(),
      )
    }
  })

  it('applies the sold time window as the search does', async () => {
    const from = calculateWindowStart('3M', t.clock.now)!
    const sold = (r: Row) =>
      r.sr === 'Sale' && r.status === 'U' && r.lsc === 'sld' && r.closeDate !== null && r.closeDate >= from
    const { body } = await clusters(t, { bbox: bboxText(TORONTO), zoom: 11, status: 'sold', window: '3M' })
    expect(inView(TORONTO, sold).length).toBeGreaterThan(0)
    expect(body.data.total).toBe(inView(TORONTO, sold).length)
  })

  it('sends the listings themselves from zoom 15, newest first, as the search shows them', async () => {
    const { body } = await clusters(t, { bbox: bboxText(DOWNTOWN), zoom: 15 })
    const expected = inView(DOWNTOWN).sort(newestFirst)
    expect(expected.length).toBeGreaterThan(0)
    expect(body.data).toMatchObject({ mode: 'listings', total: expected.length, clusters: [] })
    expect(body.data.listings.map((l) => l.mlNum)).toEqual(expected.map((r) => r.mlNum))
    // The same list items the listing search returns.
    const { items } = await walk(t, { city: 'toronto', limit: 50 })
    const byNum = new Map(items.map((i) => [i.mlNum, i]))
    for (const l of body.data.listings) expect(l).toEqual(byNum.get(l.mlNum))
  })

  it(`sends the listings from zoom ${MAP_CLUSTERS_BELOW_ZOOM} when the view holds ${MAP_LISTINGS_MAX} or fewer`, async () => {
    const expected = inView(HARBOURFRONT).length
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThanOrEqual(MAP_LISTINGS_MAX)
    const { body } = await clusters(t, { bbox: bboxText(HARBOURFRONT), zoom: MAP_CLUSTERS_BELOW_ZOOM })
    expect(body.data.mode).toBe('listings')
    expect(body.data.listings).toHaveLength(expected)
  })

  it(`clusters a whole-city view below zoom ${MAP_CLUSTERS_BELOW_ZOOM} however few it holds, and lists them`, async () => {
    const expected = inView(HARBOURFRONT)
    const { body } = await clusters(t, { bbox: bboxText(HARBOURFRONT), zoom: MAP_CLUSTERS_BELOW_ZOOM - 1 })
    expect(body.data).toMatchObject({ mode: 'clusters', total: expected.length })
    expect(body.data.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(expected.length)
    // The list beside the map still gets them, newest first.
    expect(body.data.listings.map((l: { mlNum: string }) => l.mlNum)).toEqual(
      [...expected].sort(newestFirst).map((r) => r.mlNum),
    )
  })

  it(`sends at most the newest ${MAP_LISTINGS_CAP} listings, with the true total`, async () => {
    const expected = inView(TORONTO).sort(newestFirst)
    expect(expected.length).toBeGreaterThan(MAP_LISTINGS_CAP)
    const { body } = await clusters(t, { bbox: bboxText(TORONTO), zoom: 16 })
    expect(body.data.total).toBe(expected.length)
    // The map draws counted cells, which add up to the total, rather than the first page as pins.
    expect(body.data.mode).toBe('clusters')
    expect(body.data.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(expected.length)
    expect(body.data.listings.map((l) => l.mlNum)).toEqual(expected.slice(0, MAP_LISTINGS_CAP).map((r) => r.mlNum))
  })

  it('answers an empty view with no clusters', async () => {
    const lake = { west: -79.3, south: 43.45, east: -79.1, north: 43.55 }
    const { status, body } = await clusters(t, { bbox: bboxText(lake), zoom: 12 })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 0, clusters: [], listings: [] })
  })

  it('answers 304 to a client that already holds the answer, and a new tag when the answer changes', async () => {
    const query = { bbox: bboxText(TORONTO), zoom: 11 }
    const url = `/house/api/map/v1/clusters?bbox=${bboxText(TORONTO)}&zoom=11`
    const first = await clusters(t, query)
    const etag = first.res.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.app.inject({ url: url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    const weak = await t.app.inject({ url: url, headers: { 'if-none-match': `"x", W/${etag}` } })
    expect(weak.statusCode).toBe(304)
    const stale = await t.app.inject({ url: url, headers: { 'if-none-match': '"stale"' } })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual(first.body)
    const other = await clusters(t, { ...query, zoom: 12 }, { 'if-none-match': etag })
    expect(other.status).toBe(200)
    expect(other.res.headers.etag).not.toBe(etag)
  })

  describe('sold listings (VOW)', () => {
    const soldView = { bbox: bboxText(DOWNTOWN), zoom: 16, status: 'sold', window: '12M' }

    it('hides close prices from visitors and shows them once the terms are accepted', async () => {
      for (const headers of [callers.anonymous, callers.visitor, callers.registered]) {
        const { body } = await clusters(t, soldView, headers)
        expect(body.data.listings.length).toBeGreaterThan(0)
        expect(body.data.vow.granted).toBe(false)
        for (const l of body.data.listings)
          expect(l).toMatchObject({ closePrice: null, closeDate: null, restricted: true })
      }
      const { body } = await clusters(t, soldView, callers.accepted)
      expect(body.data.vow).toEqual({ granted: true, need: null })
      for (const l of body.data.listings) {
        expect(l.closePrice).toBeGreaterThan(0)
        expect(l.restricted).toBe(false)
      }
    })

    it('gives visitors and VOW users different tags, so one never gets the other’s copy', async () => {
      const anon = await clusters(t, soldView)
      const vow = await clusters(t, soldView, { ...callers.accepted, 'if-none-match': anon.res.headers.etag as string })
      expect(vow.status).toBe(200)
      expect(vow.res.headers.vary).toContain('authorization')
    })
  })

  describe('bad input', () => {
    const bbox = bboxText(DOWNTOWN)
    it.each([
      [
        'a box with three numbers',
        { bbox: '-79.4,43.6,-79.3', zoom: 12 },
        'querystring.bbox',
        'The value of bbox must be four numbers: west,south,east,north',
        'bbox 须为四个数字：西,南,东,北',
      ],
      [
        'words in the box',
        { bbox: 'a,b,c,d', zoom: 12 },
        'querystring.bbox',
        'The value of bbox must be four numbers: west,south,east,north',
        'bbox 须为四个数字：西,南,东,北',
      ],
      [
        'a longitude off the map',
        { bbox: '-181,43.6,-79.3,43.7', zoom: 12 },
        'querystring.bbox',
        'In bbox, longitudes must be from -180 to 180 and latitudes from -90 to 90',
        'bbox：经度须在 -180 到 180 之间，纬度须在 -90 到 90 之间',
      ],
      [
        'a latitude past the pole',
        { bbox: '-79.4,43.6,-79.3,91', zoom: 12 },
        'querystring.bbox',
        'In bbox, longitudes must be from -180 to 180 and latitudes from -90 to 90',
        'bbox：经度须在 -180 到 180 之间，纬度须在 -90 到 90 之间',
      ],
      [
        'west and east swapped',
        { bbox: '-79.3,43.6,-79.4,43.7', zoom: 12 },
        'querystring.bbox',
        'In bbox, west must be less than east and south less than north',
        'bbox：西边须小于东边，南边须小于北边',
      ],
      [
        'south and north swapped',
        { bbox: '-79.4,43.7,-79.3,43.6', zoom: 12 },
        'querystring.bbox',
        'In bbox, west must be less than east and south less than north',
        'bbox：西边须小于东边，南边须小于北边',
      ],
      ['no box', { zoom: 12 }, 'querystring.bbox', 'Enter a value for bbox', 'bbox 不能为空'],
      [
        'zoom -1',
        { bbox, zoom: -1 },
        'querystring.zoom',
        'The value of zoom must be a number from 0 to 22',
        'zoom 须为 0 到 22 之间的数字',
      ],
      [
        'zoom 23',
        { bbox, zoom: 23 },
        'querystring.zoom',
        'The value of zoom must be a number from 0 to 22',
        'zoom 须为 0 到 22 之间的数字',
      ],
      [
        'zoom NaN',
        { bbox, zoom: 'NaN' },
        'querystring.zoom',
        'The value of zoom must be a number from 0 to 22',
        'zoom 须为 0 到 22 之间的数字',
      ],
      [
        'zoom in words',
        { bbox, zoom: 'close' },
        'querystring.zoom',
        'The value of zoom must be a number from 0 to 22',
        'zoom 须为 0 到 22 之间的数字',
      ],
      ['an unknown filter', { bbox, zoom: 12, q: 'harbour' }, 'querystring.q', 'The field q is not accepted', null],
      [
        'an inverted price range',
        { bbox, zoom: 12, priceMin: 9, priceMax: 1 },
        'querystring.priceMax',
        'The minimum is above the maximum',
        null,
      ],
      [
        'a room type that does not exist',
        { bbox, zoom: 12, roomType: 'castle' },
        'querystring.roomType',
        'The value of roomType is not valid',
        null,
      ],
    ])('answers 400 for %s, naming the field in both languages', async (_name, query, field, en, zh) => {
      const { status, body } = await clusters(t, query as Record<string, string | number>)
      expect(status).toBe(400)
      expect(body.code).toBe(400)
      expect((body.data as unknown as { fields: { field: string }[] }).fields[0]!.field).toBe(field)
      expect(body.msg).toBe(en)
      const zhRes = await clusters(t, query as Record<string, string | number>, ZH)
      expect(zhRes.status).toBe(400)
      if (zh) expect(zhRes.body.msg).toBe(zh)
      expect(zhRes.body.msg).not.toBe(en)
    })
  })

  describe('by place', () => {
    /** Greater Toronto, Oakville to Richmond Hill. */
    const GREATER_TORONTO = { west: -79.85, south: 43.35, east: -79.05, north: 44 }

    it('counts only the homes of a municipality’s communities, as many as the list finds', async () => {
      const { status, body } = await clusters(t, { bbox: bboxText(GREATER_TORONTO), zoom: 9, municipality: '万锦' })
      expect(status).toBe(200)
      const listed = await walk(t, { municipality: 'Markham', limit: 50 })
      expect(listed.totals[0]).toBeGreaterThan(0)
      expect(body.data.total).toBe(listed.totals[0])
      const markham = rows.filter(
        (r) =>
          ['Unionville', 'Markham Village', 'Milliken Mills', 'Cornell'].includes(r.neighbourhood) && r.sr === 'Sale',
      )
      for (const c of body.data.clusters) {
        expect(markham.some((r) => Math.abs(r.location.x - c.lng) < 0.2 && Math.abs(r.location.y - c.lat) < 0.2)).toBe(
          true,
        )
      }
    })

    it('names the place in the request’s language and says where its homes lie, wherever the view is', async () => {
      // a view over downtown Toronto, far from Markham
      const view = { bbox: '-79.42,43.63,-79.36,43.67', zoom: 14 }
      const zh = await clusters(t, { ...view, municipality: 'Markham' }, { language: 'zh-Hans-CN' })
      expect(zh.status).toBe(200)
      expect(zh.body.data.total).toBe(0)
      expect(zh.body.data.place?.labels).toEqual([{ key: 'municipality', name: 'Markham', label: '万锦' }])
      expect(zh.res.headers.vary).toContain('language')
      const markham = rows.filter(
        (r) =>
          ['Unionville', 'Markham Village', 'Milliken Mills', 'Cornell'].includes(r.neighbourhood) && activeSale(r),
      )
      const xs = markham.map((r) => r.location.x)
      const ys = markham.map((r) => r.location.y)
      const extent = zh.body.data.place?.extent
      expect(extent?.[0]).toBeCloseTo(Math.min(...xs), 5)
      expect(extent?.[1]).toBeCloseTo(Math.min(...ys), 5)
      expect(extent?.[2]).toBeCloseTo(Math.max(...xs), 5)
      expect(extent?.[3]).toBeCloseTo(Math.max(...ys), 5)
      const en = await clusters(t, { ...view, district: '北约克', postal: 'M2N' })
      expect(en.body.data.place?.labels).toEqual([
        { key: 'district', name: '北约克', label: 'North York' },
        { key: 'postal', name: 'M2N', label: 'M2N' },
      ])
      // no place, no place in the answer
      expect((await clusters(t, view)).body.data.place).toBeUndefined()
    })

    it('refuses a place it does not know, in the request’s language, and never answers a 500', async () => {
      const { status, body } = await clusters(
        t,
        { bbox: bboxText(GREATER_TORONTO), zoom: 9, district: 'Narnia' },
        { language: 'zh-Hans-CN' },
      )
      expect(status).toBe(400)
      expect(body.msg).toMatch(/^district 不是所搜城市的行政区/)
      expect((await clusters(t, { bbox: bboxText(GREATER_TORONTO), zoom: 9, postal: 'Z9Z' })).status).toBe(400)
    })
  })
})
