import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.ts'
import { builtCommand } from '../helpers/server-build.ts'

const run = promisify(execFile)
const serverUrl = process.env.TEST_DATABASE_URL

/**
 * Processes started together on an empty PostgreSQL database each migrate before serving: one applies the
 * migrations while the others wait for its lock, then find nothing left to do. The embedded database has one process.
 */
describe.runIf(serverUrl)('migrations from several processes at once on PostgreSQL', () => {
  const names: string[] = []
  const admin = () => new pg.Client({ connectionString: serverUrl })
  const freshDatabase = async () => {
    const name = `mn_migrate_${randomBytes(6).toString('hex')}`
    names.push(name)
    const client = admin()
    await client.connect()
    await client.query(`create database ${name}`)
    await client.end()
    const url = new URL(serverUrl as string)
    url.pathname = `/${name}`
    return url.toString()
  }
  const query = async <T>(url: string, text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const migrationCount = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length

  beforeAll(() => {
    expect(migrationCount).toBeGreaterThan(20)
  })
  afterAll(async () => {
    const client = admin()
    await client.connect()
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  })

  it('all resolve, each migration applied once, and the lock let go', async () => {
    const url = await freshDatabase()
    // four processes: four pools, one connection each at most, so none can borrow another's
    const databases = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url, poolMax: 1 })))
    try {
      await Promise.all(databases.map((d) => migrate(d)))
      // and a fifth later finds nothing to do
      await migrate(databases[0] as (typeof databases)[0])
    } finally {
      await Promise.all(databases.map((d) => d.close()))
    }
    const journal = await query<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations')
    expect(Number(journal[0]?.n)).toBe(migrationCount)
    const tables = await query<{ name: string }>(
      url,
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_name in ('rate_limit_counters', 'server_secrets', 'listings', 'users')`,
    )
    expect(tables.map((t) => t.name).sort()).toEqual(['listings', 'rate_limit_counters', 'server_secrets', 'users'])
    const held = await query(
      url,
      "select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
    )
    expect(held).toEqual([])
  })

  it('the migration command (db:migrate) from two processes at once: both exit 0', async () => {
    const url = await freshDatabase()
    const migrateCli = () =>
      run(process.execPath, [builtCommand('db-migrate')], {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      })
    const [first, second] = await Promise.all([migrateCli(), migrateCli()])
    expect(first.stdout).toContain('migrations applied (postgres)')
    expect(second.stdout).toContain('migrations applied (postgres)')
    const journal = await query<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations')
    expect(Number(journal[0]?.n)).toBe(migrationCount)
  }, 60_000)
})
