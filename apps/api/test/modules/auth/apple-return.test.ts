import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const RETURN = '/h5/pages/my/public/applewebview'

describe('Sign in with Apple on the web', () => {
  let t: TestApp
  let configured: TestApp

  beforeAll(async () => {
    t = await createTestApp()
    configured = await createTestApp({ APPLE_CLIENT_ID: 'ca.maplenest.web' })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await configured?.close()
  })

  it('says the web can start Apple only when its services id is configured', async () => {
    expect((await t.app.inject({ url: '/auth/social' })).json().data).toEqual({ apple: null })
    expect((await configured.app.inject({ url: '/auth/social' })).json().data).toEqual({
      apple: { clientId: 'ca.maplenest.web' },
    })
  })

  it("turns Apple's form post into the same page with the answer in the fragment, and keeps no copy", async () => {
    const res = await configured.app.inject({
      method: 'POST',
      url: RETURN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=s-123&code=c-1&id_token=header.payload.signature&user=%7B%22name%22%3A%7B%7D%7D',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`${RETURN}#state=s-123&id_token=header.payload.signature`)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
  })

  it('passes a cancellation on as an error, and refuses an oversized form in the caller’s language', async () => {
    const cancelled = await configured.app.inject({
      method: 'POST',
      url: RETURN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=s-9&error=user_cancelled_authorize',
    })
    expect(cancelled.headers.location).toBe(`${RETURN}#state=s-9&error=user_cancelled_authorize`)
    const huge = await configured.app.inject({
      method: 'POST',
      url: RETURN,
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'zh-Hans-CN' },
      payload: `state=s&id_token=${'x'.repeat(9000)}`,
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json().msg).toMatch(/[\u4e00-\u9fff]/)
  })
})
