import type { AgentListings, ListingDetail } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkDemoListingsToAgents } from '../../../src/seed/agents/link-listings.ts'
import { seedDemoListings } from '../../../src/seed/index.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { ANCHOR, createAgentsTestApp } from '../agents/agent-fixtures.ts'

const getData = async <T>(t: TestApp, url: string): Promise<{ status: number; data: T }> => {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, data: res.json().data as T }
}

describe("a listing's agent and an agent's listings", () => {
  let t: TestApp
  let linked: number
  beforeAll(async () => {
    ;({ t } = await createAgentsTestApp())
    await seedDemoListings(t.app.database.db, { size: 'tiny', anchor: ANCHOR })
    linked = await linkDemoListingsToAgents(t.app.database.db)
  })
  afterAll(() => t.close())

  it('links every demo listing to an agent of its city, whose brokerage it then shows', async () => {
    expect(linked).toBe(400)
    const search = await getData<{ items: { mlNum: string }[] }>(t, '/house/api/listing/v1/search?city=vancouver')
    const mlNum = search.data.items[0]?.mlNum as string
    const detail = await getData<ListingDetail>(t, `/house/api/listing/v1/${mlNum}`)
    expect(detail.data.listAgentId).toMatch(/^[0-9a-f-]{36}$/)
    const agent = await getData<{ companyName: string; serviceCities: string[] }>(
      t,
      `/house/api/agent/v1/${detail.data.listAgentId}`,
    )
    expect(agent.status).toBe(200)
    expect(agent.data.serviceCities[0]).toBe('vancouver')
    expect(detail.data.brokerage).toBe(agent.data.companyName)
  })

  it("lists the agent's active listings newest first, with how many they have", async () => {
    const search = await getData<{ items: { mlNum: string }[] }>(t, '/house/api/listing/v1/search?city=toronto')
    const detail = await getData<ListingDetail>(t, `/house/api/listing/v1/${search.data.items[0]?.mlNum}`)
    const { status, data } = await getData<AgentListings>(t, `/house/api/listing/v1/agent/${detail.data.listAgentId}`)
    expect(status).toBe(200)
    expect(data.total).toBeGreaterThan(0)
    expect(data.items.length).toBe(Math.min(data.total, 10))
    expect(data.items.map((i) => i.mlNum)).toContain(detail.data.mlNum)
    expect(data.items.every((i) => i.status === 'A' && i.city === 'toronto')).toBe(true)
    const dates = data.items.map((i) => i.inputDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('linking again changes nothing, and an agent with no listings or an unknown id has an empty list', async () => {
    expect(await linkDemoListingsToAgents(t.app.database.db)).toBe(0)
    const none = await getData<AgentListings>(t, '/house/api/listing/v1/agent/00000000-0000-4000-8000-000000000000')
    expect(none).toEqual({ status: 200, data: { items: [], total: 0 } })
    const bad = await getData<AgentListings>(t, '/house/api/listing/v1/agent/not-an-id')
    expect(bad.data).toEqual({ items: [], total: 0 })
  })
})
