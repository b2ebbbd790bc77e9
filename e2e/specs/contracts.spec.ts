import { createHash } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, readCode, test } from '../fixtures.ts'
import { pdfText } from '../pdf-text.ts'
import { apiSession, BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const AGENT = 'agent@demo.maplenest.ca'

/**
 * A small valid one-page PDF written by hand, with its cross-reference table computed, so the journey sends a real
 * lease and reads its words back from the page pdf.js draws.
 */
function leasePdf(title: string): Buffer {
  const text = `BT /F1 20 Tf 40 100 Td (${title}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets = objects.map((object, i) => {
    const at = out.length
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
    return at
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const TEXTS = {
  'en-GB': {
    issue: 'Issue a contract',
    tenant: 'Tenant *',
    address: 'Address *',
    endDate: 'Renew/end date *',
    file: 'Lease (PDF) *',
    electricity: 'Electricity',
    termType: 'Length of tenancy *',
    fixedTerm: 'Fixed term, to the end date',
    rentDay: 'Day of the month rent is due *',
    notices: "Landlord's address for notices *",
    paidBy: ['Electricity paid by *', 'Heat paid by *', 'Water paid by *'],
    tenantPays: 'Tenant',
    landlordPays: 'Landlord',
    electricityPaid: 'Tenant pays · Toronto Hydro',
    rentDue: 'On the 1st of each month',
    submit: 'Issue the contract',
    whoPays: 'Who pays',
    page1: 'Page 1 of 1',
    download: 'Download PDF',
    rules: 'Good to know in Ontario',
    forbidden: 'This contract is not yours',
    showingForbidden: 'This showing is not yours',
  },
  'zh-Hans-CN': {
    issue: '发出合同',
    tenant: '租客 *',
    address: '地址 *',
    endDate: '续约/到期日期 *',
    file: '租约（PDF） *',
    electricity: '电力公司',
    termType: '租期类型 *',
    fixedTerm: '固定租期，至结束日期',
    rentDay: '每月交租日 *',
    notices: '房东接收通知的地址 *',
    paidBy: ['电费由谁支付 *', '暖气费由谁支付 *', '水费由谁支付 *'],
    tenantPays: '租客',
    landlordPays: '房东',
    electricityPaid: '租客支付 · Toronto Hydro',
    rentDue: '每月1日',
    submit: '发出合同',
    whoPays: '费用由谁支付',
    page1: '第 1 页，共 1 页',
    download: '下载 PDF',
    rules: '安大略省租房须知',
    forbidden: '这不是你的合同',
    showingForbidden: '这不是您的预约',
  },
} as const
type Language = keyof typeof TEXTS

async function signIn(page: Page, account: string, password: string, language: Language) {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, account, password)
  await page.goto(`/h5/pages/my/my?language=${language}`)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** A stranger: a fresh account registered through the api, as the registration screen does. */
async function strangerToken(request: APIRequestContext, language: Language, page: Page): Promise<string> {
  const email = `contract-stranger-${language.toLowerCase()}-${Date.now()}@example.com`
  const password = 'stranger-pass-1'
  expect((await request.post('/auth/code/email', { data: { email, purpose: 'register' } })).status()).toBe(200)
  const code = await readCode(page, email)
  const registered = await request.post('/auth/register', {
    data: { channel: 'email', email, code, password, confirmPassword: password, agreement: true },
  })
  expect(registered.status()).toBe(201)
  const login = await request.post('/auth/login', {
    data: { clientId: 'e2e', tenantId: '000000', grantType: 'password', username: email, password },
  })
  return (await login.json()).data.access_token
}

for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
  const say = TEXTS[language]

  test(`${language}: the demo agent issues a lease with a real PDF, the buyer reads and downloads it, a stranger is refused`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    const address = `${language === 'en-GB' ? '12' : '34'} Journey St, Unit ${Date.now() % 10_000}, Toronto`
    const title = `Lease for ${language}`

    // The agent issues it from the contract list's sheet.
    await signIn(page, AGENT, DEMO_PASSWORD, language)
    await page.goto('/h5/pages/my/contract/contract-list')
    await page.getByRole('button', { name: say.issue }).click()
    const sheet = page.getByRole('form', { name: say.issue })
    await sheet.getByLabel(say.tenant, { exact: true }).fill(BUYER)
    await sheet.getByLabel(say.address, { exact: true }).fill(address)
    await sheet.getByLabel(say.endDate, { exact: true }).fill('2027-11-30')
    await sheet.getByLabel(say.electricity, { exact: true }).fill('Toronto Hydro')
    // The Ontario Standard Lease's required terms.
    await sheet.getByLabel(say.termType, { exact: true }).selectOption({ label: say.fixedTerm })
    await sheet.getByLabel(say.rentDay, { exact: true }).fill('1')
    await sheet.getByLabel(say.notices, { exact: true }).fill('100 King St W, Suite 5600, Toronto, ON M5X 1C9')
    const [electricity, heat, water] = say.paidBy
    await sheet.getByLabel(electricity, { exact: true }).selectOption({ label: say.tenantPays })
    await sheet.getByLabel(heat, { exact: true }).selectOption({ label: say.landlordPays })
    await sheet.getByLabel(water, { exact: true }).selectOption({ label: say.landlordPays })
    await sheet
      .getByLabel(say.file)
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: leasePdf(title) })
    await sheet.getByRole('button', { name: say.submit }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('link', { name: new RegExp(address) })).toBeVisible()

    // The buyer opens it from their list and sees the first page drawn, its words, and a download.
    const buyerContext = await browser.newContext()
    const buyer = await buyerContext.newPage()
    await signIn(buyer, BUYER, DEMO_PASSWORD, language)
    await buyer.goto('/h5/pages/my/contract/contract-list')
    await buyer.getByRole('link', { name: new RegExp(address) }).click()
    await expect(buyer).toHaveURL(/contract-detail\?id=/)
    await expect(buyer.getByRole('heading', { name: address })).toBeVisible()
    // who pays for electricity is among what a tenant needs at a glance
    await expect(buyer.getByRole('heading', { name: say.whoPays }).locator('..')).toContainText(say.electricityPaid)
    await expect(buyer.getByText(say.rentDue)).toBeVisible()
    await expect(buyer.getByText(say.page1)).toBeVisible({ timeout: 30_000 })
    await expect(buyer.locator('canvas').first()).toBeVisible()
    await expect(buyer.getByText(title)).toBeAttached()
    await expect(buyer.getByRole('heading', { name: say.rules })).toBeVisible()
    const download = buyer.waitForEvent('download')
    await buyer.getByRole('link', { name: say.download }).click()
    const saved = await (await download).path()
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-')
    const id = new URL(buyer.url()).searchParams.get('id')
    await buyerContext.close()

    // A stranger gets 403 on the contract and on its file, in the reader's language.
    const stranger = await strangerToken(page.request, language, page)
    for (const path of [`/house/api/contract/v1/${id}`, `/house/api/contract/v1/${id}/file`]) {
      const refused = await page.request.get(path, { headers: { authorization: `Bearer ${stranger}`, language } })
      expect(refused.status()).toBe(403)
      expect((await refused.json()).msg).toBe(say.forbidden)
    }
    // And on one of the buyer's showings, with its calendar file.
    const buyerSession = await apiSession(page.request, BUYER)
    const showings = await page.request.get('/house/api/appointment/v1?status=all', { headers: buyerSession.headers })
    const showing: { id: string } = (await showings.json()).data.items[0]
    for (const path of [
      `/house/api/appointment/v1/${showing.id}`,
      `/house/api/appointment/v1/${showing.id}/calendar.ics`,
    ]) {
      const refused = await page.request.get(path, { headers: { authorization: `Bearer ${stranger}`, language } })
      expect(refused.status()).toBe(403)
      expect((await refused.json()).msg).toBe(say.showingForbidden)
    }
  })
}

test('the tenant signs the lease the agent signed for the landlord, and the signed PDF stays the same', async ({
  page,
}) => {
  const me = await apiSession(page.request, BUYER)
  const mine = (await (await page.request.get('/house/api/contract/v1', { headers: me.headers })).json()).data
    .items as {
    id: string
    tenant: { name: string }
    signing: { status: string; mySide: string | null }
  }[]
  const waiting = mine.find((c) => c.signing.status === 'partly' && c.signing.mySide === 'tenant')
  expect(waiting, 'the demo lease signed by the agent and waiting for the tenant').toBeTruthy()
  const lease = waiting!

  await signIn(page, BUYER, DEMO_PASSWORD, 'en-GB')
  await page.goto(`/h5/pages/my/contract/contract-detail?id=${lease.id}`)
  await expect(page.getByText("Waiting for the tenant's signature")).toBeVisible()
  await page.getByRole('button', { name: 'Sign the lease' }).click()
  const sheet = page.getByRole('form', { name: 'Sign the lease' })
  await sheet.getByLabel('Your full name').fill(lease.tenant.name)
  // She signs by drawing with her finger (a mouse here) as well as typing her name.
  await sheet.getByRole('radio', { name: 'Draw' }).check()
  const pad = sheet.getByRole('img', { name: 'Draw your signature' })
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7)
  await page.mouse.down()
  for (const [dx, dy] of [
    [0.2, 0.2],
    [0.35, 0.8],
    [0.55, 0.3],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy, { steps: 8 })
  await page.mouse.up()
  await sheet.getByRole('checkbox', { name: 'I agree to sign this lease electronically' }).check()
  await sheet.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByText('Signed by both')).toBeVisible()
  await expect(page.getByRole('img', { name: `Signature drawn by ${lease.tenant.name}` })).toBeVisible()
  await expect(page.getByText('Download the signed PDF')).toBeVisible()

  // The signed file: the same bytes on every read, its hash the one the contract records, the tenant's name in it.
  const contract = (
    await (await page.request.get(`/house/api/contract/v1/${lease.id}`, { headers: me.headers })).json()
  ).data as { signing: { signedFileHash: string } }
  const reads = await Promise.all(
    [1, 2].map(async () =>
      (await page.request.get(`/house/api/contract/v1/${lease.id}/file`, { headers: me.headers })).body(),
    ),
  )
  expect(reads[0]!.equals(reads[1]!)).toBe(true)
  expect(createHash('sha256').update(reads[0]!).digest('hex')).toBe(contract.signing.signedFileHash)
  const text = await pdfText(reads[0]!)
  expect(text).toContain(lease.tenant.name)
  expect(text).toContain('Drawn signature')
})
