import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingMedia } from '../../src/db/schema.ts'
import { drawPhoto, MARK_BOX, MARK_BOX_SMALL, SVG_HEIGHT, SVG_WIDTH } from '../../src/modules/media/media-svg.ts'
import { seedListings } from '../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('GET /house/api/media/v1/:mlNum/:n.(webp|svg)', () => {
  let t: TestApp
  let urls: string[]
  beforeAll(async () => {
    t = await createTestApp({ SEED_SIZE: 'tiny' })
    await seedListings(t.database)
    urls = (await t.database.db.select({ url: listingMedia.url }).from(listingMedia).limit(60)).map((r) => r.url)
  })
  afterAll(() => t.close())

  it('serves every stored photo URL as a cacheable 800 × 600 WebP', async () => {
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) {
      expect(url).toMatch(/\/\d+\.webp$/)
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
      const picture = await sharp(res.rawPayload).metadata()
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', 800, 600])
    }
    // sixty photos encoded one after another: minutes, not seconds, on a loaded test machine
  }, 180_000)

  it('serves the same photo as the SVG it is drawn from, marked as an illustration in both languages', async () => {
    const url = urls[0]!.replace(/\.webp$/, '.svg')
    const res = await t.app.inject({ url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.body).toMatch(/^<svg [^>]*width="800" height="600"/)
    expect(res.body).toContain('>Illustration · 示意图</text>')
    expect(res.headers.etag).not.toBe((await t.app.inject({ url: urls[0]! })).headers.etag)
  })

  it('sends the same WebP again, and a smaller one for ?w=', async () => {
    const a = await t.app.inject({ url: urls[2]! })
    const b = await t.app.inject({ url: urls[2]! })
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true)
    expect(b.headers.etag).toBe(a.headers.etag)
    const small = await t.app.inject({ url: `${urls[2]!}?w=400` })
    expect(small.statusCode).toBe(200)
    const picture = await sharp(small.rawPayload).metadata()
    expect([picture.width, picture.height]).toEqual([400, 300])
    expect(small.headers.etag).not.toBe(a.headers.etag)
  })

  it('draws the same picture every time, and a differently sized one for ?w=', async () => {
    const url = urls[0]!.replace(/\.webp$/, '.svg')
    const a = await t.app.inject({ url })
    const b = await t.app.inject({ url })
    expect(b.body).toBe(a.body)
    expect(b.headers.etag).toBe(a.headers.etag)
    const small = await t.app.inject({ url: `${url}?w=400` })
    expect(small.statusCode).toBe(200)
    expect(small.body).toMatch(/^<svg [^>]*width="400" height="300"/)
    expect(small.headers.etag).not.toBe(a.headers.etag)
  })

  it('draws different exteriors for different listings of one building type', async () => {
    const subject = { city: 'toronto', roomType: 'res', caption: null, updatedAt: new Date(0) } as const
    const drawings = new Set(['C1000001', 'C1000002', 'C1000003', 'C1000004'].map((ml) => drawPhoto(ml, 1, subject)))
    expect(drawings.size).toBe(4)
  })

  it('keeps both sizes of the mark inside what a 16:10 card and a square thumbnail keep, clear of the counter', () => {
    const bandTop = (SVG_HEIGHT - (SVG_WIDTH * 10) / 16) / 2
    const squareLeft = (SVG_WIDTH - SVG_HEIGHT) / 2
    for (const box of [MARK_BOX, MARK_BOX_SMALL]) {
      expect(box.y).toBeGreaterThanOrEqual(bandTop)
      expect(box.y + box.height).toBeLessThanOrEqual(SVG_HEIGHT - bandTop)
      expect(box.x).toBeGreaterThanOrEqual(squareLeft)
      expect(box.x + box.width).toBeLessThanOrEqual(SVG_WIDTH - squareLeft)
    }
    // The gallery's counter covers the bottom right: the everyday mark ends before its last quarter.
    expect(MARK_BOX.x + MARK_BOX.width).toBeLessThan(SVG_WIDTH * 0.75)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: urls[1]! })
    const again = await t.app.inject({ url: urls[1]!, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('answers 404 for an unknown listing or photo number, 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/house/api/media/v1/C99999999/1.svg' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/house/api/media/v1/C99999999/1.webp' })).statusCode).toBe(404)
    const [, , , , , mlNum] = urls[0]!.split('/')
    expect((await t.app.inject({ url: `/house/api/media/v1/${mlNum}/99.svg` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/house/api/media/v1/${mlNum}/1.png` })).statusCode).toBe(400)
    expect((await t.app.inject({ url: `/house/api/media/v1/${mlNum}/1.svg?w=5` })).statusCode).toBe(400)
  })
})
