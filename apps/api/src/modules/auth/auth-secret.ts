import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from '../../db/client.ts'
import { keepServerSecret } from '../../db/server-secrets.ts'

export const JWT_SECRET_FILE = 'jwt-secret'
/** Its name in `server_secrets` on PostgreSQL. */
export const JWT_SECRET_NAME = 'jwt-secret'
const MIN_SECRET_LENGTH = 32

function isErrno(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code
}

function readSecretFile(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim()
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds fewer than ${MIN_SECRET_LENGTH} characters`)
    return secret
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null
    throw err
  }
}

/** The key that signs access tokens kept in `${dataDir}/jwt-secret` (mode 0600), made on first start. */
function fileSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE)
  const existing = readSecretFile(file)
  if (existing) return existing
  mkdirSync(dataDir, { recursive: true })
  const generated = randomBytes(48).toString('base64url')
  try {
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' })
  } catch (err) {
    // Another process created it first: use theirs.
    if (!isErrno(err, 'EEXIST')) throw err
    const theirs = readSecretFile(file)
    if (!theirs) throw err
    return theirs
  }
  return generated
}

/**
 * The key that signs access tokens: JWT_SECRET when set. Otherwise 48 random bytes generated on first start and
 * kept, so a restart keeps everyone signed in: on PostgreSQL in the database (`server_secrets`), where every
 * process behind a balancer reads the same one; on the embedded database, which serves one process, in
 * `${dataDir}/jwt-secret` (mode 0600). A PostgreSQL deployment that already has that file keeps its key: the file's
 * secret is the one stored.
 */
export async function loadJwtSecret(opts: {
  secret?: string | undefined
  dataDir: string
  database?: Pick<Database, 'kind' | 'db'> | undefined
}): Promise<Uint8Array> {
  if (opts.secret) return new TextEncoder().encode(opts.secret)
  if (opts.database?.kind !== 'postgres') return new TextEncoder().encode(fileSecret(opts.dataDir))
  const dataDir = opts.dataDir
  const stored = await keepServerSecret(
    opts.database.db,
    JWT_SECRET_NAME,
    () => readSecretFile(join(dataDir, JWT_SECRET_FILE)) ?? randomBytes(48).toString('base64url'),
  )
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(`server_secrets ${JWT_SECRET_NAME} holds fewer than ${MIN_SECRET_LENGTH} characters`)
  }
  return new TextEncoder().encode(stored)
}
