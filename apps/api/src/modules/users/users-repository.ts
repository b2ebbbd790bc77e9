import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { accountCancellations, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type UserRow = typeof users.$inferSelect
type NewUserRow = typeof users.$inferInsert

/** The `users` table. E-mail is matched case-insensitively (the unique index is on lower(email)). */
export function createUsersRepository(t: Transactor) {
  return {
    /** The new row, or null when its e-mail, phone number or social id is already taken (safe inside a transaction). */
    async insert(values: NewUserRow): Promise<UserRow | null> {
      const [row] = await t.db().insert(users).values(values).onConflictDoNothing().returning()
      return row ?? null
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await t.db().select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await t
        .db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1)
      return row ?? null
    },

    async findBySocial(provider: string, socialId: string): Promise<UserRow | null> {
      const [row] = await t
        .db()
        .select()
        .from(users)
        .where(and(eq(users.socialProvider, provider), eq(users.socialId, socialId), isNull(users.cancelledAt)))
        .limit(1)
      return row ?? null
    },

    /** Links a provider's identity to an account that has none yet; false when it already has one. */
    async linkSocial(userId: string, provider: string, socialId: string, at: Date): Promise<boolean> {
      const rows = await t
        .db()
        .update(users)
        .set({ socialProvider: provider, socialId, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.socialId)))
        .returning({ id: users.id })
      return rows.length > 0
    },

    async findByPhone(phonenumber: string): Promise<UserRow | null> {
      const [row] = await t.db().select().from(users).where(eq(users.phonenumber, phonenumber)).limit(1)
      return row ?? null
    },

    /** The newest cancelled account that used this e-mail address or phone number, with its password hash then. */
    async findCancellation(by: { email: string } | { phonenumber: string }) {
      const where =
        'email' in by
          ? sql`lower(${accountCancellations.email}) = ${by.email.toLowerCase()}`
          : eq(accountCancellations.phonenumber, by.phonenumber)
      const [row] = await t
        .db()
        .select({ passwordHash: accountCancellations.passwordHash })
        .from(accountCancellations)
        .where(where)
        .orderBy(desc(accountCancellations.cancelledAt))
        .limit(1)
      return row ?? null
    },

    /** Makes the account a broker (type 'agent'); false when there is no such user. */
    async makeAgent(id: string, at: Date): Promise<boolean> {
      const rows = await t
        .db()
        .update(users)
        .set({ type: 'agent', isBroker: true, updatedAt: at })
        .where(eq(users.id, id))
        .returning({ id: users.id })
      return rows.length > 0
    },

    async updatePasswordHash(id: string, passwordHash: string, at: Date): Promise<void> {
      await t.db().update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id))
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
