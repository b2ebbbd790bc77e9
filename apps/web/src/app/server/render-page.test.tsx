import { CATALOGUES, LOCALES, type Locale, type Messages } from '@maplenest/core'
import { enGBFirstScreens } from '@maplenest/core/catalogues/en-GB/first-screens'
import { zhHansCNFirstScreens } from '@maplenest/core/catalogues/zh-Hans-CN/first-screens'
import { describe, expect, it } from 'vitest'
import { aDetail, aSummary } from '../../entities/listing/listing-fixtures.ts'
import { createServerRender } from '../../entry-server.tsx'
import { i18n } from '../../shared/i18n/i18n.ts'
import { ROUTER_BASENAME } from '../app-env.ts'
import { SERVER_RENDERED } from './server-rendered.ts'

/** Every screen the server draws, by its address under the app's base (a detail with an id the api does not know). */
const PAGES = [
  '/pages/home',
  '/pages/toronto/sale/sale-list',
  '/pages/toronto/lease/lease-list',
  '/pages/toronto/sale/condo-detail?mlNum=X1',
  '/pages/precons/precons-detail?preconsId=p1',
  '/pages/school/school-detail?schoolNumber=1',
  '/pages/school/school-list',
  '/pages/map/map',
]

describe('the server render', () => {
  it('draws the first screens in both languages as an anonymous visitor, even when the api has nothing for them', async () => {
    const asked: string[] = []
    const render = createServerRender({
      async call(call) {
        asked.push(call.url)
        expect(call.headers.authorization).toBeUndefined()
        return {
          status: 404,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: 404, msg: 'Not found', data: null }),
        }
      },
    })
    for (const locale of LOCALES) {
      for (const url of PAGES) {
        const result = await render({ url: `${ROUTER_BASENAME}${url}`, locale })
        expect(result, url).not.toBeNull()
        expect(result!.html.length, url).toBeGreaterThan(200)
        expect(result!.title, url).toMatch(/ · MapleNest/)
        expect(result!.modules.length, url).toBe(1)
      }
    }
    expect(asked.length).toBeGreaterThan(0)
    expect(SERVER_RENDERED.size).toBeGreaterThanOrEqual(PAGES.length)
  })

  it('draws the listing screens in words the first screens’ catalogue holds: the app takes them over before the rest of it arrives', async () => {
    const FIRST: Record<Locale, Partial<Messages>> = { 'en-GB': enGBFirstScreens, 'zh-Hans-CN': zhHansCNFirstScreens }
    const ok = (data: unknown) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 200, msg: 'OK', data }),
    })
    const render = createServerRender({
      async call(call) {
        const path = new URL(call.url, 'http://api.local').pathname
        if (path === '/house/api/listing/v1/X1') return ok(aDetail({ mlNum: 'X1', roomType: 'condo' }))
        if (path === '/house/api/listing/v1/search') {
          const items = [aSummary({ roomType: 'condo' }), aSummary({ mlNum: 'X2', roomType: 'res' })]
          return ok({ items, nextCursor: null, total: 2, vow: aDetail().vow, dataUpdatedAt: null })
        }
        return { status: 404, headers: {}, body: JSON.stringify({ code: 404, msg: 'Not found', data: null }) }
      },
    })
    const laterOnly = (locale: Locale) =>
      Object.keys(CATALOGUES[locale])
        .filter((key) => !(key in FIRST[locale]))
        .map((key) => key.replace(/_(?:zero|one|two|few|many|other)$/, ''))
    try {
      for (const locale of LOCALES) {
        // as the browser has it while it takes a drawn screen over: the first screens' messages alone
        i18n.removeResourceBundle(locale, 'translation')
        i18n.addResourceBundle(locale, 'translation', FIRST[locale])
        for (const url of [
          '/pages/toronto/sale/condo-detail?mlNum=X1',
          '/pages/toronto/lease/condo-detail?mlNum=X1',
          '/pages/toronto/sale/sale-list',
        ]) {
          const { html } = (await render({ url: `${ROUTER_BASENAME}${url}`, locale }))!
          expect(html, url).toContain('Harbour St')
          expect(
            laterOnly(locale).filter((key) => html.includes(key)),
            `${locale} ${url}`,
          ).toEqual([])
        }
      }
    } finally {
      for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', CATALOGUES[locale], true, true)
    }
  })

  it('draws the Map tab as its picture: the basemap of the city asked for, in the style’s colours', async () => {
    const render = createServerRender({ call: async () => ({ status: 500, headers: {}, body: '' }) })
    const land = async (city: string) => {
      const result = await render({ url: `${ROUTER_BASENAME}/pages/map/map?city=${city}`, locale: 'zh-Hans-CN' })
      expect(result!.html).toContain('data-basemap="picture"')
      expect(result!.title).toMatch(/ · MapleNest 枫巢$/)
      return /<svg[^>]*aria-hidden="true"[^>]*>.*?<path d="(M[^"]+)" fill="#f7f6f1"/s.exec(result!.html)?.[1]
    }
    const toronto = await land('toronto')
    const vancouver = await land('vancouver')
    expect(toronto).toBeTruthy()
    expect(vancouver).toBeTruthy()
    expect(toronto).not.toBe(vancouver)
  })

  it('leaves every other page to the browser', async () => {
    const render = createServerRender({ call: async () => ({ status: 500, headers: {}, body: '' }) })
    expect(await render({ url: `${ROUTER_BASENAME}/pages/my/my`, locale: 'en-GB' })).toBeNull()
    expect(await render({ url: '/elsewhere', locale: 'en-GB' })).toBeNull()
  })
})
