import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { parseEnv } from '../../src/config/env.ts'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'
import { createTransactor } from '../../src/db/transaction.ts'
import { bumpCacheGeneration } from '../../src/platform/cache-generations.ts'
import { createPageCache, type Drawn } from '../../src/plugins/page-cache.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

const drawn = <V>(value: V, keep = true): Drawn<V> => ({ value, keep })

describe('the page cache', () => {
  function cache(opts: { ttlMs?: number } = {}) {
    const state = { generation: 0, reads: 0, now: 0 }
    const pages = createPageCache<string>({
      generation: async () => {
        state.reads += 1
        return state.generation
      },
      sizeOf: (v) => String(v).length,
      now: () => state.now,
      ...opts,
    })
    return { pages, state }
  }

  it('draws a page once and serves it again until the generation moves, reading it at most once a second', async () => {
    const { pages, state } = cache()
    let draws = 0
    const draw = async () => drawn(`page ${++draws}`)
    expect(await pages.get('home', draw)).toEqual({ value: 'page 1', hit: false })
    expect(await pages.get('home', draw)).toEqual({ value: 'page 1', hit: true })
    expect(state.reads).toBe(1)
    state.generation = 1
    state.now = 999
    expect(await pages.get('home', draw)).toEqual({ value: 'page 1', hit: true })
    state.now = 1000
    expect(await pages.get('home', draw)).toEqual({ value: 'page 2', hit: false })
    expect(state.reads).toBe(2)
    // this process bumped it: read again at once
    state.generation = 2
    pages.recheck()
    expect(await pages.get('home', draw)).toEqual({ value: 'page 3', hit: false })
  })

  it('lets concurrent requests for one page wait for one draw', async () => {
    const { pages } = cache()
    let draws = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const draw = async () => {
      draws += 1
      await gate
      return drawn('drawn once')
    }
    const all = Promise.all([pages.get('list', draw), pages.get('list', draw), pages.get('list', draw)])
    await new Promise((r) => setTimeout(r, 5))
    release()
    expect((await all).map((r) => r.hit)).toEqual([false, true, true])
    expect(draws).toBe(1)
  })

  it('never keeps a draw that began before a bump, one drawn from a failed answer, or one past its time', async () => {
    const { pages, state } = cache({ ttlMs: 60_000 })
    let release: () => void = () => {}
    const slow = pages.get('detail', async () => {
      await new Promise<void>((r) => {
        release = r
      })
      return drawn('old data')
    })
    await new Promise((r) => setTimeout(r, 5))
    state.generation = 1
    state.now = 1000
    expect(await pages.get('other', async () => drawn('x'))).toMatchObject({ hit: false })
    release()
    expect(await slow).toEqual({ value: 'old data', hit: false })
    expect(await pages.get('detail', async () => drawn('new data'))).toEqual({ value: 'new data', hit: false })

    expect(await pages.get('partial', async () => drawn('half', false))).toMatchObject({ hit: false })
    expect(await pages.get('partial', async () => drawn('whole'))).toEqual({ value: 'whole', hit: false })

    state.now += 60_000
    expect(await pages.get('partial', async () => drawn('later'))).toEqual({ value: 'later', hit: false })
  })

  it('keeps its last pages when the generation cannot be read', async () => {
    const errors: unknown[] = []
    let failing = false
    let now = 0
    const pages = createPageCache<string>({
      generation: async () => {
        if (failing) throw new Error('database down')
        return 0
      },
      sizeOf: (v) => String(v).length,
      now: () => now,
      onGenerationError: (err) => errors.push(err),
    })
    await pages.get('home', async () => drawn('home'))
    failing = true
    now = 5000
    expect(await pages.get('home', async () => drawn('again'))).toEqual({ value: 'home', hit: true })
    expect(errors).toHaveLength(1)
  })
})

/**
 * A build whose server render draws any /pages/… screen from one api call, counting its draws; `calls=n` makes n
 * calls (so the general limit can refuse one of them).
 */
const SERVER_RENDER = `
export const createServerRender = ({ call }) => async ({ url, locale }) => {
  const link = new URL(url, 'http://x')
  if (!link.pathname.includes('/pages/')) return null
  globalThis.__pageCacheDraws = (globalThis.__pageCacheDraws ?? 0) + 1
  let refused = false
  for (let i = 0; i < Number(link.searchParams.get('calls') ?? 1); i++) {
    const answer = await call({ method: 'GET', url: '/house/home/appDownLoadUrl', headers: {} })
    refused ||= answer.status === 429
  }
  return {
    html: '<main>' + locale + ' draw ' + globalThis.__pageCacheDraws + (refused ? ' refused' : '') + '</main>',
    state: { queries: [] },
    modules: [],
    title: 'Page',
    image: null,
    drawnAt: 1700000000000,
  }
}
`
const draws = () => (globalThis as { __pageCacheDraws?: number }).__pageCacheDraws ?? 0

describe('server-drawn pages kept across requests and processes', () => {
  let dist: string
  let databases: Database[]
  let first: FastifyInstance
  let second: FastifyInstance
  let dropDatabase: (() => Promise<void>) | null = null

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-page-cache-'))
    mkdirSync(join(dist, 'server'))
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en-GB"><head><title>MapleNest</title></head><body><div id="root"></div></body></html>',
    )
    writeFileSync(join(dist, 'server', 'entry-server.js'), SERVER_RENDER)
    // Two apps on one database, as two processes behind a balancer: two connection pools on PostgreSQL, one
    // embedded database shared in this process otherwise.
    const serverUrl = process.env.TEST_DATABASE_URL
    if (serverUrl) {
      const name = `mn_test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      databases = [
        await openDatabase({ url: url.toString(), poolMax: 4, onIdleError: () => {} }),
        await openDatabase({ url: url.toString(), poolMax: 4, onIdleError: () => {} }),
      ]
      dropDatabase = async () => {
        const drop = new pg.Client({ connectionString: serverUrl })
        await drop.connect()
        await drop.query(`drop database if exists ${name} with (force)`)
        await drop.end()
      }
    } else {
      const shared = await createTestDatabase()
      databases = [shared, shared]
    }
    await migrate(databases[0]!)
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mn-page-cache-data-')),
      WEB_DIST: dist,
      RATE_LIMIT_PER_MINUTE: '3',
    })
    first = await buildApp({ env, database: databases[0]!, logger: false })
    second = await buildApp({ env, database: databases[1]!, logger: false })
    await Promise.all([first.ready(), second.ready()])
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    for (const database of new Set(databases)) await database.close()
    await dropDatabase?.()
    rmSync(dist, { recursive: true, force: true })
  })

  // each request from an address of its own: the draws' api calls count against the asker's general limit
  let asker = 30
  const page = (app: FastifyInstance, url: string, remoteAddress = `203.0.113.${asker++}`) =>
    app.inject({ url, remoteAddress })

  it('draws a page once per address and language, and says so in X-Cache', async () => {
    const before = draws()
    const drawnNow = await page(first, '/h5/pages/home')
    expect([drawnNow.statusCode, drawnNow.headers['x-cache']]).toEqual([200, 'miss'])
    const kept = await page(first, '/h5/pages/home')
    expect(kept.headers['x-cache']).toBe('hit')
    expect(kept.body).toBe(drawnNow.body)
    expect(draws()).toBe(before + 1)
    // another query, another language: pages of their own
    expect((await page(first, '/h5/pages/home?x=1')).headers['x-cache']).toBe('miss')
    const chinese = await page(first, '/h5/pages/home?language=zh-Hans-CN')
    expect([chinese.headers['x-cache'], chinese.body.includes('<main>zh-Hans-CN')]).toEqual(['miss', true])
    // a page the browser draws is answered without drawing too
    expect((await page(first, '/h5/')).headers['x-cache']).toBe('miss')
    expect((await page(first, '/h5/')).headers['x-cache']).toBe('hit')
  })

  it('does not keep a page drawn from an answer the api refused', async () => {
    // the general limit (3 a minute) refuses the fourth of the draw's calls
    const refused = await page(first, '/h5/pages/list?calls=4', '203.0.113.20')
    expect(refused.body).toContain('refused')
    const again = await page(first, '/h5/pages/list?calls=4', '203.0.113.21')
    expect(again.headers['x-cache']).toBe('miss')
  })

  it('drops its pages when another process bumps the generation of what they show', async () => {
    await page(first, '/h5/pages/detail')
    expect((await page(first, '/h5/pages/detail')).headers['x-cache']).toBe('hit')
    // written by the other process's connection, as a feed sync or an administrator there would
    await databases[1]!.db.execute(
      (await import('drizzle-orm')).sql`insert into cache_generations (name, generation) values ('pages', 1)
        on conflict (name) do update set generation = cache_generations.generation + 1`,
    )
    // read at most once a second
    await new Promise((r) => setTimeout(r, 1100))
    const redrawn = await page(first, '/h5/pages/detail')
    expect(redrawn.headers['x-cache']).toBe('miss')
    expect((await page(first, '/h5/pages/detail')).headers['x-cache']).toBe('hit')
  })

  it('drops them at once when a write in this process bumps it', async () => {
    await page(first, '/h5/pages/agents')
    expect((await page(first, '/h5/pages/agents')).headers['x-cache']).toBe('hit')
    await bumpCacheGeneration(createTransactor(second.database.db), 'pages')
    expect((await page(first, '/h5/pages/agents')).headers['x-cache']).toBe('miss')
  })
})
