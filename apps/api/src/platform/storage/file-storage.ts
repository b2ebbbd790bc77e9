import type { Readable } from 'node:stream'

/** What storage keeps beside a file's bytes. */
export interface FileMeta {
  contentType: string
  /** Bytes. */
  size: number
}

/** A stored file opened for reading: the bytes arrive as a stream, never as one buffer. */
export interface StoredFile extends FileMeta {
  body: Readable
}

/**
 * Where uploaded files live: a folder on this machine, the database, or an S3-compatible bucket. Keys are
 * `/`-separated paths checked by `assertStorageKey`; writing an existing key replaces it as a whole.
 */
export interface FileStorage {
  /** Which adapter this is, for logs and the health of the process. */
  readonly kind: 'local' | 'database' | 's3'
  put(key: string, bytes: Buffer, meta: { contentType: string }): Promise<void>
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>
  head(key: string): Promise<FileMeta | null>
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>
  /** Keys under a prefix ending in `/` (or every key for ''), in no promised order. */
  list(prefix: string): AsyncIterable<string>
  close(): Promise<void>
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError'
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/
const MAX_KEY_LENGTH = 512

/**
 * A key is lower-case segments of letters, digits, dot, dash and underscore joined by `/`, none starting with a
 * dot: nothing like `..`, an absolute path, a backslash or a hidden file can reach past the storage root.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  return key.split('/').every((segment) => SEGMENT.test(segment))
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`)
}

/** A list prefix: '' or valid segments followed by `/`. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === '') return
  if (!prefix.endsWith('/') || !isStorageKey(prefix.slice(0, -1))) {
    throw new StorageKeyError(`not a storage prefix: ${JSON.stringify(prefix.slice(0, 80))}`)
  }
}
