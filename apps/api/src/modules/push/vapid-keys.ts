import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'

export const VAPID_KEYS_FILE = 'vapid-keys.json'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

function isErrno(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code
}

function readKeysFile(file: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>
    if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
      throw new Error(`${file} does not hold a publicKey and a privateKey`)
    }
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null
    throw err
  }
}

/**
 * The server's VAPID key pair (RFC 8292): the env pair when set; otherwise a P-256 pair generated on first start and
 * kept in `${dataDir}/vapid-keys.json` (mode 0600). Browsers subscribe to the public key, so it must not change:
 * a new pair makes every existing subscription useless. Several instances share the env pair (or the file).
 */
export function loadVapidKeys(opts: {
  publicKey?: string | undefined
  privateKey?: string | undefined
  dataDir: string
}): VapidKeys {
  if (opts.publicKey && opts.privateKey) return { publicKey: opts.publicKey, privateKey: opts.privateKey }
  const file = join(opts.dataDir, VAPID_KEYS_FILE)
  const existing = readKeysFile(file)
  if (existing) return existing
  mkdirSync(opts.dataDir, { recursive: true })
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
