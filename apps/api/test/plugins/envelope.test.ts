import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('addresses that are not correctly percent-encoded', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it.each(['/house/api/listing/v1/search?q=%E0%A4%A', '/house/api/user/v1/%E0%A4%A'])(
    'answers %s with a localised 400 envelope',
    async (url) => {
      const en = await t.app.inject({ url, headers: { language: 'en-GB' } })
      expect(en.statusCode).toBe(400)
      expect(en.headers['content-type']).toContain('application/json')
      expect(en.json()).toEqual({ code: 400, msg: 'The address is not correctly encoded', data: null })
      const zh = await t.app.inject({ url, headers: { language: 'zh-Hans-CN' } })
      expect(zh.json()).toEqual({ code: 400, msg: '地址编码不正确', data: null })
    },
  )
})
