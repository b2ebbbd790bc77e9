import {
  AVAILABLE_LSC_CODES,
  type City,
  clusterCell,
  inMapBbox,
  isAvailableLsc,
  MAP_BASE_CELL,
  type MapBbox,
  type SaleOrLease,
} from '@maplenest/core'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingFilter } from '../../../src/db/queries/listing-filters.ts'
import {
  clustersFromCells,
  RECOUNT_ALL_FROM,
  refreshListingMapCells,
  STALE_POINTS_MAX,
} from '../../../src/db/queries/listing-map-cells.ts'
import { listingMapCells, listingMapPriceCells, listingMapStale, listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { allRows, bboxText, clusters, createMapTestApp, pointOf, type Row, TORONTO } from './map-fixtures.ts'

/** Views over the test's Toronto listings, as wide as the cells answer: the whole city, its west, and downtown. */
const VIEWS: [string, MapBbox, number][] = [
  ['the whole city at zoom 9', TORONTO, 9],
  ['the whole city at zoom 11', TORONTO, 11],
  ['its west at zoom 11', { ...TORONTO, east: -79.4 }, 11],
  ['downtown at zoom 12', { west: -79.46, south: 43.62, east: -79.3, north: 43.7 }, 12],
  ['downtown at zoom 13', { west: -79.43, south: 43.63, east: -79.35, north: 43.68 }, 13],
]

const forSale: ListingFilter = { sr: 'Sale', status: 'A', lsc: AVAILABLE_LSC_CODES }

/** What a view asks: as the repository's filter, as the map's query, and as a test of a home. */
interface Asked {
  filter: ListingFilter
  query: Record<string, string | number>
  fits: (r: Row) => boolean
}
const between = (r: Row, min: number, max: number) => r.price >= min && r.price <= max
const ASKED: [string, Asked][] = [
  ['every home for sale', { filter: forSale, query: {}, fits: () => true }],
  [
    'condos',
    { filter: { ...forSale, roomType: 'condo' }, query: { roomType: 'condo' }, fits: (r) => r.roomType === 'condo' },
  ],
  [
    'homes from $500,000 to $900,000',
    {
      filter: { ...forSale, price: { min: 500_000, max: 900_000 } },
      query: { priceMin: 500_000, priceMax: 900_000 },
      fits: (r) => between(r, 500_000, 900_000),
    },
  ],
  [
    'houses up to $1,500,000',
    {
      filter: { ...forSale, roomType: 'res', price: { max: 1_500_000 } },
      query: { roomType: 'res', priceMax: 1_500_000 },
      fits: (r) => r.roomType === 'res' && r.price <= 1_500_000,
    },
  ],
]
const everyHome = ASKED[0]![1]

describe('the map’s counted cells', () => {
  let t: TestApp
  beforeAll(async () => {
    ;({ t } = await createMapTestApp())
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  /** The cells' answer for the test's few hundred homes: the app asks them only of views of many more. */
  const fromTheCells = (filter: ListingFilter, box: MapBbox, cell: { lng: number; lat: number }) =>
    clustersFromCells(db(), filter, box, cell, 1)

  /** The view's clusters by grouping every available sale listing in it that fits, on the view's grid: the map's. */
  async function expected(box: MapBbox, zoom: number, asked = everyHome) {
    const cell = clusterCell(zoom, box)
    const cells = new Map<string, Row[]>()
    for (const r of await allRows(t)) {
      if (r.sr !== 'Sale' || r.status !== 'A' || !isAvailableLsc(r.lsc) || !inMapBbox(pointOf(r), box)) continue
      if (!asked.fits(r)) continue
      const key = `${Math.floor(r.location.x / cell.lng)}:${Math.floor(r.location.y / cell.lat)}`
      cells.set(key, [...(cells.get(key) ?? []), r])
    }
    return [...cells.values()]
      .map((rs) => ({
        count: rs.length,
        lng: rs.reduce((s, r) => s + r.location.x, 0) / rs.length,
        lat: rs.reduce((s, r) => s + r.location.y, 0) / rs.length,
        minPrice: Math.min(...rs.map((r) => r.price)),
        maxPrice: Math.max(...rs.map((r) => r.price)),
      }))
      .sort((a, b) => b.count - a.count || a.lng - b.lng)
  }

  /** The view's clusters from the cells (never the grouping they stand in for), beside what grouping every home gives. */
  async function fromCells(box: MapBbox, zoom: number, asked: Asked) {
    const got = await fromTheCells(asked.filter, box, clusterCell(zoom, box))
    if (!got) throw new Error('the cells did not answer')
    return [...got].sort((a, b) => b.count - a.count || a.lng - b.lng)
  }

  async function expectSame(box: MapBbox, zoom: number, asked = everyHome) {
    const want = await expected(box, zoom, asked)
    const got = await fromCells(box, zoom, asked)
    expect(want.length).toBeGreaterThan(1)
    expect(got.map(({ count, minPrice, maxPrice }) => ({ count, minPrice, maxPrice }))).toEqual(
      want.map(({ count, minPrice, maxPrice }) => ({ count, minPrice, maxPrice })),
    )
    got.forEach((c, i) => {
      expect(c.lng).toBeCloseTo(want[i]!.lng, 9)
      expect(c.lat).toBeCloseTo(want[i]!.lat, 9)
    })
    // and the map's answer is the same, whichever way it took
    const { body } = await clusters(t, { bbox: bboxText(box), zoom, ...asked.query })
    expect(body.data.total).toBe(want.reduce((n, c) => n + c.count, 0))
  }

  /** Every view, as each filter asks it. */
  async function expectEverySame() {
    for (const [, asked] of ASKED) for (const [, box, zoom] of VIEWS) await expectSame(box, zoom, asked)
  }

  /** Marks one point many times over, as a large import would. */
  const markPoints = (n: number, sr: SaleOrLease, city: City, location: { x: number; y: number }) =>
    db()
      .insert(listingMapStale)
      .values(Array.from({ length: n }, () => ({ sr, city, location })))

  const staleCount = async () => Number((await db().select({ n: count() }).from(listingMapStale))[0]?.n)

  it('keeps every listing written as a point to count, and counts them at the refresh', async () => {
    expect(await staleCount()).toBeGreaterThan(0)
    expect(await refreshListingMapCells(db())).toBeGreaterThan(0)
    expect(await staleCount()).toBe(0)
    // nothing to recount the second time
    expect(await refreshListingMapCells(db())).toBe(0)
    const [sums] = await db()
      .select({ n: sql<number>`sum(${listingMapCells.n})::int` })
      .from(listingMapCells)
      .where(eq(listingMapCells.sr, 'Sale'))
    const available = (await allRows(t)).filter((r) => r.sr === 'Sale' && r.status === 'A' && isAvailableLsc(r.lsc))
    expect(sums?.n).toBe(available.length)
    // and the same homes by type and price band
    const [byPrice] = await db()
      .select({ n: sql<number>`sum(${listingMapPriceCells.n})::int` })
      .from(listingMapPriceCells)
      .where(eq(listingMapPriceCells.sr, 'Sale'))
    expect(byPrice?.n).toBe(available.length)
  })

  it.each(VIEWS)('gives %s the clusters of every home grouped', async (_name, box, zoom) => {
    await refreshListingMapCells(db())
    await expectSame(box, zoom)
  })

  it.each(ASKED.slice(1))('gives every view of %s the clusters of those homes grouped', async (_name, asked) => {
    await refreshListingMapCells(db())
    // homes priced at the round bounds themselves, and a dollar beyond them, each on the right side: homes on the
    // market well inside every view, so that the counted cells, not the edges, hold them
    const { west, south, east, north } = VIEWS[4]![1]
    const [w, h] = [2 * MAP_BASE_CELL.lng, 2 * MAP_BASE_CELL.lat]
    const inner = { west: west + w, south: south + h, east: east - w, north: north - h }
    const [a, b, c] = (await allRows(t)).filter(
      (r) =>
        r.sr === 'Sale' &&
        r.status === 'A' &&
        isAvailableLsc(r.lsc) &&
        inMapBbox(pointOf(r), inner) &&
        (asked.filter.roomType === undefined || r.roomType === asked.filter.roomType),
    )
    await db().update(listings).set({ price: 500_000 }).where(eq(listings.id, a!.id))
    await db().update(listings).set({ price: 900_000 }).where(eq(listings.id, b!.id))
    await db().update(listings).set({ price: 900_001 }).where(eq(listings.id, c!.id))
    await refreshListingMapCells(db())
    for (const [, box, zoom] of VIEWS) await expectSame(box, zoom, asked)
  })

  it('counts the cells changes touched from the listings until the refresh, then from the cells again', async () => {
    await refreshListingMapCells(db())
    const rows = (await allRows(t)).filter(
      (r) => r.sr === 'Sale' && r.status === 'A' && isAvailableLsc(r.lsc) && inMapBbox(pointOf(r), VIEWS[3]![1]),
    )
    expect(rows.length).toBeGreaterThan(5)
    const [cheaper, moved, sold, gone, retyped] = rows
    // a price cut, a home moved a cell east, one sold, one deleted, one of another type now, and a new one
    await db().update(listings).set({ price: 1 }).where(eq(listings.id, cheaper!.id))
    await db()
      .update(listings)
      .set({ roomType: retyped!.roomType === 'condo' ? 'res' : 'condo' })
      .where(eq(listings.id, retyped!.id))
    await db()
      .update(listings)
      .set({ location: { x: moved!.location.x + MAP_BASE_CELL.lng, y: moved!.location.y } })
      .where(eq(listings.id, moved!.id))
    await db().update(listings).set({ status: 'U', lsc: 'sld' }).where(eq(listings.id, sold!.id))
    await db().delete(listings).where(eq(listings.id, gone!.id))
    const { id: _id, searchText: _s, ...copy } = cheaper!
    await db()
      .insert(listings)
      .values({ ...copy, mlNum: `${cheaper!.mlNum}X`, price: 999_999_999, location: { x: -79.38, y: 43.65 } })
    // before and after for the four updates, the deleted and the new home
    expect(await staleCount()).toBe(2 * 4 + 1 + 1)
    await expectEverySame()

    expect(await refreshListingMapCells(db())).toBeGreaterThan(0)
    expect(await staleCount()).toBe(0)
    await expectEverySame()
  })

  it('recounts every cell in one pass after a large import, emptying those no home is left in', async () => {
    await refreshListingMapCells(db())
    const cellsOf = async () =>
      (await db().select().from(listingMapCells)).map((c) => `${c.sr}:${c.city}:${c.cx}:${c.cy}:${c.n}`).sort()
    const priceCellsOf = async () =>
      (await db().select().from(listingMapPriceCells))
        .map((c) => `${c.sr}:${c.city}:${c.roomType}:${c.band}:${c.cx}:${c.cy}:${c.n}`)
        .sort()
    const [alone] = (await allRows(t)).filter((r) => r.sr === 'Sale' && r.status === 'A' && isAvailableLsc(r.lsc))
    // a home moved where no other is, counted, then sold: its cell must go
    await db()
      .update(listings)
      .set({ location: { x: -79.2, y: 43.84 } })
      .where(eq(listings.id, alone!.id))
    await refreshListingMapCells(db())
    const withIt = await cellsOf()
    const withItByPrice = await priceCellsOf()
    await db().update(listings).set({ status: 'U', lsc: 'sld' }).where(eq(listings.id, alone!.id))
    await markPoints(RECOUNT_ALL_FROM + 1, 'Lease', 'vancouver', { x: -123.1, y: 49.28 })
    expect(await refreshListingMapCells(db())).toBeGreaterThan(0)
    expect(await staleCount()).toBe(0)
    const after = await cellsOf()
    expect(after).toHaveLength(withIt.length - 1)
    expect(await priceCellsOf()).toHaveLength(withItByPrice.length - 1)
    await expectEverySame()
  })

  it('marks nothing when an update leaves what the map counts as it was', async () => {
    await refreshListingMapCells(db())
    const [row] = await allRows(t)
    await db().update(listings).set({ description: 'Freshly painted.' }).where(eq(listings.id, row!.id))
    expect(await staleCount()).toBe(0)
  })

  it('leaves views filtered by more than type and round prices, narrow views, small views and a backlog of changes to the grouping of the listings', async () => {
    await refreshListingMapCells(db())
    const box = TORONTO
    const cell = clusterCell(11, box)
    expect(await fromTheCells({ ...forSale, price: { max: 900_500 } }, box, cell)).toBeNull()
    expect(await fromTheCells({ ...forSale, roomType: 'condo', price: { min: 523_000 } }, box, cell)).toBeNull()
    expect(await fromTheCells({ ...forSale, roomType: 'condo', beds: { min: 2 } }, box, cell)).toBeNull()
    expect(await fromTheCells({ ...forSale, neighbourhoods: ['Annex'] }, box, cell)).toBeNull()
    expect(await fromTheCells({ ...forSale, lsc: ['sld'], status: 'U' }, box, cell)).toBeNull()
    // a street's view: its cell is one base cell, and few base cells lie inside it
    const street = { west: -79.392, south: 43.645, east: -79.382, north: 43.651 }
    expect(await fromTheCells(forSale, street, clusterCell(16, street))).toBeNull()
    expect(await fromTheCells(forSale, box, cell)).not.toBeNull()
    // a view of fewer homes than the app's threshold groups them
    expect(await clustersFromCells(db(), forSale, box, cell)).toBeNull()
    await markPoints(STALE_POINTS_MAX + 1, 'Sale', 'toronto', { x: -79.4, y: 43.7 })
    expect(await fromTheCells(forSale, box, cell)).toBeNull()
    await expectSameThroughTheApi(box, 11)
    await refreshListingMapCells(db())
    expect(await fromTheCells(forSale, box, cell)).not.toBeNull()
  })

  async function expectSameThroughTheApi(box: MapBbox, zoom: number) {
    const want = await expected(box, zoom)
    const { body } = await clusters(t, { bbox: bboxText(box), zoom })
    expect(body.data.clusters.map((c) => c.count).sort((a, b) => b - a)).toEqual(want.map((c) => c.count))
  }
})
