import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('API docs', () => {
  let dev: TestApp
  let prod: TestApp
  let prodOn: TestApp
  beforeAll(async () => {
    dev = await createTestApp()
    prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://maplenest.example' })
    prodOn = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://maplenest.example', API_DOCS: 'true' })
  })
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close(), prodOn.close()])
  })

  it('are served outside production', async () => {
    expect((await dev.app.inject({ url: '/docs/json' })).json()).toMatchObject({ openapi: expect.any(String) })
    expect((await dev.app.inject({ url: '/docs' })).statusCode).not.toBe(404)
  })

  it('answer a localised 404 in production unless API_DOCS turns them on', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      const en = await prod.app.inject({ url, headers: { language: 'en-GB' } })
      expect(en.statusCode).toBe(404)
      expect(en.json()).toEqual({ code: 404, msg: 'No such address', data: null })
      const zh = await prod.app.inject({ url, headers: { language: 'zh-Hans-CN' } })
      expect(zh.json()).toEqual({ code: 404, msg: '地址不存在', data: null })
    }
    expect((await prodOn.app.inject({ url: '/docs/json' })).statusCode).toBe(200)
  })
})
