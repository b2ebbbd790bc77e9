import { expect, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

// Signs in, saves two homes, shares them and opens the link in a second browser: slow on the shared 2-core machine.
test.describe.configure({ timeout: 180_000 })

test('a buyer shares two favourites; anyone with the link sees both until the buyer stops sharing', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)

  // Two homes nobody in the other journeys saves.
  await page.goto('/h5/pages/toronto/sale/sale-list')
  const addresses: string[] = []
  for (const n of [2, 3]) {
    const card = page.getByRole('article').nth(n)
    addresses.push(((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim())
    await card.getByRole('button', { name: 'Save to favourites' }).click()
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true')
  }

  await page.goto('/h5/pages/collect/collect')
  const homes = page.getByRole('list', { name: 'Homes' })
  await expect(homes.getByText(addresses[1]!)).toBeVisible()
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  for (const address of addresses) await page.getByRole('checkbox', { name: `Choose ${address}` }).check()
  await expect(page.getByText('2 of 20 selected')).toBeVisible()
  const made = page.waitForResponse((r) => r.url().endsWith('/house/api/attention/v1/share') && r.ok())
  await page.getByRole('button', { name: 'Share 2 selected' }).click()
  const { path } = (await (await made).json()).data as { path: string }
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, page.url()).href)

  // Someone else, not signed in, opens the link.
  const stranger = await browser.newContext()
  const other = await stranger.newPage()
  await other.goto(path)
  const shared = other.getByRole('list', { name: 'Read-only list shared from MapleNest' })
  for (const address of addresses) await expect(shared.getByText(address)).toBeVisible()
  await expect(shared.getByRole('button')).toHaveCount(0)

  // The buyer stops sharing; the link then says so instead of showing an error.
  const mine = page.getByRole('region', { name: 'Your share links' })
  await expect(mine.getByText(/^2 items · shared/)).toBeVisible()
  await mine.getByRole('button', { name: /^Stop sharing the link shared on/ }).click()
  await expect(page.getByText('Share link removed')).toBeVisible()
  await expect(mine).toHaveCount(0)

  await other.reload()
  await expect(other.getByText('This shared list is no longer available.')).toBeVisible()
  await expect(other.getByRole('button', { name: 'Browse homes for sale' })).toBeVisible()
  await other.goto(`${path}&language=zh-Hans-CN`)
  await expect(other.getByText('此分享已不可用。')).toBeVisible()
  await stranger.close()
})
