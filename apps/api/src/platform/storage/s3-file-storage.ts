import { Readable } from 'node:stream'
import { assertStorageKey, assertStoragePrefix, type FileStorage } from './file-storage.ts'

interface S3Settings {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Bucket in the path (`https://host/bucket/key`), as MinIO and other self-hosted servers expect. */
  forcePathStyle: boolean
}

/**
 * Files in an S3-compatible bucket. The bucket must exist; writes are whole-object puts (S3 never shows half an
 * object). Checksums are sent only where S3 requires them: servers that speak the older protocol (MinIO
 * releases, s3rver, some clouds) refuse the newer checksum headers.
 */
export async function createS3FileStorage(settings: S3Settings): Promise<FileStorage> {
  // Loaded on first use rather than with the server: the client is large, and most machines keep files in a folder.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3')
  const isNotFound = (err: unknown) =>
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey')
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket

  return {
    kind: 's3',

    async put(key, bytes, meta) {
      assertStorageKey(key)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: meta.contentType,
          ContentLength: bytes.length,
        }),
      )
    },

    async get(key) {
      assertStorageKey(key)
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a readable body')
        return {
          body: out.Body,
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
        }
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },

    async head(key) {
      assertStorageKey(key)
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' }
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },

    async delete(key) {
      assertStorageKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    async *list(prefix) {
      assertStoragePrefix(prefix)
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        )
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },

    async close() {
      client.destroy()
    },
  }
}
