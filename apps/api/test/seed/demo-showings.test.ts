import { SHOWING_STATUSES, type Showing } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../src/seed/index.ts'
import { bearer, passwordLogin } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** The demo buyer and agent start with showings in every status, so neither list is empty on first start. */
describe('demo showings', () => {
  let t: TestApp
  const list = async (email: string, url: string) => {
    const token = (await passwordLogin(t, email, DEMO_PASSWORD)).json().data.access_token
    const res = await t.app.inject({ url, headers: bearer(token) })
    expect(res.statusCode).toBe(200)
    return res.json().data.items as Showing[]
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SEED_SIZE: 'tiny' })
    await seedIfWanted(t.app, t.env)
    await seedIfWanted(t.app, t.env) // idempotent
  }, 120_000)
  afterAll(() => t?.close())

  it('gives the buyer one or more in each status, reviewed and not, handled by Olivia Chen', async () => {
    const mine = await list('buyer@demo.maplenest.ca', '/house/api/appointment/v1?status=all&limit=50')
    expect(mine).toHaveLength(8)
    for (const status of SHOWING_STATUSES) expect(mine.some((s) => s.status === status)).toBe(true)
    expect(mine.filter((s) => s.reviewStatus === 'Reviewed')).toHaveLength(1)
    for (const s of mine) expect(s.agent?.name).toMatch(/^Olivia Chen/)
    // Dates make sense against today: pending ones ahead, expired ones behind; a sold listing's showing says why.
    const now = Date.now()
    for (const s of mine.filter((x) => x.status === 'Pending')) expect(Date.parse(s.time)).toBeGreaterThan(now)
    for (const s of mine.filter((x) => x.status === 'Expired')) expect(Date.parse(s.time)).toBeLessThan(now)
    expect(mine.find((s) => s.cancelReason === 'listingSold')?.listingChange).toMatchObject({ toLsc: 'sld' })
  })

  it('puts the same showings on the agent’s list, with one to be reviewed', async () => {
    const handled = await list('agent@demo.maplenest.ca', '/house/api/appointment/v1/agent?status=all&limit=50')
    expect(handled).toHaveLength(8)
    const toReview = await list('agent@demo.maplenest.ca', '/house/api/appointment/v1/agent?status=toBeReviewed')
    expect(toReview.length).toBeGreaterThan(0)
  })
})
