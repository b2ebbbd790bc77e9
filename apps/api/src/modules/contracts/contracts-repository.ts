import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { contractSignatures, contracts, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

/** Key of the advisory lock held by whichever instance sends the contract reminders, so only one does. */
const REMINDER_LOCK_KEY = 'maplenest:contract-reminders'

export type ContractRow = typeof contracts.$inferSelect
type NewContractRow = typeof contracts.$inferInsert
export type SignatureRow = typeof contractSignatures.$inferSelect
type NewSignatureRow = typeof contractSignatures.$inferInsert
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

    /** Whether the user is the tenant or the issuing agent of a contract whose PDF (original or signed) is this file. */
    async isPartyToFile(userId: string, fileKey: string): Promise<boolean> {
      const [row] = await t
        .db()
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(
            or(eq(contracts.fileKey, fileKey), eq(contracts.signedFileKey, fileKey)),
            or(eq(contracts.tenantId, userId), eq(contracts.agentId, userId)),
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    async find(id: string): Promise<ContractRow | null> {
      const [row] = await t.db().select().from(contracts).where(eq(contracts.id, id))
      return row ?? null
    },

    /**
     * The contract, its row locked until the caller's transaction ends (SELECT … FOR UPDATE): signatures and changes
     * of one contract take turns, whichever process serves them.
     */
    async findForUpdate(id: string): Promise<ContractRow | null> {
      const [row] = await t.db().select().from(contracts).where(eq(contracts.id, id)).for('update')
      return row ?? null
    },

    /** The signatures of these contracts, oldest first. */
    async signatures(contractIds: readonly string[]): Promise<SignatureRow[]> {
      if (contractIds.length === 0) return []
      return t
        .db()
        .select()
        .from(contractSignatures)
        .where(inArray(contractSignatures.contractId, [...new Set(contractIds)]))
        .orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.id))
    },

    async insertSignature(row: NewSignatureRow): Promise<SignatureRow> {
      const [created] = await t.db().insert(contractSignatures).values(row).returning()
      return created!
    },

    /** Keeps the signed PDF and locks the contract. */
    async complete(
      id: string,
      signed: Pick<ContractRow, 'signedFileKey' | 'signedFileSize' | 'signedFileHash' | 'signedAt' | 'updatedAt'>,
    ): Promise<ContractRow> {
      const [row] = await t.db().update(contracts).set(signed).where(eq(contracts.id, id)).returning()
      return row!
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
