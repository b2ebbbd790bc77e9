import { calculateFavouriteChange, type FavouriteItem } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const BASE = '/house/api/attention/v1'

interface Person {
  userId: string
  headers: Record<string, string>
}

describe('favourites', () => {
  let t: TestApp
  let me: Person
  let other: Person
  let visitor: Record<string, string>
  let ids: { listing: string; precons: string; layout: string; school: string; agent: string }

  const one = async (query: ReturnType<typeof sql>): Promise<string> => {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { v: unknown }[] }
    return String(result.rows[0]?.v)
  }
  const countFavourites = async () => Number(await one(sql`select count(*) as v from favourites`))
  const person = async (email: string): Promise<Person> => {
    const userId = await registerAccount(t, { email })
    const token = (await passwordLogin(t, email, 'secret-pass')).json().data.access_token
    return { userId, headers: bearer(token) }
  }
  const add = (id: string, type: string, userId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${BASE}/addAttention/${id}/${type}/${userId}`, headers })
  const list = async (who: Person, query = '') => {
    const res = await t.app.inject({ url: `${BASE}/list${query}`, headers: who.headers })
    expect(res.statusCode).toBe(200)
    return res.json().data as { items: FavouriteItem[]; nextCursor: string | null }
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    me = await person('keeper@example.ca')
    other = await person('stranger@example.ca')
    visitor = bearer((await visitorLogin(t)).access_token)
    ids = {
      listing: await one(
        sql`select ml_num as v from listings where status = 'A' and sr = 'Sale' order by ml_num limit 1`,
      ),
      precons: await one(sql`select id as v from precons_projects order by id limit 1`),
      layout: await one(sql`select id as v from precons_layouts order by id limit 1`),
      school: await one(sql`select school_number as v from schools order by school_number limit 1`),
      agent: await one(sql`select id as v from agent_profiles order by id limit 1`),
    }
  }, 120_000)
  afterAll(() => t?.close())

  it('refuses callers who are not signed in with a registered account, whatever they send', async () => {
    // nobody signed in: 401, sign in; a visitor: 403, as their token is alive and renewing it would not help
    for (const [headers, status] of [
      [{}, 401],
      [visitor, 403],
    ] as const) {
      expect((await add(ids.listing, 'listing', me.userId, headers)).statusCode).toBe(status)
      expect((await add('!!', 'house', 'nobody', headers)).statusCode).toBe(status)
      expect((await t.app.inject({ url: `${BASE}/list`, headers })).statusCode).toBe(status)
      const del = await t.app.inject({ method: 'DELETE', url: `${BASE}/listing/${ids.listing}`, headers })
      expect(del.statusCode).toBe(status)
    }
    const hearts = await t.app.inject({ url: `${BASE}/ids?type=listing`, headers: visitor })
    expect(hearts.json().data).toEqual({ type: 'listing', ids: [] })
    expect(await countFavourites()).toBe(0)
  })

  it('adds an item once: the second time changes nothing', async () => {
    const first = await add(ids.listing.toLowerCase(), 'listing', me.userId, me.headers)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ code: 200, msg: 'Saved to favourites' })
    expect(first.json().data).toEqual({
      type: 'listing',
      targetId: ids.listing,
      savedAt: TEST_ANCHOR.toISOString(),
      created: true,
    })
    t.clock.advance(60_000)
    const again = await add(ids.listing, 'listing', me.userId, me.headers)
    expect(again.json().data).toMatchObject({ created: false, savedAt: TEST_ANCHOR.toISOString() })
    expect(await countFavourites()).toBe(1)
  })

  it("refuses another person's user id (403), an unknown item (404) and bad input (400 naming the field), writing nothing", async () => {
    const notYou = await add(ids.listing, 'listing', other.userId, { ...me.headers, language: 'zh-Hans-CN' })
    expect(notYou.statusCode).toBe(403)
    expect(notYou.json().msg).toBe('只能为自己的账户添加收藏')
    const unknown = await add('X0000000', 'listing', me.userId, me.headers)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().msg).toBe('This item no longer exists')
    expect((await add('no-such-school', 'school', me.userId, me.headers)).statusCode).toBe(404)
    const badType = await add(ids.listing, 'house', me.userId, me.headers)
    expect(badType.statusCode).toBe(400)
    expect(badType.json().msg).toContain('type')
    const badUser = await add(ids.listing, 'listing', 'me', me.headers)
    expect(badUser.statusCode).toBe(400)
    expect(badUser.json().msg).toContain('id2')
    expect(await countFavourites()).toBe(1)
  })

  it('lists every kind newest first with the item as it is now, a page at a time, to its owner only', async () => {
    for (const type of ['precons', 'layout', 'school', 'agent'] as const) {
      t.clock.advance(1000)
      const res = await add(ids[type], type, me.userId, me.headers)
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200)
    }
    const first = await list(me, '?limit=3')
    expect(first.items.map((i) => i.type)).toEqual(['agent', 'school', 'layout'])
    expect(first.nextCursor).not.toBeNull()
    const second = await list(me, `?limit=3&cursor=${first.nextCursor}`)
    expect(second.items.map((i) => i.type)).toEqual(['precons', 'listing'])
    expect(second.nextCursor).toBeNull()
    const listing = second.items[1]!
    expect(listing.listing?.mlNum).toBe(ids.listing)
    expect(listing.current.status).toBe('active')
    expect(listing.savedPrice).toBe(listing.current.price)
    expect(first.items.every((i) => i.current.title.length > 0)).toBe(true)

    const schools = await list(me, '?type=school')
    expect(schools.items.map((i) => i.targetId)).toEqual([ids.school])
    const hearts = await t.app.inject({ url: `${BASE}/ids?type=agent`, headers: me.headers })
    expect(hearts.json().data).toEqual({ type: 'agent', ids: [ids.agent] })

    expect((await list(other)).items).toEqual([])
    const otherHearts = await t.app.inject({ url: `${BASE}/ids?type=listing`, headers: other.headers })
    expect(otherHearts.json().data.ids).toEqual([])
    const stolen = await t.app.inject({ url: `${BASE}/list?cursor=${first.nextCursor}`, headers: other.headers })
    expect(stolen.statusCode).toBe(400)
  })

  it('keeps the price and status it had when saved, so a change since shows as a badge', async () => {
    const before = (await list(me, '?type=listing')).items[0]!
    await t.database.db.execute(sql`update listings set price = price - 20000 where ml_num = ${ids.listing}`)
    const cheaper = (await list(me, '?type=listing')).items[0]!
    expect(cheaper.savedPrice).toBe(before.savedPrice)
    expect(cheaper.current.price).toBe(before.savedPrice! - 20_000)
    expect(
      calculateFavouriteChange(
        { price: cheaper.savedPrice, status: cheaper.savedStatus },
        { price: cheaper.current.price, status: cheaper.current.status },
      ),
    ).toEqual({ kind: 'priceDown', amount: 20_000 })

    await t.database.db.execute(sql`update listings set status = 'U', lsc = 'sld' where ml_num = ${ids.listing}`)
    const sold = (await list(me, '?type=listing')).items[0]!
    expect(sold.savedStatus).toBe('active')
    expect(sold.current.status).toBe('sold')
  })

  it('shares a selection as a public page that its owner alone can revoke', async () => {
    const notMine = await t.app.inject({
      method: 'POST',
      url: `${BASE}/share`,
      headers: other.headers,
      payload: { items: [{ type: 'listing', targetId: ids.listing }] },
    })
    expect(notMine.statusCode).toBe(400)
    expect(notMine.json().msg).toBe('Only your own favourites can be shared')
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `${BASE}/share`,
      headers: me.headers,
      payload: { items: Array.from({ length: 21 }, () => ({ type: 'listing', targetId: ids.listing })) },
    })
    expect(tooMany.statusCode).toBe(400)

    const made = await t.app.inject({
      method: 'POST',
      url: `${BASE}/share`,
      headers: me.headers,
      payload: {
        items: [
          { type: 'school', targetId: ids.school },
          { type: 'listing', targetId: ids.listing },
        ],
      },
    })
    expect(made.statusCode).toBe(200)
    const { token, path } = made.json().data
    expect(path).toBe(`/h5/pages/collect/share/collect-share?token=${token}`)

    const mine = await t.app.inject({ url: `${BASE}/share`, headers: me.headers })
    expect(mine.json().data.items).toEqual([expect.objectContaining({ token, path, count: 2 })])
    const theirs = await t.app.inject({ url: `${BASE}/share`, headers: other.headers })
    expect(theirs.json().data.items).toEqual([])
    expect((await t.app.inject({ url: `${BASE}/share` })).statusCode).toBe(401)

    const open = await t.app.inject({ url: `${BASE}/share/${token}` })
    expect(open.statusCode).toBe(200)
    expect(open.json().data.items.map((i: FavouriteItem) => [i.type, i.targetId])).toEqual([
      ['school', ids.school],
      ['listing', ids.listing],
    ])
    expect(open.json().data.items[1].current.status).toBe('sold')

    const byOther = await t.app.inject({ method: 'DELETE', url: `${BASE}/share/${token}`, headers: other.headers })
    expect(byOther.statusCode).toBe(404)
    expect((await t.app.inject({ url: `${BASE}/share/${token}` })).statusCode).toBe(200)
    const revoked = await t.app.inject({ method: 'DELETE', url: `${BASE}/share/${token}`, headers: me.headers })
    expect(revoked.json()).toMatchObject({ code: 200, msg: 'Share link removed', data: { removed: 1 } })
    const gone = await t.app.inject({ url: `${BASE}/share/${token}`, headers: { language: 'zh-Hans-CN' } })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().msg).toBe('分享者已删除此分享')
    expect((await t.app.inject({ url: `${BASE}/share`, headers: me.headers })).json().data.items).toEqual([])
  })

  it('answers one live link for the same selection in any order, even asked twice at once, and a new one otherwise', async () => {
    const share = (items: { type: string; targetId: string }[]) =>
      t.app.inject({ method: 'POST', url: `${BASE}/share`, headers: me.headers, payload: { items } })
    const school = { type: 'school', targetId: ids.school }
    const listing = { type: 'listing', targetId: ids.listing }
    const precons = { type: 'precons', targetId: ids.precons }

    // the previous test revoked its link of these two: a new one is made, once, for both requests
    const [first, second] = await Promise.all([share([school, listing]), share([listing, school])])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const token = first.json().data.token
    expect(second.json().data.token).toBe(token)
    expect([first.json().data.created, second.json().data.created].sort()).toEqual([false, true])

    const again = await share([{ type: 'listing', targetId: ids.listing.toLowerCase() }, school, school])
    expect(again.json().data).toEqual({
      token,
      path: `/h5/pages/collect/share/collect-share?token=${token}`,
      created: false,
    })
    const more = await share([school, listing, precons])
    expect(more.json().data.created).toBe(true)
    expect(more.json().data.token).not.toBe(token)

    const live = async () =>
      Number(
        await one(sql`select count(*) as v from favourite_shares where user_id = ${me.userId} and revoked_at is null`),
      )
    expect(await live()).toBe(2)
    const mine = (await t.app.inject({ url: `${BASE}/share`, headers: me.headers })).json().data.items
    expect(mine.map((s: { token: string }) => s.token).sort()).toEqual([token, more.json().data.token].sort())

    // once revoked, the same selection makes a new link
    await t.app.inject({ method: 'DELETE', url: `${BASE}/share/${token}`, headers: me.headers })
    const after = await share([listing, school])
    expect(after.json().data.created).toBe(true)
    expect(after.json().data.token).not.toBe(token)
    expect(await live()).toBe(2)
  })

  it("removes a favourite from the caller's own list only", async () => {
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/listing/${ids.listing}`,
      headers: other.headers,
    })
    expect(byOther.json().data).toEqual({ removed: 0 })
    const mine = await t.app.inject({ method: 'DELETE', url: `${BASE}/listing/${ids.listing}`, headers: me.headers })
    expect(mine.json()).toMatchObject({ code: 200, msg: 'Removed from favourites', data: { removed: 1 } })
    expect((await list(me, '?type=listing')).items).toEqual([])
    expect((await list(me)).items).toHaveLength(4)
  })
})
