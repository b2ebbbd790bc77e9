import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const JWT_SECRET_FILE = 'jwt-secret'
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

/**
 * The key that signs access tokens: JWT_SECRET when set; otherwise 48 random bytes generated on first start and
 * kept in `${dataDir}/jwt-secret` (mode 0600), so a restart keeps everyone signed in. Several instances behind a
 * load balancer must share JWT_SECRET (or the file).
 */
export function loadJwtSecret(opts: { secret?: string | undefined; dataDir: string }): Uint8Array {
  if (opts.secret) return new TextEncoder().encode(opts.secret)
  const file = join(opts.dataDir, JWT_SECRET_FILE)
  const existing = readSecretFile(file)
  if (existing) return new TextEncoder().encode(existing)
  mkdirSync(opts.dataDir, { recursive: true })
  const generated = randomBytes(48).toString('base64url')
  try {
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' })
  } catch (err) {
    // Another process created it first: use theirs.
    if (!isErrno(err, 'EEXIST')) throw err
    const theirs = readSecretFile(file)
    if (!theirs) throw err
    return new TextEncoder().encode(theirs)
  }
  return new TextEncoder().encode(generated)
}
