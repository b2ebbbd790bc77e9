import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { contracts, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

/** Key of the advisory lock held by whichever instance sends the contract reminders, so only one does. */
const REMINDER_LOCK_KEY = 'maplenest:contract-reminders'

export type ContractRow = typeof contracts.$inferSelect
type NewContractRow = typeof contracts.$inferInsert
/** A contract with its sort key as PostgreSQL's text of the timestamp (microseconds kept for the cursor). */
type ContractPageRow = ContractRow & { createdAtKey: string }

export interface ContractPartyRow {
  id: string
  userName: string
  email: string | null
  phonenumber: string | null
  orgName: string
}

/** The `contracts` table. */
export function createContractsRepository(t: Transactor) {
  return {
    async insert(row: NewContractRow): Promise<ContractRow> {
      const [created] = await t.db().insert(contracts).values(row).returning()
      return created!
    },

    /** Whether the user is the tenant or the issuing agent of a contract whose PDF is this file. */
    async isPartyToFile(userId: string, fileKey: string): Promise<boolean> {
      const [row] = await t
        .db()
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.fileKey, fileKey), or(eq(contracts.tenantId, userId), eq(contracts.agentId, userId))))
        .limit(1)
      return Boolean(row)
    },

    async find(id: string): Promise<ContractRow | null> {
      const [row] = await t.db().select().from(contracts).where(eq(contracts.id, id))
      return row ?? null
    },

    /**
     * The contracts a person is on, as tenant or as the issuing agent (an agent may rent a home too), newest first,
     * after the cursor's key.
     */
    async page(
      userId: string,
      after: { createdAt: string; id: string } | null,
      limit: number,
    ): Promise<ContractPageRow[]> {
      const rows = await t
        .db()
        .select({ row: contracts, createdAtKey: sql<string>`${contracts.createdAt}::text` })
        .from(contracts)
        .where(
          and(
            or(eq(contracts.tenantId, userId), eq(contracts.agentId, userId)),
            after
              ? sql`(${contracts.createdAt}, ${contracts.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(contracts.createdAt), desc(contracts.id))
        .limit(limit)
      return rows.map((r) => ({ ...r.row, createdAtKey: r.createdAtKey }))
    },

    async update(
      id: string,
      patch: Partial<Pick<ContractRow, 'uploadDate' | 'endDate' | 'remarks' | 'remindedDays' | 'updatedAt'>>,
    ): Promise<ContractRow | null> {
      const [row] = await t.db().update(contracts).set(patch).where(eq(contracts.id, id)).returning()
      return row ?? null
    },

    /** The people on contracts, by id. */
    async parties(ids: readonly string[]): Promise<Map<string, ContractPartyRow>> {
      if (ids.length === 0) return new Map()
      const rows = await t
        .db()
        .select({
          id: users.id,
          userName: users.userName,
          email: users.email,
          phonenumber: users.phonenumber,
          orgName: users.orgName,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
      return new Map(rows.map((r) => [r.id, r]))
    },

    /** Takes the reminders' advisory lock for the current transaction: false when another instance holds it. */
    async tryReminderLock(): Promise<boolean> {
      const result = (await t
        .db()
        .execute(sql`select pg_try_advisory_xact_lock(hashtext(${REMINDER_LOCK_KEY})) as locked`)) as unknown as {
        rows: { locked: boolean }[]
      }
      return result.rows[0]?.locked === true
    },

    /**
     * Contracts whose end date falls between the two dates (YYYY-MM-DD) and that may still owe a reminder: none
     * sent yet, or only one further away than the nearest.
     */
    async reminderCandidates(from: string, to: string, nearest: number): Promise<ContractRow[]> {
      return t
        .db()
        .select()
        .from(contracts)
        .where(
          and(
            gte(contracts.endDate, from),
            lte(contracts.endDate, to),
            or(isNull(contracts.remindedDays), sql`${contracts.remindedDays} > ${nearest}`),
          ),
        )
        .orderBy(contracts.endDate)
    },
  }
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>
