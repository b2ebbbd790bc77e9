import type { Page, Request } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'

/** Every API call the page makes from now on, as `METHOD /path?query`. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/house/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return calls
}

const isSearch = (call: string) => call.startsWith('GET /house/api/listing/v1/search?')
/** The listing's own detail call (not its comparables or demand, which have paths of their own). */
const isDetail = (mlNum: string) => (call: string) =>
  new RegExp(`^GET /house/api/listing/v1/${mlNum}(\\?|$)`).test(call)

test.describe('going back answers from the cache', () => {
  test('back to the sale list and on to the same detail again asks the API for neither', async ({ page }) => {
    // A first visit signs in a visitor and then reloads the current screen (spec §4); wait for that first.
    await page.goto('/h5/pages/toronto/sale/sale-list', { waitUntil: 'commit' })
    await expect(page.getByText('Browsing as a guest', { exact: true })).toBeVisible({
      timeout: GUEST_NOTICE_TIMEOUT_MS,
    })
    await expect(page.getByText(/^\d+ homes?$/)).toBeVisible()

    const calls = recordApiCalls(page)
    const card = page.getByRole('article').first()
    const address = await card.getAttribute('aria-label')
    const link = card.getByRole('link').first()
    const href = (await link.getAttribute('href')) ?? ''
    const mlNum = new URL(href, 'http://app.test').searchParams.get('mlNum') ?? ''
    expect(mlNum).not.toBe('')

    await link.click()
    await expect(page).toHaveURL(new RegExp(`condo-detail\\?mlNum=${mlNum}`))
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
    expect(calls.filter(isDetail(mlNum))).toHaveLength(1)
    const before = calls.length

    await page.goBack()
    await expect(page).toHaveURL(/sale-list/)
    await expect(page.getByRole('article', { name: address ?? '' }).first()).toBeVisible()

    await page
      .getByRole('article', { name: address ?? '' })
      .first()
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`condo-detail\\?mlNum=${mlNum}`))
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()

    const afterReturn = calls.slice(before)
    expect(afterReturn.filter(isSearch), 'list searches after going back').toEqual([])
    expect(afterReturn.filter(isDetail(mlNum)), 'detail calls on opening it again').toEqual([])
  })
})
