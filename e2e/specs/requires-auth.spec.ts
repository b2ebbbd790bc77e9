import { expect, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

test('a visitor opening a page that needs an account signs in and comes back with the original query', async ({
  page,
}) => {
  await page.goto('/h5/pages/my/appt/my-appt?tab=pending&from=link')
  await expect(page).toHaveURL(/\/pages\/my\/public\/login\?redirectUrl=/)
  const url = new URL(page.url())
  expect(url.searchParams.get('redirectUrl')).toBe('/pages/my/appt/my-appt?tab=pending&from=link')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/h5\/pages\/my\/appt\/my-appt\?tab=pending&from=link$/)
  await expect(page).toHaveTitle(/My appointments/)
})

test('a signed-in person opening the login page goes to the main page', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await page.goto('/h5/pages/my/public/login')
  await expect(page).not.toHaveURL(/public\/login/)
})

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/h5/pages/this/does-not-exist')
  await expect(page).toHaveTitle(/Page not found/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
