import { type ListingSafety, type Notice, type Reservation, toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRentalsApp, type RentalsApp } from './rental-fixtures.ts'

const BASE = '/house/api/rental/v1/reservation'

describe('room reservations, the safety card and scam reports', () => {
  let r: RentalsApp
  /** Toronto leases on the market, the demo agent's first, none reserved by the demo data. */
  let leases: string[]
  let saleMlNum: string

  const reserve = (mlNum: string, over: Record<string, unknown> = {}) => ({
    mlNum,
    moveIn: '2027-01-01',
    moveOut: '2027-04-30',
    occupants: 1,
    message: 'prepay 12 months if that helps',
    name: 'Mei Lin',
    phone: '4165550188',
    email: 'mei.student@example.com',
    ...over,
  })
  const notices = async (headers: Record<string, string>, language = 'en-GB') =>
    (await r.call('GET', '/house/api/notice/v1', { ...headers, language })).body.data.items as Notice[]
  /** The newest notice about a reservation's event (notices raised in the same instant come in any order). */
  const noticeOf = async (headers: Record<string, string>, event: string, language = 'en-GB') =>
    (await notices(headers, language)).find((n) => n.params.event === event)
  /** Who handles a reservation here: the demo agent when it went to her, else an administrator (who handles all). */
  const handlerOf = async (id: string) => {
    const res = await r.call('GET', `${BASE}/${id}`, r.student)
    return (res.body.data as Reservation).agent?.name.startsWith('Olivia Chen') ? r.agent : r.admin
  }

  beforeAll(async () => {
    r = await createRentalsApp()
    leases = (
      await r.rows<{ ml_num: string }>(sql`
        select l.ml_num from listings l
        left join agent_profiles a on a.id = l.list_agent_id left join users u on u.id = a.user_id
        where l.city = 'toronto' and l.sr = 'Lease' and l.status = 'A' and l.lsc in ('new', 'pc', 'ext', 'bom')
          and not exists (select 1 from rental_reservations x where x.ml_num = l.ml_num)
        order by (u.email = 'agent@demo.maplenest.ca') desc nulls last, l.ml_num limit 4`)
    ).map((x) => x.ml_num)
    expect(leases).toHaveLength(4)
    const [sale] = await r.rows<{ ml_num: string }>(
      sql`select ml_num from listings where sr = 'Sale' and status = 'A' order by ml_num limit 1`,
    )
    saleMlNum = sale!.ml_num
  }, 240_000)
  afterAll(() => r?.t.close())

  describe('the safety card', () => {
    it('flags the demo lease far below similar listings nearby, with the percentage from our data', async () => {
      const candidates = await r.rows<{ ml_num: string }>(sql`
        select ml_num from listings where city = 'toronto' and sr = 'Lease' and status = 'A' and room_type = 'condo'
          and beds = 1 order by ml_num`)
      const flagged: ListingSafety[] = []
      for (const c of candidates) {
        const res = await r.call('GET', `/house/api/rental/v1/safety/${c.ml_num}`, null)
        expect(res.status).toBe(200)
        if (res.body.data.belowMarket) flagged.push(res.body.data)
      }
      const demo = flagged.find((f) => (f.belowMarket?.percent ?? 0) >= 38)
      expect(demo?.belowMarket).toMatchObject({ beds: 1 })
      expect(demo?.belowMarket?.comparables).toBeGreaterThanOrEqual(5)
      const [row] = await r.rows<{ price: number }>(sql`select price from listings where ml_num = ${demo!.mlNum}`)
      const median = demo!.belowMarket!.median
      expect(demo!.belowMarket!.percent).toBe(Math.round(((median - row!.price) / median) * 100))
      expect(demo!.province).toBe('ON')
    })

    it('names the listing agent’s registration, and 404s an unknown listing', async () => {
      const [own] = await r.rows<{ ml_num: string }>(sql`
        select l.ml_num from listings l join agent_profiles a on a.id = l.list_agent_id
        where l.city = 'toronto' order by l.ml_num limit 1`)
      const res = await r.call('GET', `/house/api/rental/v1/safety/${own!.ml_num}`, null)
      expect(res.body.data.agent.registrationNumber).toMatch(/^RECO-\d+$/)
      const missing = await r.call('GET', '/house/api/rental/v1/safety/C0000000', { language: 'zh-Hans-CN' })
      expect(missing.status).toBe(404)
    })
  })

  describe('reserving', () => {
    let id: string

    it('reserves a lease for its handling agent, who is told; the message’s prepay offer is read', async () => {
      const res = await r.call('POST', BASE, r.student, reserve(leases[0]!))
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({ msg: 'Reservation sent: the agent will answer', data: { status: 'Pending' } })
      id = res.body.data.id
      const mine = (await r.call('GET', `${BASE}/${id}`, r.student)).body.data as Reservation
      expect(mine).toMatchObject({ province: 'ON', prepayMonths: 12, occupants: 1, viewing: null })
      expect(mine.actions).toMatchObject({ cancel: true, confirmViewing: false, confirm: false })
      expect(mine.agent?.registrationNumber ?? '').toMatch(mine.agent ? /^RECO-\d+$/ : /^$/)
      const handler = await handlerOf(id)
      const list = await r.call('GET', `${BASE}?side=agent&status=pending`, handler)
      expect((list.body.data.items as Reservation[]).map((x) => x.id)).toContain(id)
      const mineList = await r.call('GET', `${BASE}?status=all`, r.student)
      expect((mineList.body.data.items as Reservation[]).map((x) => x.id)).toEqual([id])
      if (handler === r.agent)
        expect((await noticeOf(r.agent, 'reservationRequested'))?.title).toBe('New room reservation')
    })

    it.each([
      ['en-GB', 'You already have a reservation of this home'],
      ['zh-Hans-CN', '您已预订过这套房源'],
    ])('refuses a second live reservation of the same home in %s', async (language, msg) => {
      const res = await r.call('POST', BASE, { ...r.student, language }, reserve(leases[0]!))
      expect(res.status).toBe(409)
      expect(res.body.msg).toBe(msg)
    })

    it.each([
      ['en-GB', 'sale', {}, 400, 'Only a home for rent can be reserved'],
      ['zh-Hans-CN', 'sale', {}, 400, '只能预订出租房源'],
      ['en-GB', 'lease', { moveIn: '2026-10-15' }, 400, 'The move-in date cannot be in the past'],
      ['zh-Hans-CN', 'lease', { occupants: 0 }, 400, '入住人数为 1 至 8 人'],
      ['en-GB', 'lease', { moveOut: '2026-12-01' }, 400, 'The move-out date must be after the move-in date'],
      ['en-GB', 'unknown', {}, 404, 'This home was not found'],
    ])('refuses in %s a %s reservation %j, writing nothing', async (language, kind, over, status, msg) => {
      const before = await r.count('rental_reservations')
      const mlNum = kind === 'sale' ? saleMlNum : kind === 'unknown' ? 'C0000000' : leases[1]!
      const res = await r.call('POST', BASE, { ...r.student, language }, reserve(mlNum, over))
      expect(res.status).toBe(status)
      expect(res.body.msg).toBe(msg)
      expect(await r.count('rental_reservations')).toBe(before)
    })

    it('sends a caller who is not signed in to sign in, and keeps a reservation from strangers', async () => {
      expect((await r.call('POST', BASE, null, reserve(leases[1]!))).status).toBe(401)
      const stranger = await r.call('GET', `${BASE}/${id}`, { ...r.stranger, language: 'zh-Hans-CN' })
      expect(stranger.status).toBe(403)
      expect(stranger.body.msg).toBe('这不是您的预订')
      expect((await r.call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, r.student)).status).toBe(404)
      expect((await r.call('GET', `${BASE}?status=soon`, r.student)).status).toBe(400)
    })

    it('lets the agent propose a video viewing within showing hours; the student is told and confirms it', async () => {
      const handler = await handlerOf(id)
      const early = await r.call(
        'POST',
        `${BASE}/${id}/viewing`,
        { ...handler, language: 'zh-Hans-CN' },
        { mode: 'video', time: toShowingTime('2026-11-05', '07:00', 'toronto') },
      )
      expect(early.status).toBe(400)
      expect(early.body.data.fields[0]).toMatchObject({ field: 'time', message: '看房时间为多伦多时间 08:00 至 21:00' })
      const byStudent = await r.call('POST', `${BASE}/${id}/viewing`, r.student, {
        mode: 'video',
        time: toShowingTime('2026-11-05', '19:00', 'toronto'),
      })
      expect(byStudent.status).toBe(403)
      const proposed = await r.call('POST', `${BASE}/${id}/viewing`, handler, {
        mode: 'video',
        time: toShowingTime('2026-11-05', '19:00', 'toronto'),
      })
      expect(proposed.status).toBe(200)
      expect(proposed.body.data).toMatchObject({ status: 'ViewingProposed', viewing: { mode: 'video' } })
      const told = await noticeOf(r.student, 'viewingProposed')
      expect(told?.body).toBe(`See ${told?.params.address} by live video on 2026-11-05 19:00. Confirm it in MapleNest.`)
      expect((await noticeOf(r.student, 'viewingProposed', 'zh-Hans-CN'))?.title).toBe('经纪人约您看房')
      const confirmed = await r.call('POST', `${BASE}/${id}/confirm`, r.student)
      expect(confirmed.status).toBe(200)
      expect(confirmed.body).toMatchObject({ msg: 'Viewing confirmed', data: { status: 'ViewingConfirmed' } })
      const again = await r.call('POST', `${BASE}/${id}/confirm`, { ...r.student, language: 'zh-Hans-CN' })
      expect(again.status).toBe(409)
      expect(again.body.msg).toBe('该预订当前不能这样更改')
    })

    it('lets the agent confirm the room after the viewing; only the student cancels', async () => {
      const handler = await handlerOf(id)
      const cancelByAgent = await r.call('POST', `${BASE}/${id}/cancel`, handler)
      expect(cancelByAgent.status).toBe(403)
      const res = await r.call('POST', `${BASE}/${id}/confirm`, handler)
      expect(res.body).toMatchObject({ msg: 'Reservation confirmed', data: { status: 'Confirmed' } })
      expect((await noticeOf(r.student, 'reservationConfirmed'))?.title).toBe('Your reservation is confirmed')
      const cancelled = await r.call('POST', `${BASE}/${id}/cancel`, r.student)
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'student' })
    })

    it('lets the agent decline with a reason the student reads', async () => {
      const created = await r.call('POST', BASE, r.student, reserve(leases[1]!, { message: null }))
      const rid = created.body.data.id
      const handler = await handlerOf(rid)
      const empty = await r.call(
        'POST',
        `${BASE}/${rid}/decline`,
        { ...handler, language: 'zh-Hans-CN' },
        { reason: ' ' },
      )
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toBe('请告知学生原因')
      const res = await r.call('POST', `${BASE}/${rid}/decline`, handler, { reason: 'Already promised for January.' })
      expect(res.body.data).toMatchObject({ status: 'Declined', declineReason: 'Already promised for January.' })
      expect((await noticeOf(r.student, 'reservationDeclined'))?.body).toContain('Already promised for January.')
      expect((await r.call('POST', `${BASE}/${rid}/cancel`, r.student)).status).toBe(409)
      expect(res.body.data.prepayMonths).toBeNull()
    })

    it('cancels an undecided reservation when its home is leased, telling the student', async () => {
      const created = await r.call('POST', BASE, r.student, reserve(leases[2]!))
      const rid = created.body.data.id
      await r.t.database.db.execute(sql`update listings set lsc = 'lsd', status = 'U' where ml_num = ${leases[2]!}`)
      await r.t.app.listingChanges.publish([leases[2]!])
      const res = await r.call('GET', `${BASE}/${rid}`, r.student)
      expect(res.body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'listingLeased' })
      expect((await noticeOf(r.student, 'reservationClosed'))?.title).toBe('Your reservation was closed')
      const closed = await r.call('GET', `${BASE}?status=closed`, r.student)
      expect((closed.body.data.items as Reservation[]).map((x) => x.id)).toContain(rid)
    })

    it('gives the demo buyer reservations in four states, dated from today', async () => {
      const mine = (await r.call('GET', `${BASE}?limit=50`, r.buyer)).body.data.items as Reservation[]
      expect(mine.map((x) => x.status).sort()).toEqual(['Confirmed', 'Declined', 'Pending', 'ViewingProposed'])
      const proposed = mine.find((x) => x.status === 'ViewingProposed')
      expect(Date.parse(proposed?.viewing?.time ?? '')).toBeGreaterThan(Date.parse('2026-11-01T12:00:00Z'))
      expect(proposed?.actions.confirmViewing).toBe(true)
      for (const x of mine) expect(x.moveIn > '2026-11-01').toBe(true)
    })

    it('expires an undecided reservation once its move-in day has passed', async () => {
      const created = await r.call('POST', BASE, r.student, reserve(leases[3]!))
      const rid = created.body.data.id
      await r.t.database.db.execute(sql`update rental_reservations set move_in = '2026-10-31' where id = ${rid}`)
      await r.t.app.listingChanges.publish([leases[3]!])
      expect((await r.call('GET', `${BASE}/${rid}`, r.student)).body.data.status).toBe('Pending')
      await r.t.app.listingChanges.publish()
      expect((await r.call('GET', `${BASE}/${rid}`, r.student)).body.data.status).toBe('Expired')
    })
  })

  describe('scam reports', () => {
    let reportId: string
    let profileId: string

    beforeAll(async () => {
      const [p] = await r.rows<{ id: string }>(sql`select id from agent_profiles order by created_at, id limit 1`)
      profileId = p!.id
    })

    it('takes a report of a listing and of an agent, once each per person', async () => {
      const res = await r.call('POST', '/house/api/rental/v1/report', r.student, {
        targetType: 'listing',
        targetId: leases[1],
        reason: 'paymentBeforeViewing',
        details: 'Asked for an e-transfer before any viewing.',
      })
      expect(res.status).toBe(201)
      expect(res.body.msg).toBe('Thank you: our team will look into it')
      reportId = res.body.data.id
      const again = await r.call(
        'POST',
        '/house/api/rental/v1/report',
        { ...r.student, language: 'zh-Hans-CN' },
        { targetType: 'listing', targetId: leases[1], reason: 'tooCheap' },
      )
      expect(again.status).toBe(409)
      expect(again.body.msg).toBe('您已经举报过')
      const other = await r.call('POST', '/house/api/rental/v1/report', r.stranger, {
        targetType: 'listing',
        targetId: leases[1],
        reason: 'tooCheap',
      })
      expect(other.status).toBe(201)
      const agent = await r.call('POST', '/house/api/rental/v1/report', r.student, {
        targetType: 'agent',
        targetId: profileId,
        reason: 'fakeAgent',
      })
      expect(agent.status).toBe(201)
    })

    it.each([
      [
        'en-GB',
        { targetType: 'listing', targetId: 'C0000000', reason: 'other' },
        404,
        'We could not find what you report',
      ],
      ['zh-Hans-CN', { targetType: 'agent', targetId: 'not-an-id', reason: 'other' }, 404, '找不到您举报的对象'],
      ['en-GB', { targetType: 'listing', targetId: 'C1', reason: 'rude' }, 400, 'Choose what happened'],
      ['zh-Hans-CN', { targetType: 'house', targetId: 'C1', reason: 'other' }, 400, '请说明举报的房源或经纪人'],
    ])('refuses in %s %j', async (language, body, status, msg) => {
      const res = await r.call('POST', '/house/api/rental/v1/report', { ...r.student, language }, body)
      expect(res.status).toBe(status)
      expect(res.body.msg).toBe(msg)
    })

    it('puts reports in the administrators’ queue, refused to everyone else', async () => {
      for (const [who, language, msg] of [
        [r.student, 'en-GB', 'Only administrators can do this'],
        [r.agent, 'zh-Hans-CN', '只有管理员可以执行此操作'],
      ] as const) {
        const res = await r.call('GET', '/house/api/admin/v1/reports', { ...who, language })
        expect(res.status).toBe(403)
        expect(res.body.msg).toBe(msg)
      }
      const queue = await r.call('GET', '/house/api/admin/v1/reports?status=open', r.admin)
      const item = queue.body.data.items.find((x: { id: string }) => x.id === reportId)
      expect(item).toMatchObject({ targetType: 'listing', reason: 'paymentBeforeViewing', reports: 2 })
      expect(item.targetLabel).toBeTruthy()
    })

    it('resolves every open report of the target at once', async () => {
      const res = await r.call('POST', `/house/api/admin/v1/reports/${reportId}/resolve`, r.admin, {
        resolution: 'removed',
        note: 'Listing withdrawn after checking with the brokerage.',
      })
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ status: 'resolved', resolution: 'removed' })
      const open = await r.call('GET', '/house/api/admin/v1/reports?status=open', r.admin)
      expect(open.body.data.items.filter((x: { targetId: string }) => x.targetId === leases[1])).toEqual([])
      const again = await r.call('POST', `/house/api/admin/v1/reports/${reportId}/resolve`, r.admin, {
        resolution: 'warned',
      })
      expect(again.status).toBe(409)
      const unknown = await r.call(
        'POST',
        '/house/api/admin/v1/reports/00000000-0000-4000-8000-000000000000/resolve',
        r.admin,
        { resolution: 'noIssue' },
      )
      expect(unknown.status).toBe(404)
      const bad = await r.call('POST', `/house/api/admin/v1/reports/${reportId}/resolve`, r.admin, { resolution: 'x' })
      expect(bad.status).toBe(400)
    })
  })
})
