import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { signInAsBuyer } from '../sign-in.ts'

/**
 * Counts the elements taken out of the page's root: the app takes a screen the server drew over as it is (none), and
 * only draws it again when it cannot (which would show as a flash and a console error).
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { rootRemovals: number }
    w.rootRemovals = 0
    new MutationObserver((changes) => {
      for (const change of changes)
        if ((change.target as Element).id === 'root') w.rootRemovals += change.removedNodes.length
    }).observe(document, { childList: true, subtree: true })
  })
}
const rootRemovals = (page: Page) => page.evaluate(() => (window as unknown as { rootRemovals: number }).rootRemovals)
/** Whether React runs the screen that is on the page (it marks the elements it owns). */
const appOwnsScreen = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('#root > *') ?? {}).some((key) => key.startsWith('__react')))

/** The detail of the newest Toronto home for sale (of a kind, if named): a screen the server draws. */
async function firstSaleDetail(page: Page, kind?: 'condo' | 'res') {
  const newest = await (await page.request.get('/house/api/listing/v1/search?city=toronto&sr=Sale&limit=40')).json()
  const items: { roomType: string; mlNum: string }[] = newest.data.items
  const { roomType, mlNum } = items.find((item) => kind === undefined || item.roomType === kind) ?? items[0]!
  return `/h5/pages/toronto/sale/${roomType}-detail?mlNum=${mlNum}`
}
/**
 * A slow network: the app's scripts (all but the boot script) are held after the drawn screen has arrived, until the
 * returned function lets them through, so what the person does before the app runs is done before it, however
 * busy the machine.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/h5\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('a list opened from a link arrives drawn in the person’s language and the app takes it over as it is', async ({
  page,
}) => {
  await watchRoot(page)
  for (const [language, sort] of [
    ['en-GB', 'Newest'],
    ['zh-Hans-CN', '最新上市'],
  ] as const) {
    // the page itself carries the screen: homes with their prices, before any script runs
    const html = await (await page.request.get(`/h5/pages/toronto/sale/sale-list?language=${language}`)).text()
    expect(html).toContain(`data-server-locale="${language}"`)
    expect(html).toMatch(/<div id="root"[^>]*>.*\$[\d,]{5,}/s)
    expect(html).toContain(sort)

    await page.goto(`/h5/pages/toronto/sale/sale-list?language=${language}`)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect.poll(() => appOwnsScreen(page)).toBe(true)
    expect(await rootRemovals(page)).toBe(0)
    // and it answers: the first home opens its detail
    await page.locator('a[href*="condo-detail"], a[href*="res-detail"]').first().click()
    await expect(page).toHaveURL(/-detail\?mlNum=/)
  }
})

test('a signed-in person gets the same anonymous page from the server, then sees their own parts of it', async ({
  browser,
}) => {
  const storageState = await signInAsBuyer(browser)
  const context = await browser.newContext({ storageState, viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const detail = await firstSaleDetail(page)
  // the server knows nobody: its page names no one, and offers no PDF made out to a person
  const html = await (await page.request.get(detail)).text()
  expect(html).toContain('data-server-locale="en-GB"')
  expect(html).not.toContain('/house/api/pdf/download/')

  await watchRoot(page)
  await page.goto(detail)
  // the person's own: the listing PDF made out to them, once the app knows who they are
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible()
  expect(await rootRemovals(page)).toBe(0)
  expect(errors).toEqual([])
  await context.close()
})

test('a visitor who scrolls to a control on the drawn screen and taps it before the app runs has the tap acted on', async ({
  page,
}) => {
  // a condo's: it links to its building
  const detail = await firstSaleDetail(page, 'condo')
  const release = await holdAppScripts(page)
  // and the rest of the language's messages come only after the app has taken the screen over, as on a slow network:
  // the drawn screen speaks in the first screens' messages alone
  await page.route(/\/h5\/assets\/[^/]+-later-[^/]+\.js$/, async (route) => {
    await expect.poll(() => appOwnsScreen(page)).toBe(true)
    await route.continue()
  })
  // the drawn page arrives and its boot script, which holds taps, has run (it runs before 'domcontentloaded'); the
  // app's scripts wait until the tap is made ('load' would wait for them)
  await page.goto(detail, { waitUntil: 'domcontentloaded' })
  const book = page.getByRole('button', { name: 'Book a showing', exact: true })
  await book.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  expect(await appOwnsScreen(page)).toBe(false)
  await book.click()
  release()

  // the tap was held and acts once the app runs: a visitor is asked to sign in first, and comes back to book
  await expect(page).toHaveURL(/\/pages\/my\/public\/login\?redirectUrl=.*book%3D1/)
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Book a showing', exact: true })).toBeVisible()
})

test('the app taking a drawn screen over leaves it scrolled where the person is', async ({ page }) => {
  const release = await holdAppScripts(page)
  await page.goto('/h5/pages/toronto/sale/sale-list?language=en-GB', { waitUntil: 'commit' })
  await expect(page.getByRole('article').nth(5)).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, 900))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  expect(await appOwnsScreen(page)).toBe(false)
  release()
  await expect.poll(() => appOwnsScreen(page), { timeout: 15_000 }).toBe(true)
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})

/** Adds up the page's layout shifts (none after an input counts), with what moved, from its first paint on. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[]; shifted: number }
    w.shifts = []
    w.shifted = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        w.shifted += entry.value
        for (const s of entry.sources) {
          const name = s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)
          w.shifts.push(`${name} from y ${Math.round(s.previousRect.y)} to ${Math.round(s.currentRect.y)}`)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

test('nothing on a drawn screen moves when the app takes it over on a first visit, in either language', async ({
  browser,
  page,
}) => {
  const project = (await (await page.request.get('/house/api/precons/v1/search?limit=1')).json()).data.items[0]
  const school = (await (await page.request.get('/house/api/school/v1/search?limit=1')).json()).data.items[0]
  const screens = [
    '/h5/pages/home',
    '/h5/pages/toronto/sale/sale-list',
    await firstSaleDetail(page, 'condo'),
    `/h5/pages/precons/precons-detail?preconsId=${project.id}`,
    `/h5/pages/school/school-detail?schoolNumber=${school.schoolNumber}`,
  ]
  for (const language of ['en-GB', 'zh-Hans-CN']) {
    for (const screen of screens) {
      // a first visit: nothing of the app in the browser's cache yet, which is when its parts arrive last
      const context = await browser.newContext()
      const visit = await context.newPage()
      await watchShifts(visit)
      await visit.goto(`${screen}${screen.includes('?') ? '&' : '?'}language=${language}`)
      await expect.poll(() => appOwnsScreen(visit)).toBe(true)
      // what the app adds once it runs (the person's parts, actions whose code comes later) has arrived
      await visit.waitForLoadState('networkidle')
      const { shifted, shifts } = await visit.evaluate(() => {
        const w = window as unknown as { shifts: string[]; shifted: number }
        return { shifted: w.shifted, shifts: w.shifts }
      })
      await context.close()
      expect(shifted, `${screen} in ${language}: ${shifts.join('; ')}`).toBeLessThan(0.01)
    }
  }
})
