import type { City, LatLng, ListingStatus, RoomType, SaleOrLease, SearchStatus } from '@maplenest/core'
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, type Query, type SQL, sql } from 'drizzle-orm'
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core'
import { type ClientApp, clientAppOf } from '../../db/queries/client-app.ts'
import { type ListingFilter, listingFilterSql } from '../../db/queries/listing-filters.ts'
import {
  listingChanges,
  listings,
  notices,
  placePriceCeiling,
  placeTypeKey,
  savedSearchAlerts,
  savedSearches,
  savedSearchPlaces,
} from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { anyOf } from '../../platform/sql/any-of.ts'
import { distanceM } from '../../platform/sql/geo.ts'
import { placesOfListing } from './saved-search-criteria.ts'
import type { SavedSearchRow } from './saved-searches-repository.ts'

/** A recorded listing change, claimed for matching. */
export interface ListingChangeRow {
  id: number
  mlNum: string
  beforePrice: number | null
  beforeLsc: string | null
  price: number
  lsc: string
  changedAt: Date
}

/** The listing a change is about, as matching and the alert's texts need it. */
export interface ChangedListing {
  mlNum: string
  city: City
  sr: SaleOrLease
  status: ListingStatus
  roomType: RoomType
  neighbourhood: string
  location: LatLng
  address: string
  unit: string | null
  price: number
  closePrice: number | null
  beds: number
}

/** A saved search the index found for a listing, with whether its row holds it whole, before its row is read. */
export interface SearchCandidate {
  /** The search's `matchKey`. */
  matchKey: number
  /** True when the index holds all the search asks: found is matched. */
  exact: boolean
}

export type AlertRow = typeof savedSearchAlerts.$inferSelect

/** What storing and telling a change's alerts reads of a search that matched it. */
export type MatchedSearch = Pick<
  SavedSearchRow,
  'id' | 'matchKey' | 'userId' | 'name' | 'city' | 'frequency' | 'pushOn' | 'emailOn' | 'lastPushedAt'
>

/** What all of one change's alerts share. */
export interface ChangeAlert {
  changeId: number
  mlNum: string
  kind: AlertRow['kind']
  params: AlertRow['params']
  at: Date
}

/** How one search's alert of a change goes out. */
export interface AlertDelivery {
  searchId: string
  userId: string
  /** The in-app notice that tells it, stored already; null when none does (not instant, or stepping down). */
  noticeId: string | null
  pushDueAt: Date | null
  digestDue: boolean
  emailDue: boolean
}

/** An alert stored now. */
export interface StoredAlert {
  id: number
  searchId: string
}

/** Filters checked in one statement: well within PostgreSQL's limits on columns and parameters. */
const MEETS_PER_STATEMENT = 500

/** The values a change's candidate statement takes. */
type CandidateValue = 'places' | 'sr' | 'statuses' | 'at' | 'price' | 'roomType' | 'beds' | 'city' | 'lng' | 'lat'

const value = (name: CandidateValue) => sql.placeholder(name)

/**
 * The searches a listing may fit, from `saved_search_places` alone: those of its neighbourhood, its region or anywhere
 * (the index of places, read without the table, over the ranges of the listing's type or any and of ceilings at or
 * above its price), and those whose area holds it (and, for an area's row that holds its search whole, whose ring or
 * whose centre's circle holds it too: a radius has a row for each of its centres); of its sale or lease, price, type
 * and rooms, of a status that hears of the change, not paused, and saved before the change; each once (a search has at
 * most one row among a listing's places, and the areas' rows are made distinct). Their match keys come back as two
 * texts, those whose row says all the search asks and the others: reading a row for each of thousands cost as much
 * again as finding them, and keeping each once in a Set, half a millisecond for 4,000; their ids as text took 4.8 ms
 * for 4,772 searches, their keys 1.3 ms.
 */
function candidatesStatement(): SQL {
  const p = savedSearchPlaces
  const columns = { matchKey: p.matchKey, exact: p.exact }
  const point = sql`point(${value('lng')}::float8, ${value('lat')}::float8)`
  const common = and(
    eq(p.sr, value('sr')),
    sql`${p.status} = any(${value('statuses')}::text[])`,
    sql`${p.createdAt} <= ${value('at')}::timestamptz`,
    sql`(${p.priceMin} is null or ${p.priceMin} <= ${value('price')}::int)`,
    sql`(${p.priceMax} is null or ${p.priceMax} >= ${value('price')}::int)`,
    sql`(${p.roomType} is null or ${p.roomType} = ${value('roomType')})`,
    sql`(${p.bedsMin} is null or ${p.bedsMin} <= ${value('beds')}::int)`,
    sql`(${p.bedsMax} is null or ${p.bedsMax} >= ${value('beds')}::int)`,
    sql`(${p.city} is null or ${p.city} = ${value('city')})`,
  )
  const builder = new QueryBuilder({ casing: 'snake_case' })
  // the same expressions as the index's keys
  const byPlace = builder
    .select(columns)
    .from(p)
    .where(
      and(
        sql`${p.place} = any(${value('places')}::text[])`,
        sql`${placeTypeKey(p)} in ('', ${value('roomType')})`,
        sql`${placePriceCeiling(p)} >= ${value('price')}::int`,
        common,
      ),
    )
  // a search's radius has a row for each centre, and two may hold the listing: each search once
  const byArea = builder
    .selectDistinct(columns)
    .from(p)
    .where(
      and(
        isNull(p.place),
        sql`${p.area} && box(${point}, ${point})`,
        sql`int4range(${p.priceMin}, ${p.priceMax}, '[]') @> ${value('price')}::int`,
        common,
        // a row that holds its search whole holds it only where its ring or its centre's circle does, as the listing
        // filter would (`<@` the box, as `&&` allows a millionth of a degree; then the ring, or the haversine distance)
        sql`(not ${p.exact} or (${point} <@ ${p.area} and (${p.ring} is null or ${point} <@ ${p.ring}) and (${p.centre} is null or ${distanceM(point, { lat: sql`(${p.centre})[1]`, lng: sql`(${p.centre})[0]` })} <= ${p.radiusM})))`,
      ),
    )
  return sql`select string_agg(c.match_key::text, ',') filter (where c.exact) as exact,
    string_agg(c.match_key::text, ',') filter (where not c.exact) as other
  from (${byPlace} union all ${byArea}) as c`
}

/**
 * The candidate statement, written once, and the name each connection prepares it under: the database plans it once
 * per connection rather than at every change, and nothing rebuilds its text.
 */
const CANDIDATES: Query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(candidatesStatement())
const CANDIDATES_STATEMENT = 'saved_search_candidates'

/** Changes, matching and the deliveries of alerts: `listing_changes`, `saved_search_alerts` and the searches' marks. */
export function createSavedSearchAlertsRepository(t: Transactor) {
  const db = () => t.db()
  return {
    /**
     * Claims the oldest changes not matched yet and not claimed by another process (or whose claim ran out) until an
     * instant, in a statement of its own: rows another transaction is claiming are skipped (SKIP LOCKED), so two
     * processes never claim the same change, and none holds a connection while it matches what it claimed.
     */
    async claimChanges(limit: number, now: Date, until: Date): Promise<ListingChangeRow[]> {
      const c = listingChanges
      const claimable = db()
        .select({ id: c.id })
        .from(c)
        .where(and(isNull(c.matchedAt), or(isNull(c.claimedUntil), lte(c.claimedUntil, now))))
        .orderBy(asc(c.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      const rows = await db().update(c).set({ claimedUntil: until }).where(inArray(c.id, claimable)).returning({
        id: c.id,
        mlNum: c.mlNum,
        beforePrice: c.beforePrice,
        beforeLsc: c.beforeLsc,
        price: c.price,
        lsc: c.lsc,
        changedAt: c.changedAt,
      })
      return rows.sort((a, b) => a.id - b.id)
    },

    async markMatched(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return
      await db()
        .update(listingChanges)
        .set({ matchedAt: at, claimedUntil: null })
        .where(inArray(listingChanges.id, [...ids]))
    },

    /** Drops changes matched before an instant. */
    async forgetMatched(before: Date): Promise<number> {
      const gone = await db()
        .delete(listingChanges)
        .where(lte(listingChanges.matchedAt, before))
        .returning({ id: listingChanges.id })
      return gone.length
    },

    async listing(mlNum: string): Promise<ChangedListing | null> {
      const [row] = await db()
        .select({
          mlNum: listings.mlNum,
          city: listings.city,
          sr: listings.sr,
          status: listings.status,
          roomType: listings.roomType,
          neighbourhood: listings.neighbourhood,
          location: listings.location,
          address: listings.address,
          unit: listings.unit,
          price: listings.price,
          closePrice: listings.closePrice,
          beds: listings.beds,
        })
        .from(listings)
        .where(eq(listings.mlNum, mlNum))
      if (!row) return null
      return { ...row, location: { lat: row.location.y, lng: row.location.x } }
    },

    /** The searches a listing may fit, each with whether its row says all the search asks (`candidatesStatement`). */
    async candidates(listing: ChangedListing, at: Date, statuses: readonly SearchStatus[]): Promise<SearchCandidate[]> {
      if (statuses.length === 0) return []
      const values: Record<CandidateValue, unknown> = {
        places: placesOfListing(listing),
        sr: listing.sr,
        statuses: [...statuses],
        at: at.toISOString(),
        price: listing.price,
        roomType: listing.roomType,
        beds: listing.beds,
        city: listing.city,
        lng: listing.location.lng,
        lat: listing.location.lat,
      }
      const result = (await db()
        ._.session.prepareQuery(CANDIDATES, undefined, CANDIDATES_STATEMENT, false)
        .execute(values)) as { rows: { exact: string | null; other: string | null }[] }
      const row = result.rows[0]
      const keys = (text: string | null | undefined) => (text ? text.split(',') : [])
      return [
        ...keys(row?.exact).map((key) => ({ matchKey: Number(key), exact: true })),
        ...keys(row?.other).map((key) => ({ matchKey: Number(key), exact: false })),
      ]
    },

    /** What the exact check reads of these saved searches: their criteria, drawn area and places. */
    async criteria(
      keys: readonly number[],
    ): Promise<Pick<SavedSearchRow, 'matchKey' | 'query' | 'polygon' | 'places'>[]> {
      if (keys.length === 0) return []
      return db()
        .select({
          matchKey: savedSearches.matchKey,
          query: savedSearches.query,
          polygon: savedSearches.polygon,
          places: savedSearches.places,
        })
        .from(savedSearches)
        .where(anyOf(savedSearches.matchKey, keys, 'int'))
    },

    /** What storing and telling an alert reads of these saved searches, in one statement whatever their number. */
    async matchedSearches(keys: readonly number[]): Promise<MatchedSearch[]> {
      if (keys.length === 0) return []
      const s = savedSearches
      return db()
        .select({
          id: s.id,
          matchKey: s.matchKey,
          userId: s.userId,
          name: s.name,
          city: s.city,
          frequency: s.frequency,
          pushOn: s.pushOn,
          emailOn: s.emailOn,
          lastPushedAt: s.lastPushedAt,
        })
        .from(s)
        .where(anyOf(s.matchKey, keys, 'int'))
    },

    /**
     * Which of the filters the listing meets: a statement over its one row for each MEETS_PER_STATEMENT filters
     * (PostgreSQL takes at most 1,664 columns in a select list, and 65,535 parameters in a statement).
     */
    async meets(mlNum: string, filters: readonly ListingFilter[]): Promise<boolean[]> {
      const met: boolean[] = []
      for (let start = 0; start < filters.length; start += MEETS_PER_STATEMENT) {
        const part = filters.slice(start, start + MEETS_PER_STATEMENT)
        const columns = part.map(
          (f, i) => sql`coalesce((${listingFilterSql(f) ?? sql`true`}), false) as ${sql.identifier(`m${i}`)}`,
        )
        const result = (await db().execute(
          sql`select ${sql.join(columns, sql`, `)} from ${listings} where ${listings.mlNum} = ${mlNum}`,
        )) as unknown as { rows: Record<string, boolean>[] }
        const row = result.rows[0]
        met.push(...part.map((_, i) => row?.[`m${i}`] === true))
      }
      return met
    },

    /**
     * Stores one change's alerts, one for each search, skipping any (search, change) already alerted, in one statement
     * whatever their number (each column one array); answers those stored now.
     */
    async insertAlerts(change: ChangeAlert, rows: readonly AlertDelivery[]): Promise<StoredAlert[]> {
      if (rows.length === 0) return []
      const column = <T>(pick: (r: AlertDelivery) => T) => sql.param(rows.map(pick))
      const result = (await db().execute(
        sql`insert into ${savedSearchAlerts} (search_id, user_id, notice_id, change_id, ml_num, kind, params, at, push_due_at, digest_due, email_due)
        select r.search_id, r.user_id, r.notice_id, ${change.changeId}, ${change.mlNum}, ${change.kind}, ${JSON.stringify(change.params)}::jsonb,
          ${change.at.toISOString()}::timestamptz, r.push_due_at, r.digest_due, r.email_due
        from unnest(
          ${column((r) => r.searchId)}::uuid[], ${column((r) => r.userId)}::uuid[], ${column((r) => r.noticeId)}::uuid[],
          ${column((r) => r.pushDueAt?.toISOString() ?? null)}::timestamptz[],
          ${column((r) => r.digestDue)}::boolean[], ${column((r) => r.emailDue)}::boolean[]
        ) as r(search_id, user_id, notice_id, push_due_at, digest_due, email_due)
        on conflict (change_id, search_id) do nothing
        returning id, search_id`,
      )) as unknown as { rows: { id: string | number; search_id: string }[] }
      return result.rows.map((r) => ({ id: Number(r.id), searchId: r.search_id }))
    },

    /**
     * Of these searches, those whose last `n` in-app alerts all went unread (and there are `n`), in one statement that
     * reads each search's last `n` through the index of its alerts by time, however many it has had.
     */
    async unopened(searchIds: readonly string[], n: number): Promise<Set<string>> {
      if (searchIds.length === 0) return new Set()
      const ids = sql`${sql.param([...searchIds])}::uuid[]`
      const a = savedSearchAlerts
      const result = (await db().execute(
        sql`select s.id from unnest(${ids}) as s(id) cross join lateral (
          select count(*) as told, count(*) filter (where last.read_at is null) as unread
          from (
            select ${notices.readAt} as read_at from ${a} join ${notices} on ${notices.id} = ${a.noticeId}
            where ${a.searchId} = s.id order by ${a.at} desc, ${a.id} desc limit ${n}
          ) as last
        ) as tally
        where tally.told = ${n} and tally.unread = ${n}`,
      )) as unknown as { rows: { id: string }[] }
      return new Set(result.rows.map((r) => r.id))
    },

    /** Whether the last `n` in-app alerts of a search all went unread (and there are `n`). */
    async lastUnopened(searchId: string, n: number): Promise<boolean> {
      const rows = await db()
        .select({ readAt: notices.readAt })
        .from(savedSearchAlerts)
        .innerJoin(notices, eq(notices.id, savedSearchAlerts.noticeId))
        .where(eq(savedSearchAlerts.searchId, searchId))
        .orderBy(desc(savedSearchAlerts.at), desc(savedSearchAlerts.id))
        .limit(n)
      return rows.length === n && rows.every((r) => r.readAt === null)
    },

    /** Steps searches down to a daily digest, each once, in one statement: those this call stepped down. */
    async stepDown(searchIds: readonly string[], at: Date): Promise<Set<string>> {
      if (searchIds.length === 0) return new Set()
      const rows = await db()
        .update(savedSearches)
        .set({ frequency: 'daily', steppedDownAt: at, lastDigestAt: at })
        .where(and(anyOf(savedSearches.id, searchIds, 'uuid'), eq(savedSearches.frequency, 'instant')))
        .returning({ id: savedSearches.id })
      return new Set(rows.map((r) => r.id))
    },

    // ---------------------------------------------------------------------------------------------- pushes

    /** Alerts whose push is due, with their searches, oldest first. */
    async duePushes(now: Date): Promise<(AlertRow & { search: SavedSearchRow })[]> {
      const rows = await db()
        .select({ alert: savedSearchAlerts, search: savedSearches })
        .from(savedSearchAlerts)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.searchId))
        .where(
          and(
            isNull(savedSearchAlerts.pushedAt),
            sql`${savedSearchAlerts.pushDueAt} is not null`,
            lte(savedSearchAlerts.pushDueAt, now),
          ),
        )
        .orderBy(asc(savedSearchAlerts.at))
      return rows.map((r) => ({ ...r.alert, search: r.search }))
    },

    /** Marks alerts pushed, only those not pushed yet: of two processes at once, one wins each. */
    async markPushed(ids: readonly number[], at: Date): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db()
        .update(savedSearchAlerts)
        .set({ pushedAt: at })
        .where(and(anyOf(savedSearchAlerts.id, ids, 'bigint'), isNull(savedSearchAlerts.pushedAt)))
        .returning({ id: savedSearchAlerts.id })
      return rows.map((r) => r.id)
    },

    /**
     * Of these searches, those no other transaction holds, locked for this one in the order of their ids (SKIP LOCKED),
     * with their last push as it stands now: each search's pushes are sent or put off by one process, which never waits
     * on another.
     */
    async takeSearches(searchIds: readonly string[]): Promise<Map<string, { lastPushedAt: Date | null }>> {
      if (searchIds.length === 0) return new Map()
      const rows = await db()
        .select({ id: savedSearches.id, lastPushedAt: savedSearches.lastPushedAt })
        .from(savedSearches)
        .where(anyOf(savedSearches.id, searchIds, 'uuid'))
        .orderBy(asc(savedSearches.id))
        .for('no key update', { skipLocked: true })
      return new Map(rows.map((r) => [r.id, { lastPushedAt: r.lastPushedAt }]))
    },

    /** Puts off each alert's push to its own time, in one statement. */
    async delayPushes(delays: readonly { id: number; until: Date }[]): Promise<void> {
      if (delays.length === 0) return
      await db().execute(
        sql`update ${savedSearchAlerts} set push_due_at = d.until
        from unnest(${sql.param(delays.map((d) => d.id))}::bigint[], ${sql.param(delays.map((d) => d.until.toISOString()))}::timestamptz[]) as d(id, until)
        where ${savedSearchAlerts.id} = d.id`,
      )
    },

    async markSearchesPushed(searchIds: readonly string[], at: Date): Promise<void> {
      if (searchIds.length === 0) return
      await db()
        .update(savedSearches)
        .set({ lastPushedAt: at })
        .where(anyOf(savedSearches.id, searchIds, 'uuid'))
    },

    // --------------------------------------------------------------------------------------------- digests

    /** Alerts owed to a digest, with their searches. */
    async dueDigests(): Promise<(AlertRow & { search: SavedSearchRow })[]> {
      const rows = await db()
        .select({ alert: savedSearchAlerts, search: savedSearches })
        .from(savedSearchAlerts)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.searchId))
        .where(and(eq(savedSearchAlerts.digestDue, true), isNull(savedSearchAlerts.digestedAt)))
        .orderBy(asc(savedSearchAlerts.at))
      return rows.map((r) => ({ ...r.alert, search: r.search }))
    },

    async markDigested(ids: readonly number[], searchId: string, at: Date): Promise<void> {
      if (ids.length === 0) return
      await db()
        .update(savedSearchAlerts)
        .set({ digestedAt: at })
        .where(inArray(savedSearchAlerts.id, [...ids]))
      await db().update(savedSearches).set({ lastDigestAt: at }).where(eq(savedSearches.id, searchId))
    },

    // --------------------------------------------------------------------------------------------- e-mails

    /** Alerts owed to an e-mail, with their searches, of people whose searches still e-mail. */
    async dueEmails(): Promise<(AlertRow & { search: SavedSearchRow })[]> {
      const rows = await db()
        .select({ alert: savedSearchAlerts, search: savedSearches })
        .from(savedSearchAlerts)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.searchId))
        .where(and(eq(savedSearchAlerts.emailDue, true), isNull(savedSearchAlerts.emailedAt)))
        .orderBy(asc(savedSearchAlerts.at))
      return rows.map((r) => ({ ...r.alert, search: r.search }))
    },

    /** The agent's app a person is a client of, which their digests name. */
    clientApp: (userId: string, at: Date): Promise<ClientApp | null> => clientAppOf(t, userId, at),

    /** When a person was last e-mailed alerts. */
    async lastEmailed(userId: string): Promise<Date | null> {
      const [row] = await db()
        .select({ at: sql<Date | null>`max(${savedSearchAlerts.emailedAt})` })
        .from(savedSearchAlerts)
        .where(and(eq(savedSearchAlerts.userId, userId), isNotNull(savedSearchAlerts.emailedAt)))
      return row?.at ? new Date(row.at) : null
    },

    async markEmailed(ids: readonly number[], at: Date): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db()
        .update(savedSearchAlerts)
        .set({ emailedAt: at })
        .where(and(inArray(savedSearchAlerts.id, [...ids]), isNull(savedSearchAlerts.emailedAt)))
        .returning({ id: savedSearchAlerts.id })
      return rows.map((r) => r.id)
    },

    /** Turns e-mail off on every search of a person (the unsubscribe link), and drops what was owed. */
    async unsubscribe(userId: string, at: Date): Promise<void> {
      await db()
        .update(savedSearches)
        .set({ emailOn: false, emailConsentAt: null, emailConsentWording: null, updatedAt: at })
        .where(eq(savedSearches.userId, userId))
      await db()
        .update(savedSearchAlerts)
        .set({ emailDue: false })
        .where(and(eq(savedSearchAlerts.userId, userId), isNull(savedSearchAlerts.emailedAt)))
    },

    /** Takes a lock for this transaction, waiting while another transaction holds it. */
    async lockMatching(key: string): Promise<void> {
      await db().execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    },

    /** Takes the lock of one round of digests and e-mails for this transaction; false when another process holds it. */
    async lockRound(key: string): Promise<boolean> {
      const result = (await db().execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`,
      )) as unknown as {
        rows: { locked: boolean }[]
      }
      return result.rows[0]?.locked === true
    },
  }
}

export type SavedSearchAlertsRepository = ReturnType<typeof createSavedSearchAlertsRepository>
