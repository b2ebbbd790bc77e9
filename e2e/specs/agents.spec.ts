import { expect, GUEST_NOTICE_TIMEOUT_MS, registerAccount, test } from '../fixtures.ts'
import { apiSession, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const ADMIN = 'admin@demo.maplenest.ca'
/** A real 1×1 PNG file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('agents', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('home tile Agent → sort and filter → an agent with every field, WeChat id copied', async ({ page }) => {
    await page.goto('/h5/', { waitUntil: 'commit' })
    await expect(page.getByText('Browsing as a guest', { exact: true })).toBeVisible({
      timeout: GUEST_NOTICE_TIMEOUT_MS,
    })
    await page.getByRole('link', { name: 'Agent', exact: true }).click()
    await expect(page).toHaveURL(/\/pages\/agent\/agent-list/)
    await expect(page.getByText(/^\d+ agents$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Most transactions' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('button', { name: 'Top rated' }).click()
    await expect(page).toHaveURL(/sort=rating/)
    const ratings = async () =>
      (await page.getByText(/^★ \d\.\d rating$/).allTextContents()).map((r) => Number(r.match(/\d\.\d/)?.[0]))
    await expect
      .poll(async () => {
        const values = await ratings()
        return values.length > 3 && values.every((v, i) => i === 0 || (values[i - 1] as number) >= v)
      })
      .toBe(true)

    await page.getByLabel('Service city', { exact: true }).selectOption('toronto')
    await page.getByLabel('Language', { exact: true }).selectOption('cantonese')
    await expect(page).toHaveURL(/city=toronto/)
    await expect(page).toHaveURL(/speaks=cantonese/)
    const olivia = page.getByRole('link', { name: /Olivia Chen 陈思雨/ })
    await expect(olivia).toBeVisible()
    await olivia.click()

    await expect(page).toHaveURL(/agent-detail\?id=/)
    await expect(page.getByRole('heading', { level: 2, name: 'Olivia Chen 陈思雨' })).toBeVisible()
    for (const text of ['RECO-4712093', '+14165550102', 'agent@demo.maplenest.ca', '+14165550112', '09:00–20:00']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('Registered Real Estate Broker', { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: 'WeChat QR code for olivia_chen_maple' })).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml/,
    )
    const photo = page.getByRole('img', { name: 'Photo of Olivia Chen 陈思雨' })
    await expect(photo).toBeVisible()
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+14165550102')

    const wechat = page.getByRole('button', { name: 'WeChat', exact: true })
    await expect(wechat).toHaveAccessibleDescription('Copy WeChat ID')
    await wechat.click()
    await expect(page.getByText('WeChat ID copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('olivia_chen_maple')
  })

  test('a member applies with a photo, an admin approves, and the member is a broker in the app and in search', async ({
    page,
  }) => {
    // an account of its own: the demo buyer, whom other journeys sign in as, stays a buyer
    const email = `priya.natarajan-${Date.now()}@example.com`
    await registerAccount(page.request, email, DEMO_PASSWORD)
    await page.goto('/h5/pages/agent/agent-settlement')
    await expect(page).toHaveURL(/\/pages\/my\/public\/login/)
    await signInWithPassword(page, email, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/pages\/agent\/agent-settlement/)

    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByText('Enter your name')).toBeVisible()
    await expect(page.getByText('Please add a photo')).toBeVisible()

    await page.getByLabel('Name', { exact: true }).fill('Priya Natarajan')
    await page.getByLabel('Practice name / agent name').fill('Natarajan Realty PREC')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('From', { exact: true }).fill('10:00')
    await page.getByLabel('To', { exact: true }).fill('19:30')
    await page.getByLabel('Location', { exact: true }).fill('North York, Toronto')
    await page.getByText('English', { exact: true }).click()
    await page.getByText('Cantonese', { exact: true }).click()
    await page.getByLabel('Photo').setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('heading', { name: 'Submitted for review' })).toBeVisible()
    await expect(page.getByText('10:00–19:30')).toBeVisible()

    const token = (await apiSession(page.request, ADMIN)).token
    const before = await page.request.get('/house/api/agent/v1/search?q=priya%20natarajan')
    expect((await before.json()).data.total).toBe(0)
    const queue = await page.request.get('/house/api/agent/v1/applications', {
      headers: { authorization: `Bearer ${token}` },
    })
    const pending = (await queue.json()).data as Array<{ id: string; email: string }>
    const applicationId = pending.find((a) => a.email === email)?.id
    expect(applicationId).toBeTruthy()
    const approved = await page.request.post(`/house/api/agent/v1/applications/${applicationId}/approve`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(approved.status()).toBe(200)

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Approved: you are a broker' })).toBeVisible()
    await page.getByRole('link', { name: 'View my profile' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Priya Natarajan' })).toBeVisible()
    await expect(page.getByText('Natarajan Realty PREC').first()).toBeVisible()
    // The uploaded photo, from file storage, loads as a picture.
    const photo = page.getByRole('img', { name: 'Photo of Priya Natarajan' })
    await expect(photo).toHaveAttribute('src', /^\/house\/api\/file\/v1\/broker-photo\//)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await page.goto('/h5/pages/agent/agent-list?speaks=cantonese&city=toronto')
    await expect(page.getByRole('link', { name: /Priya Natarajan/ })).toBeVisible()
    const info = await page.request.get('/house/api/agent/v1/search?q=priya%20natarajan')
    expect((await info.json()).data.items[0].name).toBe('Priya Natarajan')
  })

  test('owner-direct listings carry their badge, in both languages; the agent list is in Chinese too', async ({
    page,
  }) => {
    await page.goto('/h5/pages/direct/direct-list', { waitUntil: 'commit' })
    await expect(page.getByText('Browsing as a guest', { exact: true })).toBeVisible({
      timeout: GUEST_NOTICE_TIMEOUT_MS,
    })
    await expect(page.getByText('Owner direct').first()).toBeVisible()
    const cards = page.getByRole('listitem').filter({ hasText: 'Owner direct' })
    expect(await cards.count()).toBeGreaterThan(3)
    await page.getByRole('button', { name: 'For lease' }).click()
    await expect(page).toHaveURL(/sr=Lease/)
    await expect(page.getByText(/\/month$/).first()).toBeVisible()

    await page.goto('/h5/pages/direct/direct-list?language=zh-Hans-CN')
    await expect(page.getByText('业主直售').first()).toBeVisible()
    await page.goto('/h5/pages/agent/agent-list?language=zh-Hans-CN&speaks=korean&city=vancouver')
    await expect(page.getByRole('button', { name: '评分最高' })).toBeVisible()
    await expect(page.getByText('暂无经纪人')).toBeVisible()
  })
})
