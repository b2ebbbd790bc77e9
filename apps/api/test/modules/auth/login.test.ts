import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../../src/db/schema.ts'
import {
  bearer,
  CLIENT,
  latestCode,
  passwordLogin,
  post,
  registerAccount,
  requestCode,
  visitorLogin,
} from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('POST /auth/login', () => {
  let t: TestApp
  const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', GOOGLE_CLIENT_ID: 'google-client-id' })
    await registerAccount(t, { email: 'Mia@Example.ca', phone: '416-555-0199', password: 'right-pass' })
  })
  afterAll(() => t.close())

  it('signs a visitor in with the spec payload and /auth/check calls the token valid', async () => {
    const res = await post(t, '/auth/login', {
      clientId: 'device-abc',
      grantType: 'app',
      tenantId: '000000',
      type: 'visitor',
      terminalId: 'h5',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ code: 200, msg: 'success' })
    expect(body.data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expire_in: 900,
      client_id: 'device-abc',
      userId: expect.any(String),
    })
    const check = await t.app.inject({ url: `/auth/check?token=${body.data.access_token}` })
    expect(check.json()).toEqual({
      code: 200,
      msg: 'valid',
      data: { valid: true, userId: body.data.userId, type: 'visitor' },
    })
    const me = await t.app.inject({ url: '/getInfo', headers: bearer(body.data.access_token) })
    expect(me.json().data.user).toMatchObject({ userId: body.data.userId, type: 'visitor' })
    expect(me.json().data.user.userName).toMatch(/^Visitor [0-9A-F]{4}$/)
  })

  it('creates a new visitor for every visitor sign-in', async () => {
    const a = await visitorLogin(t)
    const b = await visitorLogin(t)
    expect(a.userId).not.toBe(b.userId)
  })

  it('signs in with e-mail (any case) or phone number (any format) and a password', async () => {
    for (const username of ['mia@example.ca', 'MIA@EXAMPLE.CA', '(416) 555-0199', '+14165550199']) {
      const res = await passwordLogin(t, username, 'right-pass')
      expect(res.statusCode, username).toBe(200)
      const check = await t.app.inject({ url: `/auth/check?token=${res.json().data.access_token}` })
      expect(check.json().data).toMatchObject({ valid: true, type: 'user' })
    }
  })

  it('answers a wrong password and an unknown account with the same 400, never 401', async () => {
    const wrong = await passwordLogin(t, 'mia@example.ca', 'wrong-pass')
    const unknown = await passwordLogin(t, 'nobody@example.ca', 'wrong-pass')
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ code: 400, msg: 'The account or password is wrong', data: null })
    }
    const zh = await post(
      t,
      '/auth/login',
      { ...CLIENT, grantType: 'password', username: 'nobody@example.ca', password: 'wrong-pass' },
      { language: 'zh-Hans-CN' },
    )
    expect(zh.json().msg).toBe('账号或密码错误')
  })

  it('does not let a visitor account be signed into with a password', async () => {
    const res = await passwordLogin(t, 'Visitor 0000', 'whatever')
    expect(res.statusCode).toBe(400)
  })

  it('answers 429 after five failed password sign-ins to one account, and a success clears the count', async () => {
    await registerAccount(t, { email: 'locked@example.ca', password: 'locked-pass' })
    for (let i = 0; i < 4; i++) expect((await passwordLogin(t, 'locked@example.ca', 'nope-nope')).statusCode).toBe(400)
    expect((await passwordLogin(t, 'locked@example.ca', 'locked-pass')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await passwordLogin(t, 'locked@example.ca', 'nope-nope')).statusCode).toBe(400)
    const blocked = await passwordLogin(t, 'LOCKED@example.ca', 'locked-pass')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      code: 429,
      msg: 'Too many requests. Please wait a moment and try again.',
      data: null,
    })
    // Another account is not affected.
    expect((await passwordLogin(t, 'mia@example.ca', 'right-pass')).statusCode).toBe(200)
  })

  it('signs in with an e-mail code read from the outbox, and the code works once', async () => {
    t.clock.advance(61_000) // past the resend interval of the registration code
    expect((await requestCode(t, 'email', 'mia@example.ca', 'login')).statusCode).toBe(200)
    const code = await latestCode(t, 'mia@example.ca')
    const login = { ...CLIENT, grantType: 'email', email: 'Mia@example.ca', emailCode: code }
    const res = await post(t, '/auth/login', login)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.userId).toEqual(expect.any(String))
    const again = await post(t, '/auth/login', login)
    expect(again.statusCode).toBe(400)
    expect(again.json().msg).toBe('The verification code has expired. Please ask for a new one.')
  })

  it('signs in with an SMS code sent to the phone number in any format', async () => {
    expect((await requestCode(t, 'sms', '416 555 0199', 'login')).statusCode).toBe(200)
    const code = await latestCode(t, '+1 416 555 0199')
    const res = await post(t, '/auth/login', { ...CLIENT, grantType: 'sms', phonenumber: '4165550199', smsCode: code })
    expect(res.statusCode).toBe(200)
  })

  it('tells the owner of an address without an account so, once the code proved the address', async () => {
    expect((await requestCode(t, 'email', 'stranger@example.ca', 'login')).statusCode).toBe(200)
    const code = await latestCode(t, 'stranger@example.ca')
    const res = await post(t, '/auth/login', {
      ...CLIENT,
      grantType: 'email',
      email: 'stranger@example.ca',
      emailCode: code,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('No account uses this e-mail or phone')
  })

  it('refuses social sign-in when the provider is not configured, naming it, and starts no session', async () => {
    const before = await sessionCount()
    const res = await post(t, '/auth/login', {
      ...CLIENT,
      grantType: 'social',
      type: 'visitor',
      terminalId: 'ios',
      openLoginType: 'apple',
      openId: 'apple-user-1',
      nickName: 'Mia',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: 'Sign-in with Apple is not available', data: null })
    const zh = await post(
      t,
      '/auth/login',
      { ...CLIENT, grantType: 'social', openLoginType: 'wechat', openId: 'wx-1' },
      { language: 'zh-Hans-CN' },
    )
    expect(zh.json().msg).toBe('暂不支持 微信 登录')
    expect(await sessionCount()).toBe(before)
  })

  it('refuses a configured social provider too: an unverified openId never signs anyone in', async () => {
    const before = await sessionCount()
    const usersBefore = (await t.database.db.select({ n: count() }).from(users))[0]!.n
    const res = await post(t, '/auth/login', { ...CLIENT, grantType: 'social', openLoginType: 'google', openId: 'g-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Sign-in with Google cannot be verified yet. Please use another method.')
    expect(await sessionCount()).toBe(before)
    expect((await t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore)
  })

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"grantType": "app",',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON' })
  })

  it('names an unknown field and a bad grant type', async () => {
    const extra = await post(t, '/auth/login', {
      ...CLIENT,
      grantType: 'app',
      type: 'visitor',
      terminalId: 'x',
      isAdmin: true,
    })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().msg).toBe('The field isAdmin is not accepted')
    expect(extra.json().data.fields).toEqual([{ field: 'isAdmin', message: 'The field isAdmin is not accepted' }])
    const grant = await post(t, '/auth/login', { ...CLIENT, grantType: 'magic' })
    expect(grant.statusCode).toBe(400)
    expect(grant.json().data.fields[0].field).toBe('grantType')
  })

  it('tells a missing field from one of the wrong type', async () => {
    const missing = await post(t, '/auth/login', { grantType: 'app', type: 'visitor', terminalId: 'x' })
    expect(missing.json().data.fields).toEqual([{ field: 'clientId', message: 'Enter a value for clientId' }])
    const wrongType = await post(t, '/auth/login', {
      ...CLIENT,
      clientId: 5,
      grantType: 'app',
      type: 'visitor',
      terminalId: 'x',
    })
    expect(wrongType.json().data.fields).toEqual([
      { field: 'clientId', message: 'The value of clientId has the wrong type' },
    ])
    const tooLong = await post(t, '/auth/login', {
      ...CLIENT,
      grantType: 'app',
      type: 'visitor',
      terminalId: 'x'.repeat(200),
    })
    expect(tooLong.json().msg).toBe('The value of terminalId is too long')
  })

  it('documents the routes in the OpenAPI output', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json()
    for (const path of [
      '/auth/login',
      '/auth/check',
      '/auth/refresh',
      '/auth/verify',
      '/auth/logout',
      '/auth/register',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path)
    }
    expect(doc.paths['/house/api/user/v1/{userId}'].get.tags).toEqual(['users'])
    expect(doc.paths['/auth/code/email'].post.tags).toEqual(['auth'])
  })

  it('validates the password sign-in fields with the spec messages', async () => {
    const short = await passwordLogin(t, 'mia@example.ca', '12345')
    expect(short.json()).toMatchObject({ code: 400, msg: 'Your password must be 6 to 18 characters long' })
    expect(short.json().data.fields[0].field).toBe('password')
    const badPhone = await passwordLogin(t, '12345', 'right-pass')
    expect(badPhone.json().msg).toBe('Enter a valid phone number')
  })

  it('stores the visitor with its client and terminal ids', async () => {
    const v = await visitorLogin(t, 'terminal-xyz')
    const [row] = await t.database.db.select().from(users).where(eq(users.id, v.userId))
    expect(row).toMatchObject({ type: 'visitor', clientId: 'test-client', terminalId: 'terminal-xyz' })
  })
})
