import {
  AVAILABLE_LSC_CODES,
  type City,
  type ListingNameKind,
  type ListingSort,
  type SchoolLevel,
  type SchoolTeachingLanguage,
  type SuggestionKind,
} from '@maplenest/core'
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm'
import { type ListingFilter, listingFilterSql, postalPrefixOf } from '../../db/queries/listing-filters.ts'
import {
  agentProfiles,
  listingHistory,
  listingMedia,
  listingNames,
  listingRooms,
  listings,
  schools,
  users,
} from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { distanceM, withinRadius } from '../../platform/sql/geo.ts'
import { like, startingWith } from '../../platform/sql/like.ts'

export type ListingRow = typeof listings.$inferSelect

export type ListingOrder = ListingSort

/** The position after which a page starts: the sort value (timestamp text or price) and the MLS number. */
export interface ListingAfter {
  value: string | number
  mlNum: string
}

const ORDER = {
  new: { value: sql<string>`${listings.inputDate}::text`, by: [desc(listings.inputDate), desc(listings.mlNum)] },
  priceDesc: { value: sql<number>`${listings.price}`, by: [desc(listings.price), desc(listings.mlNum)] },
  priceAsc: { value: sql<number>`${listings.price}`, by: [asc(listings.price), asc(listings.mlNum)] },
} as const

function afterOf(order: ListingOrder, after: ListingAfter): SQL {
  switch (order) {
    case 'new':
      return sql`(${listings.inputDate}, ${listings.mlNum}) < (${String(after.value)}::timestamptz, ${after.mlNum})`
    case 'priceDesc':
      return sql`(${listings.price}, ${listings.mlNum}) < (${Number(after.value)}::int, ${after.mlNum})`
    case 'priceAsc':
      return sql`(${listings.price}, ${listings.mlNum}) > (${Number(after.value)}::int, ${after.mlNum})`
  }
}

/** The columns of a list item: the listing's own and its first photo and photo count. */
const summaryColumns = {
  id: listings.id,
  mlNum: listings.mlNum,
  city: listings.city,
  sr: listings.sr,
  status: listings.status,
  lsc: listings.lsc,
  roomType: listings.roomType,
  address: listings.address,
  unit: listings.unit,
  neighbourhood: listings.neighbourhood,
  location: listings.location,
  price: listings.price,
  closePrice: listings.closePrice,
  beds: listings.beds,
  bedsPlus: listings.bedsPlus,
  baths: listings.baths,
  sqft: listings.sqft,
  parking: listings.parking,
  furnished: listings.furnished,
  inputDate: listings.inputDate,
  closeDate: listings.closeDate,
  unavailableDate: listings.unavailableDate,
  dom: listings.dom,
  updatedAt: listings.updatedAt,
  brokerage: listings.brokerage,
  photo: sql<
    string | null
  >`(select m.url from ${listingMedia} m where m.listing_id = ${listings.id} order by m.ord limit 1)`,
  photoCount: sql<number>`(select count(*)::int from ${listingMedia} m where m.listing_id = ${listings.id})`,
}

export type ListingSummaryRow = Pick<
  ListingRow,
  Exclude<keyof typeof summaryColumns, 'photo' | 'photoCount'> & keyof ListingRow
> & { photo: string | null; photoCount: number }

const factColumns = {
  yearBuilt: listings.yearBuilt,
  exposure: listings.exposure,
  taxesCents: listings.taxesCents,
  taxYear: listings.taxYear,
  maintenanceCents: listings.maintenanceCents,
}

export type ListingFactsRow = ListingSummaryRow & Pick<ListingRow, keyof typeof factColumns>

/** At most this many listings of one property are read (a unit relisted every month for years stays bounded). */
const PROPERTY_LISTINGS_MAX = 50

const propertyColumns = {
  mlNum: listings.mlNum,
  sr: listings.sr,
  status: listings.status,
  lsc: listings.lsc,
  inputDate: listings.inputDate,
  price: listings.price,
  closePrice: listings.closePrice,
  closeDate: listings.closeDate,
  unavailableDate: listings.unavailableDate,
}
export type PropertyListingRow = Pick<ListingRow, keyof typeof propertyColumns>

export interface SchoolNearRow {
  schoolNumber: string
  name: string
  level: SchoolLevel
  language: SchoolTeachingLanguage
  rating: number | null
  distanceM: number
  lat: number
  lng: number
}

export interface SuggestionRow {
  kind: SuggestionKind
  label: string
  mlNum: string | null
  city: City
}

/**
 * The listing agent's profile while its broker's account is live. A broker who cancelled is no longer shown
 * anywhere: their listings stay, with the brokerage alone, and nothing leads to the hidden profile.
 */
const cancelledListAgent = sql`select 1 from ${agentProfiles} join ${users} on ${users.id} = ${agentProfiles.userId}
  where ${agentProfiles.id} = ${listings.listAgentId} and ${users.cancelledAt} is not null`
const listAgentIdShown = sql<
  string | null
>`case when exists (${cancelledListAgent}) then null else ${listings.listAgentId} end`

/** The listing tables: `listings` and its rooms, photos and history, and the schools near a point. */
/** The start of an MLS number as typed: a letter and at least two digits (C118, r31). */
const MLS_NUMBER_START = /^[a-z]\d{2,}$/i

/** A listing suggested by its MLS number: the number, then its unit and address. */
const numberSuggestion = (r: { mlNum: string; unit: string | null; address: string; city: City }) => ({
  kind: 'listing' as const,
  label: `${r.mlNum} · ${r.unit ? `${r.unit} - ` : ''}${r.address}`,
  mlNum: r.mlNum,
  city: r.city,
})

export function createListingsRepository(t: Transactor) {
  return {
    /** One page in the given order, starting after `after`, with one extra row to tell whether more follow. */
    async search(
      filter: ListingFilter,
      order: ListingOrder,
      after: ListingAfter | null,
      limit: number,
    ): Promise<(ListingSummaryRow & { sortValue: string | number })[]> {
      const o = ORDER[order]
      const rows = await t
        .db()
        .select({ ...summaryColumns, sortValue: o.value })
        .from(listings)
        .where(and(listingFilterSql(filter), after ? afterOf(order, after) : undefined))
        .orderBy(...o.by)
        .limit(limit)
      return rows.map((r) => ({ ...r, sortValue: order === 'new' ? String(r.sortValue) : Number(r.sortValue) }))
    },

    async count(filter: ListingFilter): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(listingFilterSql(filter))
      return Number(row?.n ?? 0)
    },

    /** The newest update time of any listing, or null for an empty table. */
    async dataUpdatedAt(): Promise<Date | null> {
      const [row] = await t
        .db()
        .select({ at: sql<Date | null>`max(${listings.updatedAt})`.mapWith(listings.updatedAt) })
        .from(listings)
      return row?.at ?? null
    },

    async findByMlNum(mlNum: string): Promise<(ListingRow & { photo: string | null; photoCount: number }) | null> {
      const [row] = await t
        .db()
        .select({
          listing: listings,
          listAgentId: listAgentIdShown,
          photo: summaryColumns.photo,
          photoCount: summaryColumns.photoCount,
        })
        .from(listings)
        .where(eq(listings.mlNum, mlNum))
        .limit(1)
      return row
        ? { ...row.listing, listAgentId: row.listAgentId, photo: row.photo, photoCount: Number(row.photoCount) }
        : null
    },

    /** An agent's active listings, newest first. */
    async activeByAgent(agentId: string, limit: number): Promise<ListingSummaryRow[]> {
      return t
        .db()
        .select(summaryColumns)
        .from(listings)
        .where(and(eq(listings.listAgentId, agentId), eq(listings.status, 'A')))
        .orderBy(desc(listings.inputDate), desc(listings.mlNum))
        .limit(limit)
    },

    async countActiveByAgent(agentId: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.listAgentId, agentId), eq(listings.status, 'A')))
      return Number(row?.n ?? 0)
    },

    async summariesByMlNums(mlNums: readonly string[]): Promise<ListingSummaryRow[]> {
      if (mlNums.length === 0) return []
      return t
        .db()
        .select(summaryColumns)
        .from(listings)
        .where(inArray(listings.mlNum, [...mlNums]))
    },

    /** List items with the building's figures a comparison needs (year built, exposure, taxes, maintenance). */
    async factsByMlNums(mlNums: readonly string[]): Promise<ListingFactsRow[]> {
      if (mlNums.length === 0) return []
      return t
        .db()
        .select({ ...summaryColumns, ...factColumns })
        .from(listings)
        .where(inArray(listings.mlNum, [...mlNums]))
    },

    async rooms(listingId: number) {
      return t.db().select().from(listingRooms).where(eq(listingRooms.listingId, listingId)).orderBy(listingRooms.ord)
    },

    async media(listingId: number) {
      return t.db().select().from(listingMedia).where(eq(listingMedia.listingId, listingId)).orderBy(listingMedia.ord)
    },

    async history(listingId: number) {
      return t
        .db()
        .select()
        .from(listingHistory)
        .where(eq(listingHistory.listingId, listingId))
        .orderBy(desc(listingHistory.date), desc(listingHistory.id))
    },

    /**
     * Every listing of a property: the same city, street address and unit (case aside), newest first. Read through
     * listings_property_idx.
     */
    async propertyListings(row: Pick<ListingRow, 'city' | 'address' | 'unit'>): Promise<PropertyListingRow[]> {
      return t
        .db()
        .select(propertyColumns)
        .from(listings)
        .where(
          and(
            eq(listings.city, row.city),
            sql`lower(${listings.address}) = lower(${row.address})`,
            sql`lower(coalesce(${listings.unit}, '')) = lower(${row.unit ?? ''})`,
          ),
        )
        .orderBy(desc(listings.inputDate), desc(listings.mlNum))
        .limit(PROPERTY_LISTINGS_MAX)
    },

    /** The nearest schools within `radiusM` of a point, nearest first. */
    async schoolsNear(p: { lat: number; lng: number }, radiusM: number, limit: number): Promise<SchoolNearRow[]> {
      const distance = distanceM(schools.location, p)
      const rows = await t
        .db()
        .select({
          schoolNumber: schools.schoolNumber,
          name: schools.name,
          level: schools.level,
          language: schools.language,
          rating: schools.rating,
          location: schools.location,
          distanceM: sql<number>`round(${distance})::int`,
        })
        .from(schools)
        .where(withinRadius(schools.location, p, radiusM))
        .orderBy(distance, schools.schoolNumber)
        .limit(limit)
      return rows.map(({ location, ...r }) => ({
        ...r,
        lat: location.y,
        lng: location.x,
        distanceM: Number(r.distanceM),
      }))
    },

    /** Available listings like this one (city, sale or lease, room type, price within the band), nearest first. */
    async similar(row: ListingRow, priceBand: number, limit: number): Promise<ListingSummaryRow[]> {
      const p = { lng: row.location.x, lat: row.location.y }
      return t
        .db()
        .select(summaryColumns)
        .from(listings)
        .where(
          and(
            eq(listings.city, row.city),
            eq(listings.sr, row.sr),
            eq(listings.roomType, row.roomType),
            eq(listings.status, 'A'),
            inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
            ne(listings.id, row.id),
            gte(listings.price, Math.floor(row.price * (1 - priceBand))),
            lte(listings.price, Math.ceil(row.price * (1 + priceBand))),
          ),
        )
        .orderBy(distanceM(listings.location, p), listings.mlNum)
        .limit(limit)
    },

    /**
     * The area a postal-code prefix names, as the homes on the market there have it: the region and the
     * neighbourhood most of them are in, or null when no home on the market has a code with that prefix.
     */
    async postalArea(prefix: string, city: City | undefined): Promise<{ city: City; neighbourhood: string } | null> {
      const [row] = await t
        .db()
        .select({ city: listings.city, neighbourhood: listings.neighbourhood })
        .from(listings)
        .where(
          and(
            sql`${postalPrefixOf(listings.postalCode)} = ${prefix}`,
            eq(listings.status, 'A'),
            city ? eq(listings.city, city) : undefined,
          ),
        )
        .groupBy(listings.city, listings.neighbourhood)
        .orderBy(sql`count(*) desc`, listings.neighbourhood)
        .limit(1)
      return row ?? null
    },

    /**
     * Suggestions for a search box: MLS numbers starting with the text, then the neighbourhoods and streets of the
     * listings' addresses whose names are like it, read from their names (`listing_names`), not from every address.
     */
    async suggest(text: string, city: City | undefined, limit: number): Promise<SuggestionRow[]> {
      const db = t.db()
      const byNumber = await db
        .select({ mlNum: listings.mlNum, address: listings.address, unit: listings.unit, city: listings.city })
        .from(listings)
        .where(and(city ? eq(listings.city, city) : undefined, like(listings.mlNum, startingWith(text.toUpperCase()))))
        // byte order, as the prefix index keeps them: numbers are letters and digits, alike in any order
        .orderBy(sql`${listings.mlNum} collate "C"`)
        .limit(3)
      // The start of an MLS number (a letter and digits) names no neighbourhood or street.
      if (MLS_NUMBER_START.test(text)) return byNumber.map(numberSuggestion)
      const score = sql<number>`word_similarity(${text}, lower(${listingNames.name}))`
      const named = (kind: ListingNameKind) =>
        db
          .select({ name: listingNames.name, city: listingNames.city })
          .from(listingNames)
          .where(
            and(
              eq(listingNames.kind, kind),
              city ? eq(listingNames.city, city) : undefined,
              sql`${listingNames.listings} > 0`,
              sql`${score} >= 0.4`,
            ),
          )
          .orderBy(desc(score), listingNames.name, listingNames.city)
          .limit(limit)
      const [hoods, streets] = [await named('neighbourhood'), await named('street')]
      return [
        ...byNumber.map(numberSuggestion),
        ...hoods.map((r) => ({ kind: 'neighbourhood' as const, label: r.name, mlNum: null, city: r.city })),
        ...streets.map((r) => ({ kind: 'street' as const, label: r.name, mlNum: null, city: r.city })),
      ]
    },
  }
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>
