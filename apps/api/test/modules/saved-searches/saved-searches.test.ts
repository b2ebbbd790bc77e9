import type { Notice, SavedSearch } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { type PushEndpoint, startPushEndpoint } from '../../helpers/push-endpoint.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { property, type ResoServer, startResoServer } from '../../ingest/reso-server-fixtures.ts'

const NORTH_YORK_CONDOS = {
  city: 'toronto',
  sr: 'Sale',
  roomType: 'condo',
  bedsMin: 2,
  priceMax: 800_000,
  district: 'North York',
}

/** A condo by Sheppard-Yonge station, in North York (Willowdale East). */
const sheppardCondo = (key: string, minutes: number, over: Record<string, unknown> = {}) =>
  property(key, minutes, {
    ListPrice: 759_000,
    OriginalListPrice: 759_000,
    City: 'Toronto C14',
    CityRegion: 'Willowdale East',
    StreetNumber: '5',
    StreetName: 'Sheppard',
    StreetSuffix: 'Ave E',
    UnitNumber: '1203',
    UnparsedAddress: '5 Sheppard Ave E 1203, Toronto, ON M2N 0G4',
    PostalCode: 'M2N 0G4',
    Latitude: 43.7622,
    Longitude: -79.4098,
    ...over,
  })

/** A lease a few minutes' walk from UBC Point Grey. */
const ubcLease = (key: string, minutes: number, over: Record<string, unknown> = {}) =>
  property(key, minutes, {
    TransactionType: 'For Lease',
    ListPrice: 2_450,
    OriginalListPrice: 2_450,
    BedroomsTotal: 1,
    City: 'Vancouver',
    CityRegion: 'University VW',
    StreetNumber: '3355',
    StreetName: 'Wesbrook',
    StreetSuffix: 'Mall',
    UnitNumber: '402',
    UnparsedAddress: '3355 Wesbrook Mall 402, Vancouver, BC V6S 0E6',
    PostalCode: 'V6S 0E6',
    Latitude: 49.2553,
    Longitude: -123.2357,
    ...over,
  })

describe('saved searches and their alerts', () => {
  let reso: ResoServer
  let peer: PushEndpoint
  let t: TestApp
  let admin: Record<string, string>
  let buyer: { userId: string; headers: Record<string, string> }
  let other: { userId: string; headers: Record<string, string> }

  const sync = () => t.app.inject({ method: 'POST', url: '/house/api/admin/v1/feed/sync', headers: admin })
  const feed = (...records: Record<string, unknown>[]) => reso.property.splice(0, reso.property.length, ...records)
  const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/house/api/search/v1/saved', headers, payload })
  const notices = async (who = buyer, language = 'en-GB') => {
    const res = await t.app.inject({ url: '/house/api/notice/v1?limit=50', headers: { ...who.headers, language } })
    expect(res.statusCode).toBe(200)
    return (res.json().data.items as Notice[]).filter((n) => n.kind.startsWith('savedSearch.'))
  }
  const account = async (email: string, language = 'en-GB') => {
    const userId = await registerAccount(t, { email })
    const headers = { ...bearer((await passwordLogin(t, email, 'secret-pass')).json().data.access_token), language }
    return { userId, headers }
  }

  beforeAll(async () => {
    reso = await startResoServer()
    peer = await startPushEndpoint()
    t = await createTestApp({
      RESO_URL: reso.url,
      RESO_TOKEN: reso.token,
      RESO_FEED: 'saved-searches',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PUSH_ENDPOINT_ORIGINS: peer.origin,
    })
    // Noon in Toronto, some days back: outside the quiet hours, and before the database's own clock.
    t.clock.now = new Date('2026-11-25T17:00:00Z')
    await seedDemoAccounts(t.app)
    admin = bearer((await passwordLogin(t, 'admin@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
    buyer = await account('saver@example.ca')
    other = await account('other@example.ca')
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await reso?.close()
    await peer?.close()
  })

  it('is for signed-in people: a visitor is told to sign in or register (403)', async () => {
    const visitor = bearer((await visitorLogin(t)).access_token)
    expect((await save(visitor, { query: NORTH_YORK_CONDOS, frequency: 'instant' })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/house/api/search/v1/saved', headers: visitor })).statusCode).toBe(403)
  })

  it('proposes a name in the caller’s language, and refuses bad criteria with a localised message', async () => {
    const zh = await save(
      { ...other.headers, language: 'zh-Hans-CN' },
      { query: NORTH_YORK_CONDOS, frequency: 'daily' },
    )
    expect(zh.statusCode).toBe(201)
    expect(zh.json().data).toMatchObject({
      name: '北约克2室及以上出售公寓，80万加元以内',
      frequency: 'daily',
      channels: { push: true, email: false },
      paused: false,
      newCount: 0,
    })
    const crossed = await save(other.headers, {
      query: { city: 'toronto' },
      polygon: [
        { lat: 43.7, lng: -79.5 },
        { lat: 43.8, lng: -79.4 },
        { lat: 43.7, lng: -79.4 },
        { lat: 43.8, lng: -79.5 },
      ],
      frequency: 'instant',
    })
    expect(crossed.statusCode).toBe(400)
    expect(crossed.json().msg).toMatch(/cross/i)
    const badPrice = await save(other.headers, {
      query: { priceMin: 900_000, priceMax: 800_000 },
      frequency: 'instant',
    })
    expect(badPrice.statusCode).toBe(400)
    const hourly = await save({ ...other.headers, language: 'zh-Hans-CN' }, { query: {}, frequency: 'hourly' })
    expect(hourly.statusCode).toBe(400)
    expect(hourly.json().msg).toMatch(/[\u4e00-\u9fff]/)
    const mine = await t.app.inject({ url: '/house/api/search/v1/saved', headers: other.headers })
    expect(mine.json().data.items).toHaveLength(1)
  })

  it('keeps each person’s searches to themselves', async () => {
    const created = (await save(other.headers, { name: 'Mine', query: { city: 'vancouver' }, frequency: 'off' })).json()
      .data as SavedSearch
    const url = `/house/api/search/v1/saved/${created.id}`
    for (const res of [
      await t.app.inject({ method: 'PUT', url, headers: buyer.headers, payload: { paused: true } }),
      await t.app.inject({ method: 'DELETE', url, headers: buyer.headers }),
      await t.app.inject({ method: 'POST', url: `${url}/open`, headers: buyer.headers }),
    ])
      expect(res.statusCode).toBe(404)
    const list = await t.app.inject({ url: '/house/api/search/v1/saved', headers: buyer.headers })
    expect(list.json().data.items).toEqual([])
    const paused = await t.app.inject({ method: 'PUT', url, headers: other.headers, payload: { paused: true } })
    expect(paused.json().data.paused).toBe(true)
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404)
  })

  it('tells the buyer once, within the feed sync, of a new condo that fits, and why', async () => {
    const saved = await save(buyer.headers, {
      name: '2+ bed condos in North York under $800k',
      query: NORTH_YORK_CONDOS,
      frequency: 'instant',
    })
    expect(saved.statusCode).toBe(201)
    feed(
      sheppardCondo('C9101', 1),
      // one that does not fit: three bedrooms but over the price; one downtown; one in Vancouver
      sheppardCondo('C9102', 1, { ListPrice: 950_000, OriginalListPrice: 950_000 }),
      property('C9103', 1),
      ubcLease('V9104', 1),
    )
    expect((await sync()).json().data.lastReport.property.inserted).toBe(4)
    const told = await notices()
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      kind: 'savedSearch.matched',
      title: '2+ bed condos in North York under $800k: new listing',
      params: { mlNum: 'C9101', event: 'new', searchId: saved.json().data.id },
    })
    expect(told[0]?.body).toMatch(
      /^New · 2 bed · \$759,000 · \d+ min walk to Sheppard-Yonge — 1203 - 5 Sheppard Ave E$/,
    )
    // the same feed again, and the job's own round: nothing more
    await sync()
    await t.app.savedSearchAlerts.matchPending()
    expect(await notices()).toHaveLength(1)
    const [zh] = await notices(buyer, 'zh-Hans-CN')
    expect(zh?.body).toMatch(/^新上市 · 2室 · .*759,000 · 步行\d+分钟到.+站 — /)
  })

  it('tells of a price drop by how much, and counts new homes until the search is opened', async () => {
    t.clock.advance(60_000)
    feed(sheppardCondo('C9101', 10, { ListPrice: 739_000, MlsStatus: 'Price Change' }))
    await sync()
    const [drop] = await notices()
    expect(drop).toMatchObject({ kind: 'savedSearch.matched', params: { event: 'priceDown', beforePrice: 759_000 } })
    expect(drop?.body).toMatch(/^Price down \$20,000 · 2 bed · \$739,000/)
    const [search] = (await t.app.inject({ url: '/house/api/search/v1/saved', headers: buyer.headers })).json().data
      .items as SavedSearch[]
    expect(search?.newCount).toBe(1)
    const opened = await t.app.inject({
      method: 'POST',
      url: `/house/api/search/v1/saved/${search?.id}/open`,
      headers: buyer.headers,
    })
    expect(opened.json().data.fresh).toEqual([expect.objectContaining({ mlNum: 'C9101', kind: 'priceDown' })])
    expect(opened.json().data.search.newCount).toBe(0)
    const again = (await t.app.inject({ url: '/house/api/search/v1/saved', headers: buyer.headers })).json().data.items
    expect(again[0].newCount).toBe(0)
  })

  it('tells a student of a new lease near UBC, and sends sold news only under the VOW terms', async () => {
    const student = await account('student@example.ca', 'zh-Hans-CN')
    const saved = await save(student.headers, { query: { sr: 'Lease', campus: 'UBC' }, frequency: 'instant' })
    expect(saved.json().data.name).toMatch(/UBC|英属哥伦比亚大学/)
    t.clock.advance(60_000)
    feed(ubcLease('V9105', 20))
    await sync()
    const [lease] = await notices(student, 'zh-Hans-CN')
    expect(lease).toMatchObject({ kind: 'savedSearch.matched', params: { mlNum: 'V9105', event: 'new', sr: 'Lease' } })
    expect(lease?.body).toMatch(/^新上市 · 1室 · 月租 .*2,450/)
    // Leased: the student has not accepted the VOW terms, so nothing is said of it
    t.clock.advance(60_000)
    feed(ubcLease('V9105', 30, { StandardStatus: 'Closed', MlsStatus: 'Leased', ClosePrice: 2_400 }))
    await sync()
    expect(await notices(student)).toHaveLength(1)
  })

  it('e-mails a digest with a working one-click unsubscribe, when the person agreed', async () => {
    const emailer = await account('digest@example.ca')
    const saved = await save(emailer.headers, {
      query: { city: 'toronto', sr: 'Sale', district: 'North York' },
      frequency: 'instant',
      channels: { email: true },
    })
    expect(saved.json().data.emailConsent).toMatchObject({ wording: expect.stringMatching(/^E-mail me alerts/) })
    t.clock.advance(60_000)
    feed(sheppardCondo('C9106', 40, { BedroomsTotal: 1 }))
    await sync()
    expect(await t.app.savedSearchAlerts.sendDigests()).toMatchObject({ emails: 1 })
    const [mail] = await t.app.outbox.listFor('digest@example.ca')
    expect(mail?.subject).toBe('Your saved searches: 1 update')
    expect(mail?.body).toContain('New · 1 bed · $759,000')
    expect(mail?.body).toContain('Sent by MapleNest, MapleNest, 100 King St W')
    const headers = (mail?.meta as { headers?: Record<string, string> } | undefined)?.headers ?? {}
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = /<(.+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(mail?.body).toContain(link)
    const page = await t.app.inject({ url: link.replace(/^https?:\/\/[^/]+/, '') })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('You are unsubscribed')
    const after = (await t.app.inject({ url: '/house/api/search/v1/saved', headers: emailer.headers })).json().data
      .items
    expect(after[0]).toMatchObject({ channels: { email: false }, emailConsent: null })
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    const forged = await t.app.inject({ url: '/house/api/search/v1/unsubscribe?token=abc.def' })
    expect(forged.statusCode).toBe(400)
    // a second digest the same day would be one too many
    t.clock.advance(60_000)
    feed(sheppardCondo('C9107', 50, { BedroomsTotal: 1 }))
    await sync()
    expect(await t.app.savedSearchAlerts.sendDigests()).toMatchObject({ emails: 0 })
  })

  it('steps a search down to a daily digest after five unopened alerts, and says so', async () => {
    const idle = await account('idle@example.ca')
    const consent = await t.app.inject({
      method: 'PUT',
      url: '/house/api/notice/v1/consent',
      headers: idle.headers,
      payload: { email: true },
    })
    expect(consent.statusCode).toBe(200)
    await save(idle.headers, {
      name: 'Anything in Toronto',
      query: { city: 'toronto', sr: 'Sale' },
      frequency: 'instant',
    })
    for (let i = 0; i < 6; i++) {
      t.clock.advance(60_000)
      feed(property(`C92${i}0`, 60 + i))
      await sync()
    }
    const told = await notices(idle)
    expect(told.filter((n) => n.kind === 'savedSearch.matched')).toHaveLength(5)
    expect(told[0]).toMatchObject({
      kind: 'savedSearch.steppedDown',
      title: 'Anything in Toronto: alerts now come once a day',
    })
    const [search] = (await t.app.inject({ url: '/house/api/search/v1/saved', headers: idle.headers })).json().data
      .items
    expect(search).toMatchObject({ frequency: 'daily', steppedDown: true })
    // who agreed to e-mail copies of notices has this one by e-mail too
    const mails = await t.app.outbox.listFor('idle@example.ca')
    expect(mails.map((m) => m.subject)).toContain('Anything in Toronto: alerts now come once a day')
  })

  it('tells a change once, even when it comes to be matched again', async () => {
    const once = await account('once@example.ca')
    await save(once.headers, {
      name: 'Everything for sale',
      query: { city: 'toronto', sr: 'Sale' },
      frequency: 'instant',
    })
    t.clock.advance(60_000)
    feed(property('C9300', 70))
    await sync()
    expect((await notices(once)).map((n) => n.params.mlNum)).toEqual(['C9300'])
    // as if a process had matched the change and stopped before it could say so
    await t.database.db.execute(sql`update listing_changes set matched_at = null where ml_num = 'C9300'`)
    await t.app.savedSearchAlerts.matchPending()
    expect((await notices(once)).map((n) => n.params.mlNum)).toEqual(['C9300'])
  })

  it('takes its alerts with a search when it is deleted, and with a person when they go', async () => {
    const alertsOf = async (userId: string) =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from saved_search_alerts where user_id = ${userId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n
    const leaving = await account('leaving@example.ca')
    const kept = (await save(leaving.headers, { query: { city: 'toronto', sr: 'Sale' }, frequency: 'daily' })).json()
      .data as SavedSearch
    const dropped = (
      await save(leaving.headers, { query: { city: 'toronto', sr: 'Sale', roomType: 'condo' }, frequency: 'daily' })
    ).json().data as SavedSearch
    t.clock.advance(60_000)
    feed(sheppardCondo('C9400', 80))
    await sync()
    expect(await alertsOf(leaving.userId)).toBe(2)
    const url = `/house/api/search/v1/saved/${dropped.id}`
    expect((await t.app.inject({ method: 'DELETE', url, headers: leaving.headers })).statusCode).toBe(200)
    const left = (await t.database.db.execute(
      sql`select search_id from saved_search_alerts where user_id = ${leaving.userId}`,
    )) as unknown as { rows: { search_id: string }[] }
    expect(left.rows.map((r) => r.search_id)).toEqual([kept.id])
    await t.database.db.execute(sql`delete from users where id = ${leaving.userId}`)
    expect(await alertsOf(leaving.userId)).toBe(0)
  })

  it("names the agent's app, and her, in the digest of a client of her app", async () => {
    const agent = await account('digest-agent@example.ca')
    await t.app.users.makeAgent(agent.userId)
    const [app] = (
      (await t.database.db.execute(sql`
        insert into agent_apps (user_id, app_name, subdomain)
        values (${agent.userId}::uuid, 'Harbour Homes', 'harbourhomes') returning id`)) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    await t.database.db.execute(sql`
      insert into agent_app_orders
        (app_id, user_id, plan, months, amount_cents, status, provider, paid_at, period_start, period_end)
      values (${app!.id}::uuid, ${agent.userId}::uuid, 'monthly', 1, 2900, 'paid', 'invoice',
        '2026-01-01', '2026-01-01', '2027-12-31')`)
    for (const [email, language] of [
      ['her-client@example.ca', 'en-GB'],
      ['her-client-zh@example.ca', 'zh-Hans-CN'],
    ] as const) {
      const client = await account(email, language)
      await t.database.db.execute(sql`
        insert into agent_app_clients (client_user_id, app_id, source, first_at)
        values (${client.userId}::uuid, ${app!.id}::uuid, 'qr', '2026-11-01')`)
      await t.database.db.execute(sql`update users set language = ${language} where id = ${client.userId}::uuid`)
      await save(client.headers, {
        query: { city: 'toronto', sr: 'Sale', district: 'North York' },
        frequency: 'instant',
        channels: { email: true },
      })
    }
    t.clock.advance(60_000)
    feed(sheppardCondo('C9116', 80, { BedroomsTotal: 1 }))
    await sync()
    expect(await t.app.savedSearchAlerts.sendDigests()).toMatchObject({ emails: 2 })
    const [mail] = await t.app.outbox.listFor('her-client@example.ca')
    expect(mail?.subject).toBe('Harbour Homes · Your saved searches: 1 update')
    expect(mail?.body).toContain('Here is what changed for your saved searches in Harbour Homes, from')
    expect(mail?.body).toContain('Sent by MapleNest for Harbour Homes, MapleNest, 100 King St W')
    // Its links open her app, on her sub-domain; the unsubscribe link stays on the product's address.
    const links = mail?.body.match(/https?:\/\/\S+/g) ?? []
    const [page, unsubscribe] = [
      links.find((l) => !l.includes('unsubscribe')),
      links.find((l) => l.includes('unsubscribe')),
    ]
    expect(page).toMatch(
      new RegExp(`^http://harbourhomes\\.[^/]+/h5/[^ ]*[?&]appId=${app!.id}&agentUserId=${agent.userId}$`),
    )
    expect(unsubscribe?.startsWith(t.env.PUBLIC_URL)).toBe(true)
    const [zh] = await t.app.outbox.listFor('her-client-zh@example.ca')
    expect(zh?.subject).toBe('Harbour Homes · 您保存的搜索：1 条更新')
    expect(zh?.body).toContain('本邮件由 MapleNest 代 Harbour Homes（')
  })

  it('pushes an instant search to the phone at once, then what came within 15 minutes as one, and nothing at night', async () => {
    const phone = await account('phone@example.ca')
    const device = await t.app.inject({
      method: 'POST',
      url: '/app/bindingEquipment',
      headers: phone.headers,
      payload: { token: JSON.stringify(peer.subscribe()), userId: phone.userId, platform: 'ios', clientId: 'phone-1' },
    })
    expect(device.statusCode).toBe(200)
    await save(phone.headers, { name: 'Condos by Sheppard', query: NORTH_YORK_CONDOS, frequency: 'instant' })
    const pushes = async () => {
      await t.app.push.settle()
      return peer.received.map((p) => p.payload as { title: string; body: string; url: string })
    }
    /** Sets the clock days ahead, and signs the admin in again as that day's sign-in. */
    const timeIs = async (iso: string) => {
      t.clock.now = new Date(iso)
      admin = bearer((await passwordLogin(t, 'admin@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
    }
    // noon in Toronto: the first new condo is pushed at once
    await timeIs('2026-11-27T17:00:00Z')
    feed(sheppardCondo('C9401', 90))
    await sync()
    expect(await pushes()).toEqual([
      expect.objectContaining({
        title: 'Condos by Sheppard: new listing',
        body: 'New · 2 bed · $759,000 · 2 min walk to Sheppard-Yonge — 1203 - 5 Sheppard Ave E',
      }),
    ])
    // two more within 15 minutes wait for the gap, then go as one push naming the latest
    for (const [i, price] of [755_000, 749_000].entries()) {
      t.clock.advance(5 * 60_000)
      feed(sheppardCondo(`C940${i + 2}`, 91 + i, { ListPrice: price, OriginalListPrice: price }))
      await sync()
    }
    expect(await pushes()).toHaveLength(1)
    t.clock.now = new Date('2026-11-27T17:16:00Z')
    // two rounds at once (two processes, say): the search's push goes once
    await Promise.all([t.app.savedSearchAlerts.sendDuePushes(), t.app.savedSearchAlerts.sendDuePushes()])
    expect((await pushes()).slice(1)).toEqual([
      expect.objectContaining({
        title: '2 homes that fit Condos by Sheppard',
        body: 'The latest: New · 2 bed · $749,000 · 2 min walk to Sheppard-Yonge',
      }),
    ])
    // 23:30 in Toronto: the quiet hours keep the next one until 08:00
    await timeIs('2026-11-28T04:30:00Z')
    feed(sheppardCondo('C9404', 93, { ListPrice: 739_000, OriginalListPrice: 739_000 }))
    await sync()
    t.clock.now = new Date('2026-11-28T12:59:00Z')
    await t.app.savedSearchAlerts.sendDuePushes()
    expect(await pushes()).toHaveLength(2)
    t.clock.now = new Date('2026-11-28T13:00:00Z')
    await t.app.savedSearchAlerts.sendDuePushes()
    expect((await pushes()).slice(2)).toEqual([
      expect.objectContaining({
        title: 'Condos by Sheppard: new listing',
        body: expect.stringMatching(/^New · 2 bed · \$739,000/),
      }),
    ])
    expect(peer.problems).toEqual([])
  })
})
