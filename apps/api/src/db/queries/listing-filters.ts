import {
  boundsOf,
  type City,
  type Furnished,
  type LatLng,
  type ListingStatus,
  type RoomType,
  type SaleOrLease,
} from '@maplenest/core'
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { inBox, inPolygon, withinRadius } from '../../platform/sql/geo.ts'
import { containing, like } from '../../platform/sql/like.ts'
import { listings } from '../schema.ts'

type ListingRow = typeof listings.$inferSelect

/** What the filters of a search say, in columns and values (the service turns the query into this). */
export interface ListingFilter {
  city?: City | undefined
  sr: SaleOrLease
  roomType?: RoomType | undefined
  status: ListingStatus
  /** Only these lsc codes; undefined for any. */
  lsc?: readonly string[] | undefined
  /** The date column the time window applies to, and its lower bound. */
  since?: { column: 'inputDate' | 'closeDate' | 'unavailableDate'; from: Date } | undefined
  yearBuilt?: { min?: number | undefined; max?: number | undefined } | undefined
  furnished?: Furnished | undefined
  price?: { min?: number | undefined; max?: number | undefined } | undefined
  beds?: { min?: number | undefined; max?: number | undefined } | undefined
  baths?: { min?: number | undefined; max?: number | undefined } | undefined
  /** Lower-cased words that must each appear, allowing typos, in the address, MLS number, neighbourhood or cross streets. */
  words?: readonly string[] | undefined
  mlNum?: string | undefined
  near?: { points: readonly LatLng[]; radiusM: number } | undefined
  /** Near a named station or campus too: within the radius of one of each reach's points, every reach holding. */
  reaches?: readonly { points: readonly LatLng[]; radiusM: number }[] | undefined
  /** Only these neighbourhoods (a district expanded into its neighbourhoods). */
  neighbourhoods?: readonly string[] | undefined
  /** Only homes whose postal code starts with this prefix (M2N). */
  postalPrefix?: string | undefined
  /** Only inside this ring (the assistant's drawn areas; the map's own go through the map module). */
  polygon?: readonly LatLng[] | undefined
}

function range(column: PgColumn, r?: { min?: number | undefined; max?: number | undefined }) {
  return [
    r?.min !== undefined ? sql`${column} >= ${r.min}::int` : undefined,
    r?.max !== undefined ? sql`${column} <= ${r.max}::int` : undefined,
  ]
}

/** A postal code's prefix, as the listings' index of prefixes holds it (schema/listings.ts). */
export const postalPrefixOf = (column: PgColumn): SQL => sql`upper(left(${column}, 3))`

/**
 * One search word: a typo-tolerant trigram match (`<%`, word similarity ≥ 0.6, served by the GIN index) for words
 * of three letters or more; shorter words ("st", "88") would match nearly every row that way, so they must appear
 * as they are.
 */
export function listingWordMatch(word: string): SQL {
  if (word.length >= 3) return sql`${word} <% ${listings.searchText}`
  return like(listings.searchText, containing(word))
}

/**
 * The conditions of a listing filter over the `listings` table, written once for every query over the same filters:
 * the listing searches, the map's counts, clusters and draws, and the market's figures. It lives in `db/queries`,
 * beside no module, so each of them imports it and none reads another's repository.
 */
export function listingFilterSql(f: ListingFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.city ? eq(listings.city, f.city) : undefined,
    eq(listings.sr, f.sr),
    f.roomType ? eq(listings.roomType, f.roomType) : undefined,
    eq(listings.status, f.status),
    f.lsc ? inArray(listings.lsc, [...f.lsc] as ListingRow['lsc'][]) : undefined,
    f.since ? gte(listings[f.since.column], f.since.from) : undefined,
    ...range(listings.yearBuilt, f.yearBuilt),
    f.furnished ? eq(listings.furnished, f.furnished) : undefined,
    ...range(listings.price, f.price),
    ...range(listings.beds, f.beds),
    ...range(listings.baths, f.baths),
    f.mlNum ? eq(listings.mlNum, f.mlNum) : undefined,
    ...(f.words ?? []).map(listingWordMatch),
    f.neighbourhoods ? inArray(listings.neighbourhood, [...f.neighbourhoods]) : undefined,
    f.postalPrefix ? sql`${postalPrefixOf(listings.postalCode)} = ${f.postalPrefix}` : undefined,
    f.polygon ? inBox(listings.location, boundsOf(f.polygon)) : undefined,
    f.polygon ? inPolygon(listings.location, f.polygon) : undefined,
  ]
  for (const reach of [f.near, ...(f.reaches ?? [])]) {
    if (!reach?.points.length) continue
    const { radiusM } = reach
    conds.push(
      sql`(${sql.join(
        reach.points.map((p) => withinRadius(listings.location, p, radiusM)),
        sql` or `,
      )})`,
    )
  }
  return and(...conds)
}
