import { expect, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

test('a first visit gets a visitor session and the "Tourist login" toast', async ({ page }) => {
  await page.goto('/h5/pages/home?utm=e2e')
  await expect(page.getByText('Tourist login')).toBeVisible({ timeout: 15_000 })
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('tourist_token'),
    tourist: localStorage.getItem('tourist_information'),
    user: localStorage.getItem('user_information'),
  }))
  expect(stored.token).toBeTruthy()
  expect(stored.tourist).toBeTruthy()
  expect(stored.user).toBeNull()
  // the page was relaunched with its query
  await expect(page).toHaveURL(/\/h5\/pages\/home\?utm=e2e$/)
  const check = await page.request.get(`/auth/check?token=${encodeURIComponent(stored.token!)}`)
  expect((await check.json()).msg).toBe('valid')
})

test('a dead tourist token is replaced by a new visitor login at start', async ({ page }) => {
  await page.goto('/h5/pages/home')
  await expect(page.getByText('Tourist login')).toBeVisible({ timeout: 15_000 })
  const first = await page.evaluate(() => localStorage.getItem('tourist_token'))
  await page.evaluate(() => localStorage.setItem('tourist_token', 'tampered.token.value'))
  await page.reload()
  await expect(page.getByText('Tourist login')).toBeVisible({ timeout: 15_000 })
  const second = await page.evaluate(() => localStorage.getItem('tourist_token'))
  expect(second).toBeTruthy()
  expect(second).not.toBe(first)
  expect(second).not.toContain('tampered')
})

test('register with an e-mail code, sign in, reload keeps the session, sign out', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`
  await page.goto('/h5/pages/my/public/register')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
  const code = /\b(\d{4})\b/.exec((await res.json()).data[0].body)![1]!
  await page.getByLabel('Verification code').fill(code)
  await page.getByLabel('Password', { exact: true }).fill('maple123')
  await page.getByLabel('Confirm password').fill('maple123')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('registration successful')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/my\/public\/login/)
  await expect(page.getByLabel('Email or phone')).toHaveValue(email)

  await signInWithPassword(page, email, 'maple123')
  await page.goto('/h5/pages/my/my')
  await expect(page.getByText(email)).toBeVisible()
  await page.reload()
  await expect(page.getByText(email)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('isLogout'))).toBe('false')

  await page.goto('/h5/pages/my/setup/setup')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
  await page.goto('/h5/pages/my/my')
  await expect(
    page.getByRole('button', { name: 'Sign in / Register' }).or(page.getByRole('link', { name: 'Sign in / Register' })),
  ).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('isLogout'))).toBe('true')
})

test('a wrong password says so and keeps the person on the login page', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await page.getByLabel('Email or phone').fill(BUYER)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('wrong account or password')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/my\/public\/login/)
  expect(DEMO_PASSWORD).not.toBe('not-the-password')
})

test('the login form shows the validation messages before calling the server', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await page.getByLabel('Email or phone').fill('12345')
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('phone number format incorrect')).toBeVisible()
  await expect(page.getByText('password must be 6 to 18 characters')).toBeVisible()
})
