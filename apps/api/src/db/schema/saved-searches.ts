import {
  CITIES,
  type LatLng,
  LISTING_ALERT_KINDS,
  LISTING_STATUSES,
  LSC_CODES,
  ROOM_TYPES,
  SALE_OR_LEASE,
  SAVED_SEARCH_FREQUENCIES,
  SEARCH_STATUSES,
} from '@maplenest/core'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { StoredCircles } from '../../platform/sql/geo.ts'
import { users } from './accounts.ts'

const tz = () => timestamp({ withTimezone: true })

/** A PostgreSQL `box`, written and read as its text: "(east,north),(west,south)" in degrees (x = longitude). */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' })

/** A PostgreSQL `polygon`, written and read as its text: "((x1,y1),(x2,y2),…)" in degrees (x = longitude). */
const polygon = customType<{ data: string; driverData: string }>({ dataType: () => 'polygon' })

/** What a search asks that matching reads first, on `saved_searches` and, copied by a trigger, `saved_search_places`. */
const reachColumns = () => ({
  sr: text({ enum: SALE_OR_LEASE }).notNull(),
  status: text({ enum: SEARCH_STATUSES }).notNull(),
  city: text({ enum: CITIES }),
  roomType: text({ enum: ROOM_TYPES }),
  priceMin: integer(),
  priceMax: integer(),
  bedsMin: integer(),
  bedsMax: integer(),
})

/**
 * A person's saved search: its criteria (`query`, `polygon`) as the list and the map take them, how often and where
 * it alerts, and when it was last opened, pushed and digested. The columns after `lastDigestAt` restate the criteria
 * for finding the searches a listing change may concern without reading every search: its places (neighbourhoods, or
 * its region) or the area it can reach (`area`, a box), its price range and rooms, and whether they are the whole
 * search. A trigger copies them into `saved_search_places`, which matching reads.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The search's small number, by which matching names it: a change's thousands of candidates come back from the
     * database as numbers, a sixth of the bytes of their ids and a quarter of the time to read.
     */
    matchKey: integer().generatedAlwaysAsIdentity().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    query: jsonb().$type<Record<string, string | number>>().notNull(),
    polygon: jsonb().$type<LatLng[]>(),
    frequency: text({ enum: SAVED_SEARCH_FREQUENCIES }).notNull().default('instant'),
    pushOn: boolean().notNull().default(true),
    emailOn: boolean().notNull().default(false),
    /** When e-mail was agreed to and the words shown (Canada's anti-spam law asks us to keep both). */
    emailConsentAt: tz(),
    emailConsentWording: text(),
    paused: boolean().notNull().default(false),
    /** Set when unopened instant alerts stepped it down to a daily digest; cleared when the person picks a frequency. */
    steppedDownAt: tz(),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
    openedAt: tz(),
    lastPushedAt: tz(),
    lastDigestAt: tz(),
    ...reachColumns(),
    area: box(),
    /** The drawn area as a ring, when it is all the search asks: inside the box, it decides the search exactly. */
    ring: polygon(),
    /** The circles of its one radius round a station, a campus or an address, when they are all the search asks. */
    circles: jsonb().$type<StoredCircles>(),
    /** The places it is found by: its neighbourhoods, or its region ("@toronto"), or "@*"; null when it has an area. */
    places: text().array(),
    /**
     * True when the columns above are the whole of the search (its place a city, a region or a list of
     * neighbourhoods, or its area a drawn ring or one radius held by `ring` or `circles`; no other criterion): a
     * listing the index finds matches it without the exact check. False for rows written before the column, which are
     * then checked, as every search once was.
     */
    reachExact: boolean().notNull().default(false),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_searches_match_key_idx').on(t.matchKey),
  ],
)

/** A place row's type as its index reads it: '' for any type, so "the listing's type or any" is two values to seek. */
export const placeTypeKey = (t: { roomType: AnyPgColumn }) => sql`coalesce(${t.roomType}, '')`

/** A place row's price ceiling as its index reads it: the largest integer for none, so "at or above a price" is a range. */
export const placePriceCeiling = (t: { priceMax: AnyPgColumn }) => sql`coalesce(${t.priceMax}, 2147483647)`

/**
 * Where each saved search that is not paused can reach, as matching a listing change reads it: one row for each of
 * its places (a neighbourhood's name, or its region, "@toronto", or "@*" for anywhere), one row with the box of its
 * drawn area (and its ring, when that shape is all the search asks beside the columns), or one row for each centre of
 * its radius, with the box round that centre's circle (and the centre and radius, when that is all it asks). Each
 * row repeats the search's sale or lease, status, type, price, rooms, city, creation time and whether the
 * row says all it asks, so the index of places answers from the index alone. Written only by a trigger on
 * `saved_searches` (migrations 0043, 0045, 0053 and 0057), never by the app: the rows cannot disagree with their
 * search.
 */
export const savedSearchPlaces = pgTable(
  'saved_search_places',
  {
    searchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** The search's `matchKey`, which matching returns. */
    matchKey: integer().notNull(),
    ...reachColumns(),
    createdAt: tz().notNull(),
    exact: boolean().notNull(),
    place: text(),
    area: box(),
    ring: polygon(),
    /**
     * One centre of a radius and the radius in metres: a search with a radius has a row for each of its centres, with
     * the box round that centre's circle as its area, so the area's index finds only the rows whose circle's box holds
     * a listing, and one haversine expression decides each (migration 0053).
     */
    centre: point({ mode: 'xy' }),
    radiusM: doublePrecision(),
  },
  (t) => [
    // the searches of a place, by sale or lease, then of the listing's type or any, then of a ceiling at or above its
    // price, with everything else matching reads: an index-only scan that walks only those ranges
    index('saved_search_places_place_idx')
      .on(
        t.sr,
        t.place,
        placeTypeKey(t),
        placePriceCeiling(t),
        t.priceMax,
        t.priceMin,
        t.roomType,
        t.bedsMin,
        t.bedsMax,
        t.city,
        t.status,
        t.createdAt,
        t.exact,
        t.matchKey,
      )
      .where(sql`${t.place} is not null`),
    // the searches whose area holds a listing and whose price range its price, `saved_search_places_area_idx`: one
    // GiST walk over both, carrying every column matching reads, so it reads no row of the table (written by hand in
    // migration 0057, as drizzle-kit writes no INCLUDE)
    index('saved_search_places_search_idx').on(t.searchId),
  ],
)

/**
 * Every change of a listing's price or status code, and every new listing, as the database saw it: a trigger on
 * `listings` writes a row whichever process or import made the change (migration 0033), and the saved-search job
 * matches each once (`matchedAt`). A process claims a batch for a while (`claimedUntil`, taken with SKIP LOCKED) so
 * no other takes it meanwhile; a claim that runs out unmatched, its process gone, is taken again.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    mlNum: text().notNull(),
    beforePrice: integer(),
    beforeLsc: text({ enum: LSC_CODES }),
    price: integer().notNull(),
    lsc: text({ enum: LSC_CODES }).notNull(),
    status: text({ enum: LISTING_STATUSES }).notNull(),
    changedAt: tz().notNull().defaultNow(),
    claimedUntil: tz(),
    matchedAt: tz(),
  },
  (t) => [
    index('listing_changes_pending_idx').on(t.id).where(sql`${t.matchedAt} is null`),
    index('listing_changes_changed_idx').on(t.changedAt),
  ],
)

/**
 * One alert: a listing change that fits a saved search, once per search and change. It carries what the texts need
 * when they are read, and how far it went: the in-app notice (instant searches), the push (`pushDueAt` until
 * `pushedAt`), the digest and the e-mail digest.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /**
     * The search. No foreign key, which would check and lock the search's row for every alert stored, half the cost of
     * storing a change's thousands of alerts: a trigger deletes a search's alerts with it (migration 0051), and every
     * reading of alerts joins their searches, so an alert stored while its search was being deleted is never read.
     */
    searchId: uuid().notNull(),
    /**
     * The search's owner, for the e-mail digest across searches. No foreign key: the search's own goes when its owner
     * does, and a key here would check and lock the person's row for every alert stored.
     */
    userId: uuid().notNull(),
    changeId: bigint({ mode: 'number' }).notNull(),
    mlNum: text().notNull(),
    kind: text({ enum: LISTING_ALERT_KINDS }).notNull(),
    /** The texts' parameters (address, price, rooms, station on foot), fixed at the change. */
    params: jsonb().$type<Record<string, string | number>>().notNull(),
    at: tz().notNull(),
    /**
     * The in-app notice that told it, if any. No foreign key, which would check the notice for every alert stored: a
     * notice goes only with its person (whose searches and alerts go too), and an id that joined no notice would read
     * as a key set to null does, as an alert with no notice.
     */
    noticeId: uuid(),
    /** When its push may go (quiet hours, the gap since the last push); null when no push is owed. */
    pushDueAt: tz(),
    pushedAt: tz(),
    /** Owed to a daily or weekly digest, and when it went into one. */
    digestDue: boolean().notNull().default(false),
    digestedAt: tz(),
    /** Owed to the day's e-mail across searches, and when it went into one. */
    emailDue: boolean().notNull().default(false),
    emailedAt: tz(),
  },
  (t) => [
    // once per search and change; by change first, so a change's alerts are stored beside each other at the index's
    // end rather than each in the page of its search
    uniqueIndex('saved_search_alerts_change_search_key').on(t.changeId, t.searchId),
    index('saved_search_alerts_search_at_idx').on(t.searchId, t.at),
    index('saved_search_alerts_push_due_idx')
      .on(t.pushDueAt)
      .where(sql`${t.pushedAt} is null and ${t.pushDueAt} is not null`),
    index('saved_search_alerts_digest_due_idx').on(t.searchId).where(sql`${t.digestDue} and ${t.digestedAt} is null`),
    index('saved_search_alerts_email_due_idx').on(t.userId).where(sql`${t.emailDue} and ${t.emailedAt} is null`),
    // the last e-mail a person was sent, so the digest across searches goes at most once a day: only alerts e-mailed,
    // so the many never e-mailed cost the index nothing when stored
    index('saved_search_alerts_user_emailed_idx').on(t.userId, t.emailedAt).where(sql`${t.emailedAt} is not null`),
  ],
)
