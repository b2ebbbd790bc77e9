import { and, count, desc, eq, gt, inArray, isNull, lt, lte, max, sql } from 'drizzle-orm'
import { codeFailures, codeLocks, verificationCodes } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

type CodeRow = typeof verificationCodes.$inferSelect
type CodeChannelValue = CodeRow['channel']
type CodePurposeValue = CodeRow['purpose']

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

    /** Serialises code checks for these keys (an address, an account) until the surrounding transaction ends. */
    async lockKeys(keys: readonly string[]): Promise<void> {
      for (const key of [...keys].sort()) {
        await t.db().execute(sql`select pg_advisory_xact_lock(hashtext(${`code-guard:${key}`}))`)
      }
    },

    /** The latest end of a pause on any of these keys that is still running at `at`, or null. */
    async lockedUntil(keys: readonly string[], at: Date): Promise<Date | null> {
      const [row] = await t
        .db()
        .select({ until: max(codeLocks.lockedUntil) })
        .from(codeLocks)
        .where(and(inArray(codeLocks.key, [...keys]), gt(codeLocks.lockedUntil, at)))
      return row?.until ?? null
    },

    /** Records one wrong code against a key, forgets its failures older than the window, and answers how many remain. */
    async recordFailure(key: string, at: Date, windowMs: number): Promise<number> {
      const db = t.db()
      const since = new Date(at.getTime() - windowMs)
      await db.delete(codeFailures).where(and(eq(codeFailures.key, key), lte(codeFailures.failedAt, since)))
      await db.insert(codeFailures).values({ key, failedAt: at })
      const [row] = await db.select({ n: count() }).from(codeFailures).where(eq(codeFailures.key, key))
      return row?.n ?? 0
    },

    async setLock(key: string, until: Date): Promise<void> {
      await t
        .db()
        .insert(codeLocks)
        .values({ key, lockedUntil: until })
        .onConflictDoUpdate({ target: codeLocks.key, set: { lockedUntil: until } })
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
