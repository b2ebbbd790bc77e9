import { and, count, eq, gt, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm'
import {
  accountCancellations,
  agentAppClients,
  favourites,
  notices,
  sessions,
  showings,
  users,
} from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

type UserRow = typeof users.$inferSelect
type CancellationRow = typeof accountCancellations.$inferInsert

/** Key of the advisory lock held by whichever instance purges cancelled accounts, so only one does. */
export const PURGE_LOCK_KEY = 'maplenest:purge-cancelled-accounts'
/** Key of the advisory lock held by whichever instance deletes idle visitor accounts. */
export const VISITOR_PURGE_LOCK_KEY = 'maplenest:purge-idle-visitors'

/** PostgreSQL's code for a unique index refusing a row (an e-mail or phone number taken meanwhile). */
const UNIQUE_VIOLATION = '23505'

export function isUniqueViolation(err: unknown): boolean {
  const codes = [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown } | null)?.code)
  return codes.includes(UNIQUE_VIOLATION)
}

/** The person's own account: profile changes, photo, cancellation and its purge, and the Account tab's counts. */
export function createAccountRepository(t: Transactor) {
  return {
    /** The live (not cancelled) account, locked for the rest of the transaction. */
    async lockLive(id: string): Promise<UserRow | null> {
      const [row] = await t
        .db()
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.cancelledAt)))
        .for('update')
        .limit(1)
      return row ?? null
    },

    async update(
      id: string,
      values: Partial<Pick<UserRow, 'nickname' | 'userName' | 'sex' | 'email' | 'phonenumber' | 'avatar'>>,
      at: Date,
    ): Promise<UserRow | null> {
      const [row] = await t
        .db()
        .update(users)
        .set({ ...values, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.cancelledAt)))
        .returning()
      return row ?? null
    },

    /**
     * Keeps the record of a cancellation and empties the account of everything personal: its e-mail and phone
     * number leave the unique indexes, so they may register again.
     */
    async cancel(record: CancellationRow): Promise<void> {
      const db = t.db()
      await db.insert(accountCancellations).values(record)
      await db
        .update(users)
        .set({
          email: null,
          phonenumber: null,
          passwordHash: null,
          userName: '',
          nickname: '',
          avatar: '',
          sex: '2',
          orgName: '',
          socialProvider: null,
          socialId: null,
          cancelledAt: record.cancelledAt,
          updatedAt: record.cancelledAt,
        })
        .where(eq(users.id, record.userId))
    },

    /**
     * Takes the purge's advisory lock for the current transaction: false when another instance holds it. Released
     * when the transaction ends, so a crashed purge never leaves it held.
     */
    async tryPurgeLock(key: string = PURGE_LOCK_KEY): Promise<boolean> {
      const result = (await t
        .db()
        .execute(sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`)) as unknown as {
        rows: { locked: boolean }[]
      }
      return result.rows[0]?.locked === true
    },

    /**
     * Deletes accounts cancelled at or before `cutoff`, with everything that belongs to them (every table that
     * points at users cascades). Returns their ids.
     */
    async purgeCancelledBefore(cutoff: Date, limit: number): Promise<string[]> {
      const db = t.db()
      const due = await db
        .select({ userId: accountCancellations.userId })
        .from(accountCancellations)
        .where(lte(accountCancellations.cancelledAt, cutoff))
        .orderBy(accountCancellations.cancelledAt)
        .limit(limit)
      if (due.length === 0) return []
      const ids = due.map((d) => d.userId)
      await db.delete(users).where(inArray(users.id, ids))
      return ids
    },

    /**
     * Deletes visitor (tourist) accounts not used since `cutoff`, with everything that belongs to them (every table
     * that points at users cascades): made before it, and no sign-in of theirs used (signed in or refreshed) since.
     * A visitor who joined an agent's app is kept: they are on that agent's client list with their activity (decision
     * 0060). One statement, so a visitor who comes back while it runs is judged on what they did. Returns their ids.
     */
    async deleteIdleVisitors(cutoff: Date, limit: number): Promise<string[]> {
      const db = t.db()
      const idle = db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.type, 'visitor'),
            lt(users.createdAt, cutoff),
            notExists(
              db
                .select({ one: sql`1` })
                .from(sessions)
                .where(and(eq(sessions.userId, users.id), gte(sessions.lastUsedAt, cutoff))),
            ),
            notExists(
              db.select({ one: sql`1` }).from(agentAppClients).where(eq(agentAppClients.clientUserId, users.id)),
            ),
          ),
        )
        .orderBy(users.createdAt)
        .limit(limit)
      const deleted = await db.delete(users).where(inArray(users.id, idle)).returning({ id: users.id })
      return deleted.map((d) => d.id)
    },

    /**
     * The Account tab's counts, read straight from the favourites, notices and showings tables (one indexed count
     * each) rather than through those modules, so the tab costs one call (and the account module, registered before
     * showings, needs nothing of it). Appointments are the person's showings still to come: waiting for the agent
     * (Pending, until the expiry job turns a passed one Expired) or taken to view for a time after `now`
     * (Processed); and, for an agent, the requests they handle that wait for their answer before their time.
     */
    async counts(
      userId: string,
      now: Date,
    ): Promise<{ favourites: number; appointments: number; unreadNotifications: number }> {
      const db = t.db()
      const [fav] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId))
      const [unread] = await db
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
      const [upcoming] = await db
        .select({ n: count() })
        .from(showings)
        .where(
          or(
            and(
              eq(showings.buyerId, userId),
              or(eq(showings.status, 'Pending'), and(eq(showings.status, 'Processed'), gt(showings.time, now))),
            ),
            // an agent's requests waiting for their answer, before their time
            and(
              eq(showings.agentUserId, userId),
              eq(showings.status, 'Pending'),
              isNull(showings.confirmedAt),
              gt(showings.time, now),
            ),
          ),
        )
      return {
        favourites: Number(fav?.n ?? 0),
        appointments: Number(upcoming?.n ?? 0),
        unreadNotifications: Number(unread?.n ?? 0),
      }
    },
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
