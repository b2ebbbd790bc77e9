import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../src/config/env.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

describe('platform', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers liveness and readiness with the envelope', async () => {
    const live = await t.app.inject({ url: '/healthz' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ code: 200, msg: 'success', data: { status: 'ok' } })
    const ready = await t.app.inject({ url: '/readyz' })
    expect(ready.json().data.status).toBe('ready')
  })

  it('answers an unknown path with 404 in the envelope, in the language asked for', async () => {
    const en = await t.app.inject({ url: '/house/api/nothing/v1/here' })
    expect(en.statusCode).toBe(404)
    expect(en.json()).toMatchObject({ code: 404, msg: 'No such address', data: null })
    const zh = await t.app.inject({ url: '/house/api/nothing/v1/here', headers: { language: 'zh-Hans-CN' } })
    expect(zh.json().msg).toBe('地址不存在')
  })

  it('redirects / to /h5/ keeping the query', async () => {
    const res = await t.app.inject({ url: '/?language=zh-Hans-CN' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/h5/?language=zh-Hans-CN')
  })

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().info.title).toBe('MapleNest API')
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('content security policy with a remote map style', () => {
  it('lets the page fetch the style and its tile origins, and nothing else', async () => {
    const styled = await createTestApp({
      MAP_STYLE_URL: 'https://tiles.example.com/styles/streets.json',
      MAP_TILE_ORIGINS: 'https://a.tiles.example.net, https://fonts.example.org',
    })
    try {
      const csp = String((await styled.app.inject({ url: '/healthz' })).headers['content-security-policy'])
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ')
      expect(connect).toEqual([
        "'self'",
        'https://tiles.example.com',
        'https://a.tiles.example.net',
        'https://fonts.example.org',
      ])
      expect(csp).toContain("default-src 'self'")
    } finally {
      await styled.close()
    }
  })

  it('refuses tile origins that are not web addresses', () => {
    expect(() => parseEnv({ MAP_TILE_ORIGINS: 'ftp://x.example.com' })).toThrow(/MAP_TILE_ORIGINS/)
  })
})

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  })

  it('has the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(8080)
    expect(env.DATA_DIR).toBe('./var')
    expect(env.DATABASE_URL).toBeUndefined()
  })
})
