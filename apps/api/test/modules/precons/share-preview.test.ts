import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PreconsDetail } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../helpers/test-app.ts'
import { createPreconsTestApp, walk } from './precons-fixtures.ts'

const INDEX = '<!doctype html><html><head><title>MapleNest</title></head><body><div id="root"></div></body></html>'

describe('link previews of shared pre-construction pages', () => {
  let t: TestApp
  let dist: string
  let project: PreconsDetail
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mn-precons-share-'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    // previews' links start with the public address, whatever Host a request names
    t = await createPreconsTestApp({ WEB_DIST: dist, PUBLIC_URL: 'http://maplenest.test' })
    const [first] = await walk(t, { city: 'toronto', type: 'condo', limit: 1 })
    project = (await t.app.inject({ url: `/house/api/precons/v1/${first!.id}` })).json().data
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const page = (url: string) => t.app.inject({ url, headers: { host: 'maplenest.test' } })
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]
  const unescapeHtml = (s: string | undefined) =>
    s
      ?.replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')

  it('names the project, its area, city and lowest price, with its rendering', async () => {
    const res = await page(`/h5/pages/share/precons-detail-share?preconsId=${project.id}`)
    expect(res.statusCode).toBe(200)
    const price = `$${project.minPrice.toLocaleString('en-CA')}`
    expect(unescapeHtml(meta(res.body, 'og:title'))).toBe(
      `${project.name} · ${project.neighbourhood}, Toronto · from ${price}`,
    )
    expect(unescapeHtml(meta(res.body, 'og:description'))).toContain(
      `${project.totalUnits} units, ${project.stories} storeys`,
    )
    expect(meta(res.body, 'og:description')).toContain('Demo data.')
    expect(meta(res.body, 'og:image')).toBe(
      `http://maplenest.test/house/api/precons/v1/media/project/${project.id}/1.svg`,
    )
  })

  it('writes it in Chinese when the link asks for it', async () => {
    const res = await page(`/h5/pages/share/precons-detail-share?preconsId=${project.id}&language=zh-Hans-CN`)
    expect(unescapeHtml(meta(res.body, 'og:title'))).toContain(`${project.name} · 多伦多${project.neighbourhood}`)
    expect(meta(res.body, 'og:description')).toContain('演示数据')
  })

  it('previews a layout with its bedrooms, price and plan', async () => {
    const layout = project.layoutGroups[0]!.layouts[0]!
    const res = await page(`/h5/pages/share/layout-detail-share?layoutId=${layout.id}`)
    const title = unescapeHtml(meta(res.body, 'og:title'))!
    expect(title).toContain(`${layout.name} at ${project.name}`)
    expect(title).toContain(`$${layout.price.toLocaleString('en-CA')}`)
    expect(meta(res.body, 'og:image')).toBe(`http://maplenest.test/house/api/precons/v1/media/layout/${layout.id}.svg`)
  })

  it('previews a builder on the page spelt builde-detail-share', async () => {
    const builder = project.builders[0]!
    const res = await page(`/h5/pages/share/builde-detail-share?builderId=${builder.id}`)
    expect(unescapeHtml(meta(res.body, 'og:title'))).toBe(`${builder.name} · pre-construction projects`)
    expect(meta(res.body, 'og:description')).toMatch(/^\d+ projects in Toronto on MapleNest\./)
  })

  it('previews the list of a city', async () => {
    const forSale = await walk(t, { city: 'vancouver', status: 'forSale' })
    const res = await page('/h5/pages/share/precons-list-share?city=vancouver')
    expect(meta(res.body, 'og:title')).toBe('Pre-construction projects in Vancouver')
    expect(meta(res.body, 'og:description')).toContain(`${forSale.length} projects for sale, from $`)
  })

  it.each([
    '/h5/pages/share/precons-detail-share?preconsId=no-such-project',
    '/h5/pages/share/precons-detail-share?preconsId=%22%3E%3Cscript%3E',
    '/h5/pages/share/precons-detail-share',
    '/h5/pages/share/layout-detail-share?layoutId=nope',
    '/h5/pages/share/builde-detail-share?builderId=nope',
    '/h5/pages/precons/precons-detail?preconsId=x',
  ])('serves the plain page for %s', async (url) => {
    const res = await page(url)
    expect(res.statusCode).toBe(200)
    // The plain page: only the product domains the server tells every page.
    expect(res.body).toBe(
      INDEX.replace('</head>', `<meta name="maplenest-product-domains" content="maplenest.localhost"></head>`),
    )
  })
})
