import { expect, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD } from '../sign-in.ts'

test('a first visit gets a visitor session and the "Browsing as a guest" notice', async ({ page }) => {
  await page.goto('/h5/pages/home?utm=e2e')
  await expect(page.getByText('Browsing as a guest')).toBeVisible({ timeout: 15_000 })
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

test("a guest's dead token is renewed at start with their refresh token, keeping their draft, without a second notice", async ({
  page,
}) => {
  await page.goto('/h5/pages/home')
  await expect(page.getByText('Browsing as a guest')).toBeVisible({ timeout: 15_000 })
  const first = await page.evaluate(() => localStorage.getItem('tourist_token'))
  const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('tourist_information') ?? '{}').userId)
  await page.evaluate(() => {
    localStorage.setItem('tourist_token', 'tampered.token.value')
    localStorage.setItem('rentalDemandDraft', JSON.stringify({ school: 'University of Toronto' }))
  })
  const visitorLogins: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/auth/login') visitorLogins.push(req.url())
  })
  await page.reload()
  const renewed = async () => {
    const token = await page.evaluate(() => localStorage.getItem('tourist_token'))
    return token !== null && !token.includes('tampered')
  }
  await expect.poll(renewed, { timeout: 15_000 }).toBe(true)
  const second = await page.evaluate(() => localStorage.getItem('tourist_token'))
  expect(second).toBeTruthy()
  expect(second).not.toBe(first)
  // the same guest, renewed rather than replaced: what they typed is still there
  expect(visitorLogins).toEqual([])
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tourist_information') ?? '{}').userId)).toBe(guest)
  expect(await page.evaluate(() => localStorage.getItem('rentalDemandDraft'))).toBe(
    '{"school":"University of Toronto"}',
  )
  // the person was a guest already: renewing the token is not news to them
  await page.waitForTimeout(1_000)
  await expect(page.getByText('Browsing as a guest')).toBeHidden()
})

test('no guest notice covers the sign-in form on a first visit', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await expect(page.getByLabel('E-mail or phone')).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 15_000 }).toBeTruthy()
  await page.getByLabel('E-mail or phone').fill('typed@example.com')
  await page.waitForTimeout(1_000)
  await expect(page.getByText('Browsing as a guest')).toBeHidden()
  // the form was not relaunched under the person's fingers
  await expect(page.getByLabel('E-mail or phone')).toHaveValue('typed@example.com')
})

test('register with an e-mail code and be signed in where the sign-in was asked for; reload keeps it; sign out', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`
  await page.goto(`/h5/pages/my/public/register?redirectUrl=${encodeURIComponent('/pages/my/my')}`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
  const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
  const code = /\b(\d{4})\b/.exec((await res.json()).data[0].body)![1]!
  await page.getByLabel('Verification code').fill(code)
  await page.getByLabel('Password', { exact: true }).fill('maple123')
  await page.getByLabel('Confirm password').fill('maple123')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Your account is ready, and you are signed in.')).toBeVisible()
  await expect(page).toHaveURL(/\/h5\/pages\/my\/my$/)
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
  await page.getByLabel('E-mail or phone').fill(BUYER)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('The account or password is wrong')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/my\/public\/login/)
  expect(DEMO_PASSWORD).not.toBe('not-the-password')
})

test('the login form shows the validation messages before calling the server', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await page.getByLabel('E-mail or phone').fill('12345')
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Enter a valid phone number')).toBeVisible()
  await expect(page.getByText('Your password must be 6 to 18 characters long')).toBeVisible()
})
