import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** Holds the event loop for `ms`, as a long drawing on the main thread would. */
function block(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // busy
  }
}

describe('a late event loop', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '5' })
  })
  afterAll(() => t.close())

  it('refuses requests with a localised 503 and Retry-After, while the probes answer', async () => {
    const app = t.app as typeof t.app & { isUnderPressure(): boolean }
    // the delay is sampled once a second: block until a sample has seen it
    const until = Date.now() + 5000
    while (!app.isUnderPressure() && Date.now() < until) {
      block(300)
      await new Promise((r) => setTimeout(r, 10))
    }
    expect(app.isUnderPressure()).toBe(true)

    const refused = await t.app.inject({ url: '/house/home/appDownLoadUrl', headers: { language: 'zh-Hans-CN' } })
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    expect(refused.json()).toEqual({ code: 503, msg: '服务器繁忙，请稍后再试', data: null })
    const english = await t.app.inject({ url: '/h5/pages/home' })
    expect([english.statusCode, english.json().msg]).toEqual([503, 'The server is busy. Please try again in a moment.'])

    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)
  }, 20_000)

  it('is off with 0', async () => {
    const off = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '0' })
    try {
      expect(off.app.hasDecorator('isUnderPressure')).toBe(false)
      block(1200)
      await new Promise((r) => setTimeout(r, 20))
      expect((await off.app.inject({ url: '/docs/json' })).statusCode).toBe(200)
    } finally {
      await off.close()
    }
  }, 20_000)
})
