import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { JWT_SECRET_FILE, loadJwtSecret } from '../../../src/modules/auth/auth-secret.ts'

describe('the signing secret', () => {
  const dirs: string[] = []
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mn-secret-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('uses JWT_SECRET when given and writes nothing', async () => {
    const dir = freshDir()
    const key = await loadJwtSecret({ secret: 'x'.repeat(40), dataDir: dir })
    expect(new TextDecoder().decode(key)).toBe('x'.repeat(40))
    expect(() => statSync(join(dir, JWT_SECRET_FILE))).toThrow()
  })

  it('generates 48 random bytes once, keeps them in a 0600 file and reads the same key after a restart', async () => {
    const dir = join(freshDir(), 'var')
    const first = await loadJwtSecret({ dataDir: dir })
    const file = join(dir, JWT_SECRET_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')).toHaveLength(48)
    const second = await loadJwtSecret({ dataDir: dir })
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    expect(Buffer.from(await loadJwtSecret({ dataDir: freshDir() })).equals(Buffer.from(first))).toBe(false)
  })

  it('refuses a secret file that is too short to be safe', async () => {
    const dir = freshDir()
    writeFileSync(join(dir, JWT_SECRET_FILE), 'short\n')
    await expect(loadJwtSecret({ dataDir: dir })).rejects.toThrow(/fewer than 32/)
  })
})
