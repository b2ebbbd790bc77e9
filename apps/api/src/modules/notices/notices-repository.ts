import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type ClientApp, clientAppOf } from '../../db/queries/client-app.ts'
import { noticeConsents, notices } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { anyOf } from '../../platform/sql/any-of.ts'

interface NoticeRow {
  id: string
  kind: string
  params: Record<string, string | number>
  createdAt: Date
  readAt: Date | null
  /** The exact stored time as text, for the page cursor. */
  createdAtKey: string
}

/** The `notices` and `notice_consents` tables. */
export function createNoticesRepository(t: Transactor) {
  return {
    /** The agent's app a person is a client of, which their e-mailed notices name. */
    clientApp: (userId: string, at: Date): Promise<ClientApp | null> => clientAppOf(t, userId, at),

    async insert(row: { userId: string; kind: string; params: Record<string, string | number>; createdAt: Date }) {
      const [created] = await t.db().insert(notices).values(row).returning({ id: notices.id })
      return created!.id
    },

    /** Stores many notices in one statement whatever their number (each column one array), with the ids the caller chose. */
    async insertMany(
      rows: readonly {
        id: string
        userId: string
        kind: string
        params: Record<string, string | number>
        createdAt: Date
      }[],
    ): Promise<void> {
      if (rows.length === 0) return
      const column = <T>(pick: (r: (typeof rows)[number]) => T) => sql.param(rows.map(pick))
      await t.db().execute(
        sql`insert into ${notices} (id, user_id, kind, params, created_at)
        select * from unnest(
          ${column((r) => r.id)}::uuid[], ${column((r) => r.userId)}::uuid[], ${column((r) => r.kind)}::text[],
          ${column((r) => JSON.stringify(r.params))}::jsonb[], ${column((r) => r.createdAt.toISOString())}::timestamptz[]
        )`,
      )
    },

    async deleteMany(ids: readonly string[]): Promise<void> {
      if (ids.length > 0)
        await t
          .db()
          .delete(notices)
          .where(inArray(notices.id, [...ids]))
    },

    /** Newest first, after the given position (created time as text, id). */
    async page(userId: string, after: { createdAt: string; id: string } | null, limit: number): Promise<NoticeRow[]> {
      return t
        .db()
        .select({
          id: notices.id,
          kind: notices.kind,
          params: notices.params,
          createdAt: notices.createdAt,
          readAt: notices.readAt,
          createdAtKey: sql<string>`${notices.createdAt}::text`,
        })
        .from(notices)
        .where(
          and(
            eq(notices.userId, userId),
            after
              ? sql`(${notices.createdAt}, ${notices.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(limit)
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
      return Number(row?.n ?? 0)
    },

    /** Marks the user's unread notices read: these ids only, or all of them. Another user's ids change nothing. */
    async markRead(userId: string, ids: readonly string[] | 'all', at: Date): Promise<number> {
      const rows = await t
        .db()
        .update(notices)
        .set({ readAt: at })
        .where(
          and(
            eq(notices.userId, userId),
            isNull(notices.readAt),
            ids === 'all' ? undefined : inArray(notices.id, [...ids]),
          ),
        )
        .returning({ id: notices.id })
      return rows.length
    },

    async getConsent(userId: string): Promise<{ email: boolean; decidedAt: Date } | null> {
      const [row] = await t
        .db()
        .select({ email: noticeConsents.email, decidedAt: noticeConsents.decidedAt })
        .from(noticeConsents)
        .where(eq(noticeConsents.userId, userId))
      return row ?? null
    },

    /** Of these people, those who agreed to e-mail copies, in one statement. */
    async emailConsenting(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set()
      const rows = await t
        .db()
        .select({ userId: noticeConsents.userId })
        .from(noticeConsents)
        .where(and(anyOf(noticeConsents.userId, userIds, 'uuid'), eq(noticeConsents.email, true)))
      return new Set(rows.map((r) => r.userId))
    },

    async setConsent(userId: string, email: boolean, at: Date): Promise<void> {
      await t
        .db()
        .insert(noticeConsents)
        .values({ userId, email, decidedAt: at })
        .onConflictDoUpdate({ target: noticeConsents.userId, set: { email, decidedAt: at } })
    },
  }
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>
