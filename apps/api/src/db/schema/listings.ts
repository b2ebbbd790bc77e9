import {
  AVAILABLE_LSC_CODES,
  CITIES,
  FURNISHED_VALUES,
  LISTING_NAME_KINDS,
  LISTING_STATUSES,
  LSC_CODES,
  ROOM_TYPES,
  SALE_OR_LEASE,
} from '@maplenest/core'
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { inList } from './in-list.ts'

const tz = () => timestamp({ withTimezone: true })

/**
 * One board listing (house), active or unavailable, as the RESO feed or the demo generator delivers it.
 * `location` is a PostgreSQL `point` with x = longitude and y = latitude. `search_text` is generated from the
 * address, MLS number, neighbourhood and cross streets (lower case) and indexed for pg_trgm similarity.
 * Money: price/original/close in whole dollars (rent per month for leases); taxes and maintenance in cents.
 */
/**
 * The list's newest-first order as index columns: newest listed first, the MLS number as tiebreak, nulls first as
 * ORDER BY … DESC has them.
 */
const newestFirst = (t: { inputDate: ExtraConfigColumn; mlNum: ExtraConfigColumn }) =>
  [t.inputDate.desc().nullsFirst(), t.mlNum.desc().nullsFirst()] as const

export const listings = pgTable(
  'listings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mlNum: text().notNull(),
    city: text({ enum: CITIES }).notNull(),
    sr: text({ enum: SALE_OR_LEASE }).notNull(),
    status: text({ enum: LISTING_STATUSES }).notNull(),
    lsc: text({ enum: LSC_CODES }).notNull(),
    roomType: text({ enum: ROOM_TYPES }).notNull(),
    propertyType: text().notNull(),
    style: text(),
    /** Street address without the unit, e.g. "88 Harbour St". */
    address: text().notNull(),
    unit: text(),
    streetName: text(),
    neighbourhood: text().notNull(),
    crossStreets: text(),
    postalCode: text(),
    location: point({ mode: 'xy' }).notNull(),
    price: integer().notNull(),
    originalPrice: integer(),
    closePrice: integer(),
    beds: integer().notNull().default(0),
    bedsPlus: integer().notNull().default(0),
    baths: integer().notNull().default(0),
    /** Living area range as the board gives it: "600-699", "1500-2000", "<500". */
    sqft: text(),
    parking: integer().notNull().default(0),
    locker: text(),
    furnished: text({ enum: FURNISHED_VALUES }),
    inputDate: tz().notNull(),
    closeDate: tz(),
    unavailableDate: tz(),
    dom: integer(),
    /** The record's timestampSql (RESO ModificationTimestamp). */
    updatedAt: tz().notNull(),
    yearBuilt: integer(),
    exposure: text(),
    possession: text(),
    taxesCents: integer(),
    taxYear: integer(),
    maintenanceCents: integer(),
    level: text(),
    registrationNumber: text(),
    management: text(),
    brokerage: text().notNull(),
    /** The listing agent's profile (agent_profiles.id) when the agent is on MapleNest; the feed's brokerage otherwise. */
    listAgentId: uuid(),
    description: text().notNull().default(''),
    airConditioning: text(),
    exterior: text(),
    fireplace: boolean(),
    heatingType: text(),
    heatingSource: text(),
    includedUtilities: text().array().notNull().default(sql`'{}'::text[]`),
    insurance: text(),
    pets: text(),
    balcony: text(),
    elevator: boolean(),
    lot: text(),
    ownership: text(),
    preconsId: text(),
    builderId: text(),
    layoutId: text(),
    source: text({ enum: ['demo', 'feed'] }).notNull(),
    searchText: text().generatedAlwaysAs(
      sql`lower(coalesce(address, '') || ' ' || coalesce(unit, '') || ' ' || ml_num || ' ' || coalesce(neighbourhood, '') || ' ' || coalesce(cross_streets, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('listings_ml_num_key').on(t.mlNum),
    // MLS numbers by their first characters, in byte order (a suggestion for C118…): the database's collation may not
    // let the unique index answer a prefix
    index('listings_ml_num_prefix_idx').on(sql`${t.mlNum} text_pattern_ops`),
    // The list's two orders, newest and by price, each walked in index order with the MLS number as tiebreak (nulls
    // first, as ORDER BY … DESC has them), so a page of 20 stops after about 20 rows; the price index carries beds,
    // baths and the status code, so counting a filtered set reads the index alone.
    index('listings_search_idx').on(t.city, t.sr, t.status, t.roomType, ...newestFirst(t)),
    // It carries the status code too, as every search asks for the codes of its view (never a conditional deal as for
    // sale), so the count reads no row.
    index('listings_search_price_idx').on(t.city, t.sr, t.status, t.roomType, t.price, t.mlNum, t.beds, t.baths, t.lsc),
    // The count beside a page of homes on the market (city, sale or lease, type, price, rooms): only available
    // listings, and none of the columns the order or the page needs, so its entries are few and short and equal ones
    // share one (decision 0163)
    index('listings_available_count_idx')
      .on(t.city, t.sr, t.roomType, t.price, t.beds, t.baths)
      .where(sql`${t.status} = 'A' and ${inList(t.lsc, AVAILABLE_LSC_CODES)}`),
    index('listings_status_close_idx').on(t.status, t.closeDate),
    index('listings_price_idx').on(t.price),
    // an agent's own listings on their profile
    index('listings_list_agent_idx').on(t.listAgentId, t.inputDate.desc()),
    // the newest update of the data set, shown as 'data last updated' (board display rules)
    index('listings_updated_at_idx').on(t.updatedAt),
    // every listing by its place (homes near a school or a campus, sold homes nearby); the map's views of available
    // homes read their own GiST, one for sale (`listings_map_sale_gist`) and one for lease, carrying the columns its
    // filters and lists read: written by hand in migration 0049, as drizzle-kit writes no INCLUDE
    index('listings_location_gist').using('gist', t.location),
    index('listings_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // a search by place (a district, a municipality, a neighbourhood: a list of neighbourhoods), newest first: each
    // neighbourhood's rows read in order and merged, rather than a whole region's filtered; where a place's homes on
    // the market lie reads `listings_available_place_idx`, carrying their points (written by hand in migration 0055)
    index('listings_neighbourhood_idx').on(t.city, t.neighbourhood, t.sr, t.status, ...newestFirst(t)),
    // a search by postal-code prefix (M2N), and the suggestion that names the prefix's area
    index('listings_postal_prefix_idx').on(sql`upper(left(${t.postalCode}, 3))`, t.status),
    // a property's listings over time (same address and unit), and a building's (same address), newest first
    index('listings_property_idx').on(
      t.city,
      sql`lower(${t.address})`,
      sql`lower(coalesce(${t.unit}, ''))`,
      t.inputDate.desc(),
    ),
  ],
)

/** Rooms of a listing in board order; dimensions in metres ("3.35 x 4.27"). */
export const listingRooms = pgTable(
  'listing_rooms',
  {
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ord: integer().notNull(),
    type: text().notNull(),
    level: text().notNull(),
    dimensions: text(),
    areaSqft: real(),
    features: text(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.ord] })],
)

/** Photos of a listing in display order. */
export const listingMedia = pgTable(
  'listing_media',
  {
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ord: integer().notNull(),
    url: text().notNull(),
    caption: text(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.ord] })],
)

/**
 * Board events of a property, keyed by MLS number (a relisted property has several numbers; each event names
 * the listing it belongs to). Event codes are the board's lsc codes (core's LSC_CODES).
 */
export const listingHistory = pgTable(
  'listing_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    mlNum: text().notNull(),
    event: text().notNull(),
    date: tz().notNull(),
    price: integer(),
  },
  (t) => [
    index('listing_history_listing_idx').on(t.listingId, t.date),
    index('listing_history_ml_num_idx').on(t.mlNum),
  ],
)

/**
 * The neighbourhood and street names the listings' addresses give, each with how many listings carry it, for the
 * search box's suggestions: a few thousand names rather than every listing's address. The database keeps it: triggers
 * on `listings` add and take away each statement's rows (migration 0030), whichever process or import writes them.
 */
export const listingNames = pgTable(
  'listing_names',
  {
    city: text({ enum: CITIES }).notNull(),
    kind: text({ enum: LISTING_NAME_KINDS }).notNull(),
    name: text().notNull(),
    listings: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.kind, t.name] })],
)

/** Dated exchange rates: `rate` units of `currency` for one unit of `base` (CNY). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    base: text().notNull().default('CNY'),
    currency: text().notNull(),
    rate: doublePrecision().notNull(),
    date: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    fetchedAt: tz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_base_currency_date_key').on(t.base, t.currency, t.date)],
)

/** A registered user's acceptance of the VOW terms of use (required to see sold data and history). */
export const vowAcceptances = pgTable('vow_acceptances', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptedAt: tz().notNull().defaultNow(),
  termsVersion: text().notNull(),
})

/** Listings a user opened, newest view kept per listing. */
export const browseHistory = pgTable(
  'browse_history',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mlNum: text().notNull(),
    viewedAt: tz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mlNum] }),
    index('browse_history_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
)

/** Progress of each feed sync: the newest ModificationTimestamp taken in, and the last run's report. */
export const ingestState = pgTable('ingest_state', {
  feed: text().primaryKey(),
  lastModificationTimestamp: tz(),
  lastRunAt: tz(),
  lastReport: jsonb(),
})
