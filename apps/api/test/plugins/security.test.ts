import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const HSTS = 'max-age=15552000; includeSubDomains'

describe('Strict-Transport-Security', () => {
  let proxied: TestApp
  let direct: TestApp
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true' })
    direct = await createTestApp()
  })
  afterAll(async () => {
    await Promise.all([proxied.close(), direct.close()])
  })

  it('is sent on answers served over HTTPS behind a trusted proxy, errors included', async () => {
    const headers = { 'x-forwarded-proto': 'https' }
    expect((await proxied.app.inject({ url: '/healthz', headers })).headers['strict-transport-security']).toBe(HSTS)
    const missing = await proxied.app.inject({ url: '/no-such-route', headers })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['strict-transport-security']).toBe(HSTS)
  })

  it('is never sent over plain HTTP', async () => {
    const plain = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect((await proxied.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined()
  })

  it('is not sent when a proxy is not trusted to say the request was HTTPS', async () => {
    const res = await direct.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })
})
