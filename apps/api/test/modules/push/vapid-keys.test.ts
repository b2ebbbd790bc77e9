import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../../src/config/env.ts'
import { loadVapidKeys, VAPID_KEYS_FILE } from '../../../src/modules/push/vapid-keys.ts'

describe('VAPID keys', () => {
  const dirs: string[] = []
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

  it('generates a pair into DATA_DIR once, private to the server, and keeps it across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vapid-'))
    dirs.push(dir)
    const first = await loadVapidKeys({ dataDir: dir })
    const again = await loadVapidKeys({ dataDir: dir })
    expect(again).toEqual(first)
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(JSON.parse(await readFile(join(dir, VAPID_KEYS_FILE), 'utf8'))).toEqual(first)
    expect((await stat(join(dir, VAPID_KEYS_FILE))).mode & 0o077).toBe(0)
  })

  it('takes the pair from the environment, and refuses one half of it', async () => {
    const pair = await loadVapidKeys({
      dataDir: join(tmpdir(), 'never-written'),
      publicKey: 'P'.repeat(87),
      privateKey: 'k'.repeat(43),
    })
    expect(pair).toEqual({ publicKey: 'P'.repeat(87), privateKey: 'k'.repeat(43) })
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'P'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => parseEnv({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/)
  })
})
