import { expect, test } from '@playwright/test'
import { apiSession, BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

// Signs in, opens a list and a listing, then reloads twice without a connection; slow on the shared machine.
test.describe.configure({ timeout: 150_000 })
// The journeys run without the service worker; this one is about what it keeps.
test.use({ serviceWorkers: 'allow' })

const SAVED_QUERIES_KEY = 'maplenest.savedQueries'

test('a listing and its list open again offline with a saved-copy notice; a heart tapped offline is sent once back online', async ({
  page,
  context,
  request,
}) => {
  // Offline, the requests the page cannot make fail with this; anything else is a broken page.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|status of (400|401|429) /.test(text))
      errors.push(text)
  })

  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await page.goto('/h5/pages/toronto/sale/sale-list')
  // the server drew the list; the phone keeps it for offline use once the app runs it (a link tapped sooner opens
  // the next page from the server, as a plain link)
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('#root > *') ?? {}).some((k) => k.startsWith('__react'))),
    )
    .toBe(true)
  // A listing the buyer has not saved (other journeys save some), named by its number: the hearts fill in when the
  // app has asked which are saved, so "the fourth unsaved card" could be another card a moment later.
  const buyer = await apiSession(request, BUYER)
  const savedIds = async (): Promise<string[]> =>
    (await (await request.get('/house/api/attention/v1/ids?type=listing', { headers: buyer.headers })).json()).data.ids
  const savedBefore = new Set(await savedIds())
  await expect(page.getByRole('article').first()).toBeVisible()
  const hrefs = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('a[href]')?.getAttribute('href') ?? ''))
  const mlNumOf = (href: string) => new URL(href, 'http://app.test').searchParams.get('mlNum') ?? ''
  const href = hrefs.filter((link) => mlNumOf(link) !== '' && !savedBefore.has(mlNumOf(link)))[3] ?? ''
  const mlNum = mlNumOf(href)
  expect(mlNum).not.toBe('')
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) })
  await expect(card.getByRole('button', { name: 'Save to favourites', exact: true })).toBeVisible()
  const address = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await card.getByRole('link').first().click()
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Save to favourites' })).toBeVisible()

  // The app's files are on the phone once its service worker is installed; it looks after the pages opened from the
  // next visit on (here a reload), and the listing's answer is saved.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForFunction(
    ([key, id]) => (localStorage.getItem(key as string) ?? '').includes(id as string),
    [SAVED_QUERIES_KEY, mlNum],
  )

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
  await expect(page.getByText(address).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing saved copy from \d/ })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Save to favourites' }).click()
  await expect(page.getByText('Saved on this phone — your favourites update when you are back online')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.goto('/h5/pages/toronto/sale/sale-list')
  await expect(page.getByRole('article', { name: address })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing saved copy from/ })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText('Favourites saved offline are now synced')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0)
  expect(await savedIds()).toContain(mlNum)
  await request.delete(`/house/api/attention/v1/listing/${mlNum}`, { headers: buyer.headers })
  expect(errors).toEqual([])
})
