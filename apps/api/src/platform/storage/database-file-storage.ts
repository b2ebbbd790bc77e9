import { Readable } from 'node:stream'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { storedFiles } from '../../db/schema.ts'
import { like, startingWith } from '../sql/like.ts'
import { assertStorageKey, assertStoragePrefix, type FileStorage } from './file-storage.ts'

/** Keys read per query while listing, so a large prefix never loads every key at once. */
const LIST_PAGE = 500

/**
 * Files in the database (`stored_files`): every process on the same PostgreSQL reads what any of them wrote, with no
 * bucket to run. A write is one upsert, so a reader sees the old file or the new one; a write made inside a
 * transaction (through `db`, which joins the caller's) commits or rolls back with it. The bytes come back as one
 * buffer wrapped in a stream: uploads are a few megabytes at most (the limits in core), which a row holds well.
 */
export function createDatabaseFileStorage(db: () => Db): FileStorage {
  return {
    kind: 'database',

    async put(key, bytes, meta) {
      assertStorageKey(key)
      const row = { contentType: meta.contentType, size: bytes.length, body: bytes, updatedAt: sql`now()` }
      await db()
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: row })
    },

    async get(key) {
      assertStorageKey(key)
      const [row] = await db()
        .select({ contentType: storedFiles.contentType, size: storedFiles.size, body: storedFiles.body })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
      if (!row) return null
      return { contentType: row.contentType, size: row.body.length, body: Readable.from([row.body]) }
    },

    async head(key) {
      assertStorageKey(key)
      const [row] = await db()
        .select({ contentType: storedFiles.contentType, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
      return row ?? null
    },

    async delete(key) {
      assertStorageKey(key)
      await db().delete(storedFiles).where(eq(storedFiles.key, key))
    },

    async *list(prefix) {
      assertStoragePrefix(prefix)
      // `_` may appear in a key and is a LIKE wildcard: the prefix is escaped to match only itself.
      const under = prefix === '' ? undefined : like(storedFiles.key, startingWith(prefix))
      let after: string | undefined
      for (;;) {
        const page = await db()
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(under, after === undefined ? undefined : gt(storedFiles.key, after)))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE)
        for (const { key } of page) yield key
        if (page.length < LIST_PAGE) return
        after = page[page.length - 1]?.key
      }
    },

    // The database belongs to the app, which closes it.
    async close() {},
  }
}
