import { desc, eq } from 'drizzle-orm'
import { outbox } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type OutboxChannel = (typeof outbox.$inferSelect)['channel']
export type OutboxStatus = (typeof outbox.$inferSelect)['status']

export interface OutboxEntry {
  channel: OutboxChannel
  recipient: string
  subject: string
  body: string
  /** What the sender noted with it (the kind of notice, an e-mail's extra headers). */
  meta: unknown
  createdAt: Date
}

/** Rows of the `outbox` table: one per e-mail or SMS, with its delivery status. */
export function createOutboxRepository(t: Transactor) {
  return {
    async insert(row: {
      channel: OutboxChannel
      recipient: string
      subject: string
      body: string
      meta: Record<string, unknown>
      status: OutboxStatus
      createdAt: Date
    }): Promise<string> {
      const [created] = await t.db().insert(outbox).values(row).returning({ id: outbox.id })
      return created!.id
    },

    async markSent(id: string, sentAt: Date): Promise<void> {
      await t.db().update(outbox).set({ status: 'sent', sentAt, error: null }).where(eq(outbox.id, id))
    },

    async markFailed(id: string, error: string): Promise<void> {
      await t
        .db()
        .update(outbox)
        .set({ status: 'failed', error: error.slice(0, 1000) })
        .where(eq(outbox.id, id))
    },

    /** Newest first. */
    async listForRecipient(recipient: string, limit: number): Promise<OutboxEntry[]> {
      return t
        .db()
        .select({
          channel: outbox.channel,
          recipient: outbox.recipient,
          subject: outbox.subject,
          body: outbox.body,
          meta: outbox.meta,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit)
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
