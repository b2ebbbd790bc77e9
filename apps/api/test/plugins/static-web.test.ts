import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('the web app under /h5/', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-web-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MapleNest</title><div id="root"></div>')
    writeFileSync(join(dist, 'assets', 'index-Cx9a8b7Q.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"MapleNest"}')
    t = await createTestApp({ WEB_DIST: dist })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it.each(['/h5/', '/h5/pages/toronto/sale/sale-list?x=1', '/h5/pages/my/public/login?redirectUrl=%2Fpages%2Fmy%2Fmy'])(
    'gives the app for the deep link %s, revalidated on every load',
    async (url) => {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/h5/assets/index-Cx9a8b7Q.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('revalidates the service worker and the manifest', async () => {
    for (const url of ['/h5/sw.js', '/h5/manifest.webmanifest']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('sends a browser that asks for /favicon.ico at the root to the app’s icon', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/h5/favicon.svg')
  })

  it('answers 404 for a missing asset instead of the app', async () => {
    const res = await t.app.inject({ url: '/h5/assets/missing-abc.js' })
    expect(res.statusCode).toBe(404)
  })

  it('serves the manifest as a web app manifest', async () => {
    const res = await t.app.inject({ url: '/h5/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/manifest+json')
    expect(res.json()).toEqual({ name: 'MapleNest' })
  })

  it.each(['/h5/missing.webmanifest', '/h5/assets/missing-abc.js', '/h5/icons/missing.png'])(
    'answers the missing file %s with a 404 envelope, never the app',
    async (url) => {
      const res = await t.app.inject({ url, headers: { language: 'zh-Hans-CN' } })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect(res.json()).toEqual({ code: 404, msg: '未找到', data: null })
    },
  )

  it('does not serve files outside the build', async () => {
    const res = await t.app.inject({ url: '/h5/..%2F..%2Fetc%2Fpasswd.txt' })
    expect(res.statusCode).toBe(404)
  })

  it('sends a content security policy the app can run under', async () => {
    const res = await t.app.inject({ url: '/h5/' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("img-src 'self' data: blob:")
  })
})

describe('an agent’s app whose name holds replacement patterns', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-web-brand-'))
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>MapleNest</title><meta name="theme-color" content="#04D188" />' +
        '<meta name="apple-mobile-web-app-title" content="MapleNest" /><link rel="apple-touch-icon" href="/x.png" />' +
        '<link rel="manifest" href="/h5/manifest.webmanifest">' +
        '</head><body><div id="root"></div></body></html>',
    )
    t = await createTestApp({ WEB_DIST: dist })
    const appName = "Dollar $& $' $` $$ $1 Homes"
    t.app.webBrands.setResolver(async ({ appId }) =>
      appId === 'dollar-app'
        ? {
            appId,
            userId: 'agent',
            appName,
            shortName: "$'Short$&",
            themeColor: '#112233',
            defaultLanguage: 'en-GB',
            appleTouchIcon: '/icons/$&.png',
            manifest: { name: appName } as never,
          }
        : null,
    )
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('writes the name into its page as it is, escaped', async () => {
    const html = (await t.app.inject({ url: '/h5/?appId=dollar-app' })).body
    expect(html).toContain('<title>Dollar $&amp; $&#39; $` $$ $1 Homes</title>')
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="$&#39;Short$&amp;" />')
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/icons/$&amp;.png" />')
    expect(html.match(/<title>/g)).toHaveLength(1)
  })
})

describe('link previews of share pages', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-web-share-'))
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>MapleNest</title></head><body></body></html>',
    )
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://maplenest.example' })
    t.app.sharePreviews.register(/^pages\/share\/sample-share$/, async (query, locale) =>
      query.id === 'known'
        ? {
            title: `Sample <${locale}>`,
            description: 'A "quoted" & kept',
            image: query.photo === '1' ? '/x/1.svg' : null,
          }
        : null,
    )
    t.app.sharePreviews.register(/^pages\/share\/sample-share$/, async () => ({
      title: 'never reached',
      description: '',
      image: null,
    }))
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  // whatever Host a request names, links are written on the public address
  const page = (url: string) => t.app.inject({ url, headers: { host: 'attacker.test' } })

  it('asks the module that registered the page, in the link’s language, and escapes what it says', async () => {
    const res = await page('/h5/pages/share/sample-share?id=known&photo=1&language=zh-Hans-CN')
    expect(res.body).toContain('<meta property="og:title" content="Sample &lt;zh-Hans-CN&gt;">')
    expect(res.body).toContain('<meta property="og:description" content="A &quot;quoted&quot; &amp; kept">')
    expect(res.body).toContain('<meta property="og:image" content="https://maplenest.example/x/1.svg">')
    expect(res.body).toContain(
      '<meta property="og:url" content="https://maplenest.example/h5/pages/share/sample-share?id=known&amp;photo=1&amp;language=zh-Hans-CN">',
    )
    expect(res.body).not.toContain('attacker.test')
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'))
  })

  it('uses the small card when the preview has no picture', async () => {
    const res = await page('/h5/pages/share/sample-share?id=known')
    expect(res.body).not.toContain('og:image')
    expect(res.body).toContain('<meta name="twitter:card" content="summary">')
  })

  it.each(['/h5/pages/share/sample-share?id=unknown', '/h5/pages/share/other-share?id=known'])(
    'serves the plain page when nobody has a preview: %s',
    async (url) => {
      const res = await page(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('og:')
    },
  )
})

describe('general rate limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
  })
  afterAll(() => t.close())

  it('answers 429 "Too many requests. Please wait a moment and try again." past the limit per address, in the envelope', async () => {
    const headers = { authorization: 'Bearer some-token' }
    const ask = (remoteAddress: string) => t.app.inject({ url: '/docs/json', headers, remoteAddress })
    for (let i = 0; i < 3; i++) expect((await ask('203.0.113.61')).statusCode).toBe(200)
    const limited = await ask('203.0.113.61')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 429, msg: 'Too many requests. Please wait a moment and try again.' })
    expect((await ask('203.0.113.62')).statusCode).toBe(200)
  })

  it("does not count the web app's own files, which one page load fetches by the dozen", async () => {
    for (let i = 0; i < 6; i++) {
      for (const url of ['/h5/sw.js', '/h5/manifest.webmanifest', '/h5/assets/missing.js', `/h5/index.html?i=${i}`]) {
        const res = await t.app.inject({ url, remoteAddress: '203.0.113.60' })
        expect(res.statusCode, url).not.toBe(429)
      }
    }
  })
})

describe('the heavy limit on pages the server draws and listing PDFs', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-web-heavy-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MapleNest</title><div id="root"></div>')
    writeFileSync(join(dist, 'assets', 'index-Cx9a8b7Q.js'), 'console.log(1)')
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    t = await createTestApp({ WEB_DIST: dist, HEAVY_RATE_LIMIT_PER_MINUTE: '3' })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const from = (remoteAddress: string, url: string, language = 'en-GB') =>
    t.app.inject({ url, remoteAddress, headers: { language } })

  it('answers 429 with Retry-After past the limit per address, and still serves the build’s files', async () => {
    for (const url of ['/h5/', '/h5/pages/home', '/h5/pages/toronto/sale/sale-list?page=2'])
      expect((await from('203.0.113.70', url)).statusCode, url).toBe(200)
    const refused = await from('203.0.113.70', '/h5/pages/home', 'zh-Hans-CN')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null })
    for (const url of ['/h5/assets/index-Cx9a8b7Q.js', '/h5/sw.js', '/h5/manifest.webmanifest', '/h5/index.html'])
      expect((await from('203.0.113.70', url)).statusCode, url).toBe(200)
    expect((await from('203.0.113.71', '/h5/pages/home')).statusCode).toBe(200)
  })

  it('counts listing PDFs in the same budget', async () => {
    const pdf = '/house/api/pdf/download/NOPE123/00000000-0000-4000-8000-000000000000/0'
    expect((await from('203.0.113.72', pdf)).statusCode).toBe(404)
    expect((await from('203.0.113.72', '/h5/pages/home')).statusCode).toBe(200)
    expect((await from('203.0.113.72', pdf)).statusCode).toBe(404)
    expect((await from('203.0.113.72', pdf)).statusCode).toBe(429)
    expect((await from('203.0.113.72', '/h5/pages/home')).statusCode).toBe(429)
  })
})
