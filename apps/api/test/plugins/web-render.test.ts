import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, visitorLogin } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * A build with a server render of its own: the render draws /pages/home from one api call made with the token the
 * link carries (as a page's code would if it had one), so the test sees whether that call reached the api signed in.
 */
const SERVER_RENDER = `
export const createServerRender = ({ call }) => async ({ url, locale }) => {
  const link = new URL(url, 'http://x')
  if (!link.pathname.endsWith('/pages/home')) return null
  if (link.searchParams.has('fail')) throw new Error('render broke')
  const token = link.searchParams.get('token') ?? ''
  const answer = await call({ method: 'GET', url: '/getInfo', headers: { authorization: 'Bearer ' + token } })
  const valid = answer.status === 200
  const say = link.searchParams.get('say') ?? ''
  return {
    html: '<main>' + locale + ' signed-in=' + valid + say + '</main>',
    state: { queries: [{ queryKey: ['x'], note: '</script><script>alert(1)</script>' }] },
    modules: ['src/pages/home.tsx'],
    title: 'Home <&> · MapleNest' + say,
    image: { href: '/house/api/media/v1/A1/1.webp?w=1&h=2', sizes: '100vw' },
    drawnAt: 1700000000000,
  }
}
`

const MANIFEST = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_framework-B2.js'],
    css: ['assets/index-C3.css'],
  },
  '_framework-B2.js': { file: 'assets/framework-B2.js' },
  'src/boot.ts': { file: 'assets/boot-D4.js', isEntry: true },
  'src/pages/home.tsx': { file: 'assets/home-E5.js', imports: ['index.html'], css: ['assets/home-F6.css'] },
  '../../packages/core/src/i18n/en-GB/index.ts': { file: 'assets/en-GB-G7.js', name: 'en-GB' },
  '../../packages/core/src/i18n/zh-Hans-CN/index.ts': { file: 'assets/zh-Hans-CN-H8.js', name: 'zh-Hans-CN' },
}

/** A build with the server render above, in a folder of its own. */
function buildWithServerRender(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mn-web-render-'))
  for (const dir of ['assets', 'server', '.vite']) mkdirSync(join(dist, dir))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><title>MapleNest</title>' +
      '<script type="module" crossorigin src="/h5/assets/index-A1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/h5/assets/framework-B2.js">' +
      '<link rel="stylesheet" crossorigin href="/h5/assets/index-C3.css"></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(dist, 'assets', 'index-C3.css'), '.entry{color:red}')
  writeFileSync(join(dist, 'assets', 'home-F6.css'), '.home{color:blue}')
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  writeFileSync(join(dist, 'server', 'entry-server.js'), SERVER_RENDER)
  return dist
}

describe('first screens drawn by the server', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = buildWithServerRender()
    t = await createTestApp({ WEB_DIST: dist })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('draws the screen into the page with its styles inline, its picture preloaded and the app started by the boot script', async () => {
    const res = await t.app.inject({ url: '/h5/pages/home' })
    expect(res.statusCode).toBe(200)
    expect(res.headers.vary).toContain('cookie')
    const html = res.body
    expect(html).toContain(
      '<div id="root" data-server-locale="en-GB" data-server-time="1700000000000"><main>en-GB signed-in=false</main></div>',
    )
    expect(html).toContain('<title>Home &lt;&amp;&gt; · MapleNest</title>')
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/house/api/media/v1/A1/1.webp?w=1&amp;h=2" imagesizes="100vw">',
    )
    expect(html).toContain('<style>.entry{color:red}\n.home{color:blue}</style>')
    // the build's own tags would load the app before the screen is painted; the boot script loads it instead
    expect(html).not.toContain('<script type="module" crossorigin src="/h5/assets/index-A1.js">')
    const boot = JSON.parse(/<script type="application\/json" id="maplenest-boot">(.*?)<\/script>/.exec(html)![1]!)
    expect(boot.stages).toEqual(['/h5/assets/framework-B2.js', '/h5/assets/index-A1.js'])
    expect(boot.preload).toEqual([
      '/h5/assets/framework-B2.js',
      '/h5/assets/index-A1.js',
      '/h5/assets/home-E5.js',
      '/h5/assets/en-GB-G7.js',
    ])
    expect(html).toContain('<script type="module" crossorigin src="/h5/assets/boot-D4.js"></script>')
  })

  it('keeps the answers it drew from in the page without letting them close the script element', async () => {
    const html = (await t.app.inject({ url: '/h5/pages/home' })).body
    const state = /<script type="application\/json" id="maplenest-server-state">(.*?)<\/script>/.exec(html)![1]!
    expect(state).not.toContain('</script>')
    expect(JSON.parse(state).queries[0].note).toBe('</script><script>alert(1)</script>')
  })

  it('asks the api as an anonymous visitor, whatever token the page code sends', async () => {
    const { access_token } = await visitorLogin(t)
    const direct = await t.app.inject({ url: '/getInfo', headers: bearer(access_token) })
    expect(direct.statusCode).toBe(200)
    const html = (await t.app.inject({ url: `/h5/pages/home?token=${access_token}` })).body
    expect(html).toContain('<main>en-GB signed-in=false</main>')
  })

  it('draws in the language of the link, else of the page’s cookie, else in English', async () => {
    const byLink = await t.app.inject({ url: '/h5/pages/home?language=zh-Hans-CN' })
    expect(byLink.body).toContain('<html lang="zh-Hans-CN"')
    expect(byLink.body).toContain('<main>zh-Hans-CN signed-in=false</main>')
    expect(byLink.body).toContain('/h5/assets/zh-Hans-CN-H8.js')
    expect(byLink.body).not.toContain('/h5/assets/en-GB-G7.js')
    const byCookie = await t.app.inject({
      url: '/h5/pages/home',
      headers: { cookie: 'a=1; maplenest_locale=zh-Hans-CN' },
    })
    expect(byCookie.body).toContain('<main>zh-Hans-CN signed-in=false</main>')
    const unknown = await t.app.inject({ url: '/h5/pages/home', headers: { cookie: 'maplenest_locale=fr' } })
    expect(unknown.body).toContain('<main>en-GB signed-in=false</main>')
  })

  it('serves the app to draw any other page, its language’s catalogue preloaded, and the shell when the render fails', async () => {
    const other = await t.app.inject({ url: '/h5/pages/my/my?language=zh-Hans-CN' })
    expect(other.statusCode).toBe(200)
    expect(other.body).toContain('<div id="root"></div>')
    expect(other.body).toContain('<link rel="modulepreload" crossorigin href="/h5/assets/zh-Hans-CN-H8.js">')
    const failed = await t.app.inject({ url: '/h5/pages/home?fail=1' })
    expect(failed.statusCode).toBe(200)
    expect(failed.body).toContain('<div id="root"></div>')
    expect(failed.body).toContain('<script type="module" crossorigin src="/h5/assets/index-A1.js">')
  })

  it('writes what a screen says into the page as it is, replacement patterns and all', async () => {
    const say = "$& $' $` $$ $<x>"
    const html = (await t.app.inject({ url: `/h5/pages/home?say=${encodeURIComponent(say)}` })).body
    expect(html).toContain(`<main>en-GB signed-in=false${say}</main></div><script type="application/json"`)
    expect(html).toContain('<title>Home &lt;&amp;&gt; · MapleNest$&amp; $&#39; $` $$ $&lt;x&gt;</title>')
    expect(html.match(/<div id="root"/g)).toHaveLength(1)
  })

  it('never serves the server render’s own bundle', async () => {
    for (const url of ['/h5/server/entry-server.js', '/h5/server', '/h5/server/']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404)
    }
  })
})

describe('forced sign-in (FORCED_LOGIN)', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = buildWithServerRender()
    t = await createTestApp({ WEB_DIST: dist, FORCED_LOGIN: 'true' })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('tells the app that sign-in is forced, and draws no screen for a visitor', async () => {
    const res = await t.app.inject({ url: '/h5/pages/home' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<meta name="maplenest-forced-login" content="true">')
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('signed-in=')
  })
})
