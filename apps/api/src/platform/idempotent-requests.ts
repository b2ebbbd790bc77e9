import type { EventEmitter } from 'node:events'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { idempotentRequests } from '../db/schema.ts'

/** Whose key it is (`u:<user id>` or `ip:<address>`) and the key the client sent. */
interface IdempotencyScope {
  scope: string
  key: string
}

/** The kept first answer to a request. */
interface KeptAnswer {
  statusCode: number
  contentType: string | null
  body: string
}

/** What a claim found: the key is ours now, an answer to replay, or why not (another request, one still running). */
type Claim =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: KeptAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' }

/** The first of the two advisory lock keys every process's presence lock shares (the second is the process's id). */
const PRESENCE_LOCK = 'maplenest:idempotency-process'

/**
 * The rows behind `Idempotency-Key` (`idempotent_requests`), shared by every process on the database. A claim is an
 * insert only one request can win; while its request runs, the row's `body` names the process that holds it (a random
 * 31-bit id), and its answer replaces that when it is sent. A failed request removes its row, so a retry runs again.
 *
 * A process that dies mid-request leaves its claim behind. On PostgreSQL each process holds a session advisory lock
 * on its id (`holdPresence`) for as long as it lives: a claim whose holder's lock is free belongs to a dead process,
 * and a retry (the balancer's, on another process) takes it over at once. On the embedded database there is one
 * process, so a claim held by any other id is a dead one.
 */
export function createIdempotentRequests(
  database: Pick<Database, 'db' | 'kind' | 'withConnection'>,
  opts: { ttlMs: number; process: number },
) {
  const db: Db = database.db
  const self = String(opts.process)
  const where = (id: IdempotencyScope) =>
    and(eq(idempotentRequests.scope, id.scope), eq(idempotentRequests.key, id.key))

  /** Whether the process that claimed a row still runs. */
  const holderAlive = async (holder: string | null): Promise<boolean> => {
    if (holder === self) return true
    if (holder === null || !/^\d{1,10}$/.test(holder) || database.kind !== 'postgres') return false
    const id = Number(holder)
    // Free (so the try takes it, for the length of this transaction): nobody holds it, its process is gone.
    const free = await db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${PRESENCE_LOCK}), ${id}::int) as free`,
      )) as unknown as { rows: { free: boolean }[] }
      return result.rows[0]?.free === true
    })
    return !free
  }

  return {
    async claim(id: IdempotencyScope, fingerprint: string, now: Date): Promise<Claim> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await db
          .insert(idempotentRequests)
          .values({ scope: id.scope, key: id.key, fingerprint, body: self, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key })
        if (inserted.length > 0) return { kind: 'claimed' }
        const [row] = await db.select().from(idempotentRequests).where(where(id))
        // Removed meanwhile (its first attempt failed): try again.
        if (!row) continue
        if (now.getTime() - row.createdAt.getTime() >= opts.ttlMs) {
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
        if (await holderAlive(row.body)) return { kind: 'in-flight' }
        // Its process died before answering: this attempt takes the key over, unless another retry did first.
        const taken = await db
          .update(idempotentRequests)
          .set({ body: self, createdAt: now })
          .where(
            and(
              where(id),
              isNull(idempotentRequests.statusCode),
              row.body === null ? isNull(idempotentRequests.body) : eq(idempotentRequests.body, row.body),
            ),
          )
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

    /**
     * On PostgreSQL, holds this process's presence lock on a connection of its own until `stop` is called (or the
     * process dies, and the connection with it); taken again if the connection is lost. Nothing on the embedded
     * database, whose only connection it would take.
     */
    holdPresence(log: (err: unknown) => void): { stop(): Promise<void>; ready: Promise<void> } {
      if (database.kind !== 'postgres') return { stop: async () => {}, ready: Promise.resolve() }
      let stopping = false
      let release: () => void = () => {}
      const stopped = new Promise<void>((resolve) => {
        release = resolve
      })
      let markReady: () => void = () => {}
      const ready = new Promise<void>((resolve) => {
        markReady = resolve
      })
      const hold = async () => {
        while (!stopping) {
          try {
            await database.withConnection(async (conn) => {
              // The connection is held for the life of the process: an error on it (the server restarted, the
              // backend was ended) must end this hold and start another, never go unheard and stop the process.
              const client = (conn as unknown as { $client: EventEmitter }).$client
              const lost = new Promise<never>((_, reject) => {
                client.on('error', reject)
              })
              lost.catch(() => {})
              await Promise.race([
                conn.execute(sql`select pg_advisory_lock(hashtext(${PRESENCE_LOCK}), ${opts.process}::int)`),
                lost,
              ])
              markReady()
              await Promise.race([stopped, lost])
              await conn.execute(sql`select pg_advisory_unlock(hashtext(${PRESENCE_LOCK}), ${opts.process}::int)`)
            })
          } catch (err) {
            markReady()
            if (stopping) return
            log(err)
            await new Promise((resolve) => setTimeout(resolve, 1000).unref())
          }
        }
      }
      const running = hold()
      return {
        ready,
        async stop() {
          stopping = true
          release()
          await running
        },
      }
    },
  }
}
