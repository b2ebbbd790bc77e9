import type { LatLng, MapBbox } from '@maplenest/core'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { type ListingFilter, listingFilterSql } from '../../db/queries/listing-filters.ts'
import { clustersFromCells, refreshListingMapCells } from '../../db/queries/listing-map-cells.ts'
import { listings, mapShares } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { inBox, inPolygon } from '../../platform/sql/geo.ts'

interface ClusterRow {
  lng: number
  lat: number
  count: number
  minPrice: number
  maxPrice: number
}

type MapShareRow = typeof mapShares.$inferSelect

/** The filtered listings in the box: `point <@ box` is served by the GiST index. */
const filteredInBox = (filter: ListingFilter, b: MapBbox) => and(listingFilterSql(filter), inBox(listings.location, b))

/** Listings for the map: clusters and listings in a box, listings in a drawn area, and shared selections. */
export function createMapRepository(t: Transactor) {
  const newest = [desc(listings.inputDate), desc(listings.mlNum)]

  return {
    /**
     * The filtered listings in the box counted per grid cell (cell sizes in degrees), with their mean position and
     * price range: from the counted cells when they can answer, otherwise by grouping the listings.
     */
    async clusters(filter: ListingFilter, box: MapBbox, cell: { lng: number; lat: number }): Promise<ClusterRow[]> {
      // a wide view of the homes on the market adds up the counted cells (decision 0168)
      const counted = await clustersFromCells(t.db(), filter, box, cell)
      if (counted) return counted
      // The cell sizes are written into the statement (numbers the service computed), so the grouping expressions
      // are the same text wherever they appear.
      const size = (v: number) => {
        if (!Number.isFinite(v) || v <= 0) throw new Error(`bad cluster cell size ${v}`)
        return sql.raw(`${v}::float8`)
      }
      const gx = sql`floor(${listings.location}[0] / ${size(cell.lng)})`
      const gy = sql`floor(${listings.location}[1] / ${size(cell.lat)})`
      // Each cell's mean position as sum over count: avg(float8) also keeps a sum of squares for every row (it serves the
      // variance too), 7 % of a region's grouping at 1,000,000 listings.
      const lng = sql<number>`sum(${listings.location}[0]) / count(*)`
      const lat = sql<number>`sum(${listings.location}[1]) / count(*)`
      const rows = await t
        .db()
        .select({
          lng,
          lat,
          count: sql<number>`count(*)::int`,
          minPrice: sql<number>`min(${listings.price})`,
          maxPrice: sql<number>`max(${listings.price})`,
        })
        .from(listings)
        .where(filteredInBox(filter, box))
        .groupBy(gx, gy)
        .orderBy(sql`count(*) desc`, lng, lat)
      return rows.map((r) => ({
        lng: Number(r.lng),
        lat: Number(r.lat),
        count: Number(r.count),
        minPrice: Number(r.minPrice),
        maxPrice: Number(r.maxPrice),
      }))
    },

    /** Recounts the cells listing changes have touched since the last time; null when another process is at it. */
    refreshCells(): Promise<number | null> {
      return refreshListingMapCells(t.db())
    },

    /** West, south, east and north of the filtered listings wherever they lie; null when there are none. */
    async extent(filter: ListingFilter): Promise<[number, number, number, number] | null> {
      const [row] = await t
        .db()
        .select({
          w: sql<number | null>`min(${listings.location}[0])`,
          s: sql<number | null>`min(${listings.location}[1])`,
          e: sql<number | null>`max(${listings.location}[0])`,
          n: sql<number | null>`max(${listings.location}[1])`,
        })
        .from(listings)
        .where(listingFilterSql(filter))
      if (!row || row.w === null || row.s === null || row.e === null || row.n === null) return null
      return [Number(row.w), Number(row.s), Number(row.e), Number(row.n)]
    },

    /** How many filtered listings lie in the box. */
    async countInBox(filter: ListingFilter, box: MapBbox): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(filteredInBox(filter, box))
      return Number(row?.n ?? 0)
    },

    /** The MLS numbers of the newest filtered listings in the box. */
    async newestInBox(filter: ListingFilter, box: MapBbox, limit: number): Promise<string[]> {
      const rows = await t
        .db()
        .select({ mlNum: listings.mlNum })
        .from(listings)
        .where(filteredInBox(filter, box))
        .orderBy(...newest)
        .limit(limit)
      return rows.map((r) => r.mlNum)
    },

    /**
     * The newest filtered listings inside the ring (edges included) and how many there are in all: the ring's box
     * narrows the rows through the GiST index, `point <@ polygon` decides. One walk gives both: the count is a window
     * over every row, taken before the newest are kept (a second statement for the count read the area twice).
     */
    async inArea(
      filter: ListingFilter,
      ring: readonly LatLng[],
      box: MapBbox,
      limit: number,
    ): Promise<{ mlNums: string[]; total: number }> {
      const rows = await t
        .db()
        .select({ mlNum: listings.mlNum, total: sql<number>`count(*) over ()` })
        .from(listings)
        .where(and(filteredInBox(filter, box), inPolygon(listings.location, ring)))
        .orderBy(...newest)
        .limit(limit)
      return { mlNums: rows.map((r) => r.mlNum), total: Number(rows[0]?.total ?? 0) }
    },

    /** Which of these MLS numbers are listings. */
    async existingMlNums(mlNums: readonly string[]): Promise<Set<string>> {
      if (mlNums.length === 0) return new Set()
      const rows = await t
        .db()
        .select({ mlNum: listings.mlNum })
        .from(listings)
        .where(inArray(listings.mlNum, [...mlNums]))
      return new Set(rows.map((r) => r.mlNum))
    },

    async insertShare(share: MapShareRow): Promise<void> {
      await t.db().insert(mapShares).values(share)
    },

    async findShare(id: string): Promise<MapShareRow | null> {
      const [row] = await t.db().select().from(mapShares).where(eq(mapShares.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type MapRepository = ReturnType<typeof createMapRepository>
