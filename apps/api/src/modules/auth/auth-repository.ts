import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm'
import { retiredRefreshTokens, sessions, usedIdentityTokens, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

type UserRow = typeof users.$inferSelect

export interface SessionState {
  id: string
  userId: string
  expiresAt: Date
  revokedAt: Date | null
}

/** Sign-ins (`sessions`, one per refresh-token family) and the refresh-token hashes they rotated out. */
export function createAuthRepository(t: Transactor) {
  const state = {
    id: sessions.id,
    userId: sessions.userId,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt,
  }
  return {
    async create(values: {
      userId: string
      refreshTokenHash: string
      clientId: string | null
      grantType: string
      createdAt: Date
      expiresAt: Date
    }): Promise<string> {
      const [row] = await t
        .db()
        .insert(sessions)
        .values({ ...values, lastUsedAt: values.createdAt })
        .returning({ id: sessions.id })
      return row!.id
    },

    /**
     * The primary-key lookup every authenticated request makes, with the account's current type joined in, so a
     * role given or taken away counts from the next request rather than when the access token expires.
     */
    async findLive(id: string): Promise<(SessionState & { userType: UserRow['type'] }) | null> {
      const [row] = await t
        .db()
        .select({ ...state, userType: users.type })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1)
      return row ?? null
    },

    /** Whether this account has signed in (any way but as a visitor) from the device with this client id before. */
    async hasSignedInFrom(userId: string, clientId: string): Promise<boolean> {
      const rows = await t
        .db()
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.clientId, clientId), ne(sessions.grantType, 'app')))
        .limit(1)
      return rows.length > 0
    },

    async findByRefreshHash(hash: string): Promise<SessionState | null> {
      const [row] = await t.db().select(state).from(sessions).where(eq(sessions.refreshTokenHash, hash)).limit(1)
      return row ?? null
    },

    /** The sign-in a rotated-out refresh token belonged to, and when it was rotated out. */
    async findRetired(hash: string): Promise<{ sessionId: string; retiredAt: Date } | null> {
      const [row] = await t
        .db()
        .select({ sessionId: retiredRefreshTokens.sessionId, retiredAt: retiredRefreshTokens.retiredAt })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.tokenHash, hash))
        .limit(1)
      return row ?? null
    },

    /**
     * Swaps the refresh-token hash only if it is still `fromHash` and the sign-in is live, so two refreshes with
     * the same token cannot both succeed. Keeps the old hash as retired.
     */
    async rotate(id: string, fromHash: string, toHash: string, at: Date, expiresAt: Date): Promise<boolean> {
      const db = t.db()
      const rows = await db
        .update(sessions)
        .set({ refreshTokenHash: toHash, generation: sql`${sessions.generation} + 1`, lastUsedAt: at, expiresAt })
        .where(and(eq(sessions.id, id), eq(sessions.refreshTokenHash, fromHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      if (rows.length !== 1) return false
      await db.insert(retiredRefreshTokens).values({ tokenHash: fromHash, sessionId: id, retiredAt: at })
      return true
    },

    async revoke(id: string, at: Date, reason: string): Promise<void> {
      await t
        .db()
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    },

    async revokeAllOfUser(userId: string, at: Date, reason: string): Promise<void> {
      await t
        .db()
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },

    /**
     * Records a social identity token as used until `usableUntil`: false when it was used already. One insert that
     * does nothing on a conflict, so two requests racing with the same token cannot both win; rows of tokens that can
     * no longer verify are deleted on the way.
     */
    async useIdentityToken(tokenHash: string, usableUntil: Date, at: Date): Promise<boolean> {
      const db = t.db()
      await db.delete(usedIdentityTokens).where(lt(usedIdentityTokens.expiresAt, at))
      const inserted = await db
        .insert(usedIdentityTokens)
        .values({ tokenHash, expiresAt: usableUntil })
        .onConflictDoNothing()
        .returning({ tokenHash: usedIdentityTokens.tokenHash })
      return inserted.length === 1
    },
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
