import { type Locale, translate } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendContractReminders } from '../../../src/modules/contracts/index.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { newUser } from '../agents/agent-fixtures.ts'
import { fakePdf, issueContract, LEASE_PDF, tokenOf } from './contract-fixtures.ts'

const LANGUAGES: Locale[] = ['en-GB', 'zh-Hans-CN']
const quiet = { info: () => {}, warn: () => {} }

describe('lease contracts', () => {
  let t: TestApp
  let agent: string
  let buyer: string
  let stranger: string
  let buyerId: string
  let agentId: string

  const count = async () => {
    const r = (await t.database.db.execute(sql`select count(*)::int as n from contracts`)) as unknown as {
      rows: { n: number }[]
    }
    return r.rows[0]!.n
  }
  const get = (url: string, token: string | null, language = 'en-GB') =>
    t.app.inject({ url, headers: { language, ...(token ? bearer(token) : {}) } })
  const noticesOf = async (token: string, language = 'en-GB') =>
    (await get('/house/api/notice/v1', token, language)).json().data.items as {
      kind: string
      title: string
      params: Record<string, string | number>
    }[]

  beforeAll(async () => {
    t = await createTestApp()
    t.clock.now = new Date('2026-11-24T15:00:00Z')
    await seedDemoAccounts(t.app)
    agent = await tokenOf(t, 'agent@demo.maplenest.ca', DEMO_PASSWORD)
    buyer = await tokenOf(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)
    stranger = await newUser(t, 'contract-stranger@example.ca')
    buyerId = (await get('/getInfo', buyer)).json().data.user.userId
    agentId = (await get('/getInfo', agent)).json().data.user.userId
  }, 120_000)
  afterAll(() => t.close())

  it('lets an agent issue a contract with a real PDF to a tenant found by e-mail or phone, who is told', async () => {
    const sent = await issueContract(t, agent)
    expect(sent.status).toBe(201)
    expect(sent.body.msg).toBe('Contract issued')
    const c = sent.body.data
    expect(c).toMatchObject({
      address: '88 Harbour St, Unit 3105, Toronto',
      province: 'ON',
      endDate: '2027-11-30',
      keyDepositCents: 25_000,
      electricity: 'Toronto Hydro',
      water: null,
      role: 'agent',
      fileSize: LEASE_PDF.length,
    })
    expect(c.tenant).toMatchObject({ userId: buyerId, name: 'Daniel Wong' })
    expect(c.agent).toMatchObject({ userId: agentId, name: 'Olivia Chen' })

    t.clock.advance(60_000)
    const byPhone = await issueContract(t, agent, { tenant: '(416) 555-0101', address: '1 Phone Way, Toronto' })
    expect(byPhone.status).toBe(201)
    expect(byPhone.body.data.tenant.userId).toBe(buyerId)

    const [latest] = await noticesOf(buyer)
    expect(latest).toMatchObject({ kind: 'contract.updated', title: 'A lease contract was shared with you' })
    expect((await noticesOf(buyer, 'zh-Hans-CN'))[0]?.title).toBe('经纪人与你共享了一份租约合同')
  })

  it('shows the tenant their contracts and the agent those issued, newest first, page by page', async () => {
    const mine = (await get('/house/api/contract/v1?limit=1', buyer)).json().data
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0]).toMatchObject({ address: '1 Phone Way, Toronto', role: 'tenant' })
    const next = (await get(`/house/api/contract/v1?limit=1&cursor=${mine.nextCursor}`, buyer)).json().data
    expect(next.items[0].address).toBe('88 Harbour St, Unit 3105, Toronto')
    const issued = (await get('/house/api/contract/v1', agent)).json().data
    expect(issued.items.map((c: { role: string }) => c.role)).toEqual(['agent', 'agent'])
    expect((await get('/house/api/contract/v1', stranger)).json().data).toEqual({ items: [], nextCursor: null })
    const bad = await get('/house/api/contract/v1?cursor=abc', buyer, 'zh-Hans-CN')
    expect(bad.statusCode).toBe(400)
  })

  it('gives the PDF inline to its tenant and agent only; a stranger gets 403 on the contract and its file', async () => {
    const [c] = (await get('/house/api/contract/v1', buyer)).json().data.items
    for (const token of [buyer, agent]) {
      const file = await get(c.fileUrl, token)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="lease-.*\.pdf"$/)
      expect(file.headers['cache-control']).toMatch(/^private/)
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    }
    for (const language of LANGUAGES) {
      for (const url of [`/house/api/contract/v1/${c.id}`, c.fileUrl]) {
        const refused = await get(url, stranger, language)
        expect(refused.statusCode).toBe(403)
        expect(refused.json().msg).toBe(translate(language, 'contract.api.forbidden'))
      }
    }
    const admin = await newUser(t, 'contract-admin-like@example.ca')
    expect((await get(`/house/api/contract/v1/${c.id}`, admin)).statusCode).toBe(403)
    expect((await get(`/house/api/contract/v1/${crypto.randomUUID()}`, buyer)).statusCode).toBe(404)
    expect((await get(`/house/api/contract/v1/${c.id}`, null)).statusCode).toBe(401)
  })

  it.each(LANGUAGES)(
    'refuses a fake PDF, an unknown tenant and bad fields in %s, keeping nothing',
    async (language) => {
      const before = await count()
      const cases: [Record<string, string>, Buffer | null, number, string, string][] = [
        [{}, await fakePdf(), 400, 'file', translate(language, 'file.upload.unsupportedType')],
        [{}, null, 400, 'file', translate(language, 'contract.validation.fileRequired')],
        [{ tenant: 'nobody@example.ca' }, LEASE_PDF, 400, 'tenant', translate(language, 'contract.api.tenantUnknown')],
        [
          { tenant: 'agent@demo.maplenest.ca' },
          LEASE_PDF,
          400,
          'tenant',
          translate(language, 'contract.api.tenantIsAgent'),
        ],
        [{ tenant: 'call me' }, LEASE_PDF, 400, 'tenant', translate(language, 'contract.validation.tenant')],
        [{ endDate: '2026-01-01' }, LEASE_PDF, 400, 'endDate', translate(language, 'contract.validation.datesOrder')],
        [{ province: 'QC' }, LEASE_PDF, 400, 'province', translate(language, 'contract.validation.province')],
        [{ keyDeposit: 'lots' }, LEASE_PDF, 400, 'keyDeposit', translate(language, 'contract.validation.keyDeposit')],
      ]
      for (const [fields, bytes, status, field, msg] of cases) {
        const res = await issueContract(t, agent, fields, bytes ? { bytes } : null, language)
        expect([res.status, res.body.msg]).toEqual([status, msg])
        expect(res.body.data.fields[0].field).toBe(field)
      }
      expect(await count()).toBe(before)
    },
  )

  it('refuses a PDF over the size limit as the spec words it', async () => {
    const big = Buffer.concat([LEASE_PDF, Buffer.alloc(20 * 1024 * 1024)])
    const res = await issueContract(t, agent, {}, { bytes: big }, 'zh-Hans-CN')
    expect([res.status, res.body.msg]).toEqual([413, '文件大小超出限制'])
  })

  it('lets only agents issue contracts', async () => {
    for (const language of LANGUAGES) {
      const res = await issueContract(t, buyer, { tenant: 'contract-stranger@example.ca' }, undefined, language)
      expect([res.status, res.body.msg]).toEqual([403, translate(language, 'contract.api.agentOnly')])
    }
  })

  it('lets the issuing agent change the dates and remarks, telling the tenant; nobody else may', async () => {
    const [c] = (await get('/house/api/contract/v1', buyer)).json().data.items
    const put = (token: string, payload: unknown, language = 'en-GB') =>
      t.app.inject({
        method: 'PUT',
        url: `/house/api/contract/v1/${c.id}`,
        headers: { ...bearer(token), language },
        payload: payload as object,
      })
    t.clock.advance(60_000)
    const changed = await put(agent, { endDate: '2028-01-31', remarks: 'Renewed for two months' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({ endDate: '2028-01-31', remarks: 'Renewed for two months' })
    expect((await noticesOf(buyer))[0]?.title).toBe('Your lease contract was changed')
    for (const language of LANGUAGES) {
      const asTenant = await put(buyer, { endDate: '2029-01-01' }, language)
      expect([asTenant.statusCode, asTenant.json().msg]).toEqual([403, translate(language, 'contract.api.agentOnly')])
      const asStranger = await put(stranger, { endDate: '2029-01-01' }, language)
      expect([asStranger.statusCode, asStranger.json().msg]).toEqual([
        403,
        translate(language, 'contract.api.forbidden'),
      ])
      const bad = await put(agent, { endDate: '2028-02-30' }, language)
      expect([bad.statusCode, bad.json().msg]).toEqual([400, translate(language, 'contract.validation.endDate')])
      const empty = await put(agent, {}, language)
      expect(empty.statusCode).toBe(400)
    }
    expect((await get(`/house/api/contract/v1/${c.id}`, buyer)).json().data.endDate).toBe('2028-01-31')
  })

  it('reminds tenant and agent 60 and then 30 days before the end date, each once', async () => {
    const ends = await issueContract(t, agent, {
      address: '5 Reminder Rd, Vancouver',
      province: 'BC',
      endDate: '2027-02-01',
    })
    expect(ends.status).toBe(201)
    const remindersFor = async (token: string) =>
      (await noticesOf(token)).filter((n) => n.params.event === 'reminder' && n.params.contractId === ends.body.data.id)
    const run = (at: string) =>
      sendContractReminders({ contracts: t.app.contracts, now: () => new Date(at), log: quiet })

    expect(await run('2026-11-24T20:00:00Z')).toEqual({ sent: 0 })
    // 2 December 2026 in Vancouver is 61 days before; the 3rd is 60.
    await run('2026-12-02T20:00:00Z')
    expect(await remindersFor(buyer)).toHaveLength(0)
    await run('2026-12-03T20:00:00Z')
    await run('2026-12-03T23:00:00Z')
    await run('2026-12-20T20:00:00Z')
    expect((await remindersFor(buyer)).map((n) => n.params.days)).toEqual([60])
    expect((await remindersFor(agent)).map((n) => n.params.days)).toEqual([60])
    await run('2027-01-02T20:00:00Z')
    await run('2027-01-10T20:00:00Z')
    await run('2027-02-05T20:00:00Z')
    const days = async (token: string) => (await remindersFor(token)).map((n) => n.params.days).sort()
    expect(await days(buyer)).toEqual([30, 60])
    expect(await days(agent)).toEqual([30, 60])
    const nearest = (await remindersFor(buyer)).find((n) => n.params.days === 30)
    expect(nearest?.title).toBe('Your lease renews or ends in 30 days')
  })

  it('keeps a tenant’s own leases on their list after they become an agent', async () => {
    const before = (await get('/house/api/contract/v1', buyer)).json().data.items as { id: string }[]
    await t.database.db.execute(sql`update users set type = 'agent' where id = ${buyerId}`)
    const after = (await get('/house/api/contract/v1', buyer)).json().data.items as { id: string; role: string }[]
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id))
    expect(new Set(after.map((c) => c.role))).toEqual(new Set(['tenant']))
  })
})
