import { LOCALE_COOKIE } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const MINE = '/house/api/app/v1/mine'
const INVITE = '/house/api/app/v1/mine/invite'
const DEMO_HOST = 'demo.maplenest.localhost:8080'
const config = (over: Record<string, unknown> = {}) => ({
  appName: 'Lin Realty',
  shortName: 'Lin',
  themeColor: '#1f5c7a',
  subdomain: 'lin',
  signatureSwitch: 'false',
  ...over,
})
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1]
const CJK = /[\u3400-\u9fff]/

/** Decision 0133: an agent's app opens in her clients' language, and her invite links can carry it. */
describe('the language of an agent’s app', () => {
  let a: AppsTest
  let broker: { userId: string; token: string }
  let brokerAppId: string
  let demo: { appId: string; agentUserId: string }
  beforeAll(async () => {
    a = await createAppsTest()
    broker = await a.newBroker('language-broker@example.com')
    brokerAppId = await a.liveAppOf(broker.token)
    const put = await a.call('PUT', MINE, a.headers(broker.token), config())
    if (put.status !== 200) throw new Error(put.raw)
    const mine = await a.call('GET', MINE, a.headers(a.tokens.agent))
    demo = { appId: mine.body.data.app.appId, agentUserId: mine.body.data.app.userId }
  }, 240_000)
  afterAll(() => a.t.close())

  const page = (url: string, headers: Record<string, string> = {}) => a.t.app.inject({ url, headers })

  describe('the agent’s default language', () => {
    it('is English for a new app and Chinese for the demo agent’s, in the owner’s own settings and the public record', async () => {
      const mine = await a.call('GET', MINE, a.headers(broker.token))
      expect(mine.body.data.app.defaultLanguage).toBe('en-GB')
      const demoMine = await a.call('GET', MINE, a.headers(a.tokens.agent))
      expect(demoMine.body.data.app.defaultLanguage).toBe('zh-Hans-CN')
      const record = await a.call('GET', `/house/api/user/v1/subscriber/${demo.appId}`)
      expect(record.body.data.appInfoVo.defaultLanguage).toBe('zh-Hans-CN')
    })

    it('is set by the owner and kept when a later save leaves it out', async () => {
      const set = await a.call('PUT', MINE, a.headers(broker.token), config({ defaultLanguage: 'zh-Hans-CN' }))
      expect(set.status).toBe(200)
      expect(set.body.data.defaultLanguage).toBe('zh-Hans-CN')
      const again = await a.call('PUT', MINE, a.headers(broker.token), config({ appName: 'Lin Realty Group' }))
      expect(again.body.data).toMatchObject({ appName: 'Lin Realty Group', defaultLanguage: 'zh-Hans-CN' })
      const back = await a.call('PUT', MINE, a.headers(broker.token), config({ defaultLanguage: 'en-GB' }))
      expect(back.body.data.defaultLanguage).toBe('en-GB')
    })

    it.each([
      ['fr-FR', 'en-GB', 'Choose the app’s language: en-GB or zh-Hans-CN'],
      ['', 'zh-Hans-CN', '请选择应用的语言：en-GB 或 zh-Hans-CN'],
      [42, 'en-GB', 'Choose the app’s language: en-GB or zh-Hans-CN'],
    ])('refuses %j with a localised 400 and changes nothing', async (value, language, msg) => {
      const res = await a.call(
        'PUT',
        MINE,
        a.headers(broker.token, language),
        config({ defaultLanguage: value, appName: 'Changed' }),
      )
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe(msg)
      const mine = await a.call('GET', MINE, a.headers(broker.token))
      expect(mine.body.data.app).toMatchObject({ appName: 'Lin Realty', defaultLanguage: 'en-GB' })
    })

    it('cannot be read or set by a buyer', async () => {
      const read = await a.call('GET', MINE, a.headers(a.tokens.buyer))
      expect(read.body.data.app).toBeNull()
      const write = await a.call('PUT', MINE, a.headers(a.tokens.buyer, 'zh-Hans-CN'), config({ subdomain: '' }))
      expect(write.status).toBe(403)
      expect(write.body.msg).toMatch(CJK)
      const demoMine = await a.call('GET', MINE, a.headers(a.tokens.agent))
      expect(demoMine.body.data.app.defaultLanguage).toBe('zh-Hans-CN')
    })
  })

  describe('the language of the first screen', () => {
    it('follows a language parameter in the link: main app, agent app by link, agent sub-domain', async () => {
      const main = await page('/h5/?language=zh-Hans-CN')
      expect(langOf(main.body)).toBe('zh-Hans-CN')
      const byLink = await page(
        `/h5/?appId=${brokerAppId}&agentUserId=${broker.userId}&language=zh-Hans-CN`,
        // an earlier choice of English on this address gives way to the link
        { cookie: `${LOCALE_COOKIE}=en-GB` },
      )
      expect(langOf(byLink.body)).toBe('zh-Hans-CN')
      expect(byLink.body).toContain(
        '<meta name="description" content="Lin Realty：多伦多和温哥华的买房与租房信息。" />',
      )
      expect(byLink.body).toContain('<noscript>请启用 JavaScript 以使用 Lin Realty。</noscript>')
      const sub = await page('/h5/?language=zh-Hans-CN', { host: 'lin.maplenest.localhost:8080' })
      expect(langOf(sub.body)).toBe('zh-Hans-CN')
      expect(sub.body).toContain('<title>Lin Realty</title>')
      const demoInEnglish = await page('/h5/pages/home?language=en-GB', { host: DEMO_HOST })
      expect(langOf(demoInEnglish.body)).toBe('en-GB')
      expect(demoInEnglish.body).toContain('Olivia Chen Homes: homes for sale and for rent')
    })

    it('else follows the earlier choice on this address (its cookie), over the agent’s default', async () => {
      const chosenChinese = await page('/h5/', {
        host: 'lin.maplenest.localhost:8080',
        cookie: `${LOCALE_COOKIE}=zh-Hans-CN`,
      })
      expect(langOf(chosenChinese.body)).toBe('zh-Hans-CN')
      const chosenEnglish = await page('/h5/', { host: DEMO_HOST, cookie: `${LOCALE_COOKIE}=en-GB` })
      expect(langOf(chosenEnglish.body)).toBe('en-GB')
      const main = await page('/h5/', { cookie: `${LOCALE_COOKIE}=zh-Hans-CN` })
      expect(langOf(main.body)).toBe('zh-Hans-CN')
    })

    it('else the agent’s default language, and English on the main app', async () => {
      const demoSub = await page('/h5/', { host: DEMO_HOST })
      expect(langOf(demoSub.body)).toBe('zh-Hans-CN')
      expect(demoSub.body).toContain('<meta name="maplenest-app-language" content="zh-Hans-CN">')
      expect(demoSub.body).toContain('Olivia Chen Homes：多伦多和温哥华的买房与租房信息。')
      const demoLink = await page(`/h5/?appId=${demo.appId}&agentUserId=${demo.agentUserId}`)
      expect(langOf(demoLink.body)).toBe('zh-Hans-CN')
      const lin = await page('/h5/', { host: 'lin.maplenest.localhost:8080' })
      expect(langOf(lin.body)).toBe('en-GB')
      expect(lin.body).toContain('<meta name="maplenest-app-language" content="en-GB">')
      await a.call('PUT', MINE, a.headers(broker.token), config({ defaultLanguage: 'zh-Hans-CN' }))
      const linNow = await page('/h5/', { host: 'lin.maplenest.localhost:8080' })
      expect(langOf(linNow.body)).toBe('zh-Hans-CN')
      await a.call('PUT', MINE, a.headers(broker.token), config({ defaultLanguage: 'en-GB' }))
      const main = await page('/h5/')
      expect(langOf(main.body)).toBe('en-GB')
      expect(main.body).not.toContain('maplenest-app-language')
    })
  })

  describe('short invite links', () => {
    let zhLink: { code: string; url: string; longUrl: string }
    it('gives the agent one short link per language, kept in the database', async () => {
      const res = await a.call('POST', INVITE, a.headers(a.tokens.agent), { language: 'zh-Hans-CN' })
      expect(res.status).toBe(200)
      zhLink = res.body.data
      expect(zhLink.code).toMatch(/^[a-hj-km-np-z2-9]{12}$/)
      expect(res.body.data).toEqual({
        code: zhLink.code,
        language: 'zh-Hans-CN',
        url: `http://demo.maplenest.localhost:8080/h5/i/${zhLink.code}`,
        longUrl: `http://demo.maplenest.localhost:8080/h5/?appId=${demo.appId}&agentUserId=${demo.agentUserId}&src=qr&language=zh-Hans-CN`,
      })
      const again = await a.call('POST', INVITE, a.headers(a.tokens.agent), { language: 'zh-Hans-CN' })
      expect(again.body.data.code).toBe(zhLink.code)
      const plain = await a.call('POST', INVITE, a.headers(a.tokens.agent), { language: null })
      expect(plain.body.data.code).not.toBe(zhLink.code)
      expect(plain.body.data.language).toBeNull()
      const stored = (await a.t.database.db.execute(
        sql`select code, language from agent_app_invites where app_id = ${demo.appId}::uuid order by code`,
      )) as unknown as { rows: { code: string; language: string | null }[] }
      expect(stored.rows).toHaveLength(2)
      expect(stored.rows).toContainEqual({ code: zhLink.code, language: 'zh-Hans-CN' })
      // another broker's codes are their own
      const other = await a.call('POST', INVITE, a.headers(broker.token), { language: 'zh-Hans-CN' })
      expect(other.body.data.code).not.toBe(zhLink.code)
      expect(other.body.data.url).toBe(`http://lin.maplenest.localhost:8080/h5/i/${other.body.data.code}`)
    })

    it('leads to the same app and agent, with the language it carries', async () => {
      const res = await page(`/h5/i/${zhLink.code}`, { host: DEMO_HOST })
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe(
        `/h5/?appId=${demo.appId}&agentUserId=${demo.agentUserId}&src=qr&language=zh-Hans-CN`,
      )
      const shared = await page(`/h5/i/${zhLink.code}?src=link`)
      expect(shared.headers.location).toContain('&src=link&language=zh-Hans-CN')
      const followed = await page(String(res.headers.location))
      expect(langOf(followed.body)).toBe('zh-Hans-CN')
      expect(followed.body).toContain('<title>Olivia Chen Homes</title>')
    })

    it('answers an unknown code with a page in the reader’s language, or the 404 envelope', async () => {
      for (const code of [
        'abcdefghjkmn',
        'x',
        'ABCDEFGHJKMN',
        '../../etc',
        'a'.repeat(60),
        'a'.repeat(300),
        'abcdefghjkmn/more',
      ]) {
        const html = await page(`/h5/i/${encodeURIComponent(code)}`, {
          accept: 'text/html,application/xhtml+xml',
          cookie: `${LOCALE_COOKIE}=zh-Hans-CN`,
        })
        expect([code, html.statusCode]).toEqual([code, 404])
        expect(html.headers['content-type']).toContain('text/html')
        expect(langOf(html.body)).toBe('zh-Hans-CN')
        expect(html.body).toContain('此邀请链接无效')
        expect(html.body).toContain('<a href="/h5/">打开 MapleNest</a>')
      }
      const english = await page('/h5/i/abcdefghjkmn', { accept: 'text/html' })
      expect(english.body).toContain('This invite link does not work')
      const api = await a.call('GET', '/h5/i/abcdefghjkmn', { language: 'zh-Hans-CN' })
      expect(api.status).toBe(404)
      expect(api.body.msg).toBe('此邀请链接无效')
    })

    it('refuses a bad language with a localised 400, and anyone but a broker', async () => {
      const bad = await a.call('POST', INVITE, a.headers(a.tokens.agent, 'zh-Hans-CN'), { language: 'klingon' })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toBe('链接的语言须为 en-GB、zh-Hans-CN 或不指定')
      const missing = await a.call('POST', INVITE, a.headers(a.tokens.agent), {})
      expect(missing.status).toBe(400)
      const buyer = await a.call('POST', INVITE, a.headers(a.tokens.buyer), { language: null })
      expect(buyer.status).toBe(403)
      const nobody = await a.call('POST', INVITE, {}, { language: null })
      expect(nobody.status).toBe(401)
    })
  })
})
