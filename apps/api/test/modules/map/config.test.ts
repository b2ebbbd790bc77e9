import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../../src/config/env.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('map config', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it('gives the base map style from MAP_STYLE_URL', async () => {
    t = await createTestApp({ MAP_STYLE_URL: 'https://tiles.example.ca/styles/maplenest.json' })
    const res = await t.app.inject({ url: '/house/api/map/v1/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { styleUrl: 'https://tiles.example.ca/styles/maplenest.json', pmtilesUrl: null },
    })
  })

  it('gives null without it, and lists the map routes in the API document', async () => {
    t = await createTestApp()
    expect((await t.app.inject({ url: '/house/api/map/v1/config' })).json().data).toEqual({
      styleUrl: null,
      pmtilesUrl: null,
    })
    const doc = (await t.app.inject({ url: '/docs/json' })).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/house/api/map/v1/clusters',
        '/house/api/map/v1/area',
        '/house/api/map/v1/share',
        '/house/api/map/v1/share/{shareId}',
        '/house/api/map/v1/config',
      ]),
    )
  })

  it.each(['not a url', 'ftp://tiles.example.ca/style.json'])('refuses MAP_STYLE_URL=%j at start', (value) => {
    expect(() => parseEnv({ MAP_STYLE_URL: value })).toThrow(ConfigError)
    expect(() => parseEnv({ MAP_STYLE_URL: value })).toThrow(/MAP_STYLE_URL/)
  })
})
