import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { createTransactor } from '../../src/db/transaction.ts'
import { migratedArchive, onPostgres } from '../helpers/test-database.ts'

/** The Postgres error code anywhere in an error's cause chain (Drizzle wraps the driver's error). */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  }
  return undefined
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

describe.skipIf(onPostgres)('the embedded database runs off the main thread', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, from: migratedArchive() })
    await database.db.execute(sql`create table t (id int primary key, name text not null)`)
  })
  afterAll(() => database.close())

  it('lets the event loop turn while a long query runs', async () => {
    let turned = false
    const query = database.db
      .execute(sql`select count(*) from generate_series(1, 3000000)`)
      .then((result) => ({ turned, rows: rowsOf(result) }))
    setImmediate(() => {
      turned = true
    })
    const outcome = await query
    expect(Number(outcome.rows[0]?.count)).toBe(3_000_000)
    // a query run on this thread would have blocked the loop until it finished
    expect(outcome.turned).toBe(true)
  })

  it('passes Postgres error codes through to the caller', async () => {
    await database.db.execute(sql`insert into t values (1, 'one')`)
    const failure = await database.db.execute(sql`insert into t values (1, 'again')`).catch((err: unknown) => err)
    expect(pgCode(failure)).toBe('23505')
  })

  it('keeps a transaction together while other requests query, and rolls it back whole', async () => {
    const transactor = createTransactor(database.db)
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const tx = transactor
      .run(async () => {
        await transactor.db().execute(sql`insert into t values (10, 'inside')`)
        await gate
        await transactor.db().execute(sql`insert into t values (1, 'clash')`)
      })
      .catch(pgCode)
    // a request arriving while the transaction is open waits for it, then sees none of its rows
    const outside = database.db.execute(sql`select count(*)::int as n from t where id = 10`)
    release()
    expect(await tx).toBe('23505')
    expect(rowsOf(await outside)).toEqual([{ n: 0 }])
    await database.ping()
  })

  it('loads pg_trgm in the worker', async () => {
    await database.db.execute(sql`create extension if not exists pg_trgm`)
    const result = await database.db.execute(sql`select similarity('Yonge Street', 'Yonge St') > 0.3 as near`)
    expect(rowsOf(result)).toEqual([{ near: true }])
  })

  it('stops answering once closed', async () => {
    const other = await openDatabase({ dataDir: null, from: migratedArchive() })
    await other.ping()
    await other.close()
    await expect(other.ping()).rejects.toThrow()
  })
})
