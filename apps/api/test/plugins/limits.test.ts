import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, visitorLogin } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('general rate limit identity', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10' })
  })
  afterAll(() => t.close())

  const check = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/auth/check?token=x', remoteAddress: ip, headers })

  it('counts requests with random bearer values against the address, in both languages', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const res = await check('203.0.113.20', bearer(randomBytes(24).toString('base64url')))
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses.slice(10)).toEqual(Array(20).fill(429))
    const en = await check('203.0.113.20', { ...bearer('forged'), language: 'en-GB' })
    expect(en.json()).toEqual({ code: 429, msg: 'Too many requests. Please wait a moment and try again.', data: null })
    const zh = await check('203.0.113.20', { ...bearer('forged'), language: 'zh-Hans-CN' })
    expect(zh.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null })
  })

  it('counts malformed, tampered and missing tokens against the address too', async () => {
    const ip = '203.0.113.21'
    const { access_token: token } = await visitorLogin(t)
    const tampered = `${token.slice(0, -2)}xx`
    const variants = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }, bearer(tampered)]
    for (let i = 0; i < 10; i++) expect((await check(ip, variants[i % variants.length])).statusCode).toBe(200)
    expect((await check(ip, bearer(tampered))).statusCode).toBe(429)
    expect((await check(ip)).statusCode).toBe(429)
  })

  it('gives a signed-in user a bucket of their own, apart from their address', async () => {
    const ip = '203.0.113.22'
    const { access_token: token } = await visitorLogin(t, 'terminal-limits')
    for (let i = 0; i < 10; i++) expect((await check(ip, bearer(token))).statusCode).toBe(200)
    expect((await check(ip, bearer(token))).statusCode).toBe(429)
    // the address's anonymous budget is untouched
    for (let i = 0; i < 10; i++) expect((await check(ip)).statusCode).toBe(200)
    expect((await check(ip)).statusCode).toBe(429)
    // and the same user from another address still shares their own bucket
    expect((await check('203.0.113.23', bearer(token))).statusCode).toBe(429)
  })
})
