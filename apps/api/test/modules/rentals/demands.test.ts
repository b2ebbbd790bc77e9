import type { DemandForAgent, Notice, RentalAreas, RentalDemand } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRentalsApp, demandBody, type RentalsApp, SCHOOL } from './rental-fixtures.ts'

const BASE = '/house/api/rental/v1/demand'

/** The personal data of a demand that no agent sees before the student accepts, nor ever for the first four. */
const NEVER_TO_AGENTS = ['Marker-Nationality', 'Marker-Emergency', 'Marker-Remark', '+8613900139000']
const NEVER_FIELDS = ['nationality', 'gender', 'birthYear', 'emergencyName', 'emergencyPhone', 'remark']
const CONTACT = ['Mei Lin', '4165550188', 'mei.student@example.com', 'meilin_2004', 'linhua1970']

describe('rental demands', () => {
  let r: RentalsApp
  let areas: RentalAreas

  const notices = async (headers: Record<string, string>, language = 'en-GB') =>
    (await r.call('GET', '/house/api/notice/v1', { ...headers, language })).body.data.items as Notice[]
  const agentList = async (query = '') =>
    (await r.call('GET', `${BASE}${query}`, r.agent)).body.data.items as DemandForAgent[]

  beforeAll(async () => {
    r = await createRentalsApp()
    areas = (await r.call('GET', `/house/api/rental/v1/areas?school=${SCHOOL}&mode=transit&minutes=30`, null)).body.data
  }, 240_000)
  afterAll(() => r?.t.close())

  describe('the school list and the commute', () => {
    it('lists our campuses in both cities, with Chinese names', async () => {
      const schools = (await r.call('GET', '/house/api/rental/v1/schools', null)).body.data
      expect(schools).toContainEqual({
        id: SCHOOL,
        name: 'University of Toronto - St. George',
        nameZh: '多伦多大学圣乔治校区',
        city: 'toronto',
      })
      expect(schools.some((s: { city: string }) => s.city === 'vancouver')).toBe(true)
    })

    it('proposes neighbourhoods within the commute, quickest first, with the leases that fit now', async () => {
      expect(areas.school.city).toBe('toronto')
      expect(areas.areas[0]).toMatchObject({ name: 'University' })
      const minutes = areas.areas.map((a) => a.minutes)
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
      expect(minutes.every((m) => m <= 30)).toBe(true)
      expect(areas.total).toBe(areas.areas.reduce((s, a) => s + a.leases, 0))
      expect(areas.total).toBeGreaterThan(0)
      // A walk of 15 minutes reaches fewer; a budget or a bedroom count leaves fewer leases.
      const walk = (await r.call('GET', `/house/api/rental/v1/areas?school=${SCHOOL}&mode=walk&minutes=15`, null)).body
        .data as RentalAreas
      expect(walk.areas.length).toBeLessThan(areas.areas.length)
      const cheap = (
        await r.call('GET', `/house/api/rental/v1/areas?school=${SCHOOL}&minutes=30&budget=1800&bedrooms=3`, null)
      ).body.data as RentalAreas
      expect(cheap.total).toBeLessThan(areas.total)
    })

    it.each([
      ['en-GB', 'Choose a school from the list'],
      ['zh-Hans-CN', '请从列表中选择学校'],
    ])('refuses an unknown school in %s', async (language, msg) => {
      const res = await r.call('GET', '/house/api/rental/v1/areas?school=nowhere', { language })
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe(msg)
      expect(res.body.data.fields[0]).toMatchObject({ field: 'querystring.school', message: msg })
    })
  })

  describe('the student', () => {
    let id: string

    it('publishes a demand and finds it with the leases that fit it now', async () => {
      const res = await r.call('POST', BASE, r.student, demandBody())
      expect(res.status).toBe(201)
      expect(res.body.msg).toBe('Your rental demand is published')
      id = res.body.data.id
      const mine = (await r.call('GET', `${BASE}/mine`, r.student)).body.data as RentalDemand[]
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({ id, name: 'Mei Lin', city: 'toronto', nationality: 'Marker-Nationality' })
      expect(mine[0]?.matchCount).toBeGreaterThanOrEqual(0)
      expect(mine[0]?.contactRequests).toEqual([])
    })

    it.each([
      ['en-GB', { name: '' }, 'name', 'Enter your name'],
      ['zh-Hans-CN', { name: '' }, 'name', '请输入姓名'],
      ['en-GB', { budget: 0 }, 'budget', 'The budget must be more than $0'],
      ['zh-Hans-CN', { moveOut: '2026-12-01' }, 'moveOut', '退租日期必须晚于入住日期'],
      ['en-GB', { school: 'nowhere' }, 'school', 'Choose a school from the list'],
      [
        'en-GB',
        { location: { neighbourhoods: ['Kitsilano'], commuteMode: 'walk', commuteMinutes: 20 } },
        'location',
        'Choose neighbourhoods from the list for your school’s city',
      ],
      ['en-GB', { moveIn: '2026-10-01' }, 'moveIn', 'The move-in date cannot be in the past'],
      ['zh-Hans-CN', { moveIn: '2026-10-01' }, 'moveIn', '入住日期不能早于今天'],
      ['en-GB', { wechat: 'x' }, 'wechat', 'A WeChat ID is 6 to 20 letters, digits, _ or -'],
      [
        'en-GB',
        { deposit: 'securityDeposit' },
        'deposit',
        'In Ontario a landlord may ask for one month’s rent as a deposit at most: choose that or none',
      ],
      [
        'zh-Hans-CN',
        { deposit: 'securityAndPetDeposit', pets: true },
        'deposit',
        '在安大略省，房东最多只能收取一个月房租作为押金：请选择该项或不付押金',
      ],
    ])('refuses in %s %j with the field named, writing nothing', async (language, change, field, msg) => {
      const before = await r.count('rental_demands')
      const res = await r.call('POST', BASE, { ...r.student, language }, demandBody(change))
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe(msg)
      expect(res.body.data.fields[0]).toMatchObject({ field, message: msg })
      expect(await r.count('rental_demands')).toBe(before)
    })

    it('sends a caller who is not signed in to sign in', async () => {
      const res = await r.call('POST', BASE, null, demandBody())
      expect(res.status).toBe(401)
      expect((await r.call('GET', `${BASE}/mine`, null)).status).toBe(401)
    })

    it('changes the demand; nobody else can change or delete it', async () => {
      const res = await r.call('PUT', `${BASE}/${id}`, r.student, demandBody({ budget: 3200 }))
      expect(res.status).toBe(200)
      expect(res.body.data.budget).toBe(3200)
      for (const language of ['en-GB', 'zh-Hans-CN']) {
        const other = await r.call('PUT', `${BASE}/${id}`, { ...r.stranger, language }, demandBody({ budget: 1 }))
        expect(other.status).toBe(403)
        expect(other.body.msg).toBe(language === 'en-GB' ? 'This rental demand is not yours' : '这不是您的求租信息')
      }
      expect((await r.call('DELETE', `${BASE}/${id}`, r.agent)).status).toBe(403)
      const missing = await r.call('PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, r.student, demandBody())
      expect(missing.status).toBe(404)
      expect((await r.call('PUT', `${BASE}/${id}`, r.student, demandBody({ bedrooms: '9' }))).status).toBe(400)
      const [row] = await r.rows<{ budget: number }>(sql`select budget from rental_demands where id = ${id}`)
      expect(row?.budget).toBe(3200)
    })

    it('keeps the type of place and the deposit, shown to the student and to agents', async () => {
      const body = demandBody({ placeType: 'sharedRoom', deposit: 'rentDeposit', prepay: 2, moveIn: '2027-01-05' })
      const created = await r.call('POST', BASE, r.student, body)
      expect(created.status).toBe(201)
      const mine = (await r.call('GET', `${BASE}/mine`, r.student)).body.data as RentalDemand[]
      expect(mine.find((d) => d.id === created.body.data.id)).toMatchObject({
        placeType: 'sharedRoom',
        deposit: 'rentDeposit',
        prepay: 2,
      })
      const seen = (await agentList(`?school=${SCHOOL}&moveInFrom=2027-01-05`)).find(
        (d) => d.id === created.body.data.id,
      )
      expect(seen).toMatchObject({ placeType: 'sharedRoom', deposit: 'rentDeposit', prepay: 2 })
      // a demand written before the type of place was asked reads as a whole unit
      const plain = demandBody()
      delete (plain as Partial<typeof plain> & { placeType?: string }).placeType
      const old = await r.call('PUT', `${BASE}/${created.body.data.id}`, r.student, plain)
      expect(old.body.data).toMatchObject({ placeType: 'wholeUnit', deposit: 'none' })
      expect((await r.call('DELETE', `${BASE}/${created.body.data.id}`, r.student)).status).toBe(200)
    })

    it('takes in BC only the deposits BC allows, and a refused change changes nothing', async () => {
      const schools = (await r.call('GET', '/house/api/rental/v1/schools', null)).body.data as {
        id: string
        city: string
      }[]
      const school = schools.find((s) => s.city === 'vancouver')?.id ?? ''
      const near = (await r.call('GET', `/house/api/rental/v1/areas?school=${school}&mode=transit&minutes=45`, null))
        .body.data as RentalAreas
      const location = { neighbourhoods: [near.areas[0]?.name], commuteMode: 'transit', commuteMinutes: 45 }
      const bc = (over: Record<string, unknown>) => demandBody({ school, location, ...over })
      const created = await r.call('POST', BASE, r.student, bc({ deposit: 'securityAndPetDeposit', pets: true }))
      expect(created.status).toBe(201)
      const id = created.body.data.id as string
      for (const [language, change, msg] of [
        [
          'en-GB',
          { deposit: 'rentDeposit' },
          'In BC a landlord may ask for half a month’s rent as a security deposit, and another half with a pet: choose one of those or none',
        ],
        [
          'zh-Hans-CN',
          { deposit: 'securityAndPetDeposit', pets: false },
          '在不列颠哥伦比亚省，房东最多只能收取半个月房租作为保证金，有宠物时可再收半个月：请从中选择或不付押金',
        ],
      ] as const) {
        const refused = await r.call('PUT', `${BASE}/${id}`, { ...r.student, language }, bc({ ...change, budget: 1 }))
        expect(refused.status).toBe(400)
        expect(refused.body.msg).toBe(msg)
        expect(refused.body.data.fields[0]).toMatchObject({ field: 'deposit', message: msg })
      }
      const [row] = await r.rows<{ deposit: string; budget: number; pets: boolean }>(
        sql`select deposit, budget, pets from rental_demands where id = ${id}`,
      )
      expect(row).toEqual({ deposit: 'securityAndPetDeposit', budget: 3000, pets: true })
      expect((await r.call('DELETE', `${BASE}/${id}`, r.student)).status).toBe(200)
    })

    it('is not told of the leases that fitted when the demand was published', async () => {
      expect((await notices(r.student)).filter((n) => n.kind === 'rental.updated')).toEqual([])
    })
  })

  describe('agents and the student’s consent', () => {
    let id: string
    let requestId: string

    beforeAll(async () => {
      const res = await r.call('POST', BASE, r.student, demandBody({ moveIn: '2027-02-01' }))
      id = res.body.data.id
    })

    it('shows agents the need, never the contact details, before the student accepts', async () => {
      const res = await r.call('GET', `${BASE}?school=${SCHOOL}&budgetMax=5000&moveInFrom=2027-01-15`, r.agent)
      expect(res.status).toBe(200)
      const found = (res.body.data.items as DemandForAgent[]).find((d) => d.id === id)
      expect(found).toMatchObject({ budget: 3000, bedrooms: '1', contact: null, contactRequest: null })
      for (const marker of [...CONTACT, ...NEVER_TO_AGENTS]) expect(JSON.stringify(res.body)).not.toContain(marker)
    })

    it('filters by school, budget at most and move-in from', async () => {
      expect((await agentList(`?school=${SCHOOL}&budgetMax=2999`)).map((d) => d.id)).not.toContain(id)
      expect((await agentList('?moveInFrom=2027-03-01')).map((d) => d.id)).not.toContain(id)
      expect((await agentList('?school=york-university-keele')).map((d) => d.id)).not.toContain(id)
      const bad = await r.call('GET', `${BASE}?budgetMax=-5`, { ...r.agent, language: 'zh-Hans-CN' })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toBe('预算必须大于 0 加元')
    })

    it.each([
      ['en-GB', 'Only agents can see students’ rental demands'],
      ['zh-Hans-CN', '只有经纪人可以查看学生的求租信息'],
    ])('refuses the list to anyone but an agent, in %s', async (language, msg) => {
      for (const who of [r.student, r.admin]) {
        const res = await r.call('GET', BASE, { ...who, language })
        expect(res.status).toBe(403)
        expect(res.body.msg).toBe(msg)
      }
    })

    it('lets an agent ask once; the student is told in their language', async () => {
      const res = await r.call('POST', `${BASE}/${id}/contact`, r.agent, { message: 'I have two units near campus.' })
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ contact: null, contactRequest: { status: 'pending' } })
      requestId = res.body.data.contactRequest.id
      for (const marker of CONTACT) expect(JSON.stringify(res.body)).not.toContain(marker)
      const again = await r.call('POST', `${BASE}/${id}/contact`, { ...r.agent, language: 'zh-Hans-CN' }, {})
      expect(again.status).toBe(409)
      expect(again.body.msg).toBe('您已向这位学生发出过请求')
      const [told] = await notices(r.student, 'zh-Hans-CN')
      expect(told).toMatchObject({ title: '有经纪人想联系您' })
      expect(told?.body).toContain('Olivia Chen')
      const mine = (await r.call('GET', `${BASE}/mine`, r.student)).body.data as RentalDemand[]
      const request = mine.find((d) => d.id === id)?.contactRequests[0]
      expect(request).toMatchObject({ status: 'pending', message: 'I have two units near campus.' })
      expect(request?.agent.registrationNumber).toMatch(/^RECO-\d+$/)
    })

    it('lets only the student answer, once', async () => {
      const url = `${BASE}/${id}/contact/${requestId}/accept`
      expect((await r.call('POST', url, r.stranger)).status).toBe(403)
      expect((await r.call('POST', url, r.agent)).status).toBe(403)
      const wrong = await r.call('POST', `${BASE}/${id}/contact/00000000-0000-4000-8000-000000000000/accept`, r.student)
      expect(wrong.status).toBe(404)
      expect((await agentList()).find((d) => d.id === id)?.contact).toBeNull()
    })

    it('shows the agent the contact details once the student accepts, and records when', async () => {
      const res = await r.call('POST', `${BASE}/${id}/contact/${requestId}/accept`, r.student)
      expect(res.status).toBe(200)
      expect(res.body.msg).toBe('Your contact details are shared with this agent')
      expect(res.body.data.contactRequests[0].decidedAt).toBe('2026-11-01T12:00:00.000Z')
      const list = await r.call('GET', BASE, r.agent)
      const shown = (list.body.data.items as DemandForAgent[]).find((d) => d.id === id)
      expect(shown?.contact).toMatchObject({ name: 'Mei Lin', phone: '4165550188', wechat: 'meilin_2004' })
      // Nationality, gender, birth year, the emergency contact and the remark never reach an agent.
      for (const marker of NEVER_TO_AGENTS) expect(JSON.stringify(list.body)).not.toContain(marker)
      for (const field of NEVER_FIELDS) {
        expect(shown).not.toHaveProperty(field)
        expect(shown?.contact).not.toHaveProperty(field)
      }
      const again = await r.call('POST', `${BASE}/${id}/contact/${requestId}/decline`, r.student)
      expect(again.status).toBe(409)
      const [told] = await notices(r.agent)
      expect(told).toMatchObject({ title: 'A student shared their contact details' })
    })

    it('keeps a declined agent without the details', async () => {
      const other = await r.call('POST', BASE, r.stranger, demandBody({ name: 'Other Student', moveIn: '2027-02-01' }))
      const demandId = other.body.data.id
      const asked = await r.call('POST', `${BASE}/${demandId}/contact`, r.agent, {})
      const declined = await r.call(
        'POST',
        `${BASE}/${demandId}/contact/${asked.body.data.contactRequest.id}/decline`,
        { ...r.stranger, language: 'zh-Hans-CN' },
      )
      expect(declined.body.msg).toBe('已拒绝：经纪人看不到您的信息')
      const shown = (await agentList()).find((d) => d.id === demandId)
      expect(shown).toMatchObject({ contact: null, contactRequest: { status: 'declined' } })
    })

    it('refuses a request from anyone but an agent, before reading it', async () => {
      const res = await r.call('POST', `${BASE}/${id}/contact`, r.stranger, {})
      expect(res.status).toBe(403)
      expect((await r.call('POST', `${BASE}/00000000-0000-4000-8000-000000000000/contact`, r.agent, {})).status).toBe(
        404,
      )
    })

    it('deletes the demand with its requests and consents', async () => {
      const res = await r.call('DELETE', `${BASE}/${id}`, r.student)
      expect(res.status).toBe(200)
      expect(await r.rows(sql`select 1 from rental_contact_requests where demand_id = ${id}`)).toEqual([])
      expect((await r.call('DELETE', `${BASE}/${id}`, r.student)).status).toBe(404)
    })
  })

  describe('new leases', () => {
    it('tells the student once when a lease that fits appears, and not of one that does not', async () => {
      const demand = await r.call(
        'POST',
        BASE,
        r.stranger,
        demandBody({
          budget: 2500,
          bedrooms: '2',
          location: { neighbourhoods: ['Annex'], commuteMode: 'transit', commuteMinutes: 30 },
        }),
      )
      expect(demand.status).toBe(201)
      const insert = (mlNum: string, price: number, beds: number) =>
        r.t.database.db.execute(sql`
          insert into listings (ml_num, city, sr, status, lsc, room_type, property_type, address, neighbourhood,
            location, price, beds, input_date, updated_at, brokerage, source, possession)
          values (${mlNum}, 'toronto', 'Lease', 'A', 'new', 'condo', 'Condo Apt', '300 Bloor St W', 'Annex',
            point(-79.405, 43.667), ${price}, ${beds}, now(), now(), 'Annex Realty', 'demo', 'Immediate')`)
      await insert('C9900001', 2450, 2)
      await insert('C9900002', 2450, 3)
      await r.t.app.listingChanges.publish(['C9900001', 'C9900002'])
      await r.t.app.listingChanges.publish()
      const told = (await notices(r.stranger)).filter((n) => n.params.event === 'matched')
      expect(told.map((n) => n.body)).toEqual([
        '300 Bloor St W at $2,450 a month is on the market and fits what you asked for.',
      ])
      const zh = (await notices(r.stranger, 'zh-Hans-CN')).find((n) => n.params.event === 'matched')
      expect(zh?.title).toBe('有新房源符合您的求租')
    })
  })

  describe('demo data', () => {
    it('gives the demo buyer two demands near campus, moving in ahead, one agent waiting and one let in', async () => {
      const mine = (await r.call('GET', `${BASE}/mine`, r.buyer)).body.data as RentalDemand[]
      expect(mine).toHaveLength(2)
      expect(mine.map((d) => d.contactRequests[0]?.status).sort()).toEqual(['accepted', 'pending'])
      for (const d of mine) {
        expect(d.moveIn > '2026-11-01').toBe(true)
        expect(d.moveOut > d.moveIn).toBe(true)
        expect(d.location.neighbourhoods.length).toBeGreaterThan(0)
      }
      const seen = (await agentList()).filter((d) => mine.some((m) => m.id === d.id))
      expect(seen.map((d) => d.contact !== null).sort()).toEqual([false, true])
    })
  })
})
