import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { idempotentRequests } from '../db/schema.ts'

/** Whose key it is (`u:<user id>` or `ip:<address>`) and the key the client sent. */
export interface IdempotencyScope {
  scope: string
  key: string
}

/** The kept first answer to a request. */
export interface KeptAnswer {
  statusCode: number
  contentType: string | null
  body: string
}

/** What a claim found: the key is ours now, an answer to replay, or why not (another request, one still running). */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: KeptAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' }

/**
 * The rows behind `Idempotency-Key` (`idempotent_requests`), shared by every process on the database: a claim is an
 * insert that only one request can win; its answer is written when it is sent, and the row is removed when the
 * request fails so a retry runs again.
 */
export function createIdempotentRequests(db: Db, opts: { ttlMs: number; abandonedAfterMs: number }) {
  const where = (id: IdempotencyScope) =>
    and(eq(idempotentRequests.scope, id.scope), eq(idempotentRequests.key, id.key))

  return {
    async claim(id: IdempotencyScope, fingerprint: string, now: Date): Promise<Claim> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await db
          .insert(idempotentRequests)
          .values({ scope: id.scope, key: id.key, fingerprint, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key })
        if (inserted.length > 0) return { kind: 'claimed' }
        const [row] = await db.select().from(idempotentRequests).where(where(id))
        // Removed meanwhile (its first attempt failed): try again.
        if (!row) continue
        const age = now.getTime() - row.createdAt.getTime()
        if (age >= opts.ttlMs) {
          await db.delete(idempotentRequests).where(and(where(id), eq(idempotentRequests.createdAt, row.createdAt)))
          continue
        }
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' }
        if (row.statusCode !== null) {
          return {
            kind: 'answered',
            answer: { statusCode: row.statusCode, contentType: row.contentType, body: row.body ?? '' },
          }
        }
        if (age < opts.abandonedAfterMs) return { kind: 'in-flight' }
        // Its process died before answering: this attempt takes the key over, if no other retry did first.
        const taken = await db
          .update(idempotentRequests)
          .set({ createdAt: now })
          .where(and(where(id), isNull(idempotentRequests.statusCode), eq(idempotentRequests.createdAt, row.createdAt)))
          .returning({ key: idempotentRequests.key })
        if (taken.length > 0) return { kind: 'claimed' }
      }
      return { kind: 'in-flight' }
    },

    async keep(id: IdempotencyScope, answer: KeptAnswer): Promise<void> {
      await db.update(idempotentRequests).set(answer).where(where(id))
    },

    async release(id: IdempotencyScope): Promise<void> {
      await db.delete(idempotentRequests).where(where(id))
    },

    /** Deletes what is older than the TTL. */
    async sweep(now: Date): Promise<void> {
      await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - opts.ttlMs)))
    },
  }
}

export type IdempotentRequests = ReturnType<typeof createIdempotentRequests>
