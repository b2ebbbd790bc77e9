import { randomBytes } from 'node:crypto'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.ts'
import { parseEnv } from '../../../src/config/env.ts'
import { type Database, openDatabase } from '../../../src/db/client.ts'
import { migrate } from '../../../src/db/migrate.ts'
import { createTransactor } from '../../../src/db/transaction.ts'
import {
  createFileStorage,
  FileStorageConfigError,
  fileStorageKind,
} from '../../../src/platform/storage/create-file-storage.ts'
import { createDatabaseFileStorage } from '../../../src/platform/storage/database-file-storage.ts'
import { createTestDatabase } from '../../helpers/test-database.ts'
import { describeStorageContract } from './storage-contract-fixtures.ts'

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

describeStorageContract(`the database (${engine})`, async () => {
  const database = await createTestDatabase()
  return { storage: createDatabaseFileStorage(() => database.db), stop: () => database.close() }
})

describe(`the database (${engine})`, () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('lists a prefix holding LIKE wildcards as itself only, across pages', async () => {
    const storage = createDatabaseFileStorage(() => database.db)
    await storage.put('agent_icon/u1/a.png', Buffer.from('a'), { contentType: 'image/png' })
    await storage.put('agentxicon/u1/b.png', Buffer.from('b'), { contentType: 'image/png' })
    const keys: string[] = []
    for await (const key of storage.list('agent_icon/')) keys.push(key)
    expect(keys).toEqual(['agent_icon/u1/a.png'])

    for (let i = 0; i < 1203; i++) {
      await storage.put(`many/u${String(i).padStart(4, '0')}.txt`, Buffer.from([i % 256]), {
        contentType: 'text/plain',
      })
    }
    const many = new Set<string>()
    for await (const key of storage.list('many/')) many.add(key)
    expect(many.size).toBe(1203)
  })

  it('writes with the transaction it is called in, and rolls back with it', async () => {
    const transactor = createTransactor(database.db)
    const storage = createDatabaseFileStorage(transactor.db)
    await expect(
      transactor.run(async () => {
        await storage.put('avatar/u9/rolled.webp', Buffer.from('x'), { contentType: 'image/webp' })
        // Read back inside the same transaction (on PGlite's one connection, a second one would wait for ever).
        expect(await storage.head('avatar/u9/rolled.webp')).toEqual({ size: 1, contentType: 'image/webp' })
        throw new Error('abandoned')
      }),
    ).rejects.toThrow('abandoned')
    expect(await storage.head('avatar/u9/rolled.webp')).toBeNull()
  })
})

describe('choosing where files live', () => {
  const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...vars })
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'files',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
  }

  it('keeps files in a folder on the embedded database and in the database on PostgreSQL', () => {
    expect(fileStorageKind(env(), 'pglite')).toBe('local')
    expect(fileStorageKind(env(), 'postgres')).toBe('database')
    expect(fileStorageKind(env(s3), 'postgres')).toBe('s3')
    expect(fileStorageKind(env(s3), 'pglite')).toBe('s3')
    expect(fileStorageKind(env({ FILE_STORAGE: 'database' }), 'pglite')).toBe('database')
    expect(fileStorageKind(env({ ...s3, FILE_STORAGE: 'database' }), 'postgres')).toBe('database')
  })

  it('refuses a folder per process on PostgreSQL, naming the fix', async () => {
    expect(() => env({ FILE_STORAGE: 'local', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /FILE_STORAGE: .*unset FILE_STORAGE/,
    )
    expect(() => env({ FILE_STORAGE: 's3' })).toThrow(/FILE_STORAGE: s3 needs S3_ENDPOINT/)
    // A PostgreSQL handed to the app without DATABASE_URL (as the tests do) is refused all the same.
    const database = { kind: 'postgres' as const, db: () => null as never }
    await expect(createFileStorage(env({ FILE_STORAGE: 'local' }), database)).rejects.toThrow(FileStorageConfigError)
    await expect(createFileStorage(env({ FILE_STORAGE: 'local' }), database)).rejects.toThrow(/unset FILE_STORAGE/)
  })
})

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * Two servers on one PostgreSQL database, each with its own connection pool and its own DATA_DIR, as two processes
 * behind a balancer would be. On PGlite (one process) the same is shown with FILE_STORAGE=database over one database.
 */
describe(`two servers on one database (${engine})`, () => {
  const serverUrl = process.env.TEST_DATABASE_URL
  const name = `mn_test_${randomBytes(6).toString('hex')}`
  let first: Database
  let second: Database
  let apps: Awaited<ReturnType<typeof buildApp>>[] = []

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    if (serverUrl) {
      await admin(`create database ${name}`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      first = await openDatabase({ url: url.toString(), poolMax: 3, onIdleError: () => {} })
      second = await openDatabase({ url: url.toString(), poolMax: 3, onIdleError: () => {} })
      await migrate(first)
    } else {
      first = await createTestDatabase()
      second = first
    }
    const env = (dataDir: string) =>
      parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
        WEB_DIST: '/nonexistent-web-dist',
        DATA_DIR: dataDir,
        ...(serverUrl ? {} : { FILE_STORAGE: 'database' }),
      })
    // Folders nothing may be written to: a file kept in one would be missing from the other server.
    apps = [
      await buildApp({ env: env('/nonexistent-maplenest/a'), database: first, logger: false }),
      await buildApp({ env: env('/nonexistent-maplenest/b'), database: second, logger: false }),
    ]
    for (const app of apps) await app.ready()
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await first?.close()
    if (second !== first) await second?.close()
    if (serverUrl) await admin(`drop database if exists ${name} with (force)`)
  })

  it('serves from the second what was stored through the first, and forgets it there once deleted', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]]
    const ownerId = '00000000-0000-4000-8000-000000000001'
    const avatar = await a.files.store('avatar', ownerId, PNG)
    const res = await b.inject({ url: b.files.url(avatar.key) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['content-length']).toBe(String(avatar.size))
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp' })

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
    const contract = await b.files.store('contract-pdf', ownerId, pdf)
    const signed = a.files.signedUrl(contract.key)
    const opened = await a.inject({ url: signed })
    expect(opened.statusCode).toBe(200)
    expect(Buffer.compare(opened.rawPayload, pdf)).toBe(0)

    await a.files.delete(avatar.key)
    expect((await b.inject({ url: b.files.url(avatar.key) })).statusCode).toBe(404)
  })
})
