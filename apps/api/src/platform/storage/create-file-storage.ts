import { join } from 'node:path'
import type { Env } from '../../config/env.ts'
import type { Db } from '../../db/client.ts'
import { createDatabaseFileStorage } from './database-file-storage.ts'
import type { FileStorage } from './file-storage.ts'
import { createLocalFileStorage } from './local-file-storage.ts'
import { createS3FileStorage } from './s3-file-storage.ts'

/** A storage choice that would leave each process with files the others cannot see. */
export class FileStorageConfigError extends Error {
  override name = 'FileStorageConfigError'
}

/** The app's database: which engine it is, and the handle to query (joining the caller's transaction, if any). */
interface StorageDatabase {
  kind: 'pglite' | 'postgres'
  db: () => Db
}

/**
 * Which adapter keeps files: FILE_STORAGE when set; otherwise the bucket when S3_* are set, the database on
 * PostgreSQL (every process behind the balancer reads it), and DATA_DIR/files on the embedded database (one process).
 */
export function fileStorageKind(env: Env, engine: StorageDatabase['kind']): FileStorage['kind'] {
  if (env.FILE_STORAGE) return env.FILE_STORAGE
  if (env.S3_ENDPOINT) return 's3'
  return engine === 'postgres' ? 'database' : 'local'
}

/** The adapter `fileStorageKind` names (env.ts has checked that the S3 settings come together). */
export async function createFileStorage(env: Env, database: StorageDatabase): Promise<FileStorage> {
  const kind = fileStorageKind(env, database.kind)
  if (kind === 'local' && database.kind === 'postgres') {
    // env.ts refuses this with DATABASE_URL; this holds for any PostgreSQL the app is given.
    throw new FileStorageConfigError(
      'FILE_STORAGE=local on PostgreSQL would keep each file on the one machine that wrote it: unset FILE_STORAGE (files in the database) or set S3_*',
    )
  }
  if (kind === 'database') return createDatabaseFileStorage(database.db)
  if (kind === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new FileStorageConfigError(
        'FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      )
    }
    return createS3FileStorage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION ?? 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  }
  return createLocalFileStorage(join(env.DATA_DIR, 'files'))
}
