import { expandNeighbourhood, type LatLng, pointInPolygon } from '@maplenest/core'
import type { Page, Route } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'

const TEXT = {
  'en-GB': {
    guest: 'Browsing as a guest',
    ask: '2 bedroom condo in East York under 800k near the subway',
    searching: 'Searching condos with 2+ bedrooms in East York',
    cheaper: 'Cheaper',
    cheaperPrice: '$720,000',
    input: 'Your question',
    send: 'Send',
    area: "Condos within 10 minutes' walk of Bloor-Yonge",
    areaHeading: /listings? in the area/,
    refuse: 'find me a neighbourhood with few Chinese families',
    refusal: 'I can’t choose homes or areas by race',
    close: 'Hide the assistant',
    open: 'Ask the assistant',
    later: 'townhouses in Scarborough',
  },
  'zh-Hans-CN': {
    guest: '以访客身份浏览',
    ask: '东约克两室公寓，80万以内，近地铁',
    searching: '正在搜索：东约克2室及以上公寓',
    cheaper: '便宜一点',
    cheaperPrice: '72万加元以内',
    input: '您的问题',
    send: '发送',
    area: '布洛尔-央街站步行10分钟以内的公寓',
    areaHeading: /区域内 \d+ 套房源/,
    refuse: '哪个社区治安好',
    refusal: '我不按“治安”或“犯罪率”评价社区',
    close: '收起助手',
    open: '问问助手',
    later: '士嘉堡的镇屋',
  },
} as const
type Language = keyof typeof TEXT

/** A first visit signs in a visitor and relaunches the screen (spec §4): wait for that before asking. */
async function openAfterGuest(page: Page, path: string, language: Language) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}language=${language}`, { waitUntil: 'commit' })
  const notice = page.getByText(TEXT[language].guest, { exact: true })
  await expect(notice).toBeVisible({ timeout: GUEST_NOTICE_TIMEOUT_MS })
  await expect(notice).toBeHidden({ timeout: 10_000 })
}

/**
 * A returning visitor: the visitor session is made on the sign-in page, where no notice or relaunch follows it, so the
 * screen opened next is the one to use at once. (The map with the assistant draws a live map beside the conversation,
 * and on a busy machine its first visit's notice was not seen; the notice itself is the session journeys' to check.)
 */
async function openAsReturningVisitor(page: Page, path: string, language: Language) {
  await page.goto(`/h5/pages/my/public/login?language=${language}`)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 20_000 }).toBeTruthy()
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}language=${language}`)
}

async function ask(page: Page, language: Language, text: string) {
  await page.getByLabel(TEXT[language].input).fill(text)
  await page.getByRole('button', { name: TEXT[language].send }).click()
}

/** The assistant's last answer (its messages say whether they are still streaming). */
const lastAnswer = (page: Page) => page.locator('article[aria-busy]').last()

/** The MLS numbers of the listing cards of the last answer. */
async function cardsOfLastAnswer(page: Page): Promise<string[]> {
  const answer = lastAnswer(page)
  const links = await answer
    .locator('a[href*="mlNum="]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(links.map((href) => new URL(href, 'http://x').searchParams.get('mlNum') ?? ''))]
}

for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
  const text = TEXT[language]

  test(`${language}: asks for condos, every card matches, follows up "cheaper" and opens one`, async ({ page }) => {
    await openAfterGuest(page, '/h5/pages/chat/chat', language)
    await ask(page, language, text.ask)
    await expect(page.getByText(text.searching)).toBeVisible()
    await expect(lastAnswer(page).getByRole('button', { name: text.cheaper })).toBeVisible()
    const first = await cardsOfLastAnswer(page)
    expect(first.length).toBeGreaterThan(0)
    const eastYork = expandNeighbourhood('toronto', 'East York')
    for (const mlNum of first) {
      const listing = (await (await page.request.get(`/house/api/listing/v1/${mlNum}`)).json()).data
      expect(listing, mlNum).toMatchObject({ city: 'toronto', roomType: 'condo', sr: 'Sale', status: 'A' })
      expect(listing.beds).toBeGreaterThanOrEqual(2)
      expect(listing.price).toBeLessThanOrEqual(800_000)
      expect(eastYork).toContain(listing.neighbourhood)
    }

    await lastAnswer(page).getByRole('button', { name: text.cheaper }).click()
    await expect(lastAnswer(page).getByText(text.cheaperPrice)).toBeVisible()
    await expect(lastAnswer(page).getByRole('button', { name: text.cheaper })).toBeVisible()
    const cheaper = await cardsOfLastAnswer(page)
    for (const mlNum of cheaper) {
      const listing = (await (await page.request.get(`/house/api/listing/v1/${mlNum}`)).json()).data
      expect(listing.price).toBeLessThanOrEqual(720_000)
    }

    const open = cheaper[0] ?? first[0]!
    await page.locator(`a[href*="mlNum=${open}"]`).last().click()
    await expect(page).toHaveURL(new RegExp(`condo-detail\\?mlNum=${open}`))
  })

  test(`${language}: on the map, an area is drawn with pins inside; a refusal; the unread badge`, async ({ page }) => {
    await openAsReturningVisitor(page, '/h5/pages/map/map-chat', language)
    await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'picture', { timeout: 20_000 })
    await ask(page, language, text.area)
    await expect(page.getByText(text.areaHeading)).toBeVisible()
    const parse = (await (await page.request.post('/house/api/chat/v1/parse', { data: { text: text.area } })).json())
      .data
    const area: LatLng[] = parse.area
    // the listings the map's markers hold: a pin's one, or those of pins drawn together as a circle or a building
    const pins = page.getByTestId('map').locator('[data-mlnum], [data-mlnums]')
    await expect(pins.first()).toBeAttached()
    const pinned = await pins.evaluateAll((els) =>
      els.flatMap((e) =>
        ((e as HTMLElement).dataset.mlnum ?? (e as HTMLElement).dataset.mlnums ?? '').split(' ').filter(Boolean),
      ),
    )
    expect(pinned.length).toBeGreaterThan(0)
    for (const mlNum of pinned) {
      const listing = (await (await page.request.get(`/house/api/listing/v1/${mlNum}`)).json()).data
      expect(pointInPolygon({ lat: listing.lat, lng: listing.lng }, area), mlNum).toBe(true)
    }

    await ask(page, language, text.refuse)
    await expect(page.getByText(text.refusal)).toBeVisible()

    // An answer that finishes while the panel is hidden raises the count on the centre button; opening zeroes it.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/house/api/chat/v1/sessions/*/messages', async (route: Route) => {
      const response = await route.fetch()
      await held
      await route.fulfill({ response })
    })
    await ask(page, language, text.later)
    await page.getByRole('button', { name: text.close }).click()
    release()
    await expect(page.getByRole('button', { name: new RegExp(text.open) }).getByRole('status')).toHaveText('1')
    await page.unroute('**/house/api/chat/v1/sessions/*/messages')
    await page.goto(`/h5/pages/map/map?language=${language}`)
    await expect(page.getByTestId('chat-unread')).toHaveText('1')
    await page.getByTestId('chat-unread').click()
    await expect(page).toHaveURL(/\/pages\/chat\/chat/)
    await expect(page.getByText(text.refusal)).toBeVisible()
    await page.goto(`/h5/pages/map/map?language=${language}`)
    await expect(page.getByTestId('map')).toBeVisible()
    await expect(page.getByTestId('chat-unread')).toHaveCount(0)
  })
}
