import type { TerminalType } from '@maplenest/core'
import { and, eq, sql } from 'drizzle-orm'
import { pushSubscriptions } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export interface PushTarget {
  id: string
  endpoint: string
  p256dh: string
  auth: string
}

export function createPushRepository(t: Transactor) {
  return {
    /** Binds a subscription to a person and device; the same endpoint bound again moves to the new binding. */
    async bind(row: {
      userId: string
      clientId: string
      platform: TerminalType
      endpoint: string
      p256dh: string
      auth: string
      at: Date
    }): Promise<void> {
      await t
        .db()
        .insert(pushSubscriptions)
        .values({ ...row, createdAt: row.at, updatedAt: row.at })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: row.userId,
            clientId: row.clientId,
            platform: row.platform,
            p256dh: row.p256dh,
            auth: row.auth,
            updatedAt: row.at,
            failures: 0,
          },
        })
    },

    /** Removes the caller's bindings on one device; how many there were. */
    async unbind(userId: string, clientId: string): Promise<number> {
      const gone = await t
        .db()
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.clientId, clientId)))
        .returning({ id: pushSubscriptions.id })
      return gone.length
    },

    async forUser(userId: string): Promise<PushTarget[]> {
      return t
        .db()
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    },

    async countFor(userId: string, clientId: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.clientId, clientId)))
      return row?.n ?? 0
    },

    async delivered(id: string, at: Date): Promise<void> {
      await t.db().update(pushSubscriptions).set({ lastSentAt: at, failures: 0 }).where(eq(pushSubscriptions.id, id))
    },

    /** Counts a failed delivery; the subscription is dropped after `max` in a row. */
    async failed(id: string, max: number): Promise<void> {
      await t
        .db()
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id))
      await t
        .db()
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), sql`${pushSubscriptions.failures} >= ${max}`))
    },

    async remove(id: string): Promise<void> {
      await t.db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
    },
  }
}
export type PushRepository = ReturnType<typeof createPushRepository>
