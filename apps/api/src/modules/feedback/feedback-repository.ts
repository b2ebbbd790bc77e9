import { and, desc, eq } from 'drizzle-orm'
import { feedback } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type FeedbackRow = typeof feedback.$inferSelect
type FeedbackStatusValue = FeedbackRow['status']

/** The `feedback` table. */
export function createFeedbackRepository(t: Transactor) {
  return {
    async insert(row: {
      userId: string
      type: number
      text: string
      contact: string | null
      imageKeys: string[]
      createdAt: Date
    }): Promise<FeedbackRow> {
      const [created] = await t.db().insert(feedback).values(row).returning()
      return created!
    },

    /** The user's feedback, newest first. */
    async listByUser(userId: string, limit: number): Promise<FeedbackRow[]> {
      return t
        .db()
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit)
    },

    async find(id: string): Promise<FeedbackRow | null> {
      const [row] = await t.db().select().from(feedback).where(eq(feedback.id, id))
      return row ?? null
    },

    /** Everyone's feedback for administrators, newest first, optionally of one status. */
    async listAll(status: FeedbackStatusValue | undefined, limit: number): Promise<FeedbackRow[]> {
      return t
        .db()
        .select()
        .from(feedback)
        .where(status ? and(eq(feedback.status, status)) : undefined)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit)
    },

    async reply(id: string, reply: string, adminId: string, at: Date): Promise<FeedbackRow | null> {
      const [row] = await t
        .db()
        .update(feedback)
        .set({ reply, repliedBy: adminId, repliedAt: at, status: 'replied' })
        .where(eq(feedback.id, id))
        .returning()
      return row ?? null
    },
  }
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
