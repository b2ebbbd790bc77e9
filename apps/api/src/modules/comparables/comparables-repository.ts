import { type City, COMPARABLE_BEDS_DELTA, COMPARABLE_STEPS, type SaleOrLease, stepSince } from '@maplenest/core'
import { and, between, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import { listingMedia, listings } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { distanceM, withinRadius } from '../../platform/sql/geo.ts'

/** What the search needs of the home itself. */
export interface ComparableSubjectRow {
  mlNum: string
  city: City
  sr: SaleOrLease
  propertyType: string
  address: string
  unit: string | null
  neighbourhood: string
  location: { x: number; y: number }
  beds: number
  baths: number
  sqft: string | null
}

export interface ComparableRow {
  mlNum: string
  city: City
  address: string
  unit: string | null
  neighbourhood: string
  location: { x: number; y: number }
  closeDate: Date
  closePrice: number
  price: number
  beds: number
  bedsPlus: number
  baths: number
  sqft: string | null
  photo: string | null
  distanceM: number
}

/** More candidates than this are not read: the nearest are kept. */
const CANDIDATES_MAX = 300

const WIDEST = COMPARABLE_STEPS[COMPARABLE_STEPS.length - 1]!

export function createComparablesRepository(t: Transactor) {
  return {
    async subject(mlNum: string): Promise<ComparableSubjectRow | null> {
      const [row] = await t
        .db()
        .select({
          mlNum: listings.mlNum,
          city: listings.city,
          sr: listings.sr,
          propertyType: listings.propertyType,
          address: listings.address,
          unit: listings.unit,
          neighbourhood: listings.neighbourhood,
          location: listings.location,
          beds: listings.beds,
          baths: listings.baths,
          sqft: listings.sqft,
        })
        .from(listings)
        .where(eq(listings.mlNum, mlNum))
        .limit(1)
      return row ?? null
    },

    /**
     * Homes that closed as the widest step reaches, before `asOf`: the same kind (property type) and sale or
     * lease, bedrooms within one, within its radius or in the same neighbourhood, other properties than this one;
     * nearest first.
     */
    async candidates(subject: ComparableSubjectRow, asOf: Date): Promise<ComparableRow[]> {
      const p = { lat: subject.location.y, lng: subject.location.x }
      const distance = distanceM(listings.location, p)
      const sameProperty: SQL = sql`(lower(${listings.address}) = lower(${subject.address}) and lower(coalesce(${listings.unit}, '')) = lower(${subject.unit ?? ''}))`
      const rows = await t
        .db()
        .select({
          mlNum: listings.mlNum,
          city: listings.city,
          address: listings.address,
          unit: listings.unit,
          neighbourhood: listings.neighbourhood,
          location: listings.location,
          closeDate: listings.closeDate,
          closePrice: listings.closePrice,
          price: listings.price,
          beds: listings.beds,
          bedsPlus: listings.bedsPlus,
          baths: listings.baths,
          sqft: listings.sqft,
          photo: sql<
            string | null
          >`(select m.url from ${listingMedia} m where m.listing_id = ${listings.id} order by m.ord limit 1)`,
          distanceM: sql<number>`round(${distance})::int`,
        })
        .from(listings)
        .where(
          and(
            eq(listings.city, subject.city),
            eq(listings.sr, subject.sr),
            eq(listings.propertyType, subject.propertyType),
            eq(listings.status, 'U'),
            eq(listings.lsc, subject.sr === 'Lease' ? 'lsd' : 'sld'),
            gte(listings.closeDate, stepSince(WIDEST, asOf)),
            lte(listings.closeDate, asOf),
            between(listings.beds, subject.beds - COMPARABLE_BEDS_DELTA, subject.beds + COMPARABLE_BEDS_DELTA),
            or(withinRadius(listings.location, p, WIDEST.radiusM), eq(listings.neighbourhood, subject.neighbourhood)),
            sql`not ${sameProperty}`,
          ),
        )
        .orderBy(distance, listings.mlNum)
        .limit(CANDIDATES_MAX)
      return rows.flatMap((r) =>
        r.closeDate && r.closePrice !== null ? [{ ...r, closeDate: r.closeDate, closePrice: r.closePrice }] : [],
      )
    },
  }
}

export type ComparablesRepository = ReturnType<typeof createComparablesRepository>
