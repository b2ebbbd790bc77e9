import {
  AVAILABLE_LSC_CODES,
  type City,
  type SaleOrLease,
  type SchoolLevel,
  type SchoolSort,
  type SchoolTeachingLanguage,
} from '@maplenest/core'
import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm'
import { listings, schoolEqaoResults, schoolFraserRankings, schools } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { distanceM, inBox, inBoxAround, withinRadius } from '../../platform/sql/geo.ts'
import { containing, ilike } from '../../platform/sql/like.ts'

export type SchoolRow = typeof schools.$inferSelect

export interface SchoolFilter {
  city?: City | undefined
  level?: SchoolLevel | undefined
  language?: SchoolTeachingLanguage | undefined
  category?: string | undefined
  board?: string | undefined
  minRating?: number | undefined
  /** Words that must each appear in the name or address (case-insensitive). */
  words?: readonly string[] | undefined
  bbox?: { w: number; s: number; e: number; n: number } | undefined
}

export type SchoolOrder = SchoolSort

/** The position after which a page starts: the sort value (rating, -1 for none, or the name) and the school number. */
export interface SchoolAfter {
  value: number | string
  schoolNumber: string
}

export interface NearListingRow {
  mlNum: string
  distanceM: number
}

type Point = { lat: number; lng: number }

function whereOf(f: SchoolFilter): SQL | undefined {
  return and(
    f.city ? eq(schools.city, f.city) : undefined,
    f.level ? eq(schools.level, f.level) : undefined,
    f.language ? eq(schools.language, f.language) : undefined,
    f.category ? eq(schools.category, f.category) : undefined,
    f.board ? eq(schools.board, f.board) : undefined,
    f.minRating !== undefined ? gte(schools.rating, f.minRating) : undefined,
    ...(f.words ?? []).map((w) =>
      or(ilike(schools.name, containing(w)), ilike(sql`coalesce(${schools.address}, '')`, containing(w))),
    ),
    f.bbox ? inBox(schools.location, { west: f.bbox.w, south: f.bbox.s, east: f.bbox.e, north: f.bbox.n }) : undefined,
  )
}

const RATING = sql<number>`coalesce(${schools.rating}, -1)`

const ORDER = {
  rating: { value: RATING, by: [desc(RATING), asc(schools.schoolNumber)] },
  name: { value: sql<string>`${schools.name}`, by: [asc(schools.name), asc(schools.schoolNumber)] },
} as const

function afterOf(order: SchoolOrder, after: SchoolAfter): SQL {
  if (order === 'rating') {
    // Rating descending, school number ascending.
    const v = Number(after.value)
    return sql`(${RATING} < ${v}::real or (${RATING} = ${v}::real and ${schools.schoolNumber} > ${after.schoolNumber}))`
  }
  return sql`(${schools.name}, ${schools.schoolNumber}) > (${String(after.value)}, ${after.schoolNumber})`
}

/** The schools tables (schools, Fraser rankings, EQAO results) and the listings near a point. */
export function createSchoolsRepository(t: Transactor) {
  return {
    /** One page in the given order after `after`, with one extra row to tell whether more follow. */
    async search(
      filter: SchoolFilter,
      order: SchoolOrder,
      after: SchoolAfter | null,
      limit: number,
    ): Promise<(SchoolRow & { sortValue: number | string })[]> {
      const o = ORDER[order]
      const rows = await t
        .db()
        .select({ school: schools, sortValue: o.value })
        .from(schools)
        .where(and(whereOf(filter), after ? afterOf(order, after) : undefined))
        .orderBy(...o.by)
        .limit(limit)
      return rows.map((r) => ({
        ...r.school,
        sortValue: order === 'rating' ? Number(r.sortValue) : String(r.sortValue),
      }))
    },

    async count(filter: SchoolFilter): Promise<number> {
      const [row] = await t.db().select({ n: sql<number>`count(*)::int` }).from(schools).where(whereOf(filter))
      return Number(row?.n ?? 0)
    },

    async find(schoolNumber: string): Promise<SchoolRow | null> {
      const [row] = await t.db().select().from(schools).where(eq(schools.schoolNumber, schoolNumber)).limit(1)
      return row ?? null
    },

    /** Newest year first. */
    async rankings(schoolNumber: string) {
      return t
        .db()
        .select({
          year: schoolFraserRankings.year,
          rating: schoolFraserRankings.rating,
          rank: schoolFraserRankings.rank,
          outOf: schoolFraserRankings.outOf,
        })
        .from(schoolFraserRankings)
        .where(eq(schoolFraserRankings.schoolNumber, schoolNumber))
        .orderBy(desc(schoolFraserRankings.year))
    },

    /** Newest year first, then grade and subject. */
    async eqao(schoolNumber: string) {
      return t
        .db()
        .select({
          year: schoolEqaoResults.year,
          grade: schoolEqaoResults.grade,
          subject: schoolEqaoResults.subject,
          percent: schoolEqaoResults.percent,
        })
        .from(schoolEqaoResults)
        .where(eq(schoolEqaoResults.schoolNumber, schoolNumber))
        .orderBy(desc(schoolEqaoResults.year), asc(schoolEqaoResults.grade), asc(schoolEqaoResults.subject))
    },

    /**
     * Active listings within `radiusM` of a point, lease before sale when `leaseFirst`, then nearest first (whole
     * metres) and by MLS number; after the key `after` = [lease rank, metres, MLS number].
     */
    async activeListingsNear(
      p: Point,
      radiusM: number,
      opts: { sr?: SaleOrLease; leaseFirst?: boolean; after?: [number, number, string] | null; limit: number },
    ): Promise<(NearListingRow & { srRank: number })[]> {
      const metres = sql<number>`round(${distanceM(listings.location, p)})::int`
      const srRank = opts.leaseFirst
        ? sql<number>`(case when ${listings.sr} = 'Lease' then 0 else 1 end)`
        : sql<number>`0`
      const after = opts.after
        ? sql`(${srRank}, ${metres}, ${listings.mlNum}) > (${opts.after[0]}::int, ${opts.after[1]}::int, ${opts.after[2]})`
        : undefined
      const rows = await t
        .db()
        .select({ mlNum: listings.mlNum, distanceM: metres, srRank })
        .from(listings)
        .where(
          and(
            eq(listings.status, 'A'),
            inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
            opts.sr ? eq(listings.sr, opts.sr) : undefined,
            withinRadius(listings.location, p, radiusM),
            after,
          ),
        )
        .orderBy(...(opts.leaseFirst ? [srRank] : []), metres, listings.mlNum)
        .limit(opts.limit)
      return rows.map((r) => ({ mlNum: r.mlNum, distanceM: Number(r.distanceM), srRank: Number(r.srRank) }))
    },

    /**
     * How many active listings of `sr` are within `radiusM` of each point, in the order of the points: one scan of
     * the listings in any of the points' boxes, counted per point.
     */
    async countActiveNear(points: readonly Point[], radiusM: number, sr: SaleOrLease): Promise<number[]> {
      if (points.length === 0) return []
      const counts = Object.fromEntries(
        points.map((p, i) => [
          `c${i}`,
          sql<number>`(count(*) filter (where ${withinRadius(listings.location, p, radiusM)}))::int`,
        ]),
      )
      const [row] = await t
        .db()
        .select(counts)
        .from(listings)
        .where(
          and(
            eq(listings.status, 'A'),
            inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
            eq(listings.sr, sr),
            sql`(${sql.join(
              points.map((p) => inBoxAround(listings.location, p, radiusM)),
              sql` or `,
            )})`,
          ),
        )
      return points.map((_, i) => Number(row?.[`c${i}`] ?? 0))
    },
  }
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>
