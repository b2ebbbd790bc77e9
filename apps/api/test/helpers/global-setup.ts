import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every test database starts as a copy of this migrated one: a PGlite archive, or a PostgreSQL template. */
    migratedDatabase: { kind: 'pglite'; archive: string } | { kind: 'postgres'; template: string }
  }
}

/**
 * Migrates one database before any test file runs; each file's fresh database is then a copy of it. Starting an
 * empty embedded database costs seconds of initialisation and every migration; a copy costs a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
