import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acquireDataDirLock } from '../../src/db/data-dir-lock.ts'
import { builtServer } from '../helpers/server-build.ts'
import { fillWithMigratedDatabase } from '../helpers/test-database.ts'

const API_DIR = join(import.meta.dirname, '..', '..')

/** Starts the real server with these settings and waits for it to give up: exit code and what it wrote to stderr. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [builtServer()], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
        WEB_DIST: '/nonexistent-web-dist',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    // A guard against a server that never gives up, not a measure of time: on a busy two-core machine running other
    // suites beside it, starting has taken more than 20 s.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`server still running; stderr: ${stderr}`))
    }, 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, stderr })
    })
  })
}

/**
 * A data folder that holds the migrated database already, where the run has one to copy: the server then reaches the
 * step it fails at without first making and migrating an empty database.
 */
async function migratedFolder(path: string): Promise<string> {
  await fillWithMigratedDatabase(path)
  return path
}

function expectOneLine(result: { code: number | null; stderr: string }, line: string | RegExp) {
  expect(result.code).toBe(1)
  expect(result.stderr).not.toMatch(/^\s+at /m)
  const lines = result.stderr.split('\n').filter((l) => l.trim() !== '')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(line)
}

describe('a server that cannot start', { timeout: 90_000 }, () => {
  let dir: string
  let busy: Server
  let busyPort: number
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'maplenest-start-'))
    busy = createServer()
    await new Promise<void>((ready) => busy.listen(0, '127.0.0.1', ready))
    busyPort = (busy.address() as { port: number }).port
  })
  afterAll(async () => {
    await new Promise((closed) => busy.close(closed))
    await rm(dir, { recursive: true, force: true })
  })

  it('names DATA_DIR when it is a file', async () => {
    const file = join(dir, 'not-a-folder')
    await writeFile(file, 'x')
    expectOneLine(await start({ DATA_DIR: file, PORT: '0' }), `DATA_DIR ${file} is not a folder`)
  })

  it('says who holds DATA_DIR when another process has it', async () => {
    const held = join(dir, 'held')
    await mkdir(held)
    const lock = acquireDataDirLock(held, 'a test holding the folder')
    try {
      expectOneLine(await start({ DATA_DIR: held, PORT: '0' }), /^DATA_DIR .*a test holding the folder/)
    } finally {
      lock.release()
    }
  })

  it('names DATABASE_URL when nothing answers there, without its password', async () => {
    const result = await start({
      DATA_DIR: join(dir, 'pg'),
      PORT: '0',
      DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:9/db',
    })
    expectOneLine(result, /^DATABASE_URL postgres:\/\/…@127\.0\.0\.1:9\/db is unreachable: connect ECONNREFUSED/)
    expect(result.stderr).not.toContain('s3cret')
  })

  it('names PORT when it is already in use', async () => {
    const result = await start({
      DATA_DIR: await migratedFolder(join(dir, 'port')),
      HOST: '127.0.0.1',
      PORT: String(busyPort),
    })
    expectOneLine(result, `PORT ${busyPort} is already in use (EADDRINUSE)`)
  })

  it('names HOST when it cannot be bound', async () => {
    const result = await start({
      DATA_DIR: await migratedFolder(join(dir, 'host')),
      HOST: 'nosuchhost.invalid',
      PORT: '0',
    })
    expectOneLine(result, /^HOST nosuchhost\.invalid could not be bound: getaddrinfo (ENOTFOUND|EAI_AGAIN)$/)
  })
})
