import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { tokenOf } from './contract-fixtures.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('demo contracts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
  }, 180_000)
  afterAll(() => t?.close())

  it('gives the demo buyer four leases from Olivia Chen: within 30 days, within 60, later and past, each with its PDF', async () => {
    const buyer = bearer(await tokenOf(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD))
    const page = (await t.app.inject({ url: '/house/api/contract/v1', headers: buyer })).json().data
    const days = page.items
      .map((c: { endDate: string }) => Math.round((Date.parse(c.endDate) - TEST_ANCHOR.getTime()) / DAY_MS))
      .sort((a: number, b: number) => a - b)
    expect(days).toHaveLength(4)
    expect(days[0]).toBeLessThan(0)
    expect(days[1]).toBeGreaterThan(0)
    expect(days[1]).toBeLessThanOrEqual(30)
    expect(days[2]).toBeGreaterThan(30)
    expect(days[2]).toBeLessThanOrEqual(60)
    expect(days[3]).toBeGreaterThan(60)
    expect(new Set(page.items.map((c: { province: string }) => c.province))).toEqual(new Set(['ON', 'BC']))
    for (const c of page.items) {
      expect(c.agent.name).toBe('Olivia Chen')
      const file = await t.app.inject({ url: c.fileUrl, headers: buyer })
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    }
    // Seeding again adds none.
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    expect((await t.app.inject({ url: '/house/api/contract/v1', headers: buyer })).json().data.items).toHaveLength(4)
  })
})
