import type { City } from '@maplenest/core'
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm'
import { type ListingFilter, listingFilterSql } from '../../db/queries/listing-filters.ts'
import { listings } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export interface AreaFilter {
  city: City
  neighbourhood?: string | undefined
  /** The city's time zone: months are counted on its clock. */
  timeZone: string
  since: Date
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

/**
 * Market figures from the listings table: the sale market by month (median with percentile_cont, months on the
 * city's clock), and one filter's count, median price and days on market (the assistant's market facts).
 */
export function createMarketRepository(t: Transactor) {
  const area = (f: AreaFilter) =>
    and(
      eq(listings.city, f.city),
      eq(listings.sr, 'Sale'),
      f.neighbourhood ? eq(listings.neighbourhood, f.neighbourhood) : undefined,
    )

  return {
    async newListings(f: AreaFilter) {
      const month = sql<string>`to_char(${listings.inputDate} at time zone ${f.timeZone}, 'YYYY-MM')`
      const rows = await t
        .db()
        .select({
          month,
          count: sql<number>`count(*)::int`,
          medianPrice: sql<string | null>`percentile_cont(0.5) within group (order by ${listings.price})`,
        })
        .from(listings)
        .where(and(area(f), gte(listings.inputDate, f.since)))
        // By position: the month expression binds the time zone as a parameter, which GROUP BY would not match.
        .groupBy(sql`1`)
      return rows.map((r) => ({ month: r.month, count: r.count, medianPrice: num(r.medianPrice) }))
    },

    async sold(f: AreaFilter) {
      const month = sql<string>`to_char(${listings.closeDate} at time zone ${f.timeZone}, 'YYYY-MM')`
      const rows = await t
        .db()
        .select({
          month,
          count: sql<number>`count(*)::int`,
          medianPrice: sql<string | null>`percentile_cont(0.5) within group (order by ${listings.closePrice})`,
          medianDom: sql<string | null>`percentile_cont(0.5) within group (order by ${listings.dom})`,
          overAsking: sql<
            string | null
          >`avg(case when ${listings.closePrice} > ${listings.price} then 1.0 else 0.0 end)`,
        })
        .from(listings)
        .where(and(area(f), eq(listings.lsc, 'sld'), isNotNull(listings.closePrice), gte(listings.closeDate, f.since)))
        // By position: the month expression binds the time zone as a parameter, which GROUP BY would not match.
        .groupBy(sql`1`)
      return rows.map((r) => ({
        month: r.month,
        count: r.count,
        medianPrice: num(r.medianPrice),
        medianDom: num(r.medianDom),
        overAskingShare: num(r.overAsking),
      }))
    },

    /**
     * How many listings pass the filter, with the median price and days on market: asking price and days since
     * listing (at `now`) of available ones, close price and the board's days on market of closed ones.
     */
    async figures(
      filter: ListingFilter,
      kind: 'active' | 'closed',
      now: Date,
    ): Promise<{ count: number; medianPrice: number | null; medianDom: number | null }> {
      const price = kind === 'active' ? listings.price : listings.closePrice
      const dom =
        kind === 'active'
          ? sql`extract(epoch from (${now.toISOString()}::timestamptz - ${listings.inputDate})) / 86400`
          : sql`${listings.dom}`
      const [row] = await t
        .db()
        .select({
          n: sql<number>`count(*)::int`,
          price: sql<number | null>`percentile_cont(0.5) within group (order by ${price})`,
          dom: sql<number | null>`percentile_cont(0.5) within group (order by ${dom})`,
        })
        .from(listings)
        .where(listingFilterSql(filter))
      const round = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)))
      return { count: Number(row?.n ?? 0), medianPrice: round(row?.price), medianDom: round(row?.dom) }
    },

    async neighbourhoods(city: City): Promise<string[]> {
      const rows = await t
        .db()
        .selectDistinct({ name: listings.neighbourhood })
        .from(listings)
        .where(and(eq(listings.city, city), eq(listings.sr, 'Sale')))
        .orderBy(listings.neighbourhood)
      return rows.map((r) => r.name)
    },
  }
}
export type MarketRepository = ReturnType<typeof createMarketRepository>
