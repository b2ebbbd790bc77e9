import { toShowingTime } from '@maplenest/core'
import { expect, test } from '../fixtures.ts'
import { apiSession, BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const AGENT = 'agent@demo.maplenest.ca'
const ADMIN = 'admin@demo.maplenest.ca'
const CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** A day 20 to 80 days ahead on Toronto's clock, of its own for each run, so the journey passes again on one server. */
function showingDay(): string {
  const ahead = 20 + (Math.floor(Date.now() / 60_000) % 60)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + ahead * 86_400_000),
  )
}

test('Android: the install page offers the browser’s own install prompt once Chromium sends it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: ANDROID_UA,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/h5/pages/my/public/addhome')
  await expect(page.getByRole('heading', { name: 'MapleNest on your home screen' })).toBeVisible()
  // Before the prompt: the menu steps of Android browsers.
  await expect(page.getByText('Choose “Install app” or “Add to Home screen”.')).toBeVisible()
  // Chromium sends beforeinstallprompt once the app meets its install criteria; headless Chromium never does, so the
  // journey sends the same event, with a prompt that records it was shown.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(event)
  })
  await page.getByRole('button', { name: 'Install the app' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
  await expect(page.getByText('MapleNest is being added to your home screen')).toBeVisible()
  await context.close()
})

test('a showing the agent confirms is pushed to the buyer’s device, signed and encrypted', async ({
  page,
  request,
}) => {
  const buyer = await apiSession(request, BUYER)
  // The buyer's browser subscribed with the push service and bound the subscription, as PushManager and the app do.
  const subscription = await (await request.post(`${CONTROL}/push/subscribe`)).json()
  const bound = await request.post('/app/bindingEquipment', {
    headers: buyer.headers,
    data: { token: JSON.stringify(subscription), userId: buyer.userId, platform: 'web', clientId: 'e2e-phone' },
  })
  expect(bound.status()).toBe(200)
  // The buyer books a showing of one of the demo agent's homes.
  const agents = await (await request.get('/house/api/agent/v1/search?q=Olivia%20Chen')).json()
  const agentId = agents.data.items.find((a: { name: string }) => a.name.startsWith('Olivia Chen')).id
  const listed = await (await request.get(`/house/api/listing/v1/agent/${agentId}`)).json()
  const home = listed.data.items.find(
    (l: { city: string; lsc: string }) => l.city === 'toronto' && ['new', 'pc', 'ext', 'bom'].includes(l.lsc),
  )
  const booked = await request.post('/house/api/appointment/v1', {
    headers: buyer.headers,
    data: {
      mlNum: home.mlNum,
      time: toShowingTime(showingDay(), '16:30', 'toronto'),
      name: 'Mei Lin',
      phone: '4165550123',
      email: BUYER,
    },
  })
  expect(booked.status()).toBe(201)
  const id = (await booked.json()).data.id
  // The agent opens the request and confirms its time.
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, AGENT, DEMO_PASSWORD)
  await page.goto(`/h5/pages/my/appt/appt-detail?id=${id}`)
  await page.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  // The push service received it: its VAPID signature verified and its payload decrypted, in the buyer's language.
  await expect
    .poll(async () => {
      const { received } = await (await request.get(`${CONTROL}/push/received`)).json()
      return received.map((r: { payload: { title: string; url: string } }) => `${r.payload.title} ${r.payload.url}`)
    })
    .toContain(`Showing confirmed /h5/pages/my/appt/appt-detail?id=${id}`)
  const { problems } = await (await request.get(`${CONTROL}/push/received`)).json()
  expect(problems).toEqual([])
})

test('a tap on a home banner records the advertisement view and opens the home it shows', async ({ page, request }) => {
  await page.goto('/h5/')
  const banner = page.getByRole('button', { name: /^Just listed in/ }).first()
  await expect(banner).toBeVisible()
  await banner.click()
  await expect(page).toHaveURL(/\/pages\/toronto\/sale\/condo-detail\?mlNum=/)
  const admin = await apiSession(request, ADMIN)
  const list = await (await request.get('/house/api/banner/v1/admin/list', { headers: admin.headers })).json()
  const product = list.data.find((b: { kind: string }) => b.kind === 'product')
  expect(product.views).toBeGreaterThan(0)
})

test('the tenant previews the lease PDF in the app’s file viewer', async ({ page, request }) => {
  const buyer = await apiSession(request, BUYER)
  const contracts = await (await request.get('/house/api/contract/v1', { headers: buyer.headers })).json()
  const lease = contracts.data.items[0]
  expect(lease, 'the demo buyer is the tenant of a demo lease').toBeTruthy()
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  const filePath = encodeURIComponent(`/house/api/contract/v1/${lease.id}/file`)
  await page.goto(`/h5/pages/common/webview/index?filePath=${filePath}&fileName=Lease.pdf&fileType=pdf`)
  await expect(page).toHaveTitle(/^File/)
  await expect(page.getByText('Lease.pdf').first()).toBeVisible()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible()
})
