import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('per-IP limit on sign-in, code and registration routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', VISITOR_RATE_LIMIT_PER_MINUTE: '7' })
  })
  afterAll(() => t.close())

  const login = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      payload: { ...CLIENT, grantType: 'password', username: 'x@example.ca', password: 'wrong-pass' },
    })

  it('answers 429 once an address exceeds the limit, and other addresses carry on', async () => {
    for (let i = 0; i < 3; i++) expect((await login('203.0.113.7')).statusCode).toBe(400)
    const limited = await login('203.0.113.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      code: 429,
      msg: 'Too many requests. Please wait a moment and try again.',
      data: null,
    })
    expect((await login('203.0.113.8')).statusCode).toBe(400)
  })

  it('applies to code requests and registration too', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/code/email',
        remoteAddress: '198.51.100.4',
        payload: { email: 'not-an-email', purpose: 'login' },
      })
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400)
    expect((await send()).statusCode).toBe(429)
    const register = () =>
      t.app.inject({ method: 'POST', url: '/auth/register', remoteAddress: '198.51.100.5', payload: {} })
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(400)
    expect((await register()).statusCode).toBe(429)
  })

  it('counts visitor sign-ins apart, with their own wider budget, so one campus address does not lock out sign-in', async () => {
    const visitor = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '192.0.2.50',
        payload: { ...CLIENT, grantType: 'app', tenantId: '000000', type: 'visitor', terminalId: 'campus' },
      })
    for (let i = 0; i < 5; i++) expect((await visitor()).statusCode).toBe(200)
    const password = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '192.0.2.50',
      payload: { ...CLIENT, grantType: 'password', username: 'x@example.ca', password: 'wrong-pass' },
    })
    expect(password.statusCode).toBe(400)
    for (let i = 0; i < 2; i++) await visitor()
    expect((await visitor()).statusCode).toBe(429)
  })

  it('does not limit token checks that strictly', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ url: '/auth/check?token=x', remoteAddress: '198.51.100.9' })
      expect(res.statusCode).toBe(200)
    }
  })
})
