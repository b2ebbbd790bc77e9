import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordLogin, post, registerAccount } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('two refreshes with one token', () => {
  let t: TestApp
  const check = async (token: string) => (await t.app.inject({ url: `/auth/check?token=${token}` })).json().msg
  const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
    post(t, '/auth/refresh', { group: 'h5', refresh_token: refreshToken }, headers)
  const signIn = async () => (await passwordLogin(t, 'tabs@example.ca', 'tabs-pass')).json().data

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'tabs@example.ca', password: 'tabs-pass' })
  })
  afterAll(() => t.close())

  it('answers both concurrent calls with the same new refresh token, and the sign-in goes on', async () => {
    const login = await signIn()
    const [a, b] = await Promise.all([refresh(login.refresh_token), refresh(login.refresh_token)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().data.refresh_token).toBe(b.json().data.refresh_token)
    expect(await check(a.json().data.access_token)).toBe('valid')
    expect(await check(b.json().data.access_token)).toBe('valid')
    // A third call a few seconds later still gets that pair, and the pair keeps working.
    t.clock.advance(20_000)
    const late = await refresh(login.refresh_token)
    expect(late.json().data.refresh_token).toBe(a.json().data.refresh_token)
    expect((await refresh(a.json().data.refresh_token)).statusCode).toBe(200)
  })

  it('still treats the old token as stolen after 30 s, ending the whole sign-in', async () => {
    const login = await signIn()
    const next = (await refresh(login.refresh_token)).json().data
    t.clock.advance(31_000)
    const replay = await refresh(login.refresh_token, { language: 'zh-Hans-CN' })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ code: 401, msg: '会话已过期，请重新登录', data: null })
    expect(await check(next.access_token)).toBe('invalid')
    expect((await refresh(next.refresh_token)).statusCode).toBe(401)
  })

  it('treats a token two rotations old as stolen even within 30 s', async () => {
    const login = await signIn()
    const first = (await refresh(login.refresh_token)).json().data
    const second = (await refresh(first.refresh_token)).json().data
    expect((await refresh(login.refresh_token)).statusCode).toBe(401)
    expect(await check(second.access_token)).toBe('invalid')
  })
})
