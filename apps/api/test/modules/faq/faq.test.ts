import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { seedFaq } from '../../../src/seed/faq.ts'
import { FAQ_CONTENT } from '../../../src/seed/faq-content.ts'
import { bearer, passwordLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('FAQ', () => {
  let t: TestApp
  let admin: Record<string, string>
  let buyer: Record<string, string>
  const get = async (url: string, language = 'en-GB') => {
    const res = await t.app.inject({ url, headers: { language } })
    return { status: res.statusCode, body: res.json() }
  }

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoAccounts(t.app)
    expect(await seedFaq(t.app)).toBe(FAQ_CONTENT.length)
    expect(await seedFaq(t.app)).toBe(0)
    admin = bearer((await passwordLogin(t, 'admin@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
    buyer = bearer((await passwordLogin(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
  }, 120_000)
  afterAll(() => t.close())

  it('lists every topic in order, in the reader’s language', async () => {
    const en = await get('/house/api/faq/v1')
    expect(en.body.data).toHaveLength(FAQ_CONTENT.length)
    expect([...new Set(en.body.data.map((e: { topic: string }) => e.topic))]).toEqual([
      'searching',
      'sold',
      'showings',
      'contracts',
      'students',
      'agents',
      'account',
    ])
    const zh = await get(`/house/api/faq/v1/${en.body.data[0].id}`, 'zh-Hans-CN')
    expect(zh.body.data.question).toBe('房源从哪里来？多久更新一次？')
  })

  it('searches both languages: Chinese words, English words, and % taken literally', async () => {
    const zh = await get(`/house/api/faq/v1?q=${encodeURIComponent('成交价')}`, 'zh-Hans-CN')
    expect(zh.body.data.length).toBeGreaterThan(0)
    expect(zh.body.data[0].topic).toBe('sold')
    const en = await get('/house/api/faq/v1?q=deposit%20Ontario')
    expect(en.body.data.map((e: { topic: string }) => e.topic)).toEqual(['students'])
    expect((await get('/house/api/faq/v1?q=%25')).body.data).toEqual([])
    expect((await get('/house/api/faq/v1/999999')).status).toBe(404)
    expect((await get(`/house/api/faq/v1?q=${'x'.repeat(101)}`)).status).toBe(400)
  })

  it('lets administrators add, change and remove questions, and nobody else', async () => {
    const entry = {
      topic: 'account',
      questionEn: 'Can I change my e-mail?',
      answerEn: 'Yes, in My › Account.',
      questionZh: '可以更改邮箱吗？',
      answerZh: '可以，在「我的 › 账户」中更改。',
    }
    const refused = await t.app.inject({ method: 'POST', url: '/house/api/faq/v1', headers: buyer, payload: entry })
    expect(refused.statusCode).toBe(403)
    const added = await t.app.inject({ method: 'POST', url: '/house/api/faq/v1', headers: admin, payload: entry })
    expect(added.statusCode).toBe(201)
    const id = added.json().data.id
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/house/api/faq/v1/${id}`,
      headers: admin,
      payload: { ...entry, answerEn: 'Yes: My › Account › Edit.' },
    })
    expect(changed.json().data.answerEn).toBe('Yes: My › Account › Edit.')
    const missing = await t.app.inject({
      method: 'POST',
      url: '/house/api/faq/v1',
      headers: admin,
      payload: { ...entry, questionZh: '' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().data.fields[0].field).toBe('questionZh')
    const removed = await t.app.inject({ method: 'DELETE', url: `/house/api/faq/v1/${id}`, headers: admin })
    expect(removed.statusCode).toBe(200)
    expect((await get(`/house/api/faq/v1/${id}`)).status).toBe(404)
  })
})
