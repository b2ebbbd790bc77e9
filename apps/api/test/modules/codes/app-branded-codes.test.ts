import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppsTest, createAppsTest } from '../agent-apps/agent-app-fixtures.ts'

/** Codes asked for inside an agent's app carry her app's name, as her clients know it. */
describe('verification codes in an agent’s app', () => {
  let a: AppsTest
  let app: { appId: string; appName: string }

  const ask = (body: Record<string, unknown>, language = 'en-GB') =>
    a.call('POST', '/auth/code/email', { language }, body)
  const lastMessage = async (email: string) =>
    (await a.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body.data[0] as {
      subject: string
      body: string
    }

  beforeAll(async () => {
    a = await createAppsTest()
    const mine = await a.call('GET', '/house/api/app/v1/mine', a.headers(a.tokens.agent))
    app = { appId: mine.body.data.app.appId, appName: mine.body.data.app.appName }
    expect(app.appName).toBeTruthy()
  }, 180_000)
  afterAll(() => a.t.close())

  it('names her app in the subject and the message, in English and in Chinese', async () => {
    expect((await ask({ email: 'client-en@example.ca', purpose: 'register', appId: app.appId })).status).toBe(200)
    const en = await lastMessage('client-en@example.ca')
    expect(en.subject).toBe(`Your ${app.appName} verification code`)
    expect(en.body).toMatch(new RegExp(`^Your ${app.appName} verification code is \\d{4}\\.`))
    expect(en.body).not.toContain('MapleNest')

    await ask({ email: 'client-zh@example.ca', purpose: 'login', appId: app.appId }, 'zh-Hans-CN')
    const zh = await lastMessage('client-zh@example.ca')
    expect(zh.subject).toBe(`您的 ${app.appName} 验证码`)
    expect(zh.body).toMatch(new RegExp(`^您的 ${app.appName} 验证码是 \\d{4}，`))
  })

  it('speaks as MapleNest without an app, or for an app that is not there', async () => {
    await ask({ email: 'plain@example.ca', purpose: 'login' })
    expect((await lastMessage('plain@example.ca')).subject).toBe('Your MapleNest verification code')
    await ask({ email: 'unknown-app@example.ca', purpose: 'login', appId: randomUUID() })
    expect((await lastMessage('unknown-app@example.ca')).subject).toBe('Your MapleNest verification code')
  })

  it('refuses an app id that is not one, in the reader’s language, and sends nothing', async () => {
    for (const [language, msg] of [
      ['en-GB', 'This app link is not valid. Open the app again from your agent’s link.'],
      ['zh-Hans-CN', '应用链接无效，请通过经纪发给您的链接重新打开。'],
    ] as const) {
      const res = await ask({ email: 'bad-app@example.ca', purpose: 'login', appId: 'not-an-app' }, language)
      expect([res.status, res.body.msg]).toEqual([400, msg])
    }
    expect(await lastMessage('bad-app@example.ca')).toBeUndefined()
  })
})
