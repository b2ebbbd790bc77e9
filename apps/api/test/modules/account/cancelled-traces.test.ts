import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const AGENT_EMAIL = 'agent@demo.maplenest.ca'

/** After a cancellation nothing of the person shows: not their agent profile, not on their listings, not their shares. */
describe("a cancelled account's public traces", () => {
  let t: TestApp
  let agentToken: string
  let agentUserId: string
  let profileId: string
  let mlNum: string
  let shareToken: string
  let buyer: Record<string, string>

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    const login = (await passwordLogin(t, AGENT_EMAIL, DEMO_PASSWORD)).json().data
    agentToken = login.access_token
    const [profile] = await rows(
      sql`select p.id, p.user_id from agent_profiles p join users u on u.id = p.user_id where u.email = ${AGENT_EMAIL}`,
    )
    profileId = String(profile!.id)
    agentUserId = String(profile!.user_id)
    const [listing] = await rows(sql`select ml_num from listings where status = 'A' order by ml_num limit 1`)
    mlNum = String(listing!.ml_num)
    await t.database.db.execute(sql`update listings set list_agent_id = ${profileId} where ml_num = ${mlNum}`)

    // The broker saves and shares a listing; a buyer saves the broker.
    const headers = bearer(agentToken)
    const base = '/house/api/attention/v1'
    await t.app.inject({ method: 'POST', url: `${base}/addAttention/${mlNum}/listing/${agentUserId}`, headers })
    const share = await t.app.inject({
      method: 'POST',
      url: `${base}/share`,
      headers,
      payload: { items: [{ type: 'listing', targetId: mlNum }] },
    })
    expect(share.statusCode, share.body).toBe(200)
    shareToken = share.json().data.token
    const buyerId = await registerAccount(t, { email: 'fan@example.ca' })
    buyer = bearer((await passwordLogin(t, 'fan@example.ca', 'secret-pass')).json().data.access_token)
    await t.app.inject({ method: 'POST', url: `${base}/addAttention/${profileId}/agent/${buyerId}`, headers: buyer })
  }, 120_000)
  afterAll(() => t?.close())

  it('shows everything while the account is live', async () => {
    expect((await get(`/house/api/agent/v1/${profileId}`)).statusCode).toBe(200)
    const found = (await get('/house/api/agent/v1/search?q=Olivia&limit=50')).json().data
    expect(found.items.map((a: { id: string }) => a.id)).toContain(profileId)
    expect((await get(`/house/api/listing/v1/${mlNum}`)).json().data.listAgentId).toBe(profileId)
    expect((await get(`/house/api/attention/v1/share/${shareToken}`)).statusCode).toBe(200)
    expect(await t.app.favourites.sharePreview(shareToken, 'en-GB')).not.toBeNull()
    const saved = (await get('/house/api/attention/v1/list?type=agent', buyer)).json().data.items
    expect(saved.map((i: { targetId: string }) => i.targetId)).toEqual([profileId])
  })

  it('hides all of it once the broker cancels', async () => {
    const before = (await get('/house/api/agent/v1/search?limit=50')).json().data.total as number
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/house/api/user/v1/cancel',
      headers: bearer(agentToken),
      payload: { reason: 2, agreed: true },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)

    // the agent profile: not listed, not found by name, and its detail, photo and logo are 404
    const all = (await get('/house/api/agent/v1/search?limit=50')).json().data
    expect(all.total).toBe(before - 1)
    expect(all.items.map((a: { id: string }) => a.id)).not.toContain(profileId)
    expect((await get('/house/api/agent/v1/search?q=Olivia&limit=50')).json().data.items).toEqual([])
    const detail = await get(`/house/api/agent/v1/${profileId}`, { language: 'zh-Hans-CN' })
    expect(detail.statusCode).toBe(404)
    expect((await get(`/house/api/agent/v1/${profileId}/avatar`)).statusCode).toBe(404)
    expect((await get(`/house/api/agent/v1/${profileId}/logo.svg`)).statusCode).toBe(404)

    // the listing stays, with the brokerage and without the agent
    const listing = await get(`/house/api/listing/v1/${mlNum}`)
    expect(listing.statusCode).toBe(200)
    expect(listing.json().data.listAgentId).toBeNull()
    expect(listing.json().data.brokerage).toBeTruthy()
    expect(listing.body).not.toContain(profileId)

    // the share made before cancelling is gone, page preview included
    const share = await get(`/house/api/attention/v1/share/${shareToken}`)
    expect(share.statusCode).toBe(404)
    expect(share.json().msg).toBe('This shared list has been removed by its owner')
    expect(await t.app.favourites.sharePreview(shareToken, 'en-GB')).toBeNull()

    // and a buyer's saved agent drops out of their favourites
    expect((await get('/house/api/attention/v1/list?type=agent', buyer)).json().data.items).toEqual([])
  })
})
