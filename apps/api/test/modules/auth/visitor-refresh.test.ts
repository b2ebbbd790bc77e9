import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, post, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('a visitor session', () => {
  let t: TestApp

  const check = async (token: string) => (await t.app.inject({ url: `/auth/check?token=${token}` })).json()
  const refresh = (refreshToken: string) => post(t, '/auth/refresh', { group: 'h5', refresh_token: refreshToken })
  const favourites = (token: string | null, language = 'en-GB') =>
    t.app.inject({
      url: '/house/api/attention/v1/list',
      headers: { language, ...(token ? bearer(token) : {}) },
    })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  })
  afterAll(() => t.close())

  it("is renewed with the visitor's refresh token: the same visitor account, a new pair of tokens", async () => {
    const login = await visitorLogin(t, 'visitor-refresh')
    expect(login.refresh_token).toEqual(expect.any(String))
    t.clock.advance(16 * 60_000)
    expect((await check(login.access_token)).msg).toBe('invalid')

    const renewed = await refresh(login.refresh_token)
    expect(renewed.statusCode).toBe(200)
    const data = renewed.json().data
    expect(data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      member: { userId: login.userId, userName: expect.any(String), type: 'visitor' },
    })
    expect(data.refresh_token).not.toBe(login.refresh_token)
    expect(await check(data.access_token)).toMatchObject({ msg: 'valid', data: { userId: login.userId } })
    // the renewed token is still a visitor's: refused where an account is needed, with no renewal to ask for
    expect((await favourites(data.access_token)).statusCode).toBe(403)
  })

  it('is refused a renewal once its refresh token was used and rotated past the grace period', async () => {
    const login = await visitorLogin(t, 'visitor-refresh-replay')
    const first = await refresh(login.refresh_token)
    expect(first.statusCode).toBe(200)
    t.clock.advance(5 * 60_000)
    const replay = await refresh(login.refresh_token)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().msg).toBe('Your sign-in has expired. Please sign in again.')
  })

  it('gets 403 on an account-only endpoint, in its language, where nobody signed in gets 401', async () => {
    const { access_token } = await visitorLogin(t, 'visitor-refused')
    const en = await favourites(access_token)
    expect(en.statusCode).toBe(403)
    expect(en.json()).toEqual({ code: 403, msg: 'Sign in or create an account to do this.', data: null })
    const zh = await favourites(access_token, 'zh-Hans-CN')
    expect(zh.json()).toEqual({ code: 403, msg: '请登录或注册账号后再进行此操作。', data: null })
    const nobody = await favourites(null)
    expect(nobody.statusCode).toBe(401)
    expect((await favourites('not-a-token')).statusCode).toBe(401)
  })
})
