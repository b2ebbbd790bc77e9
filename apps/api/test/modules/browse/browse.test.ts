import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp, search } from '../listings/listing-fixtures.ts'

describe('browsing history', () => {
  let t: TestApp
  let callers: Callers
  let other: Record<string, string>
  let mlNums: string[]
  beforeAll(async () => {
    ;({ t, callers } = await createListingsTestApp())
    await registerAccount(t, { email: 'someone-else@example.ca' })
    other = bearer((await passwordLogin(t, 'someone-else@example.ca', 'secret-pass')).json().data.access_token)
    mlNums = (await search(t, { limit: 5 })).body.data.items.map((i) => i.mlNum)
  })
  afterAll(() => t.close())

  const open = async (mlNum: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/${mlNum}`, headers })
    expect(res.statusCode).toBe(200)
  }
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/house/api/browse/v1${query}`, headers })
    return { status: res.statusCode, body: res.json() }
  }

  it('answers 401 to nobody signed in and 403 to a visitor, who needs a registered account', async () => {
    expect((await list(callers.anonymous)).status).toBe(401)
    expect((await list(callers.visitor)).status).toBe(403)
    const del = await t.app.inject({ method: 'DELETE', url: '/house/api/browse/v1', headers: callers.visitor })
    expect(del.statusCode).toBe(403)
  })

  it('lists the listings a user opened, newest first, a page at a time, to that user only', async () => {
    for (const mlNum of mlNums) {
      await open(mlNum, callers.registered)
      t.clock.advance(1000)
    }
    await open(mlNums[0]!, callers.registered)
    await open(mlNums[4]!, callers.visitor)
    const first = await list(callers.registered, '?limit=3')
    expect(first.status).toBe(200)
    const seen = first.body.data.items.map((i: { listing: { mlNum: string } }) => i.listing.mlNum)
    const second = await list(callers.registered, `?limit=3&cursor=${first.body.data.nextCursor}`)
    expect(second.body.data.nextCursor).toBeNull()
    seen.push(...second.body.data.items.map((i: { listing: { mlNum: string } }) => i.listing.mlNum))
    expect(seen).toEqual([mlNums[0], mlNums[4], mlNums[3], mlNums[2], mlNums[1]])
    expect(first.body.data.items[0].viewedAt).toBe(t.clock.now.toISOString())
    expect((await list(other)).body.data.items).toEqual([])
    const stolen = await list(other, `?cursor=${first.body.data.nextCursor}`)
    expect(stolen.status).toBe(400)
  })

  it('removes one listing, then clears the rest', async () => {
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/house/api/browse/v1/${mlNums[2]}`,
      headers: callers.registered,
    })
    expect(one.json()).toEqual({ code: 200, msg: 'Removed from your browsing history', data: { removed: 1 } })
    const left = (await list(callers.registered)).body.data.items.map(
      (i: { listing: { mlNum: string } }) => i.listing.mlNum,
    )
    expect(left).not.toContain(mlNums[2])
    expect(left).toHaveLength(4)
    const all = await t.app.inject({ method: 'DELETE', url: '/house/api/browse/v1', headers: callers.registered })
    expect(all.json().data).toEqual({ removed: 4 })
    expect((await list(callers.registered)).body.data).toEqual({ items: [], nextCursor: null })
  })
})
