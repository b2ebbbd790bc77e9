import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('VOW terms of use', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'reader@example.ca' })
    token = (await passwordLogin(t, 'reader@example.ca', 'secret-pass')).json().data.access_token
  })
  afterAll(() => t.close())

  const terms = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/house/api/vow/v1/terms', headers }).then((r) => r.json())
  const accept = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/house/api/vow/v1/accept', headers })

  it('gives the clauses as catalogue keys, with their version, to anyone', async () => {
    const body = await terms()
    expect(body.code).toBe(200)
    expect(body.data).toEqual({
      version: '2026-11-22',
      titleKey: 'vowTerms.title',
      clauseKeys: [
        'vowTerms.intro',
        'vowTerms.bonaFide',
        'vowTerms.personalUse',
        'vowTerms.noRedistribution',
        'vowTerms.brokerage',
        'vowTerms.ownership',
      ],
      accepted: false,
      acceptedAt: null,
      acceptedVersion: null,
      vow: { granted: false, need: 'signIn' },
    })
  })

  it('refuses acceptance without a sign-in and from a visitor, in the caller’s language', async () => {
    expect((await accept()).statusCode).toBe(401)
    const visitor = await visitorLogin(t)
    const res = await accept({ ...bearer(visitor.access_token), language: 'zh-Hans-CN' })
    expect(res.statusCode).toBe(403)
    expect(res.json().msg).toBe('请使用已注册的账号登录后再接受使用条款')
  })

  it('records a registered user’s acceptance once, however often they accept', async () => {
    expect((await terms(bearer(token))).data.vow).toEqual({ granted: false, need: 'acceptTerms' })
    const first = await accept(bearer(token))
    expect(first.statusCode).toBe(200)
    expect(first.json().msg).toBe('Terms of use accepted')
    const acceptedAt = first.json().data.acceptedAt
    expect(first.json().data).toMatchObject({ accepted: true, acceptedVersion: '2026-11-22' })
    t.clock.advance(60_000)
    const again = await accept(bearer(token))
    expect(again.json().data.acceptedAt).toBe(acceptedAt)
    expect((await terms(bearer(token))).data).toMatchObject({
      accepted: true,
      acceptedAt,
      vow: { granted: true, need: null },
    })
  })
})
