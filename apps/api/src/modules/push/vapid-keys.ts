import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import type { Database } from '../../db/client.ts'
import { keepServerSecret } from '../../db/server-secrets.ts'

export const VAPID_KEYS_FILE = 'vapid-keys.json'
/** The pair's name in `server_secrets` on PostgreSQL (JSON, as in the file). */
export const VAPID_KEYS_NAME = 'vapid-keys'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

function isErrno(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code
}

function readKeysFile(file: string): VapidKeys | null {
  try {
    return parseKeys(readFileSync(file, 'utf8'), file)
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null
    throw err
  }
}

/** The pair kept in `${dataDir}/vapid-keys.json` (mode 0600), made on first start. */
function fileKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_KEYS_FILE)
  const existing = readKeysFile(file)
  if (existing) return existing
  mkdirSync(dataDir, { recursive: true })
  const generated = webpush.generateVAPIDKeys()
  try {
    writeFileSync(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if (!isErrno(err, 'EEXIST')) throw err
    const theirs = readKeysFile(file)
    if (!theirs) throw err
    return theirs
  }
  return generated
}

function parseKeys(json: string, where: string): VapidKeys {
  const parsed = JSON.parse(json) as Partial<VapidKeys>
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${where} does not hold a publicKey and a privateKey`)
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
}

/**
 * The server's VAPID key pair (RFC 8292): the env pair when set. Otherwise a P-256 pair generated on first start and
 * kept: on PostgreSQL in the database (`server_secrets`), where every process reads the same pair; on the embedded
 * database, which serves one process, in `${dataDir}/vapid-keys.json` (mode 0600). Browsers subscribe to the public
 * key, so it must not change: a new pair makes every existing subscription useless. A PostgreSQL deployment that
 * already has that file keeps its pair: the file's pair is the one stored.
 */
export async function loadVapidKeys(opts: {
  publicKey?: string | undefined
  privateKey?: string | undefined
  dataDir: string
  database?: Pick<Database, 'kind' | 'db'> | undefined
}): Promise<VapidKeys> {
  if (opts.publicKey && opts.privateKey) return { publicKey: opts.publicKey, privateKey: opts.privateKey }
  if (opts.database?.kind !== 'postgres') return fileKeys(opts.dataDir)
  const dataDir = opts.dataDir
  const stored = await keepServerSecret(opts.database.db, VAPID_KEYS_NAME, () =>
    JSON.stringify(readKeysFile(join(dataDir, VAPID_KEYS_FILE)) ?? webpush.generateVAPIDKeys()),
  )
  return parseKeys(stored, `server_secrets ${VAPID_KEYS_NAME}`)
}
