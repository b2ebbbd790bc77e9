import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createListingsTestApp, HARBOUR } from './listing-fixtures.ts'

const INDEX = '<!doctype html><html><head><title>MapleNest</title></head><body><div id="root"></div></body></html>'

describe('link previews of shared listings', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-share-'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    // previews' links start with the public address, whatever Host a request names
    ;({ t } = await createListingsTestApp({ WEB_DIST: dist, PUBLIC_URL: 'http://maplenest.test' }))
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'maplenest.test', ...headers } })
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]

  it.each(['condo-detail-share', 'res-detail-share', 'lease-condo-detail-share', 'van-detail-share'])(
    'puts the listing’s title, summary, photo and address in the head of %s',
    async (name) => {
      const url = `/h5/pages/share/${name}?mlNum=${HARBOUR.mlNum}&brokershow=1`
      const res = await page(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      const html = res.body
      expect(meta(html, 'og:title')).toBe('2 bd condo · 88 Harbour St, Toronto · $649,000')
      expect(meta(html, 'og:description')).toMatch(
        /^Waterfront Communities-The Island: 2 bedrooms, \d bathrooms\. Listed by /,
      )
      expect(meta(html, 'og:image')).toBe('http://maplenest.test/house/api/media/v1/C9988001/1.svg')
      expect(meta(html, 'og:url')).toBe(`http://maplenest.test${url.replace('&', '&amp;')}`)
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'))
      expect(html).toContain('<div id="root"></div>')
    },
  )

  it('writes the preview in Chinese when the link asks for it', async () => {
    const res = await page(`/h5/pages/share/condo-detail-share?mlNum=${HARBOUR.mlNum}&language=zh-Hans-CN`)
    expect(meta(res.body, 'og:title')).toBe('2卧公寓 · 88 Harbour St，多伦多 · $649,000')
  })

  it('escapes text from the listing', async () => {
    await t.database.db
      .update(listings)
      .set({ brokerage: `<script>alert("x")</script> Tom & Jerry's Realty` })
      .where(eq(listings.mlNum, HARBOUR.mlNum))
    const res = await page(`/h5/pages/share/condo-detail-share?mlNum=${HARBOUR.mlNum}`)
    expect(res.body).not.toContain('<script>')
    expect(meta(res.body, 'og:description')).toContain(
      'Listed by &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s Realty.',
    )
  })

  it.each([
    '/h5/pages/share/condo-detail-share?mlNum=C0000000',
    '/h5/pages/share/condo-detail-share?mlNum=%22%3E%3Cscript%3E',
    '/h5/pages/share/condo-detail-share',
    `/h5/pages/toronto/sale/condo-detail?mlNum=${HARBOUR.mlNum}`,
    `/h5/pages/share/sale-list-share?mlNum=${HARBOUR.mlNum}`,
  ])('serves the plain page for %s', async (url) => {
    const res = await page(url)
    expect(res.statusCode).toBe(200)
    // The plain page: only the product domains the server tells every page.
    expect(res.body).toBe(
      INDEX.replace('</head>', `<meta name="maplenest-product-domains" content="maplenest.localhost"></head>`),
    )
  })
})
