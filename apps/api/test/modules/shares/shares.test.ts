import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../helpers/accounts.ts'
import { type AppsTest, createAppsTest } from '../agent-apps/agent-app-fixtures.ts'
import { pdfText } from './pdf-text-fixtures.ts'

describe('shares carry the agent’s brand; listing PDFs in the reader’s language, signed when allowed', () => {
  let a: AppsTest
  let app: { appId: string; userId: string; agent: { name: string; phone: string; email: string } }
  let listing: { ml_num: string; address: string; unit: string | null; brokerage: string }
  beforeAll(async () => {
    a = await createAppsTest()
    app = (await a.call('GET', '/house/api/app/v1/mine', bearer(a.tokens.agent))).body.data.app
    ;[listing] = (
      (await a.t.database.db.execute(
        sql`select ml_num, address, unit, brokerage from listings
            where status = 'A' and sr = 'Sale' and city = 'toronto' order by ml_num limit 1`,
      )) as unknown as { rows: (typeof listing)[] }
    ).rows as [typeof listing]
  }, 240_000)
  afterAll(() => a.t.close())

  const share = (token: string, query: string, language = 'en-GB') =>
    a.call('GET', `/house/api/share/v1?${query}`, a.headers(token, language))
  const address = () => (listing.unit ? `${listing.unit}-${listing.address}` : listing.address)

  it('asks visitors and nobody to sign in before sharing', async () => {
    const visitor = await share(a.tokens.visitor, `shareType=listing&mlNum=${listing.ml_num}`, 'zh-Hans-CN')
    expect([visitor.status, visitor.body.msg]).toEqual([403, '请登录后再分享'])
    const nobody = await a.call('GET', `/house/api/share/v1?shareType=listing&mlNum=${listing.ml_num}`)
    expect(nobody.status).toBe(401)
  })

  it('records the agent’s own share with signature and answers their brand and contact', async () => {
    const res = await share(a.tokens.agent, `shareType=listing&mlNum=${listing.ml_num}&brokershow=1`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      title: address(),
      withSignature: true,
      brand: { appId: app.appId, appName: 'Olivia Chen Homes', themeColor: '#0b6e4f', agent: app.agent },
    })
    expect(res.body.data.url).toMatch(
      new RegExp(
        `^/h5/pages/share/\\w+-detail-share\\?mlNum=${listing.ml_num}&appId=${app.appId}&agentUserId=${app.userId}&src=link&shareId=`,
      ),
    )
    const [row] = (
      (await a.t.database.db.execute(
        sql`select share_type, target_id, email, sharer_name, user_type, with_signature, app_id from shares
            where id = ${res.body.data.shareId}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows
    expect(row).toEqual({
      share_type: 'listing',
      target_id: listing.ml_num,
      email: 'agent@demo.maplenest.ca',
      sharer_name: 'Olivia Chen',
      user_type: 'agent',
      with_signature: true,
      app_id: app.appId,
    })
  })

  it('carries the app’s brand when a client shares inside it, without the agent’s signature', async () => {
    const inApp = await share(a.tokens.buyer, `shareType=listing&mlNum=${listing.ml_num}&appId=${app.appId}`)
    expect(inApp.body.data).toMatchObject({ withSignature: false, brand: { appName: 'Olivia Chen Homes' } })
    expect(inApp.body.data.brand.agent).toMatchObject({ name: app.agent.name, phone: '', email: '' })
    const plain = await share(a.tokens.buyer, `shareType=listing&mlNum=${listing.ml_num}`)
    expect(plain.body.data).toMatchObject({ brand: null, withSignature: false })
    expect(plain.body.data.url).toBe(`/h5/pages/share/${plain.body.data.url.split('/')[4]}`)
    const project = await share(a.tokens.buyer, 'shareType=precons&preconsId=p-1', 'zh-Hans-CN')
    expect(project.body.data).toMatchObject({ title: '楼花项目', image: null })
    expect(project.body.data.url).toContain('/h5/pages/share/precons-detail-share?preconsId=p-1&shareId=')
  })

  it('refuses a share without its target or of an unknown kind, and an unknown listing', async () => {
    const missing = await share(a.tokens.buyer, 'shareType=listing')
    expect([missing.status, missing.body.msg]).toEqual([400, 'Give the id of what is shared'])
    expect(JSON.stringify(missing.body.data)).toContain('mlNum')
    const kind = await share(a.tokens.buyer, 'shareType=poster&mlNum=X1', 'zh-Hans-CN')
    expect(kind.status).toBe(400)
    expect(kind.body.msg).toContain('shareType 须为')
    const unknown = await share(a.tokens.buyer, 'shareType=listing&mlNum=NOPE123')
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'Listing not found'])
  })

  it('answers the app’s own share card (data.summary, data.title), 404 for a mismatched agent', async () => {
    const res = await a.call('GET', `/house/api/share/v2/webApp?userId=${app.userId}&appId=${app.appId}`, {
      language: 'zh-Hans-CN',
    })
    expect(res.body.data).toMatchObject({
      title: 'Olivia Chen Homes',
      summary: `${app.agent.name} 的专属应用：多伦多和温哥华的买房和租房房源，由 ${app.agent.name} 担任你的经纪。`,
    })
    expect(res.body.data.url).toContain(`appId=${app.appId}&agentUserId=${app.userId}&src=link`)
    const wrong = await a.call('GET', `/house/api/share/v2/webApp?userId=${app.appId}&appId=${app.appId}`)
    expect(wrong.status).toBe(404)
  })

  it('makes a PDF in English with the price in CAD and CNY, the brokerage and the agent’s signature', async () => {
    const res = await a.t.app.inject({ url: `/house/api/pdf/download/${listing.ml_num}/${app.userId}/1` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(res.rawPayload)
    for (const part of [
      'Olivia Chen Homes',
      'For sale',
      listing.address,
      `Listing brokerage: ${listing.brokerage}`,
      `MLS® number ${listing.ml_num}`,
      'Your agent',
      app.agent.name,
      app.agent.phone,
    ])
      expect(text, part).toContain(part)
    expect(text).toMatch(/\$\d{1,3}(,\d{3})+/)
    expect(text).toMatch(/≈ CN¥[\d.,]+[MK]/)
  })

  it('makes the PDF in Chinese, and leaves the signature out when status is 0', async () => {
    const res = await a.t.app.inject({
      url: `/house/api/pdf/download/${listing.ml_num}/${app.userId}/0?language=zh-Hans-CN`,
    })
    const text = await pdfText(res.rawPayload)
    for (const part of ['出售', '挂牌经纪公司', '卧室', '房源介绍', '万元']) expect(text, part).toContain(part)
    expect(text).not.toContain('你的经纪')
    expect(text).not.toContain(app.agent.phone)
  })

  it('never signs a PDF when the app’s signature switch is off, whatever the link asks', async () => {
    const broker = await a.newBroker('unsigned-broker@example.com')
    await a.liveAppOf(broker.token)
    await a.call('PUT', '/house/api/app/v1/mine', bearer(broker.token), {
      appName: 'Unsigned Homes',
      themeColor: '#224466',
      subdomain: '',
      signatureSwitch: 'false',
    })
    const res = await a.t.app.inject({ url: `/house/api/pdf/download/${listing.ml_num}/${broker.userId}/1` })
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Unsigned Homes')
    expect(text).not.toContain('Your agent')
  })

  it('keeps a drawn PDF by an ETag naming what it shows: drawn once, 304 for the ETag, drawn anew when the listing changes', async () => {
    const url = `/house/api/pdf/download/${listing.ml_num}/${app.userId}/1?language=en-GB`
    const first = await a.t.app.inject({ url })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]{32}"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await a.t.app.inject({ url })
    expect([again.statusCode, again.headers['x-cache'], again.headers.etag]).toEqual([200, 'hit', etag])
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    // the signed and the unsigned PDF, and each language, are PDFs of their own
    const unsigned = await a.t.app.inject({ url: `/house/api/pdf/download/${listing.ml_num}/${app.userId}/0` })
    const chinese = await a.t.app.inject({ url: url.replace('en-GB', 'zh-Hans-CN') })
    expect(new Set([etag, unsigned.headers.etag, chinese.headers.etag]).size).toBe(3)

    const unchanged = await a.t.app.inject({ url, headers: { 'if-none-match': `W/${etag}, "other"` } })
    expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([304, '', etag])

    await a.t.database.db.execute(
      sql`update listings set updated_at = updated_at + interval '1 second' where ml_num = ${listing.ml_num}`,
    )
    const changed = await a.t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect([changed.statusCode, changed.headers['x-cache']]).toEqual([200, 'miss'])
    expect(changed.headers.etag).not.toBe(etag)
    expect(await pdfText(changed.rawPayload)).toContain(listing.address)
  })

  it('refuses a malformed PDF address with a localised 400 and an unknown listing with 404', async () => {
    const bad = await a.call('GET', `/house/api/pdf/download/${listing.ml_num}/me/1`, { language: 'zh-Hans-CN' })
    expect([bad.status, bad.body.msg]).toEqual([400, '用户编号须为 UUID'])
    const status = await a.call('GET', `/house/api/pdf/download/${listing.ml_num}/${app.userId}/2`)
    expect(status.status).toBe(400)
    const unknown = await a.call('GET', `/house/api/pdf/download/NOPE123/${app.userId}/1`)
    expect(unknown.status).toBe(404)
  })
})
