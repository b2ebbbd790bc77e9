import { expect, test } from '../fixtures.ts'
import { apiSession } from '../sign-in.ts'

const PORT = Number(process.env.E2E_PORT ?? 8181)
const DEMO_APP = `http://demo.maplenest.localhost:${PORT}`

test('a client who opens the agent’s Chinese invite link keeps Chinese on her app, even after choosing English there before', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The demo agent shares her short link in Chinese (her QR screen asks for it the same way).
  const agent = await apiSession(request, 'agent@demo.maplenest.ca')
  const made = await request.post('/house/api/app/v1/mine/invite', {
    headers: agent.headers,
    data: { language: 'zh-Hans-CN' },
  })
  expect(made.status()).toBe(200)
  const invite = (await made.json()).data as { url: string; code: string }
  expect(invite.url).toBe(`${DEMO_APP}/h5/i/${invite.code}`)

  // Earlier, this person had chosen English on the agent's app: it stays English, over the app's Chinese default.
  await page.goto(`${DEMO_APP}/h5/?language=en-GB`)
  await expect(page.getByRole('heading', { name: 'Find your next home' })).toBeVisible()
  await page.goto(`${DEMO_APP}/h5/`)
  await expect(page.getByRole('heading', { name: 'Find your next home' })).toBeVisible()

  // The invite link: the app of the agent, in Chinese.
  await page.goto(invite.url)
  await expect(page).toHaveURL(/\/h5\/\?appId=[0-9a-f-]{36}&agentUserId=[0-9a-f-]{36}&src=qr&language=zh-Hans-CN/)
  await expect(page.getByRole('heading', { name: '找到你的下一个家' })).toBeVisible()
  await expect(page.getByText('Olivia Chen Homes', { exact: true })).toBeVisible()

  // Opened again without the parameter: still Chinese, from the server's first byte.
  const again = await page.goto(`${DEMO_APP}/h5/`)
  expect(await again?.text()).toContain('<html lang="zh-Hans-CN"')
  await expect(page.getByRole('heading', { name: '找到你的下一个家' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN')

  // Settings shows the choice, and a new one at once.
  await page.goto(`${DEMO_APP}/h5/pages/my/setup/setup`)
  await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked()
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible()

  // An unknown short link says so, in the reader's language, and leads to the main app.
  const unknown = await page.goto(`${DEMO_APP}/h5/i/nothinghere2`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This invite link does not work' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open MapleNest' })).toHaveAttribute('href', '/h5/')
  // the browser logs the page's 404 (and its icon's), and only those
  expect(consoleErrors.every((e) => e.includes('status of 404'))).toBe(true)
  consoleErrors.length = 0
})
