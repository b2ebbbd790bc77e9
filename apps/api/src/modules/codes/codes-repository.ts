import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { verificationCodes } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type CodeRow = typeof verificationCodes.$inferSelect
export type CodeChannelValue = CodeRow['channel']
export type CodePurposeValue = CodeRow['purpose']

/** The `verification_codes` table: hashed one-time codes per target (address) and purpose. */
export function createCodesRepository(t: Transactor) {
  return {
    /** Serialises code requests for one address until the surrounding transaction ends. */
    async lockTarget(target: string): Promise<void> {
      await t.db().execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${target}`}))`)
    },

    /** When the newest code for this address (any purpose) was created. */
    async lastSentAt(target: string): Promise<Date | null> {
      const [row] = await t
        .db()
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, target))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
      return row?.createdAt ?? null
    },

    async insert(values: {
      channel: CodeChannelValue
      target: string
      purpose: CodePurposeValue
      codeHash: string
      createdAt: Date
      expiresAt: Date
    }): Promise<string> {
      const [row] = await t.db().insert(verificationCodes).values(values).returning({ id: verificationCodes.id })
      return row!.id
    },

    async delete(id: string): Promise<void> {
      await t.db().delete(verificationCodes).where(eq(verificationCodes.id, id))
    },

    /** The newest code for this address and purpose; only it counts. */
    async latest(channel: CodeChannelValue, target: string, purpose: CodePurposeValue): Promise<CodeRow | null> {
      const [row] = await t
        .db()
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.channel, channel),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
      return row ?? null
    },

    /** Takes one attempt atomically; false when all `max` attempts are already used (or the code is consumed). */
    async takeAttempt(id: string, max: number): Promise<boolean> {
      const rows = await t
        .db()
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, max), isNull(verificationCodes.consumedAt)),
        )
        .returning({ id: verificationCodes.id })
      return rows.length === 1
    },

    /** Marks the code used; false when it was used already (two requests raced with the same code). */
    async consume(id: string, at: Date): Promise<boolean> {
      const rows = await t
        .db()
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id })
      return rows.length === 1
    },
  }
}

export type CodesRepository = ReturnType<typeof createCodesRepository>
