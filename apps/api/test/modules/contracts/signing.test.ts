import { createHash } from 'node:crypto'
import { type Locale, type MessageKey, translate } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { newUser } from '../agents/agent-fixtures.ts'
import { pdfText } from '../shares/pdf-text-fixtures.ts'
import { issueContract, LEASE_PDF, tokenOf } from './contract-fixtures.ts'

const LANGUAGES: Locale[] = ['en-GB', 'zh-Hans-CN']

/** A signature as the sign sheet's pad sends it: a stroke on a transparent PNG, as a data URL. */
async function signatureDrawing(width = 560): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="180"><path d="M20 120 C 80 20, 140 160, 220 80 S 360 60, 420 120" stroke="#111" stroke-width="4" fill="none"/></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('leases signed in the app', () => {
  let t: TestApp
  let agent: string
  let buyer: string
  let stranger: string

  const url = (id: string) => `/house/api/contract/v1/${id}`
  const get = (path: string, token: string | null, language = 'en-GB') =>
    t.app.inject({ url: path, headers: { language, ...(token ? bearer(token) : {}) } })
  const sign = (id: string, token: string | null, payload: unknown, language = 'en-GB') =>
    t.app.inject({
      method: 'POST',
      url: `${url(id)}/sign`,
      headers: { language, 'user-agent': 'LeaseTest/1.0', ...(token ? bearer(token) : {}) },
      payload: payload as object,
    })
  const issue = async (fields: Record<string, string> = {}) => {
    const sent = await issueContract(t, agent, { monthlyRent: '2850', rentDeposit: '2850', ...fields })
    expect(sent.status).toBe(201)
    return sent.body.data as { id: string; fileUrl: string }
  }
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows

  beforeAll(async () => {
    t = await createTestApp()
    t.clock.now = new Date('2026-12-05T19:30:00Z')
    await seedDemoAccounts(t.app)
    agent = await tokenOf(t, 'agent@demo.maplenest.ca', DEMO_PASSWORD)
    buyer = await tokenOf(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)
    stranger = await newUser(t, 'signing-stranger@example.ca')
  }, 120_000)
  afterAll(() => t.close())

  it('issues a contract with its monthly rent and rent deposit, unsigned', async () => {
    const c = await issue()
    const read = (await get(url(c.id), buyer)).json().data
    expect(read).toMatchObject({ monthlyRentCents: 285_000, rentDepositCents: 285_000, signatures: [] })
    expect(read.signing).toMatchObject({
      status: 'unsigned',
      documentHash: sha256(LEASE_PDF),
      completedAt: null,
      signedFileHash: null,
      mySide: 'tenant',
    })
    expect((await get(url(c.id), agent)).json().data.signing.mySide).toBe('landlord')
  })

  it('lets the tenant sign, recording the name as typed, the account e-mail, the time and the hash; the agent is told', async () => {
    const c = await issue()
    const res = await sign(c.id, buyer, { name: 'daniel wong', agree: true })
    expect(res.statusCode).toBe(200)
    expect(res.json().msg).toBe('Contract signed')
    const read = (await get(url(c.id), agent)).json().data
    expect(read.signatures).toEqual([
      {
        role: 'tenant',
        name: 'daniel wong',
        nameMatchesAccount: true,
        email: 'buyer@demo.maplenest.ca',
        signedAt: '2026-12-05T19:30:00.000Z',
        documentHash: sha256(LEASE_PDF),
        consentVersion: expect.any(String),
        drawn: false,
        drawing: null,
      },
    ])
    expect(read.signing).toMatchObject({ status: 'partly', mySide: 'landlord' })
    // The audit trail keeps the address, the browser and the consent's words; the api shows neither party the first two.
    const [audit] = await rows<{ ip: string; user_agent: string; consent_wording: string }>(
      sql`select ip, user_agent, consent_wording from contract_signatures where contract_id = ${c.id}`,
    )
    expect(audit).toMatchObject({
      user_agent: 'LeaseTest/1.0',
      consent_wording: 'I agree to sign this lease electronically',
    })
    expect(audit?.ip).toBeTruthy()
    expect(JSON.stringify(read)).not.toContain('LeaseTest')
    const notices = (await get('/house/api/notice/v1', agent)).json().data.items as { title: string }[]
    expect(notices[0]?.title).toBe('Your lease has a new signature')
    // Before both have signed, the file is still the original.
    expect(sha256((await get(c.fileUrl, buyer)).rawPayload)).toBe(sha256(LEASE_PDF))
  })

  it('lets the agent sign for the landlord, keeps a name that differs as typed, and says so', async () => {
    const c = await issue()
    const res = await sign(c.id, agent, { name: 'O. Chen for Harbour Holdings', agree: true }, 'zh-Hans-CN')
    expect([res.statusCode, res.json().msg]).toEqual([200, '合同已签署'])
    const [s] = res.json().data.signatures
    expect(s).toMatchObject({ role: 'landlord', name: 'O. Chen for Harbour Holdings', nameMatchesAccount: false })
    const [audit] = await rows<{ consent_wording: string; consent_locale: string }>(
      sql`select consent_wording, consent_locale from contract_signatures where contract_id = ${c.id}`,
    )
    expect(audit).toEqual({ consent_wording: '我同意以电子方式签署这份租约', consent_locale: 'zh-Hans-CN' })
  })

  it('refuses anyone else (403), a visitor and someone signed out, in both languages, keeping nothing', async () => {
    const c = await issue()
    const visitor = (await visitorLogin(t, 'signing-visitor')).access_token
    for (const language of LANGUAGES) {
      const other = await sign(c.id, stranger, { name: 'Someone Else', agree: true }, language)
      expect([other.statusCode, other.json().msg]).toEqual([403, translate(language, 'contract.api.forbidden')])
      expect((await sign(c.id, null, { name: 'Nobody', agree: true }, language)).statusCode).toBe(401)
      const asVisitor = await sign(c.id, visitor, { name: 'Visitor', agree: true }, language)
      expect([401, 403]).toContain(asVisitor.statusCode)
      expect(asVisitor.json().msg).toBeTruthy()
    }
    expect((await sign(crypto.randomUUID(), buyer, { name: 'Daniel Wong', agree: true })).statusCode).toBe(404)
    expect((await get(url(c.id), buyer)).json().data.signatures).toEqual([])
  })

  it.each(LANGUAGES)('refuses bad or tampered input with a clear 400 in %s, keeping nothing', async (language) => {
    const c = await issue()
    const cases: [unknown, MessageKey][] = [
      [{ name: 'Daniel Wong', agree: false }, 'contract.validation.signAgree'],
      [{ name: 'Daniel Wong', agree: 'true' }, 'contract.validation.signAgree'],
      [{ name: 'Daniel Wong' }, 'contract.validation.signAgree'],
      [{ name: '   ', agree: true }, 'contract.validation.signName'],
      [{ name: 'x'.repeat(101), agree: true }, 'contract.validation.signNameTooLong'],
    ]
    for (const [payload, key] of cases) {
      const res = await sign(c.id, buyer, payload, language)
      expect([res.statusCode, res.json().msg]).toEqual([400, translate(language, key)])
    }
    for (const payload of [{ name: 'Daniel Wong', agree: true, role: 'landlord' }, 'agree', [1, 2]]) {
      const res = await sign(c.id, buyer, payload, language)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBeTruthy()
    }
    expect((await sign('not-an-id', buyer, { name: 'Daniel Wong', agree: true }, language)).statusCode).toBe(400)
    expect((await get(url(c.id), buyer)).json().data.signatures).toEqual([])
  })

  it('lets each side sign once: a second signature is a localised 409', async () => {
    const c = await issue()
    expect((await sign(c.id, buyer, { name: 'Daniel Wong', agree: true })).statusCode).toBe(200)
    for (const language of LANGUAGES) {
      const again = await sign(c.id, buyer, { name: 'Daniel Wong', agree: true }, language)
      expect([again.statusCode, again.json().msg]).toEqual([409, translate(language, 'contract.api.alreadySigned')])
    }
    expect((await get(url(c.id), buyer)).json().data.signatures).toHaveLength(1)
  })

  it('refuses the agent’s change once anyone has signed, changing nothing', async () => {
    const c = await issue()
    await sign(c.id, buyer, { name: 'Daniel Wong', agree: true })
    for (const language of LANGUAGES) {
      const put = await t.app.inject({
        method: 'PUT',
        url: url(c.id),
        headers: { ...bearer(agent), language },
        payload: { endDate: '2029-01-31' },
      })
      expect([put.statusCode, put.json().msg]).toEqual([409, translate(language, 'contract.api.signedNoChange')])
    }
    expect((await get(url(c.id), buyer)).json().data.endDate).toBe('2027-11-30')
  })

  it('makes the signed PDF once both have signed, serves the same bytes every time, and locks the contract', async () => {
    const c = await issue({ address: '12 Signing Way, Toronto' })
    await sign(c.id, buyer, { name: 'Daniel Wong', agree: true })
    t.clock.advance(5 * 60_000)
    const done = await sign(c.id, agent, { name: 'Olivia Chen', agree: true })
    expect(done.statusCode).toBe(200)
    const signing = done.json().data.signing
    expect(signing).toMatchObject({ status: 'signed', completedAt: '2026-12-05T19:35:00.000Z', mySide: null })

    const first = await get(c.fileUrl, buyer)
    const second = await get(c.fileUrl, agent)
    expect(first.statusCode).toBe(200)
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true)
    expect(sha256(first.rawPayload)).toBe(signing.signedFileHash)
    expect(first.rawPayload.equals(LEASE_PDF)).toBe(false)
    const [stored] = await rows<{ signed_file_hash: string }>(
      sql`select signed_file_hash from contracts where id = ${c.id}`,
    )
    expect(stored?.signed_file_hash).toBe(sha256(first.rawPayload))

    const text = await pdfText(first.rawPayload)
    for (const words of [
      'Daniel Wong',
      'Olivia Chen',
      'buyer@demo.maplenest.ca',
      sha256(LEASE_PDF),
      '5 Dec 2026, 14:30',
    ])
      expect(text).toContain(words)
    expect(text).toContain('America/Toronto')

    for (const language of LANGUAGES) {
      const put = await t.app.inject({
        method: 'PUT',
        url: url(c.id),
        headers: { ...bearer(agent), language },
        payload: { remarks: 'Changed after signing' },
      })
      expect([put.statusCode, put.json().msg]).toEqual([409, translate(language, 'contract.api.locked')])
      const again = await sign(c.id, agent, { name: 'Olivia Chen', agree: true }, language)
      expect(again.statusCode).toBe(409)
    }
    const after = (await get(url(c.id), buyer)).json().data
    expect(after.remarks).toBe('Tenant insurance before move-in')
    expect(after.signatures.map((s: { role: string }) => s.role)).toEqual(['tenant', 'landlord'])
    const notices = (await get('/house/api/notice/v1', buyer, 'zh-Hans-CN')).json().data.items as { title: string }[]
    expect(notices[0]?.title).toBe('你的租约双方均已签署')
  })

  it('keeps a drawn signature beside the typed name and stamps it on the signed PDF', async () => {
    const c = await issue({ address: '9 Drawn Cres, Toronto' })
    const drawing = await signatureDrawing()
    const res = await sign(c.id, buyer, { name: 'Daniel Wong', agree: true, drawing })
    expect(res.statusCode).toBe(200)
    const [mine] = (await get(url(c.id), agent)).json().data.signatures
    expect(mine).toMatchObject({ name: 'Daniel Wong', drawn: true, drawing })
    // A list carries whether it was drawn, not the picture.
    const listed = (await get('/house/api/contract/v1', agent))
      .json()
      .data.items.find((x: { id: string }) => x.id === c.id)
    expect(listed.signatures[0]).toMatchObject({ drawn: true, drawing: null })
    await sign(c.id, agent, { name: 'Olivia Chen', agree: true })
    const signed = (await get(c.fileUrl, buyer)).rawPayload
    const doc = await PDFDocument.load(signed)
    const last = doc.getPage(doc.getPageCount() - 1)
    const images = last.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)
    expect(images?.keys()).toHaveLength(1)
    expect(await pdfText(signed)).toContain('Drawn signature')
  })

  it.each(LANGUAGES)(
    'refuses a drawing that is not a PNG, or a damaged or huge one, in %s, keeping nothing',
    async (language) => {
      const c = await issue()
      const png = await signatureDrawing()
      const cases: [string, MessageKey][] = [
        ['data:image/svg+xml;base64,PHN2Zz4=', 'contract.validation.signDrawing'],
        [`data:image/png;base64,iVBORw0KGgo${'A'.repeat(40)}`, 'contract.validation.signDrawing'],
        [png.slice(0, png.length - 40), 'contract.validation.signDrawing'],
        [`data:image/png;base64,iVBORw0KGgo${'A'.repeat(80_000)}`, 'contract.validation.signDrawingTooLarge'],
        [`data:image/png;base64,${(await signatureDrawing(3000)).split(',')[1]}`, 'contract.validation.signDrawing'],
      ]
      for (const [drawing, key] of cases) {
        const res = await sign(c.id, buyer, { name: 'Daniel Wong', agree: true, drawing }, language)
        expect([res.statusCode, res.json().msg]).toEqual([400, translate(language, key)])
      }
      expect((await get(url(c.id), buyer)).json().data.signatures).toEqual([])
    },
  )

  it('writes a Chinese name on the signature page', async () => {
    const c = await issue({ province: 'BC', address: '3 Pender St, Vancouver' })
    await sign(c.id, buyer, { name: '王小明', agree: true })
    await sign(c.id, agent, { name: 'Olivia Chen', agree: true })
    const text = await pdfText((await get(c.fileUrl, buyer)).rawPayload)
    expect(text.replace(/\s/g, '')).toContain('王小明')
    expect(text).toContain('America/Vancouver')
  })

  it('makes one signed PDF when both sides sign at the same moment', async () => {
    const c = await issue({ address: '7 Race Ave, Toronto' })
    const [a, b] = await Promise.all([
      sign(c.id, buyer, { name: 'Daniel Wong', agree: true }),
      sign(c.id, agent, { name: 'Olivia Chen', agree: true }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const [row] = await rows<{ n: number; key: string | null }>(
      sql`select (select count(*)::int from contract_signatures where contract_id = ${c.id}) as n,
                 signed_file_key as key from contracts where id = ${c.id}`,
    )
    expect(row?.n).toBe(2)
    expect(row?.key).toBeTruthy()
    const completed = (await get('/house/api/notice/v1', buyer))
      .json()
      .data.items.filter(
        (n: { params: { contractId: string; event: string } }) =>
          n.params.contractId === c.id && n.params.event === 'completed',
      )
    expect(completed).toHaveLength(1)
    const hashes = new Set<string>()
    for (const token of [buyer, agent, buyer]) hashes.add(sha256((await get(c.fileUrl, token)).rawPayload))
    expect(hashes.size).toBe(1)
  })

  it('takes one signature when the same side signs twice at once', async () => {
    const c = await issue({ address: '9 Twice Rd, Toronto' })
    const answers = await Promise.all([
      sign(c.id, buyer, { name: 'Daniel Wong', agree: true }),
      sign(c.id, buyer, { name: 'Daniel Wong', agree: true }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await get(url(c.id), buyer)).json().data.signatures).toHaveLength(1)
  })
})
