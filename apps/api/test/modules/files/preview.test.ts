import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { issueContract, LEASE_PDF, tokenOf } from '../contracts/contract-fixtures.ts'

describe('file preview (GET /file/preview and /file/previewFile)', () => {
  let t: TestApp
  let agent: string
  let buyer: string
  let admin: string
  let stranger: string
  let leaseKey: string
  let leaseId: string
  let photoKey: string
  let strangerId: string

  const preview = (query: Record<string, string>, token?: string, language = 'en-GB') =>
    t.app.inject({
      url: `/file/preview?${new URLSearchParams(query)}`,
      headers: { language, ...(token ? bearer(token) : {}) },
    })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' })
    await seedDemoAccounts(t.app)
    agent = await tokenOf(t, 'agent@demo.maplenest.ca', DEMO_PASSWORD)
    buyer = await tokenOf(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)
    admin = await tokenOf(t, 'admin@demo.maplenest.ca', DEMO_PASSWORD)
    strangerId = await registerAccount(t, { email: 'stranger@example.com' })
    stranger = (await passwordLogin(t, 'stranger@example.com', 'secret-pass')).json().data.access_token
    const issued = await issueContract(t, agent)
    expect(issued.status).toBe(201)
    const [row] = (
      (await t.database.db.execute(
        sql`select file_key from contracts where id = ${issued.body.data.id}`,
      )) as unknown as {
        rows: { file_key: string }[]
      }
    ).rows
    leaseKey = row!.file_key
    leaseId = issued.body.data.id
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#04d188' } })
      .png()
      .toBuffer()
    photoKey = (await t.app.files.store('feedback-image', strangerId, png)).key
  })
  afterAll(() => t.close())

  it('shows a lease PDF inline to its tenant and its agent, by key or by URL', async () => {
    for (const token of [buyer, agent]) {
      const res = await preview(
        { filePath: leaseKey, fileName: 'Lease 租约.pdf', fileType: 'pdf', isMain: '1', platform: 'h5' },
        token,
      )
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({
        mode: 'pdf',
        fileType: 'pdf',
        fileName: 'Lease 租约.pdf',
        contentType: 'application/pdf',
      })
      const bytes = await t.app.inject({ url: res.json().data.url, headers: bearer(token) })
      expect(bytes.statusCode).toBe(200)
      expect(bytes.headers['content-type']).toBe('application/pdf')
      expect(String(bytes.headers['content-disposition'])).toMatch(
        /^inline; filename="Lease __.pdf"; filename\*=UTF-8''Lease%20%E7%A7%9F%E7%BA%A6\.pdf$/,
      )
      expect(bytes.rawPayload.equals(LEASE_PDF)).toBe(true)
    }
    const byUrl = await preview({ filePath: `https://maplenest.ca/house/api/file/v1/${leaseKey}?x=1` }, buyer)
    expect(byUrl.json().data).toMatchObject({ mode: 'pdf', fileType: 'pdf' })
  })

  it('previews a lease by its contract’s file URL, through the contract’s own check', async () => {
    const url = `/house/api/contract/v1/${leaseId}/file`
    const res = await preview({ filePath: url, fileName: 'Lease.pdf' }, buyer)
    expect(res.json().data).toMatchObject({ mode: 'pdf', fileType: 'pdf' })
    const bytes = await t.app.inject({ url: res.json().data.url, headers: bearer(buyer) })
    expect(bytes.rawPayload.equals(LEASE_PDF)).toBe(true)
    expect((await preview({ filePath: url, fileName: 'Lease.pdf' }, stranger)).statusCode).toBe(403)
    expect((await preview({ filePath: url, fileName: 'Lease.pdf' })).statusCode).toBe(401)
  })

  it('keeps a lease from everyone else, administrators included, and from the signed-out', async () => {
    for (const token of [stranger, admin]) {
      const res = await preview({ filePath: leaseKey, fileType: 'pdf' }, token)
      expect(res.statusCode).toBe(403)
      const file = await t.app.inject({
        url: `/file/previewFile?filePath=${leaseKey}&fileType=pdf`,
        headers: bearer(token),
      })
      expect(file.statusCode).toBe(403)
    }
    expect((await preview({ filePath: leaseKey, fileType: 'pdf' })).statusCode).toBe(403)
    expect((await preview({ filePath: leaseKey, fileType: 'pdf' }, 'expired.token.value')).statusCode).toBe(401)
  })

  it('shows an image to its owner, whatever image type it was asked as', async () => {
    const res = await preview({ filePath: photoKey, fileType: 'jpg' }, stranger)
    expect(res.json().data).toMatchObject({ mode: 'image', contentType: 'image/webp' })
    expect((await preview({ filePath: photoKey, fileType: 'png' }, buyer)).statusCode).toBe(403)
    expect((await preview({ filePath: photoKey, fileType: 'png' }, admin)).statusCode).toBe(200)
  })

  it('offers an office file for download rather than inline (no converter runs here)', async () => {
    // No upload kind takes office files today; one stored by the storage directly stands for a future kind.
    const saved = await t.app.files.save(strangerId, {
      kind: 'listing-pdf',
      bytes: Buffer.from('PK\u0003\u0004 a word document'),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
      sourceType: 'application/pdf',
    })
    const res = await preview({ filePath: saved.key, fileName: 'Offer.docx' }, stranger)
    expect(res.json().data).toMatchObject({ mode: 'download', fileType: 'docx', fileName: 'Offer.docx' })
    const file = await t.app.inject({ url: res.json().data.url, headers: bearer(stranger) })
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="Offer.docx"/)
  })

  it.each([
    ['en-GB', 'This file type is not supported'],
    ['zh-Hans-CN', '不支持的文件类型'],
  ])('refuses a type outside the spec’s list with “This file type is not supported” in %s', async (language, msg) => {
    for (const q of [{ filePath: leaseKey, fileType: 'exe' }, { filePath: 'contract-pdf/x/y.svg' }] as Record<
      string,
      string
    >[]) {
      const res = await preview(q, buyer, language)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toContain(msg)
    }
    expect((await preview({ filePath: '', fileType: 'pdf' }, buyer)).statusCode).toBe(400)
    expect((await preview({ filePath: '../../etc/passwd', fileType: 'txt' }, buyer)).statusCode).toBe(404)
  })
})
