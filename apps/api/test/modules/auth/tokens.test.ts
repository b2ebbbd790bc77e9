import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, post, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('access and refresh tokens', () => {
  let t: TestApp
  let userId: string

  const check = async (token: string) => (await t.app.inject({ url: `/auth/check?token=${token}` })).json()
  const getInfo = (token: string) => t.app.inject({ url: '/getInfo', headers: bearer(token) })
  const refresh = (refreshToken: string) => post(t, '/auth/refresh', { group: 'h5', refresh_token: refreshToken })
  const signIn = async () => (await passwordLogin(t, 'tokens@example.ca', 'token-pass')).json().data

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    userId = await registerAccount(t, { email: 'tokens@example.ca', password: 'token-pass', userName: 'Tok Chan' })
  })
  afterAll(() => t.close())

  it('rotates the refresh token and returns the member', async () => {
    const login = await signIn()
    const res = await refresh(login.refresh_token)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      member: { userId, userName: 'Tok Chan', type: 'user' },
    })
    expect(data.refresh_token).not.toBe(login.refresh_token)
    expect((await check(data.access_token)).msg).toBe('valid')
    const next = await refresh(data.refresh_token)
    expect(next.statusCode).toBe(200)
  })

  it('ends the whole sign-in when an old refresh token is replayed', async () => {
    const login = await signIn()
    const first = (await refresh(login.refresh_token)).json().data
    const second = (await refresh(first.refresh_token)).json().data
    expect((await check(second.access_token)).msg).toBe('valid')

    const replay = await refresh(login.refresh_token)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ code: 401, msg: 'Your sign-in has expired. Please sign in again.', data: null })

    // Both the newest access token and the newest refresh token of that family stop working.
    expect(await check(second.access_token)).toEqual({ code: 200, msg: 'invalid', data: { valid: false } })
    expect((await getInfo(second.access_token)).statusCode).toBe(401)
    expect((await refresh(second.refresh_token)).statusCode).toBe(401)
    // Another sign-in of the same account is untouched.
    const other = await signIn()
    expect((await check(other.access_token)).msg).toBe('valid')
  })

  it('refuses an unknown refresh token with 401', async () => {
    const res = await refresh('not-a-refresh-token')
    expect(res.statusCode).toBe(401)
    expect(res.json().msg).toBe('Your sign-in has expired. Please sign in again.')
  })

  it('logs out: the access token fails /auth/check and every authenticated call, the refresh token too', async () => {
    const login = await signIn()
    expect((await getInfo(login.access_token)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(login.access_token) })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ code: 200, msg: 'Signed out', data: null })
    expect((await check(login.access_token)).data).toEqual({ valid: false })
    const after = await getInfo(login.access_token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ code: 401, msg: 'Your sign-in has expired. Please sign in again.', data: null })
    expect((await refresh(login.refresh_token)).statusCode).toBe(401)
    const again = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(login.access_token) })
    expect(again.statusCode).toBe(401)
  })

  it('logs out with an empty JSON body as well', async () => {
    const login = await signIn()
    const out = await post(t, '/auth/logout', {}, bearer(login.access_token))
    expect(out.statusCode).toBe(200)
  })

  it('answers 401 for logout without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout' })
    expect(res.statusCode).toBe(401)
  })

  it('rejects a tampered token: 401 on /getInfo, invalid on /auth/check', async () => {
    const login = await signIn()
    const [header, payload, signature] = login.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, typ: 'admin' })).toString('base64url')
    // A character in the middle of the signature, changed to another: the last characters carry padding bits
    // a decoder may ignore, so changing them could leave the signature as it was.
    const middle = signature.length >> 1
    const changed = signature[middle] === 'A' ? 'B' : 'A'
    const tampered = [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${signature.slice(0, middle)}${changed}${signature.slice(middle + 1)}`,
      `${login.access_token}x`,
      'not.a.jwt',
    ]
    for (const token of tampered) {
      expect((await getInfo(token)).statusCode, token).toBe(401)
      expect((await check(token)).msg).toBe('invalid')
    }
  })

  it('rejects a token signed with another key or another algorithm', async () => {
    const login = await signIn()
    const claims = JSON.parse(Buffer.from(login.access_token.split('.')[1], 'base64url').toString())
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${login.access_token.split('.')[1]}.`
    for (const token of [otherKey, unsigned]) {
      expect((await getInfo(token)).statusCode).toBe(401)
      expect((await check(token)).msg).toBe('invalid')
    }
  })

  it('expires access tokens after 15 minutes; the refresh token still gives a new one', async () => {
    const login = await signIn()
    t.clock.advance(14 * 60_000)
    expect((await check(login.access_token)).msg).toBe('valid')
    t.clock.advance(61_000)
    expect((await check(login.access_token)).msg).toBe('invalid')
    expect((await getInfo(login.access_token)).statusCode).toBe(401)
    const renewed = await refresh(login.refresh_token)
    expect(renewed.statusCode).toBe(200)
    expect((await getInfo(renewed.json().data.access_token)).statusCode).toBe(200)
  })

  it('expires a sign-in 30 days after its last refresh', async () => {
    const login = await signIn()
    t.clock.advance(29 * 24 * 3600_000)
    const kept = await refresh(login.refresh_token)
    expect(kept.statusCode).toBe(200)
    t.clock.advance(30 * 24 * 3600_000 + 1000)
    expect((await refresh(kept.json().data.refresh_token)).statusCode).toBe(401)
  })

  it('verifies a token: data with token, userId and expiry, or null with msg invalid', async () => {
    const login = await signIn()
    const ok = await t.app.inject({ url: `/auth/verify?token=${login.access_token}` })
    expect(ok.statusCode).toBe(200)
    const data = ok.json().data
    expect(data).toEqual({ token: login.access_token, userId, expiresAt: expect.any(String) })
    const ttl = Date.parse(data.expiresAt) - t.clock.now.getTime()
    expect(ttl).toBeGreaterThan(14 * 60_000)
    expect(ttl).toBeLessThanOrEqual(15 * 60_000)
    const bad = await t.app.inject({ url: '/auth/verify?token=nope' })
    expect(bad.json()).toEqual({ code: 200, msg: 'invalid', data: null })
    const none = await t.app.inject({ url: '/auth/verify' })
    expect(none.json()).toEqual({ code: 200, msg: 'invalid', data: null })
  })

  it('answers /auth/check without a token as invalid and an unknown query field with 400', async () => {
    expect((await t.app.inject({ url: '/auth/check' })).json()).toEqual({
      code: 200,
      msg: 'invalid',
      data: { valid: false },
    })
    const extra = await t.app.inject({ url: '/auth/check?token=x&foo=1' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().data.fields[0].field).toBe('querystring.foo')
  })

  it('keeps the visitor session when the same device signs in as a registered user', async () => {
    const visitor = await visitorLogin(t)
    const user = await signIn()
    expect((await check(visitor.access_token)).data.type).toBe('visitor')
    expect((await check(user.access_token)).data.type).toBe('user')
  })

  it('validates the refresh body', async () => {
    const res = await post(t, '/auth/refresh', { group: 'h5' })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields[0].field).toBe('refresh_token')
  })
})
