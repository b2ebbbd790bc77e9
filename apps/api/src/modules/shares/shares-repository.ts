import { eq } from 'drizzle-orm'
import { shares, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

/** The `shares` table, and the sharer's details as they are when sharing (read from `users`, never changed). */
export function createSharesRepository(t: Transactor) {
  return {
    async insert(row: typeof shares.$inferInsert): Promise<string> {
      const [created] = await t.db().insert(shares).values(row).returning({ id: shares.id })
      return created!.id
    },

    async sharer(userId: string) {
      const [row] = await t
        .db()
        .select({
          type: users.type,
          userName: users.userName,
          nickname: users.nickname,
          email: users.email,
          phonenumber: users.phonenumber,
          terminalId: users.terminalId,
        })
        .from(users)
        .where(eq(users.id, userId))
      return row ?? null
    },
  }
}

export type SharesRepository = ReturnType<typeof createSharesRepository>
