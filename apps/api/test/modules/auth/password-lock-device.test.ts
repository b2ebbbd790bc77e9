import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post, registerAccount } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('the password lock slows the attacker, not the owner', () => {
  let t: TestApp
  const login = (clientId: string, password: string, headers: Record<string, string> = {}) =>
    post(
      t,
      '/auth/login',
      { clientId, tenantId: '000000', grantType: 'password', username: 'owner@example.ca', password },
      headers,
    )

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'owner@example.ca', password: 'owner-pass' })
  })
  afterAll(() => t.close())

  it("lets the owner's device that signed in before through while the account is locked for everyone else", async () => {
    expect((await login('owner-phone', 'owner-pass')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login('attacker-box', 'guess-guess')).statusCode).toBe(400)
    const attacker = await login('attacker-box', 'owner-pass')
    expect(attacker.statusCode).toBe(429)
    expect(attacker.json()).toEqual({
      code: 429,
      msg: 'Too many requests. Please wait a moment and try again.',
      data: null,
    })
    const fresh = await login('new-laptop', 'owner-pass', { language: 'zh-Hans-CN' })
    expect(fresh.statusCode).toBe(429)
    expect(fresh.json().msg).toBe('请求过于频繁，请稍后再试')

    expect((await login('owner-phone', 'owner-pass')).statusCode).toBe(200)
  })

  it("counts wrong passwords from the owner's device on their own, so that device is limited too", async () => {
    for (let i = 0; i < 5; i++) expect((await login('owner-phone', 'typo-typo')).statusCode).toBe(400)
    expect((await login('owner-phone', 'owner-pass')).statusCode).toBe(429)
  })
})
