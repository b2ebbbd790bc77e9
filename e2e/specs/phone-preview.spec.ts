import { expect, test } from '../fixtures.ts'
import { DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false })

test('an agent previews their app from its settings: on a desktop, a 375 × 812 phone frame and a QR code', async ({
  page,
}) => {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, 'agent@demo.maplenest.ca', DEMO_PASSWORD)
  await page.goto('/h5/pages/my/appconfig/appconfig')
  await page.getByRole('link', { name: 'Preview your app in a phone frame' }).click()

  await expect(page).toHaveURL(/\/h5\/pages\/iphoneiframe\?appId=/)
  await expect(page.getByRole('heading', { name: 'Your app on a phone' })).toBeVisible()
  const frame = page.getByTitle('The app as a phone shows it')
  const box = await frame.boundingBox()
  expect(box?.width).toBe(375)
  expect(box?.height).toBe(812)
  // the frame holds the agent's branded app
  await expect(page.frameLocator('iframe').getByText('Olivia Chen Homes').first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code that opens this page on a phone' })).toBeVisible()
  await expect(page.getByText(/\/h5\/?\?appId=.*&agentUserId=.*&src=link$/)).toBeVisible()
})
