import type { Page } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'

/** A first visit signs in a visitor and then reloads the current screen (spec §4); wait for that first. */
async function openAsVisitor(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.getByText('Browsing as a guest', { exact: true })).toBeVisible({ timeout: GUEST_NOTICE_TIMEOUT_MS })
}

async function firstCondo(page: Page): Promise<string> {
  const res = await page.request.get('/house/api/listing/v1/search?limit=1&city=toronto&roomType=condo&sr=Sale')
  const mlNum = (await res.json()).data?.items?.[0]?.mlNum
  if (!mlNum) throw new Error('no demo condo for sale')
  return mlNum
}

test('a listing detail scrolled down: a solid header with the title, the tabs right below it, uncovered', async ({
  page,
}) => {
  const mlNum = await firstCondo(page)
  await openAsVisitor(page, `/h5/pages/toronto/sale/condo-detail?mlNum=${mlNum}`)
  const header = page.getByRole('banner').first()
  const title = page.getByRole('heading', { level: 1, name: 'Condo for sale' })
  const tabs = page.getByRole('tablist')
  await expect(tabs).toBeVisible()
  await expect(header).toHaveAttribute('data-solid', 'false')
  // The heart is a live control over the photo, beside share.
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toBeVisible()

  await page.mouse.wheel(0, 1400)
  await expect(header).toHaveAttribute('data-solid', 'true')
  await expect(title).toBeVisible()
  await expect(title).not.toHaveCSS('position', 'absolute')

  const bar = await header.boundingBox()
  const strip = await tabs.boundingBox()
  const back = await page.getByRole('button', { name: 'Back' }).boundingBox()
  const share = await page.getByRole('button', { name: 'Share' }).boundingBox()
  if (!bar || !strip || !back || !share) throw new Error('header, tabs or buttons not laid out')
  // The strip stuck to the header's bottom edge, below both buttons.
  expect(Math.abs(strip.y - (bar.y + bar.height))).toBeLessThanOrEqual(1)
  for (const button of [back, share]) expect(button.y + button.height).toBeLessThanOrEqual(strip.y)

  // The next step: the agent's call and e-mail links.
  await expect(page.getByRole('link', { name: /^Call .+ on / })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(page.getByRole('link', { name: /^E-mail .+ at / })).toHaveAttribute('href', /^mailto:/)

  await page.mouse.wheel(0, -3000)
  await expect(header).toHaveAttribute('data-solid', 'false')
})
