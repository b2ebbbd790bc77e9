import { collectConsoleErrors, expect, test } from '../fixtures.ts'
import { apiSession, BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const PORT = Number(process.env.E2E_PORT ?? 8181)
const HER_APP = `http://demo.maplenest.localhost:${PORT}`
const AGENT = 'agent@demo.maplenest.ca'

test("a client asks about a home in the agent's app; she signs in, finds the lead under Leads and marks it contacted", async ({
  browser,
  request,
}) => {
  // a home on the market to ask about, and its page
  const buyer = await apiSession(request, BUYER)
  const found = await request.get('/house/api/listing/v1/search?sr=Sale&limit=1', { headers: buyer.headers })
  const [home] = (await found.json()).data.items as { mlNum: string; city: string; roomType: string }[]
  expect(home).toBeTruthy()
  const detail =
    home!.city === 'vancouver'
      ? `/pages/vancouver/van-detail?mlNum=${home!.mlNum}`
      : `/pages/toronto/sale/${home!.roomType === 'condo' ? 'condo' : 'res'}-detail?mlNum=${home!.mlNum}`
  const question = `Can we see it on Saturday? (${Date.now()})`

  // the client, in her app
  const client = await browser.newContext()
  const page = await client.newPage()
  const clientErrors = collectConsoleErrors(page)
  await page.goto(`${HER_APP}/h5/pages/my/public/login?language=en-GB`)
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await page.goto(`${HER_APP}/h5${detail}`)
  const ask = page.getByRole('region', { name: 'Ask about this home' })
  await ask.getByRole('button', { name: 'Send a question' }).click()
  const sheet = page.getByRole('form', { name: /^Ask / })
  await sheet.getByLabel('Your question').fill(question)
  await sheet.getByRole('textbox', { name: 'Phone' }).fill('416-555-0123')
  await sheet.getByLabel('WeChat ID (optional)').fill('meilin88')
  await sheet.getByRole('checkbox').check()
  await sheet.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/^Sent\. .+ will be in touch\.$/)).toBeVisible()
  expect(clientErrors).toEqual([])
  await client.close()

  // the agent, in the main app
  const agent = await browser.newContext()
  const desk = await agent.newPage()
  const agentErrors = collectConsoleErrors(desk)
  await desk.goto('/h5/pages/my/public/login?language=en-GB')
  await signInWithPassword(desk, AGENT, DEMO_PASSWORD)
  await desk.goto('/h5/pages/my/my')
  await desk.getByRole('link', { name: 'Leads' }).click()
  await expect(desk).toHaveURL(/\/h5\/pages\/my\/leads\/leads$/)
  const list = desk.getByRole('list', { name: 'Leads' })
  const row = list.getByRole('link').filter({ hasText: 'Question about a home' }).first()
  await expect(row).toContainText('New')
  await row.click()
  await expect(desk.getByText(question)).toBeVisible()
  await expect(desk.getByRole('link', { name: /^Call .+ on 416-555-0123$/ })).toHaveAttribute('href', 'tel:4165550123')
  await expect(desk.getByRole('button', { name: /Copy the WeChat ID of .+: meilin88/ })).toBeVisible()
  await desk.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(desk.getByText('Marked Contacted')).toBeVisible()
  await expect(desk.getByRole('button', { name: 'Mark contacted' })).toHaveCount(0)

  // the list says so too
  await desk.goBack()
  await desk.getByRole('button', { name: 'Contacted' }).click()
  await expect(desk.getByRole('list', { name: 'Leads' }).getByRole('link').first()).toContainText('Contacted')
  expect(agentErrors).toEqual([])
  await agent.close()
})
