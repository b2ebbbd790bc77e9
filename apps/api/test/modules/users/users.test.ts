import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('user records', () => {
  let t: TestApp
  let ownId: string
  let token: string
  let otherId: string

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    ownId = await registerAccount(t, { email: 'owner@example.ca', phone: '778-555-0100', userName: 'Noah Tremblay' })
    otherId = await registerAccount(t, { email: 'other@example.ca' })
    token = (await passwordLogin(t, 'owner@example.ca', 'secret-pass')).json().data.access_token
  })
  afterAll(() => t.close())

  it('returns the caller’s own record by id with every field of the user record', async () => {
    const res = await t.app.inject({ url: `/house/api/user/v1/${ownId}`, headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        userId: ownId,
        userName: 'Noah Tremblay',
        nickname: 'Noah Tremblay',
        avatar: '',
        orgName: '',
        phonenumber: '+17785550100',
        email: 'owner@example.ca',
        sex: '2',
        type: 'user',
        isBroker: false,
        language: 'en-GB',
        createdAt: expect.any(String),
      },
    })
  })

  it('returns the same record as data.user from /getInfo', async () => {
    const byId = (await t.app.inject({ url: `/house/api/user/v1/${ownId}`, headers: bearer(token) })).json().data
    const res = await t.app.inject({ url: '/getInfo', headers: bearer(token) })
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { user: byId } })
  })

  it('answers 403 for another user’s id, or any id that is not the caller’s', async () => {
    for (const id of [otherId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({ url: `/house/api/user/v1/${id}`, headers: bearer(token) })
      expect(res.statusCode, id).toBe(403)
      expect(res.json()).toEqual({ code: 403, msg: 'You can only read your own account', data: null })
    }
  })

  it('answers 401 without a token or with a bad one, before looking at the id', async () => {
    for (const headers of [{}, bearer('garbage'), { authorization: 'Basic abc' }]) {
      const byId = await t.app.inject({ url: `/house/api/user/v1/${otherId}`, headers })
      expect(byId.statusCode).toBe(401)
      expect(byId.json()).toEqual({ code: 401, msg: 'Your sign-in has expired. Please sign in again.', data: null })
      expect((await t.app.inject({ url: '/getInfo', headers })).statusCode).toBe(401)
    }
    const zh = await t.app.inject({ url: '/getInfo', headers: { language: 'zh-Hans-CN' } })
    expect(zh.json().msg).toBe('登录已过期，请重新登录')
  })

  it('lets a visitor read their own record', async () => {
    const visitor = await visitorLogin(t)
    const res = await t.app.inject({
      url: `/house/api/user/v1/${visitor.userId}`,
      headers: bearer(visitor.access_token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ userId: visitor.userId, type: 'visitor', email: '', phonenumber: '' })
    const other = await t.app.inject({ url: `/house/api/user/v1/${ownId}`, headers: bearer(visitor.access_token) })
    expect(other.statusCode).toBe(403)
  })
})
