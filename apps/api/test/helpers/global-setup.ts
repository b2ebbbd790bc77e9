import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every test database starts as a copy of this migrated one: a PGlite archive, or a PostgreSQL template. */
    migratedDatabase: { kind: 'pglite'; archive: string } | { kind: 'postgres'; template: string }
    /**
     * The server and its commands built as `npm run build` builds them (server.js, cli/*.js), for the tests that start
     * them in processes of their own: built once per run rather than compiled by tsx in every process.
     */
    serverBuild: string
  }
}

const API_DIR = join(import.meta.dirname, '..', '..')

/** Builds the server into a folder of the api package (the bundle finds its migrations from there), gone after. */
async function buildServer(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(API_DIR, 'dist-test-'))
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], {
    cwd: API_DIR,
    env: { ...process.env, API_OUT_DIR: folder },
  })
  project.provide('serverBuild', folder)
  return () => rm(folder, { recursive: true, force: true })
}

/** Before any test file runs: the server built, and one database migrated; both gone after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [removeBuild, removeDatabase] = await Promise.all([buildServer(project), migrateOne(project)])
  return async () => {
    await Promise.all([removeBuild(), removeDatabase()])
  }
}

/**
 * Migrates one database; each test file's fresh database is then a copy of it. Starting an empty embedded database
 * costs seconds of initialisation and every migration; a copy costs a fraction of that.
 */
async function migrateOne(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'maplenest-test-template-'))
    const archive = join(folder, 'migrated.tar')
    const database = await openDatabase({ dataDir: null })
    try {
      await migrate(database)
      await database.archive?.(archive)
    } finally {
      await database.close()
    }
    project.provide('migratedDatabase', { kind: 'pglite', archive })
    return () => rm(folder, { recursive: true, force: true })
  }
  const template = `mn_template_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, `create database ${template}`)
  const url = new URL(serverUrl)
  url.pathname = `/${template}`
  const database = await openDatabase({ url: url.toString(), poolMax: 1 })
  try {
    await migrate(database)
  } finally {
    await database.close()
  }
  project.provide('migratedDatabase', { kind: 'postgres', template })
  return () => onServer(serverUrl, `drop database if exists ${template} with (force)`)
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
