import type { Page } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'

const PORT = Number(process.env.E2E_PORT ?? 8181)
const HER_APP = `http://demo.maplenest.localhost:${PORT}`
const SEARCH = '/house/api/agent/v1/search'
const WELCOME = 'Welcome to Olivia Chen Homes: homes and advice from Olivia Chen 陈思雨'

/** The paths of the calls a page makes to the agents directory. */
function directoryCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname === SEARCH) calls.push(url.pathname + url.search)
  })
  return calls
}

test("in an agent's app the guest is welcomed in her name once, the tab names her brand and the Agent tile opens her page without asking for other agents", async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const calls = directoryCalls(page)
  await page.goto(`${HER_APP}/h5/?language=en-GB`, { waitUntil: 'commit' })
  await expect(page.getByText(WELCOME, { exact: true })).toBeVisible({ timeout: GUEST_NOTICE_TIMEOUT_MS })
  await expect(page.getByText('Browsing as a guest')).toHaveCount(0)
  await expect(page).toHaveTitle('Home · Olivia Chen Homes')

  const menu = page.getByRole('navigation', { name: 'Browse by category' })
  await menu.getByRole('link', { name: 'Agent', exact: true }).click()
  await expect(page).toHaveURL(/\/h5\/pages\/agent\/agent-detail\?id=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Olivia Chen 陈思雨', level: 2 })).toBeVisible()
  await expect(page).toHaveTitle(/· Olivia Chen Homes$/)

  // an old link to the directory leads to her page too
  await page.goto(`${HER_APP}/h5/pages/agent/agent-list`)
  await expect(page).toHaveURL(/\/h5\/pages\/agent\/agent-detail\?id=/)
  await expect(page.getByRole('heading', { name: 'Olivia Chen 陈思雨', level: 2 })).toBeVisible()

  // the welcome was for the first open on this device only
  await page.goto(`${HER_APP}/h5/`)
  await expect(page.getByRole('navigation', { name: 'Browse by category' })).toBeVisible()
  await page.waitForTimeout(2500)
  await expect(page.getByText(WELCOME, { exact: true })).toHaveCount(0)
  expect(calls).toEqual([])
  await context.close()
})

test('in the main app the Agent tile still opens the directory, which searches agents by name', async ({ page }) => {
  await page.goto('/h5/')
  await expect(page).toHaveTitle('Home · MapleNest')
  await page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link', { name: 'Agent' }).click()
  await expect(page).toHaveURL(/\/h5\/pages\/agent\/agent-list$/)
  await page.getByRole('searchbox', { name: 'Search agents by name' }).fill('olivia')
  await expect(page).toHaveURL(/\?q=olivia$/)
  await expect(page.getByText('1 agent', { exact: true })).toBeVisible()
  await expect(page.getByText('Olivia Chen 陈思雨')).toBeVisible()
})
