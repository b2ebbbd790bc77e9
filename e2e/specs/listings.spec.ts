import type { APIRequestContext, Page } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

interface Found {
  mlNum: string
  roomType: string
  sr: string
  city: string
}

/** One listing of the demo data that fits a search, read from the public search endpoint. */
async function findListing(request: APIRequestContext, query: string): Promise<Found> {
  const res = await request.get(`/house/api/listing/v1/search?limit=1&${query}`)
  const body = await res.json()
  const item = body.data?.items?.[0]
  if (!item) throw new Error(`no demo listing for ${query}`)
  return item
}

function detailPath({ mlNum, roomType, sr, city }: Found): string {
  if (city === 'vancouver') return `/h5/pages/vancouver/van-detail?mlNum=${mlNum}`
  const kind = roomType === 'condo' ? 'condo' : 'res'
  return `/h5/pages/toronto/${sr === 'Lease' ? 'lease' : 'sale'}/${kind}-detail?mlNum=${mlNum}`
}

/** A first visit signs in a visitor and then reloads the current screen (spec §4); wait for that first. */
async function openAsVisitor(page: Page, path: string, notice = 'Browsing as a guest') {
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.getByText(notice, { exact: true })).toBeVisible({ timeout: GUEST_NOTICE_TIMEOUT_MS })
}

test.describe('listings', () => {
  test('home → homes for sale → 2+ bedrooms → a detail with its three tabs', async ({ page }) => {
    await openAsVisitor(page, '/h5/')
    await page.getByRole('link', { name: 'Sale', exact: true }).click()
    await expect(page).toHaveURL(/\/pages\/toronto\/sale\/sale-list/)
    await expect(page.getByRole('heading', { level: 1, name: 'Homes for sale' })).toBeVisible()
    await expect(page.getByText(/^[\d,]+ homes?$/)).toBeVisible()
    // at least two cards fit on a phone screen
    const onScreen = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.filter((card) => card.getBoundingClientRect().bottom <= window.innerHeight).length)
    expect(onScreen).toBeGreaterThanOrEqual(2)

    await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' })
    await expect(page).toHaveURL(/sort=priceAsc/)

    await page.getByRole('button', { name: 'Filters' }).click()
    const sheet = page.getByRole('form', { name: 'Filters' })
    await sheet.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: '2+' }).check()
    await expect(sheet.getByRole('button', { name: /^Show [\d,]+ homes?$/ })).toBeVisible()
    await sheet.getByRole('button', { name: /^Show [\d,]+ homes?$/ }).click()
    await expect(page).toHaveURL(/roomType=all&bedsMin=2/)
    // every type, on the list of condos, and the bedrooms
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()

    const first = page.getByRole('article').first()
    await expect(first.getByText(/^\$[\d,]+$/)).toBeVisible()
    await expect(first.getByText(/¥/)).toHaveCount(0)
    // every type is listed: open the first condo
    const condo = page.getByRole('article').filter({ has: page.locator('a[href*="condo-detail"]') })
    await condo.first().getByRole('link').first().click()
    await expect(page).toHaveURL(/condo-detail\?mlNum=/)
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Building' })).toBeVisible()
    await page.getByRole('tab', { name: 'Surroundings' }).click()
    await expect(page.getByRole('heading', { name: 'Nearby schools' })).toBeVisible()
    await page.getByRole('tab', { name: 'Other' }).click()
    await expect(page.getByRole('heading', { name: 'Listing history' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible()
    await expect(page.getByText(/^Listing provided by /).last()).toBeVisible()
  })

  test('a visitor is asked to sign in for a sold price; the demo buyer sees it', async ({ page }) => {
    const sold = await findListing(page.request, 'status=sold&window=12M&city=toronto')
    await openAsVisitor(page, detailPath(sold))
    await expect(page.getByText('Sold price hidden')).toBeVisible()
    await expect(page.getByText('Sign in to see sold prices').first()).toBeVisible()

    await page.getByRole('button', { name: 'Sign in' }).first().click()
    await expect(page).toHaveURL(/\/pages\/my\/public\/login\?redirectUrl=/)
    await signInWithPassword(page, BUYER, DEMO_PASSWORD)
    await expect(page).toHaveURL(new RegExp(`mlNum=${sold.mlNum}`))

    const readTerms = page.getByRole('button', { name: 'Read the terms' }).first()
    const soldPrice = page.getByText(/^Sold \$[\d,]+$/)
    await expect(readTerms.or(soldPrice)).toBeVisible()
    if (await readTerms.isVisible()) {
      await readTerms.click()
      await page.getByRole('button', { name: 'I accept' }).click()
    }
    await expect(soldPrice).toBeVisible()
    await expect(page.getByText('Sold price hidden')).toHaveCount(0)
  })

  test('the rent list shows yuan a month once asked for in Settings, and the sold view says sold', async ({ page }) => {
    await openAsVisitor(page, '/h5/pages/toronto/lease/lease-list')
    await expect(page.getByRole('heading', { level: 1, name: 'Condos for rent' })).toBeVisible()
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^\$[\d,]+\/month$/),
    ).toBeVisible()
    await expect(page.getByRole('article').first().getByText(/¥/)).toHaveCount(0)
    await page.goto('/h5/pages/my/setup/setup')
    await page.getByRole('switch', { name: 'Also show prices in yuan (CNY)' }).click()
    await expect(page.getByRole('switch', { name: 'Also show prices in yuan (CNY)' })).toBeChecked()
    await page.goto('/h5/pages/toronto/lease/lease-list')
    const first = page.getByRole('article').first()
    await expect(first.getByText(/^≈ CN¥[\d,]+\/month$/)).toBeVisible()
    await expect(first.getByText(/万/)).toHaveCount(0)
    await page.goto('/h5/pages/toronto/sale/sale-list?status=sold&roomType=all')
    await expect(page.getByRole('heading', { level: 1, name: 'Sold homes' })).toBeVisible()
  })

  test('a lease detail and a Vancouver detail with their tabs', async ({ page }) => {
    const lease = await findListing(page.request, 'sr=Lease&city=toronto')
    await openAsVisitor(page, detailPath(lease))
    await expect(page.getByText(/\/month$/).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Mortgage calculator/ })).toHaveCount(0)
    for (const name of ['Details', 'Surroundings', 'Other']) await expect(page.getByRole('tab', { name })).toBeVisible()

    const vancouver = await findListing(page.request, 'city=vancouver')
    await page.goto(detailPath(vancouver))
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible()
    await page.getByRole('tab', { name: 'Details' }).click()
    await expect(page.getByRole('heading', { name: 'Interior' })).toBeVisible()
    await page.getByRole('tab', { name: 'Rooms' }).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Rooms' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Mortgage calculator/ })).toHaveAttribute(
      'href',
      /\/pages\/my\/calculate\/calculate\?price=\d+&city=vancouver/,
    )
  })

  test('a shared listing page carries its Open Graph title and reads without the app', async ({ page }) => {
    const listing = await findListing(page.request, 'roomType=condo&city=toronto')
    const path = `/h5/pages/share/condo-detail-share?mlNum=${listing.mlNum}`
    const html = await (await page.request.get(path)).text()
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    await openAsVisitor(page, path)
    await expect(page.getByRole('link', { name: 'Open the app' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveCount(0)
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
  })

  test('in Chinese through the link', async ({ page }) => {
    await openAsVisitor(page, '/h5/pages/toronto/sale/sale-list?language=zh-Hans-CN', '以访客身份浏览')
    await expect(page.getByRole('heading', { level: 1, name: '在售公寓' })).toBeVisible()
    await expect(page.getByText(/^共 \d+ 套房源$/)).toBeVisible()
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/约 [\d,.]+ 万元/),
    ).toBeVisible()
    await page.getByRole('button', { name: '筛选' }).click()
    // the button says how many homes the filters will show
    await expect(
      page.getByRole('form', { name: '筛选' }).getByRole('button', { name: /^查看 [\d,]+ 套房源$/ }),
    ).toBeVisible()
  })
})
