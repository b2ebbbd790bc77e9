import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { listingHistory, listings } from '../../src/db/schema.ts'
import { createIngest } from '../../src/ingest/index.ts'
import { ingestLockKey, withIngestLock } from '../../src/ingest/ingest-lock.ts'
import { createTestDatabase } from '../helpers/test-database.ts'
import { at, property, type ResoServer, startResoServer } from './reso-server-fixtures.ts'

describe('RESO feed sync over a failing connection', () => {
  let reso: ResoServer
  let database: Database

  const counts = async () => {
    const [row] = await database.db
      .select({
        listings: sql<number>`(select count(*)::int from ${listings})`,
        distinct: sql<number>`(select count(distinct ml_num)::int from ${listings})`,
        history: sql<number>`(select count(*)::int from ${listingHistory})`,
      })
      .from(sql`(select 1) as one`)
    return { listings: Number(row?.listings), distinct: Number(row?.distinct), history: Number(row?.history) }
  }

  beforeAll(async () => {
    reso = await startResoServer()
    database = await createTestDatabase()
    for (let i = 0; i < 10; i++) reso.property.push(property(`C${5000 + i}`, i))
  })
  afterAll(async () => {
    await database?.close()
    await reso?.close()
  })

  it('asks again for a page whose connection dropped half-way and stores every record once', async () => {
    // Requests: 0 = page 1, 1 = page 2 (cut), 2 = page 2 again, 3 = page 3, 4 = page 4, then Media.
    reso.dropAt.add(1)
    const ingest = createIngest(database, { baseUrl: reso.url, token: reso.token, pageSize: 3, backoffMs: 5 })
    const report = await ingest.sync({ feed: 'reso' })
    expect(report.ok).toBe(true)
    expect(report.retries).toBe(1)
    expect(reso.requests.filter((r) => r.resource === 'Property').map((r) => r.skip)).toEqual([0, 3, 3, 6, 9])
    expect(report.property).toMatchObject({ seen: 10, inserted: 10, updated: 0, unchanged: 0 })
    expect(await counts()).toEqual({ listings: 10, distinct: 10, history: 10 })
  })

  it('keeps the pages stored before the server gave up, and the next run goes on from there', async () => {
    for (let i = 10; i < 16; i++) reso.property.push(property(`C${5000 + i}`, i))
    reso.requests.length = 0
    reso.dropAt.clear()
    // Page 1 (C5009 again on the boundary, C5010, C5011) goes through; page 2 fails on every attempt.
    for (let n = 1; n <= 3; n++) reso.dropAt.add(n)
    const impatient = createIngest(database, {
      baseUrl: reso.url,
      token: reso.token,
      pageSize: 3,
      backoffMs: 1,
      retries: 2,
    })
    const failed = await impatient.sync({ feed: 'reso' })
    expect(failed.ok).toBe(false)
    expect(failed.error).toMatch(/^request failed/)
    expect(failed.retries).toBe(2)
    expect(failed.property).toMatchObject({ seen: 3, inserted: 2, unchanged: 1 })
    expect(failed.lastModificationTimestamp).toBe(at(11))
    expect(await counts()).toEqual({ listings: 12, distinct: 12, history: 12 })

    reso.requests.length = 0
    reso.dropAt.clear()
    const resumed = await impatient.sync({ feed: 'reso' })
    expect(resumed.ok).toBe(true)
    expect(reso.requests[0]?.filter).toBe(`ModificationTimestamp ge ${at(11)}`)
    expect(resumed.property).toMatchObject({ seen: 5, inserted: 4, unchanged: 1 })
    expect(await counts()).toEqual({ listings: 16, distinct: 16, history: 16 })
  })

  it('lets one holder of the feed lock run the sync on PostgreSQL; PGlite just runs it', async () => {
    const url = process.env.TEST_DATABASE_URL
    if (database.kind !== 'postgres' || !url) {
      expect(await withIngestLock(database, undefined, 'reso', async () => 'ran')).toEqual({ ran: true, value: 'ran' })
      return
    }
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [ingestLockKey('reso')])
      expect(await withIngestLock(database, url, 'reso', async () => 'ran')).toEqual({ ran: false })
      expect(await withIngestLock(database, url, 'other', async () => 'ran')).toEqual({ ran: true, value: 'ran' })
      await holder.query('select pg_advisory_unlock(hashtext($1))', [ingestLockKey('reso')])
      expect(await withIngestLock(database, url, 'reso', async () => 'ran')).toEqual({ ran: true, value: 'ran' })
    } finally {
      await holder.end()
    }
  })
})
