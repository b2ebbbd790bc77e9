import { expect, test } from '../fixtures.ts'

test('the language link parameter shows the app in Chinese, and Settings switches back to English for good', async ({
  page,
}) => {
  await page.goto('/h5/pages/home?language=zh-Hans-CN')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN')
  await expect(
    page
      .getByRole('tab', { name: '首页' })
      .or(page.getByText('首页', { exact: true }))
      .first(),
  ).toBeVisible()
  await expect(page.getByText('我的', { exact: true }).first()).toBeVisible()

  await page.goto('/h5/pages/my/setup/setup')
  await expect(page).toHaveTitle(/设置/)
  await page.getByText('English', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await page.goto('/h5/pages/home')
  await expect(page.getByText('Account', { exact: true }).first()).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')

  await page.goto('/h5/pages/my/setup/setup')
  await page.getByText('简体中文', { exact: true }).click()
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN')
})

test('the tab bar has Home, Map, Favs and Account and a centre button to the assistant', async ({ page }) => {
  await page.goto('/h5/')
  for (const label of ['Home', 'Map', 'Favs', 'Account']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
  }
  const centre = page.getByRole('link', { name: 'AI assistant' }).or(page.getByRole('button', { name: 'AI assistant' }))
  const box = await centre.first().boundingBox()
  expect(Math.round(box!.width)).toBe(65)
  expect(Math.round(box!.height)).toBe(66)
  await centre.first().click()
  await expect(page).toHaveURL(/\/pages\/chat\/chat/)
})
