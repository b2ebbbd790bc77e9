import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PMTiles, type RangeResponse, type Source } from 'pmtiles'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../../src/config/env.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { MAX_ZOOM, writeTestArchive } from './pmtiles-fixtures.ts'

const ARCHIVE_PATH = '/house/api/map/v1/basemap.pmtiles'

describe('the operator’s PMTiles basemap (MAP_PMTILES)', () => {
  let dir: string
  let file: string
  let bytes: Buffer
  let t: TestApp | undefined

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'maplenest-basemap-'))
    file = join(dir, 'toronto.pmtiles')
    bytes = writeTestArchive(file)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  describe('served from a file', () => {
    // one server for the tests of this block
    let served: TestApp
    beforeAll(async () => {
      // a general limit a moving map's ranges would pass at once, were they counted
      served = await createTestApp({ MAP_PMTILES: file, RATE_LIMIT_PER_MINUTE: '5' })
    })
    afterAll(() => served.close())
    const app = () => served.app

    it('names the archive in the map config, at this server’s path', async () => {
      const res = await app().inject({ url: '/house/api/map/v1/config' })
      expect(res.json().data).toEqual({ styleUrl: null, pmtilesUrl: ARCHIVE_PATH })
    })

    it('answers the whole file with 200, its length, ranges accepted, an ETag and a cache lifetime', async () => {
      const res = await app().inject({ url: ARCHIVE_PATH })
      expect(res.statusCode).toBe(200)
      expect(res.headers['accept-ranges']).toBe('bytes')
      expect(res.headers['content-length']).toBe(String(bytes.length))
      expect(res.headers['content-type']).toBe('application/vnd.pmtiles')
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
      expect(res.headers.etag).toMatch(/^W\/".+"$/)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.rawPayload.equals(bytes)).toBe(true)
    })

    it('answers a range with 206 and Content-Range, the bytes of that range only', async () => {
      const res = await app().inject({ url: ARCHIVE_PATH, headers: { range: 'bytes=0-126' } })
      expect(res.statusCode).toBe(206)
      expect(res.headers['content-range']).toBe(`bytes 0-126/${bytes.length}`)
      expect(res.headers['content-length']).toBe('127')
      expect(res.rawPayload.equals(bytes.subarray(0, 127))).toBe(true)
      expect(res.rawPayload.toString('latin1', 0, 7)).toBe('PMTiles')

      const tail = await app().inject({ url: ARCHIVE_PATH, headers: { range: 'bytes=-10' } })
      expect(tail.statusCode).toBe(206)
      expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`)
      expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true)
    })

    it('answers 416 with the file’s size for a range past its end, in the caller’s language', async () => {
      const res = await app().inject({
        url: ARCHIVE_PATH,
        headers: { range: `bytes=${bytes.length + 10}-${bytes.length + 20}`, language: 'zh-CN' },
      })
      expect(res.statusCode).toBe(416)
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`)
      expect(res.json()).toEqual({ code: 416, msg: '底图文件中没有所请求范围的数据', data: null })
    })

    it('answers HEAD with the headers and no body, and 304 to the ETag it gave', async () => {
      const head = await app().inject({ method: 'HEAD', url: ARCHIVE_PATH })
      expect(head.statusCode).toBe(200)
      expect(head.headers['content-length']).toBe(String(bytes.length))
      expect(head.headers['accept-ranges']).toBe('bytes')
      expect(head.rawPayload.length).toBe(0)

      const again = await app().inject({ url: ARCHIVE_PATH, headers: { 'if-none-match': String(head.headers.etag) } })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
    })

    it('does not count the ranges against the rate limit: a moving map asks for dozens', async () => {
      for (let i = 0; i < 12; i++) {
        const res = await app().inject({ url: ARCHIVE_PATH, headers: { range: `bytes=${i * 10}-${i * 10 + 9}` } })
        expect(res.statusCode).toBe(206)
      }
    })

    it('is read by the pmtiles library through its ranges: header, metadata and a tile of downtown Toronto', async () => {
      const asked: string[] = []
      const source: Source = {
        getKey: () => ARCHIVE_PATH,
        async getBytes(offset, length): Promise<RangeResponse> {
          const range = `bytes=${offset}-${offset + length - 1}`
          asked.push(range)
          const res = await app().inject({ url: ARCHIVE_PATH, headers: { range } })
          expect(res.statusCode).toBe(206)
          const data = res.rawPayload
          return { data: data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer }
        },
      }
      const archive = new PMTiles(source)
      const header = await archive.getHeader()
      expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: MAX_ZOOM, tileType: 1 })
      expect(await archive.getMetadata()).toMatchObject({ attribution: '© OpenStreetMap' })
      // Yonge and Queen, at zoom 12
      const tile = await archive.getZxy(12, 1144, 1493)
      expect(tile?.data.byteLength).toBeGreaterThan(0)
      // a vector tile names its layers; the roads carry their Chinese names
      const text = Buffer.from(tile!.data).toString('utf8')
      expect(text).toContain('roads')
      expect(text).toContain('央街')
      expect(asked.length).toBeGreaterThanOrEqual(2)
    })
  })

  it('gives a URL archive to the browser as it is, lets its origin through the content policy, and serves no file', async () => {
    t = await createTestApp({ MAP_PMTILES: 'https://tiles.example.ca/extracts/toronto.pmtiles' })
    const config = await t.app.inject({ url: '/house/api/map/v1/config' })
    expect(config.json().data).toEqual({
      styleUrl: null,
      pmtilesUrl: 'https://tiles.example.ca/extracts/toronto.pmtiles',
    })
    expect(config.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/tiles\.example\.ca/)
    expect((await t.app.inject({ url: ARCHIVE_PATH })).statusCode).toBe(404)
  })

  it('serves no archive and names none without the setting', async () => {
    t = await createTestApp()
    expect((await t.app.inject({ url: '/house/api/map/v1/config' })).json().data).toEqual({
      styleUrl: null,
      pmtilesUrl: null,
    })
    expect((await t.app.inject({ url: ARCHIVE_PATH })).statusCode).toBe(404)
  })

  describe('refused at start with a message naming MAP_PMTILES', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        parseEnv(env)
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError)
        return (err as Error).message
      }
      throw new Error('accepted')
    }

    it('a file that is not there', () => {
      const missing = join(dir, 'vancouver.pmtiles')
      expect(refusal({ MAP_PMTILES: missing })).toContain(`MAP_PMTILES: no file at ${missing}`)
    })

    it('a file that is not a PMTiles v3 archive, or a folder', () => {
      const text = join(dir, 'notes.pmtiles')
      writeFileSync(text, 'x'.repeat(200))
      expect(refusal({ MAP_PMTILES: text })).toContain(`MAP_PMTILES: ${text} is not a PMTiles archive`)
      const v2 = join(dir, 'old.pmtiles')
      writeFileSync(v2, Buffer.concat([Buffer.from('PMTiles', 'latin1'), Buffer.from([2]), Buffer.alloc(200)]))
      expect(refusal({ MAP_PMTILES: v2 })).toMatch(/MAP_PMTILES: .* PMTiles version 2 archive; version 3 is needed/)
      expect(refusal({ MAP_PMTILES: dir })).toContain(`MAP_PMTILES: ${dir} is not a file`)
    })

    it('a URL that is not http or https, and a style named beside it', () => {
      expect(refusal({ MAP_PMTILES: 'ftp://tiles.example.ca/toronto.pmtiles' })).toContain(
        'MAP_PMTILES: must be a file path or an http:// or https:// URL',
      )
      expect(refusal({ MAP_PMTILES: file, MAP_STYLE_URL: 'https://tiles.example.ca/styles/maplenest.json' })).toContain(
        'MAP_PMTILES: MAP_STYLE_URL and MAP_PMTILES each name a basemap: set one of them',
      )
    })
  })
})
