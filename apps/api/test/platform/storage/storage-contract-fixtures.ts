import { randomBytes } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FileStorage, StorageKeyError, type StoredFile } from '../../../src/platform/storage/file-storage.ts'

/** The whole body of a file that must be there. */
async function bytesOf(file: StoredFile | null): Promise<Buffer> {
  if (!file) throw new Error('expected a file')
  return buffer(file.body)
}

const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = []
  for await (const key of keys) out.push(key)
  return out.sort()
}

/** What every storage adapter promises; each adapter's test file runs it against a real backend. */
export function describeStorageContract(
  name: string,
  open: () => Promise<{ storage: FileStorage; stop(): Promise<void> }>,
) {
  describe(`${name}: the storage contract`, () => {
    let storage: FileStorage
    let stop: () => Promise<void>
    beforeAll(async () => {
      ;({ storage, stop } = await open())
    })
    afterAll(async () => {
      await storage.close()
      await stop()
    })

    it('gives back what was put, as a stream with its size and type', async () => {
      await storage.put('avatar/u1/a.webp', Buffer.from('first bytes'), { contentType: 'image/webp' })
      const file = await storage.get('avatar/u1/a.webp')
      expect(file).toMatchObject({ size: 11, contentType: 'image/webp' })
      expect((await bytesOf(file)).toString()).toBe('first bytes')
      expect(await storage.head('avatar/u1/a.webp')).toEqual({ size: 11, contentType: 'image/webp' })
    })

    it('answers null for a key it does not hold', async () => {
      expect(await storage.get('avatar/u1/missing.webp')).toBeNull()
      expect(await storage.head('avatar/u1/missing.webp')).toBeNull()
    })

    it('replaces a file as a whole when the key is written again', async () => {
      await storage.put('contract-pdf/u2/c.pdf', Buffer.from('a long first version'), { contentType: 'text/plain' })
      await storage.put('contract-pdf/u2/c.pdf', Buffer.from('%PDF-short'), { contentType: 'application/pdf' })
      const file = await storage.get('contract-pdf/u2/c.pdf')
      expect(file).toMatchObject({ size: 10, contentType: 'application/pdf' })
      expect((await bytesOf(file)).toString()).toBe('%PDF-short')
    })

    it('streams a larger file intact', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17)
      await storage.put('listing-pdf/u3/big.pdf', bytes, { contentType: 'application/pdf' })
      const file = await storage.get('listing-pdf/u3/big.pdf')
      expect(file?.size).toBe(bytes.length)
      expect(Buffer.compare(await bytesOf(file), bytes)).toBe(0)
    })

    it('deletes, and deleting a missing file is not an error', async () => {
      await storage.put('feedback-image/u4/x.webp', Buffer.from('x'), { contentType: 'image/webp' })
      await storage.delete('feedback-image/u4/x.webp')
      expect(await storage.get('feedback-image/u4/x.webp')).toBeNull()
      await expect(storage.delete('feedback-image/u4/x.webp')).resolves.toBeUndefined()
    })

    it('lists the keys under a prefix', async () => {
      for (const key of ['agent-logo/u5/1.webp', 'agent-logo/u5/2.webp', 'agent-logo/u6/3.webp']) {
        await storage.put(key, Buffer.from(key), { contentType: 'image/webp' })
      }
      expect(await collect(storage.list('agent-logo/u5/'))).toEqual(['agent-logo/u5/1.webp', 'agent-logo/u5/2.webp'])
      expect(await collect(storage.list('agent-logo/'))).toHaveLength(3)
      expect(await collect(storage.list('agent-icon/'))).toEqual([])
      expect(await collect(storage.list(''))).toContain('avatar/u1/a.webp')
    })

    it.each([
      '../outside.txt',
      'avatar/../../outside.txt',
      '/etc/passwd',
      'avatar//a.webp',
      'avatar/.hidden',
      'avatar\\a.webp',
      'Avatar/a.webp',
      '',
      `avatar/${'a'.repeat(600)}`,
    ])('refuses the key %j', async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(StorageKeyError)
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError)
      await expect(storage.head(key)).rejects.toThrow(StorageKeyError)
      await expect(storage.delete(key)).rejects.toThrow(StorageKeyError)
    })

    it('refuses a list prefix that is not whole segments', async () => {
      await expect(collect(storage.list('../'))).rejects.toThrow(StorageKeyError)
      await expect(collect(storage.list('avatar'))).rejects.toThrow(StorageKeyError)
    })
  })
}
