import { createHash } from 'node:crypto'
import { isUploadKind, type UploadKind } from '@maplenest/core'
import { isStorageKey } from '../../platform/storage/file-storage.ts'

/** The parts of a stored upload's key: `<kind>/<owner user id>/<sha-256 of the bytes>.<extension>`. */
export interface FileKey {
  key: string
  kind: UploadKind
  ownerId: string
  /** The content hash: the same bytes always get the same key, so a key's file never changes. */
  hash: string
  extension: string
}

const NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/
const OWNER = /^[0-9a-f-]{1,64}$/

export function toFileKey(kind: UploadKind, ownerId: string, bytes: Buffer, extension: string): FileKey {
  const hash = createHash('sha256').update(bytes).digest('hex')
  const key = `${kind}/${ownerId.toLowerCase()}/${hash}.${extension}`
  const parsed = parseFileKey(key)
  if (!parsed) throw new Error(`cannot make a file key for owner ${ownerId}`)
  return parsed
}

/** The key's parts, or null for anything that is not the key of a stored upload. */
export function parseFileKey(key: string): FileKey | null {
  if (!isStorageKey(key)) return null
  const [kind, ownerId, name, ...rest] = key.split('/')
  if (rest.length > 0 || !kind || !ownerId || !name || !isUploadKind(kind) || !OWNER.test(ownerId)) return null
  const match = NAME.exec(name)
  if (!match?.[1] || !match[2]) return null
  return { key, kind, ownerId, hash: match[1], extension: match[2] }
}
