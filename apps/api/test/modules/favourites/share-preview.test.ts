import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const INDEX = '<!doctype html><html><head><title>MapleNest</title></head><body><div id="root"></div></body></html>'
const BASE = '/house/api/attention/v1'
const PAGE = '/h5/pages/collect/share/collect-share'

describe('link previews of shared favourites', () => {
  let t: TestApp
  let dist: string
  let headers: Record<string, string>
  let token: string

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-favshare-'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    t = await createTestApp({
      WEB_DIST: dist,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      // previews' links start with the public address, whatever Host a request names
      PUBLIC_URL: 'http://maplenest.test',
    })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    const userId = await registerAccount(t, { email: 'sharer@example.ca' })
    headers = bearer((await passwordLogin(t, 'sharer@example.ca', 'secret-pass')).json().data.access_token)
    const result = (await t.database.db.execute(
      sql`select ml_num as v from listings where status = 'A' order by ml_num limit 2`,
    )) as unknown as { rows: { v: string }[] }
    const mlNums = result.rows.map((r) => r.v)
    for (const mlNum of mlNums) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/addAttention/${mlNum}/listing/${userId}`,
        headers,
      })
      expect(res.statusCode).toBe(200)
    }
    const made = await t.app.inject({
      method: 'POST',
      url: `${BASE}/share`,
      headers,
      payload: { items: mlNums.map((targetId) => ({ type: 'listing', targetId })) },
    })
    token = made.json().data.token
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const page = (url: string) => t.app.inject({ url, headers: { host: 'maplenest.test' } })
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]

  it('puts how many items were shared, a summary and the first photo in the head of the share page', async () => {
    const res = await page(`${PAGE}?token=${token}`)
    expect(res.statusCode).toBe(200)
    expect(meta(res.body, 'og:title')).toBe('2 favourite homes and places on MapleNest')
    expect(meta(res.body, 'og:description')).toMatch(/Toronto and Vancouver/)
    expect(meta(res.body, 'og:image')).toMatch(/^http:\/\/maplenest\.test\//)
    expect(res.body).toContain('<div id="root"></div>')
  })

  it('writes the preview in Chinese when the link asks for it', async () => {
    const res = await page(`${PAGE}?token=${token}&language=zh-Hans-CN`)
    expect(meta(res.body, 'og:title')).toBe('MapleNest 上的 2 个收藏')
  })

  it('serves the plain page, without a preview, for a revoked or malformed token', async () => {
    const revoked = await t.app.inject({ method: 'DELETE', url: `${BASE}/share/${token}`, headers })
    expect(revoked.statusCode).toBe(200)
    for (const url of [`${PAGE}?token=${token}`, `${PAGE}?token=%3Cscript%3E`, PAGE]) {
      const res = await page(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('og:title')
    }
  })
})
