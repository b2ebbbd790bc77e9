import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verificationCodes } from '../../../src/db/schema.ts'
import { CLIENT, latestCode, post, registerAccount, requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('verification codes', () => {
  let t: TestApp
  const emailLogin = (email: string, emailCode: string) =>
    post(t, '/auth/login', { ...CLIENT, grantType: 'email', email, emailCode })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    for (const email of ['resend@example.ca', 'expiry@example.ca', 'attempts@example.ca', 'zh@example.ca']) {
      await registerAccount(t, { email })
    }
    t.clock.advance(61_000)
  })
  afterAll(() => t.close())

  it('sends a 4-digit code and answers with the resend countdown', async () => {
    const res = await requestCode(t, 'email', 'resend@example.ca', 'login')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 200, msg: 'Verification code sent', data: { seconds: 60 } })
    const outbox = (await t.app.inject({ url: '/dev/outbox?to=RESEND@example.ca' })).json().data
    expect(outbox[0]).toEqual({
      channel: 'email',
      recipient: 'resend@example.ca',
      subject: 'Your MapleNest verification code',
      body: expect.stringMatching(/^Your MapleNest verification code is \d{4}\. It expires in 10 minutes\./),
      createdAt: expect.any(String),
    })
  })

  it('answers 429 with the seconds left when asked again within 60 s, and sends after 61 s', async () => {
    t.clock.advance(20_000)
    const soon = await requestCode(t, 'email', 'resend@example.ca', 'login')
    expect(soon.statusCode).toBe(429)
    expect(soon.json()).toEqual({
      code: 429,
      msg: 'Please wait 40 seconds before asking for another code',
      data: { seconds: 40 },
    })
    // The interval is per address, whatever the purpose.
    expect((await requestCode(t, 'email', 'resend@example.ca', 'reset')).statusCode).toBe(429)
    t.clock.advance(41_000)
    expect((await requestCode(t, 'email', 'resend@example.ca', 'login')).statusCode).toBe(200)
  })

  it('only the newest code counts', async () => {
    const first = await latestCode(t, 'resend@example.ca')
    t.clock.advance(61_000)
    await requestCode(t, 'email', 'resend@example.ca', 'login')
    const second = await latestCode(t, 'resend@example.ca')
    if (first !== second) expect((await emailLogin('resend@example.ca', first)).statusCode).toBe(400)
    expect((await emailLogin('resend@example.ca', second)).statusCode).toBe(200)
  })

  it('expires a code after 10 minutes', async () => {
    await requestCode(t, 'email', 'expiry@example.ca', 'login')
    const code = await latestCode(t, 'expiry@example.ca')
    t.clock.advance(10 * 60_000 + 1000)
    const res = await emailLogin('expiry@example.ca', code)
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('The verification code has expired. Please ask for a new one.')
  })

  it('allows five wrong tries, then asks for a new code even for the right one', async () => {
    await requestCode(t, 'email', 'attempts@example.ca', 'login')
    const code = await latestCode(t, 'attempts@example.ca')
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0')
    for (let i = 0; i < 5; i++) {
      const res = await emailLogin('attempts@example.ca', wrong)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe('The verification code is wrong')
    }
    const locked = await emailLogin('attempts@example.ca', code)
    expect(locked.statusCode).toBe(400)
    expect(locked.json().msg).toBe('Too many wrong attempts. Please ask for a new code.')
    t.clock.advance(61_000)
    await requestCode(t, 'email', 'attempts@example.ca', 'login')
    expect((await emailLogin('attempts@example.ca', await latestCode(t, 'attempts@example.ca'))).statusCode).toBe(200)
  })

  it('says the code is wrong when none was sent', async () => {
    const res = await emailLogin('never-sent@example.ca', '1234')
    expect(res.json()).toEqual({ code: 400, msg: 'The verification code is wrong', data: null })
  })

  it('writes the message in the language of the request', async () => {
    await post(t, '/auth/code/email', { email: 'zh@example.ca', purpose: 'login' }, { language: 'zh-Hans-CN' })
    const [entry] = (await t.app.inject({ url: '/dev/outbox?to=zh@example.ca' })).json().data
    expect(entry.subject).toBe('您的 MapleNest 验证码')
    expect(entry.body).toMatch(/^您的 MapleNest 验证码是 \d{4}，10 分钟内有效。/)
  })

  it('texts SMS codes to the E.164 number, and keeps only a keyed hash of the code', async () => {
    const res = await requestCode(t, 'sms', '+86 138 1234 5678', 'register')
    expect(res.statusCode).toBe(200)
    const [entry] = (await t.app.inject({ url: '/dev/outbox?to=13812345678' })).json().data
    expect(entry).toMatchObject({ channel: 'sms', recipient: '+8613812345678', subject: '' })
    const code = await latestCode(t, '13812345678')
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, '+8613812345678'))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).not.toContain(code)
    expect(rows[0]!.codeHash.length).toBeGreaterThan(40)
  })
})
