import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage } from '../../../src/platform/storage/local-file-storage.ts'
import { describeStorageContract } from './storage-contract-fixtures.ts'

describeStorageContract('a local folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'maplenest-files-'))
  return { storage: await createLocalFileStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) }
})

describe('a local folder', () => {
  let parent: string
  let root: string
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'maplenest-files-'))
    root = join(parent, 'files')
  })
  afterAll(() => rm(parent, { recursive: true, force: true }))

  it('leaves no temporary file behind and writes nothing outside its folder', async () => {
    const storage = await createLocalFileStorage(root)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storage.put('avatar/u1/same.webp', Buffer.alloc(1000 + i, i), { contentType: 'image/webp' }),
      ),
    )
    const file = await storage.head('avatar/u1/same.webp')
    // One of the twenty whole writes, not a mix of them.
    expect(file?.size).toBeGreaterThanOrEqual(1000)
    expect(file?.size).toBeLessThan(1020)
    expect(await readdir(join(root, '.tmp'))).toEqual([])
    await expect(storage.put('../escaped.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow()
    await expect(stat(join(parent, 'escaped.txt'))).rejects.toMatchObject({ code: 'ENOENT' })
    expect((await readdir(parent)).sort()).toEqual(['files'])
  })

  it('keeps a file and its type across a restart', async () => {
    await (await createLocalFileStorage(root)).put('agent-icon/u2/i.png', Buffer.from('png'), {
      contentType: 'image/png',
    })
    const reopened = await createLocalFileStorage(root)
    expect(await reopened.head('agent-icon/u2/i.png')).toEqual({ size: 3, contentType: 'image/png' })
  })
})
