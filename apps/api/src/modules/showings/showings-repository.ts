import {
  isShowingDue,
  LIVE_SHOWING_STATUSES,
  type ReviewStatus,
  SHOWING_CONFLICT_MINUTES,
  type ShowingStatus,
} from '@maplenest/core'
import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { agentProfiles, listings, showings, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type ShowingRow = typeof showings.$inferSelect & { timeKey: string }
export type ShowingInsert = typeof showings.$inferInsert
export type ShowingPatch = Partial<Omit<ShowingInsert, 'id' | 'buyerId' | 'createdAt'>>

/** Key of the advisory lock held by whichever instance expires overdue showings, so only one does. */
const EXPIRE_LOCK_KEY = 'maplenest:showings-expire'

/** Whose list a page is of: a buyer's, an agent's, the administrators' queue (no agent), or everyone's. */
export type ShowingOwner = { buyerId: string } | { agentUserId: string } | { queue: true } | { everyone: true }

const columns = { ...getTableColumns(showings), timeKey: sql<string>`${showings.time}::text` }

/** The `showings` table, and the listing and agent facts a booking needs to choose who handles it. */
export function createShowingsRepository(t: Transactor) {
  return {
    async insert(row: ShowingInsert): Promise<ShowingRow> {
      const [created] = await t.db().insert(showings).values(row).returning({ id: showings.id })
      return (await this.find(created!.id))!
    },

    async find(id: string): Promise<ShowingRow | null> {
      const [row] = await t.db().select(columns).from(showings).where(eq(showings.id, id))
      return row ?? null
    },

    /**
     * Changes a showing and counts the change (the calendar's SEQUENCE); `onlyIf` makes the change conditional on its
     * status, so two racing changes cannot both win.
     */
    async update(id: string, patch: ShowingPatch, onlyIf?: readonly ShowingStatus[]): Promise<ShowingRow | null> {
      const [row] = await t
        .db()
        .update(showings)
        .set({ ...patch, sequence: sql`${showings.sequence} + 1` })
        .where(and(eq(showings.id, id), onlyIf ? inArray(showings.status, [...onlyIf]) : undefined))
        .returning({ id: showings.id })
      return row ? this.find(row.id) : null
    },

    /**
     * Runs `fn` in a transaction holding the agent's lock, so that two answers that fill the agent's calendar (in
     * any process) take turns: the second sees the first's confirmed time.
     */
    async asAgent<T>(agentUserId: string, fn: () => Promise<T>): Promise<T> {
      return t.run(async () => {
        await t.db().execute(sql`select pg_advisory_xact_lock(hashtext(${`showings-agent:${agentUserId}`}))`)
        return fn()
      })
    },

    /**
     * A page of a list in the order people read it (core's `isUpcomingShowing`): the showings still to come first,
     * soonest first, then the rest, latest first; after the given position (its group, 0 upcoming or 1 past, its time
     * as text and its id).
     */
    async page(
      owner: ShowingOwner,
      filter: { statuses: ShowingStatus[] | null; reviewStatus?: ReviewStatus },
      after: { group: number; time: string; id: string } | null,
      limit: number,
      now: Date,
    ): Promise<(ShowingRow & { group: number })[]> {
      const who =
        'buyerId' in owner
          ? eq(showings.buyerId, owner.buyerId)
          : 'agentUserId' in owner
            ? eq(showings.agentUserId, owner.agentUserId)
            : 'queue' in owner
              ? isNull(showings.agentUserId)
              : undefined
      const at = now.toISOString()
      const group = sql<number>`(case when ${inArray(showings.status, [...LIVE_SHOWING_STATUSES])} and ${showings.time} > ${at}::timestamptz then 0 else 1 end)`
      const position = after
        ? after.group === 0
          ? sql`(${group} = 1 or (${group} = 0 and (${showings.time}, ${showings.id}) > (${after.time}::timestamptz, ${after.id}::uuid)))`
          : sql`(${group} = 1 and (${showings.time}, ${showings.id}) < (${after.time}::timestamptz, ${after.id}::uuid))`
        : undefined
      return t
        .db()
        .select({ ...columns, group })
        .from(showings)
        .where(
          and(
            who,
            filter.statuses ? inArray(showings.status, filter.statuses) : undefined,
            filter.reviewStatus ? eq(showings.reviewStatus, filter.reviewStatus) : undefined,
            position,
          ),
        )
        .orderBy(
          group,
          sql`case when ${group} = 0 then ${showings.time} end asc`,
          sql`case when ${group} = 0 then ${showings.id} end asc`,
          sql`${showings.time} desc`,
          sql`${showings.id} desc`,
        )
        .limit(limit)
    },

    /**
     * Live (pending or processed) showings of a buyer, or of a handling agent, whose start is within `gapMinutes` of
     * `time` (a buyer's 30 by default); only the confirmed ones when asked.
     */
    async liveNear(
      who: { buyerId: string } | { agentUserId: string },
      time: Date,
      only: { confirmed?: boolean; gapMinutes?: number } = {},
    ): Promise<{ id: string; time: Date }[]> {
      const owner = 'buyerId' in who ? eq(showings.buyerId, who.buyerId) : eq(showings.agentUserId, who.agentUserId)
      const conflictWindow = sql.raw(`interval '${Math.trunc(only.gapMinutes ?? SHOWING_CONFLICT_MINUTES)} minutes'`)
      return t
        .db()
        .select({ id: showings.id, time: showings.time })
        .from(showings)
        .where(
          and(
            owner,
            inArray(showings.status, ['Pending', 'Processed']),
            only.confirmed ? isNotNull(showings.confirmedAt) : undefined,
            sql`${showings.time} > ${time.toISOString()}::timestamptz - ${conflictWindow}`,
            sql`${showings.time} < ${time.toISOString()}::timestamptz + ${conflictWindow}`,
          ),
        )
        .orderBy(asc(showings.time))
    },

    /**
     * The starts between `from` and `to` that are held: the buyer's own live showings, and the agent's confirmed live
     * ones (leaving out `except`), apart, since each keeps its own gap.
     */
    async heldBetween(
      who: { agentUserId: string | null; buyerId: string; except?: string | undefined },
      from: Date,
      to: Date,
    ): Promise<{ buyer: Date[]; agent: Date[] }> {
      const rows = await t
        .db()
        .select({
          time: showings.time,
          buyers: sql<boolean>`${showings.buyerId} = ${who.buyerId}::uuid`,
          agents: who.agentUserId
            ? sql<boolean>`(${showings.agentUserId} = ${who.agentUserId}::uuid and ${showings.confirmedAt} is not null)`
            : sql<boolean>`false`,
        })
        .from(showings)
        .where(
          and(
            inArray(showings.status, ['Pending', 'Processed']),
            sql`${showings.time} >= ${from.toISOString()}::timestamptz`,
            sql`${showings.time} < ${to.toISOString()}::timestamptz`,
            or(
              eq(showings.buyerId, who.buyerId),
              who.agentUserId
                ? and(eq(showings.agentUserId, who.agentUserId), isNotNull(showings.confirmedAt))
                : undefined,
            ),
            who.except ? sql`${showings.id} <> ${who.except}::uuid` : undefined,
          ),
        )
      return {
        buyer: rows.filter((r) => r.buyers === true).map((r) => r.time),
        agent: rows.filter((r) => r.agents === true).map((r) => r.time),
      }
    },

    /** Showings still to come (pending, or processed and ahead), of these listings or of all. */
    async future(now: Date, mlNums?: readonly string[]): Promise<ShowingRow[]> {
      return t
        .db()
        .select(columns)
        .from(showings)
        .where(
          and(
            mlNums ? inArray(showings.mlNum, [...mlNums]) : undefined,
            or(eq(showings.status, 'Pending'), and(eq(showings.status, 'Processed'), gt(showings.time, now))),
          ),
        )
    },

    /**
     * Marks as Expired the pending showings core's `isShowingDue` names (an unanswered request once its time passed, a
     * confirmed one whose outcome was never recorded). Under an advisory lock so one instance does
     * it; 'skipped' when another holds it. Returns the expired rows.
     */
    async expireDue(now: Date): Promise<ShowingRow[] | 'skipped'> {
      return t.run(async () => {
        const locked = (await t
          .db()
          .execute(sql`select pg_try_advisory_xact_lock(hashtext(${EXPIRE_LOCK_KEY})) as locked`)) as unknown as {
          rows: { locked: boolean }[]
        }
        if (locked.rows[0]?.locked !== true) return 'skipped'
        const candidates = await t
          .db()
          .select({ id: showings.id, status: showings.status, time: showings.time, confirmedAt: showings.confirmedAt })
          .from(showings)
          .where(and(eq(showings.status, 'Pending'), lt(showings.time, now)))
        const due = candidates.filter((c) => isShowingDue(c, now)).map((c) => c.id)
        if (due.length === 0) return []
        const rows = await t
          .db()
          .update(showings)
          .set({ status: 'Expired', updatedAt: now, sequence: sql`${showings.sequence} + 1` })
          .where(and(inArray(showings.id, due), eq(showings.status, 'Pending')))
          .returning({ id: showings.id })
        const out: ShowingRow[] = []
        for (const r of rows) {
          const row = await this.find(r.id)
          if (row) out.push(row)
        }
        return out
      })
    },

    /**
     * Who handles a showing of this listing: the account of the listing's own agent when the feed links one, else
     * the longest-standing agent of the same brokerage on the platform, else nobody (the administrators' queue).
     */
    async findHandler(mlNum: string): Promise<{ userId: string; reason: 'listingAgent' | 'brokerage' } | null> {
      const [listing] = await t
        .db()
        .select({ listAgentId: listings.listAgentId, brokerage: listings.brokerage })
        .from(listings)
        .where(eq(listings.mlNum, mlNum))
      if (!listing) return null
      if (listing.listAgentId) {
        const [own] = await t
          .db()
          .select({ userId: agentProfiles.userId })
          .from(agentProfiles)
          .innerJoin(users, eq(users.id, agentProfiles.userId))
          .where(eq(agentProfiles.id, listing.listAgentId))
        if (own?.userId) return { userId: own.userId, reason: 'listingAgent' }
      }
      const [colleague] = await t
        .db()
        .select({ userId: agentProfiles.userId })
        .from(agentProfiles)
        .innerJoin(users, eq(users.id, agentProfiles.userId))
        .where(sql`lower(${agentProfiles.companyName}) = lower(${listing.brokerage})`)
        .orderBy(asc(agentProfiles.createdAt), asc(agentProfiles.id))
        .limit(1)
      return colleague?.userId ? { userId: colleague.userId, reason: 'brokerage' } : null
    },

    /** Name, avatar and phone of agents by their account ids (the broker profile's, else the account's). */
    async agents(userIds: readonly string[]): Promise<Map<string, { name: string; avatar: string; phone: string }>> {
      if (userIds.length === 0) return new Map()
      const rows = await t
        .db()
        .select({
          userId: users.id,
          nickname: users.nickname,
          userAvatar: users.avatar,
          userPhone: users.phonenumber,
          name: agentProfiles.name,
          avatar: agentProfiles.avatar,
          phone: agentProfiles.phone,
        })
        .from(users)
        .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
        .where(inArray(users.id, [...userIds]))
      return new Map(
        rows.map((r) => [
          r.userId,
          {
            name: r.name || r.nickname,
            avatar: r.avatar || r.userAvatar,
            phone: r.phone || r.userPhone || '',
          },
        ]),
      )
    },
  }
}

export type ShowingsRepository = ReturnType<typeof createShowingsRepository>
