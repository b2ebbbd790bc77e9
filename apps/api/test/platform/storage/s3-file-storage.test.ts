import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { describe, expect, it } from 'vitest'
import { createS3FileStorage } from '../../../src/platform/storage/s3-file-storage.ts'
import { describeStorageContract } from './storage-contract-fixtures.ts'

/** A real S3-compatible server on a free port, with a bucket, in a folder of its own. */
async function startS3(bucket: string) {
  const dir = await mkdtemp(join(tmpdir(), 'maplenest-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

const settings = (endpoint: string, bucket: string) => ({
  endpoint,
  bucket,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  region: 'us-east-1',
  forcePathStyle: true,
})

describeStorageContract('an S3-compatible bucket (s3rver)', async () => {
  const s3 = await startS3('maplenest-files')
  return { storage: await createS3FileStorage(settings(s3.endpoint, 'maplenest-files')), stop: s3.stop }
})

describe('an S3-compatible bucket', () => {
  it('fails loudly when the bucket does not exist, rather than losing the file', async () => {
    const s3 = await startS3('some-bucket')
    const storage = await createS3FileStorage(settings(s3.endpoint, 'no-such-bucket'))
    try {
      await expect(storage.put('avatar/u1/a.webp', Buffer.from('x'), { contentType: 'image/webp' })).rejects.toThrow()
    } finally {
      await storage.close()
      await s3.stop()
    }
  })
})
