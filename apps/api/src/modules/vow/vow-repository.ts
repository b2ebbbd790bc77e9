import { eq, sql } from 'drizzle-orm'
import { vowAcceptances } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

type VowAcceptanceRow = typeof vowAcceptances.$inferSelect

/** The `vow_acceptances` table: one row per user, the newest version of the terms they accepted. */
export function createVowRepository(t: Transactor) {
  return {
    async find(userId: string): Promise<VowAcceptanceRow | null> {
      const [row] = await t.db().select().from(vowAcceptances).where(eq(vowAcceptances.userId, userId)).limit(1)
      return row ?? null
    },

    /** Records an acceptance; accepting the same version again keeps the first time, a new version replaces it. */
    async accept(userId: string, termsVersion: string, at: Date): Promise<VowAcceptanceRow> {
      const [row] = await t
        .db()
        .insert(vowAcceptances)
        .values({ userId, termsVersion, acceptedAt: at })
        .onConflictDoUpdate({
          target: vowAcceptances.userId,
          set: {
            acceptedAt: sql`case when ${vowAcceptances.termsVersion} = excluded.terms_version then ${vowAcceptances.acceptedAt} else excluded.accepted_at end`,
            termsVersion: sql`excluded.terms_version`,
          },
        })
        .returning()
      if (!row) throw new Error('vow acceptance upsert returned nothing')
      return row
    },
  }
}

export type VowRepository = ReturnType<typeof createVowRepository>
