import { STATIONS } from '@maplenest/core'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

interface Listing {
  mlNum: string
  lat: number
  lng: number
}

interface Surroundings {
  stations: { name: string; zh: string }[]
  neighbourhoodArea: { name: string; zh: string } | null
}

/** A Toronto condo for sale that the "near the subway" search finds, from the public search endpoint. */
async function condoNearSubway(request: APIRequestContext): Promise<Listing> {
  const res = await request.get('/house/api/listing/v1/search?limit=1&city=toronto&sr=Sale&roomType=condo&near=subway')
  const item = (await res.json()).data?.items?.[0]
  if (!item) throw new Error('no Toronto condo near the subway in the demo data')
  return item
}

/** Great-circle metres, worked out here rather than read from the app. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371008 * Math.asin(Math.sqrt(h))
}

/** Opens a screen as a returning visitor: the visitor session is made on the sign-in page first. */
async function openAsReturningVisitor(page: Page, path: string) {
  await page.goto('/h5/pages/my/public/login')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 20_000 }).toBeTruthy()
  await page.goto(path)
}

const TEXTS = {
  'en-GB': {
    tab: 'Surroundings',
    around: 'Around the home',
    map: 'Map of the home with its neighbourhood and the stations and schools nearby',
    stations: 'Stations within walking distance',
    walk: (minutes: number) => `${minutes} min walk`,
  },
  'zh-Hans-CN': {
    tab: '周边',
    around: '周边环境',
    map: '房源位置地图：所在社区及附近的车站和学校',
    stations: '步行可达的车站',
    walk: (minutes: number) => `步行${minutes}分钟`,
  },
} as const

for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
  test(`a Toronto condo near the subway shows its map, stations with walking minutes and neighbourhood (${language})`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[language]
    const zh = language === 'zh-Hans-CN'
    const listing = await condoNearSubway(request)
    const answer: Surroundings = (await (await request.get(`/house/api/listing/v1/${listing.mlNum}`)).json()).data
    // the stations the screen should name: Toronto's within 1.5 km, nearest first, at most three
    const expected = STATIONS.filter((s) => s.city === 'toronto')
      .map((s) => ({ station: s, m: Math.round(metres(listing, s)) }))
      .filter(({ m }) => m <= 1500)
      .sort((a, b) => a.m - b.m)
      .slice(0, 3)
    expect(expected.length).toBeGreaterThan(0)

    await openAsReturningVisitor(
      page,
      `/h5/pages/toronto/sale/condo-detail?mlNum=${listing.mlNum}${zh ? '&language=zh-Hans-CN' : ''}`,
    )
    await page.getByRole('tab', { name: text.tab, exact: true }).click()
    const around = page.getByRole('region', { name: text.around })

    // the map: the basemap drawn, the home's pin, a sign for each station and the neighbourhood outlined
    const map = around.getByRole('img', { name: text.map })
    await expect(map).toBeVisible()
    await expect(map.locator('svg path').first()).toBeAttached()
    await expect(map.locator('[data-pin]')).toBeVisible()
    await expect(map.locator('[data-dot="station"]')).toHaveCount(expected.length)
    await expect(map.locator('[data-outline]')).toBeAttached()
    const box = await map.boundingBox()
    expect(box!.width).toBeGreaterThan(300)

    // the stations, nearest first, with the minutes on foot at 80 m a minute, in Chinese ending in 站
    const rows = around.getByRole('list', { name: text.stations }).getByRole('listitem')
    await expect(rows).toHaveCount(expected.length)
    for (const [i, { station, m }] of expected.entries()) {
      const name = zh ? (station.zh.endsWith('站') ? station.zh : `${station.zh}站`) : station.name
      await expect(rows.nth(i)).toContainText(name)
      await expect(rows.nth(i)).toContainText(text.walk(Math.max(1, Math.ceil(m / 80))))
    }

    // the neighbourhood by name
    const area = answer.neighbourhoodArea
    expect(area).not.toBeNull()
    await expect(around.getByTestId('listing-neighbourhood')).toHaveText(zh ? area!.zh : area!.name)
  })
}
