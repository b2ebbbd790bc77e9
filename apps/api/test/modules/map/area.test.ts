import { inMapBbox, isAvailableLsc, type LatLng, MAP_AREA_CAP, pointInPolygon } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../helpers/test-app.ts'
import type { Callers } from '../listings/listing-fixtures.ts'
import {
  allRows,
  area,
  createMapTestApp,
  nearEdge,
  newestFirst,
  pointOf,
  type Row,
  TORONTO,
  ZH,
} from './map-fixtures.ts'

/** A concave, neighbourhood-sized ring around downtown (a notch cut in from the north). */
const DOWNTOWN_RING: LatLng[] = [
  { lat: 43.6371234, lng: -79.4213457 },
  { lat: 43.6368765, lng: -79.3597812 },
  { lat: 43.6711119, lng: -79.3623451 },
  { lat: 43.6538127, lng: -79.3897613 },
  { lat: 43.6732221, lng: -79.4187659 },
]
/** The whole of Toronto's demo data as a ring. */
const TORONTO_RING: LatLng[] = [
  { lat: TORONTO.south, lng: TORONTO.west },
  { lat: TORONTO.south, lng: TORONTO.east },
  { lat: TORONTO.north, lng: TORONTO.east },
  { lat: TORONTO.north, lng: TORONTO.west },
]

describe('map area search', () => {
  let t: TestApp
  let callers: Callers
  let rows: Row[]
  beforeAll(async () => {
    ;({ t, callers } = await createMapTestApp())
    rows = await allRows(t)
  })
  afterAll(() => t.close())

  const activeSale = (r: Row) => r.sr === 'Sale' && r.status === 'A' && isAvailableLsc(r.lsc)
  /** Listings a few metres from an edge are left out of the comparison: the database counts them as on it. */
  const clear = (r: Row) => !nearEdge(pointOf(r), DOWNTOWN_RING)
  const inside = (ring: LatLng[], holds: (r: Row) => boolean = activeSale) =>
    rows.filter((r) => holds(r) && pointInPolygon(pointOf(r), ring)).sort(newestFirst)
  const clearlyInside = (holds?: (r: Row) => boolean) => inside(DOWNTOWN_RING, holds).filter(clear)
  const answered = (items: { mlNum: string }[]) =>
    items.filter((i) => clear(rows.find((r) => r.mlNum === i.mlNum) as Row)).map((i) => i.mlNum)

  it('returns exactly the listings inside the drawn area, newest first', async () => {
    const expected = clearlyInside()
    expect(expected.length).toBeGreaterThan(5)
    // The notch matters: some listings in the ring's box are outside the ring.
    const box = {
      west: Math.min(...DOWNTOWN_RING.map((p) => p.lng)),
      east: Math.max(...DOWNTOWN_RING.map((p) => p.lng)),
      south: Math.min(...DOWNTOWN_RING.map((p) => p.lat)),
      north: Math.max(...DOWNTOWN_RING.map((p) => p.lat)),
    }
    expect(rows.filter((r) => activeSale(r) && inMapBbox(pointOf(r), box)).length).toBeGreaterThan(expected.length)
    const { status, body } = await area(t, { polygon: DOWNTOWN_RING })
    expect(status).toBe(200)
    expect(body.data.total).toBe(body.data.items.length)
    expect(answered(body.data.items)).toEqual(expected.map((r) => r.mlNum))
  })

  it('gives the same answer whichever way the ring is drawn, closed or not', async () => {
    const expected = clearlyInside().map((r) => r.mlNum)
    for (const polygon of [
      [...DOWNTOWN_RING].reverse(),
      [...DOWNTOWN_RING, DOWNTOWN_RING[0]],
      [...DOWNTOWN_RING.slice(2), ...DOWNTOWN_RING.slice(0, 2)],
    ]) {
      const { body } = await area(t, { polygon })
      expect(answered(body.data.items)).toEqual(expected)
    }
  })

  it.each([
    [
      'condos under 800,000',
      { roomType: 'condo', priceMax: 800_000 },
      (r: Row) => activeSale(r) && r.roomType === 'condo' && r.price <= 800_000,
    ],
    [
      'leases with two bedrooms or more',
      { sr: 'Lease', bedsMin: 2 },
      (r: Row) => r.sr === 'Lease' && r.status === 'A' && isAvailableLsc(r.lsc) && r.beds >= 2,
    ],
  ] as const)('applies the filters: %s', async (_name, filters, holds) => {
    const expected = clearlyInside(holds)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(inside(DOWNTOWN_RING, () => true).length)
    const { body } = await area(t, { polygon: DOWNTOWN_RING, filters })
    expect(answered(body.data.items)).toEqual(expected.map((r) => r.mlNum))
    expect(body.data.total).toBe(body.data.items.length)
  })

  it(`sends at most the newest ${MAP_AREA_CAP} with the true total`, async () => {
    const expected = inside(TORONTO_RING)
    expect(expected.length).toBeGreaterThan(MAP_AREA_CAP)
    const { body } = await area(t, { polygon: TORONTO_RING })
    expect(body.data.total).toBe(expected.length)
    expect(body.data.items.map((i) => i.mlNum)).toEqual(expected.slice(0, MAP_AREA_CAP).map((r) => r.mlNum))
  })

  it('answers an area without listings with 200 and no items', async () => {
    const lake = [
      { lat: 43.5, lng: -79.3 },
      { lat: 43.5, lng: -79.2 },
      { lat: 43.55, lng: -79.25 },
    ]
    const { status, body } = await area(t, { polygon: lake })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ items: [], total: 0 })
  })

  it('hides close prices of sold listings from those who have not accepted the VOW terms', async () => {
    const filters = { status: 'sold', window: '12M' }
    const anon = await area(t, { polygon: TORONTO_RING, filters }, callers.registered)
    expect(anon.body.data.items.length).toBeGreaterThan(0)
    expect(anon.body.data.vow).toEqual({ granted: false, need: 'acceptTerms' })
    for (const i of anon.body.data.items) expect(i).toMatchObject({ closePrice: null, restricted: true })
    const vow = await area(t, { polygon: TORONTO_RING, filters }, callers.accepted)
    expect(vow.body.data.items.map((i) => i.mlNum)).toEqual(anon.body.data.items.map((i) => i.mlNum))
    for (const i of vow.body.data.items) expect(i.closePrice).toBeGreaterThan(0)
  })

  describe('bad input', () => {
    const circle = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        lat: 43.65 + 0.01 * Math.sin((2 * Math.PI * i) / n),
        lng: -79.38 + 0.01 * Math.cos((2 * Math.PI * i) / n),
      }))

    it('takes 500 points', async () => {
      const { status, body } = await area(t, { polygon: circle(500) })
      expect(status).toBe(200)
      expect(body.data.total).toBe(inside(circle(500)).length)
    })

    it.each([
      [
        'two points',
        { polygon: DOWNTOWN_RING.slice(0, 2) },
        'polygon',
        'The area in polygon needs at least 3 points',
        'polygon：请至少画 3 个点',
      ],
      [
        'three points, two the same',
        { polygon: [DOWNTOWN_RING[0], DOWNTOWN_RING[1], DOWNTOWN_RING[1]] },
        'polygon',
        'The area in polygon needs at least 3 points',
        'polygon：请至少画 3 个点',
      ],
      [
        'a bowtie',
        { polygon: [DOWNTOWN_RING[0], DOWNTOWN_RING[2], DOWNTOWN_RING[1], { lat: 43.67, lng: -79.42 }] },
        'polygon',
        'The edges of the area in polygon cross each other. Redraw it.',
        'polygon：区域的边相互交叉，请重新画',
      ],
      [
        '501 points',
        { polygon: circle(501) },
        'polygon',
        'The area in polygon can have at most 500 points',
        'polygon：一个区域最多 500 个点',
      ],
      ['no polygon', { filters: {} }, 'polygon', 'Enter a value for polygon', 'polygon 不能为空'],
      ['a polygon that is text', { polygon: 'downtown' }, 'polygon', 'The value of polygon has the wrong type', null],
      [
        'a point with text',
        { polygon: [{ lat: '43.6', lng: -79.4 }, ...DOWNTOWN_RING] },
        'polygon.0.lat',
        'The value of polygon.0.lat has the wrong type',
        null,
      ],
      [
        'a latitude past the pole',
        { polygon: [...DOWNTOWN_RING, { lat: 95, lng: -79.4 }] },
        'polygon.5.lat',
        'The value of polygon.5.lat must be a latitude from -90 to 90',
        'polygon.5.lat 须为 -90 到 90 之间的纬度',
      ],
      [
        'a filter the map does not take',
        { polygon: DOWNTOWN_RING, filters: { sort: 'priceAsc' } },
        'filters.sort',
        'The field filters.sort is not accepted',
        null,
      ],
      [
        'a district the region does not have',
        { polygon: DOWNTOWN_RING, filters: { district: 'Narnia' } },
        'filters.district',
        'The value of filters.district is not a district of the city searched',
        null,
      ],
      [
        'an inverted range',
        { polygon: DOWNTOWN_RING, filters: { bedsMin: 3, bedsMax: 1 } },
        'filters.bedsMax',
        'The minimum is above the maximum',
        null,
      ],
    ])('answers 400 for %s, naming the field in both languages', async (_name, payload, field, en, zh) => {
      const { status, body } = await area(t, payload)
      expect(status).toBe(400)
      expect((body.data as unknown as { fields: { field: string }[] }).fields[0]!.field).toBe(field)
      expect(body.msg).toBe(en)
      const zhRes = await area(t, payload, ZH)
      expect(zhRes.status).toBe(400)
      if (zh) expect(zhRes.body.msg).toBe(zh)
      expect(zhRes.body.msg).not.toBe(en)
    })

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/house/api/map/v1/area',
        payload: '{"polygon": [',
        headers: { 'content-type': 'application/json' },
      })
      expect(res.statusCode).toBe(400)
    })
  })
})
