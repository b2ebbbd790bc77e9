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
    expect(mine).toHaveLength(11)
    for (const status of SHOWING_STATUSES) expect(mine.some((s) => s.status === status)).toBe(true)
    expect(mine.filter((s) => s.reviewStatus === 'Reviewed')).toHaveLength(1)
    for (const s of mine) expect(s.agent?.name).toMatch(/^Olivia Chen/)
    // Dates make sense against today: unanswered requests ahead; a pending one behind is a confirmed visit waiting
    // for its outcome; visits taken to view and expired ones behind; a sold listing's showing says why.
    const now = Date.now()
    const pending = mine.filter((x) => x.status === 'Pending')
    for (const s of pending.filter((x) => !x.confirmedAt)) expect(Date.parse(s.time)).toBeGreaterThan(now)
    const waiting = pending.filter((x) => Date.parse(x.time) < now)
    expect(waiting.length).toBe(3)
    for (const s of waiting) expect(s.confirmedAt).not.toBeNull()
    expect(pending.some((x) => x.confirmedAt && Date.parse(x.time) > now)).toBe(true)
    for (const s of mine.filter((x) => x.status === 'Processed' || x.status === 'Expired')) {
      expect(Date.parse(s.time)).toBeLessThan(now)
    }
    for (const s of mine.filter((x) => x.status === 'Processed')) expect(s.confirmedAt).not.toBeNull()
    expect(mine.find((s) => s.cancelReason === 'listingSold')?.listingChange).toMatchObject({ toLsc: 'sld' })
    expect(mine.find((s) => s.cancelReason === 'buyer')?.cancelNote).toBeTruthy()
  })

  it('puts the same showings on the agent’s list, with one to be reviewed', async () => {
    const handled = await list('agent@demo.maplenest.ca', '/house/api/appointment/v1/agent?status=all&limit=50')
    expect(handled).toHaveLength(11)
    // the visits of the last days wait for her to record how they went
    expect(handled.filter((s) => s.actions.handle && s.status === 'Pending')).toHaveLength(3)
    const toReview = await list('agent@demo.maplenest.ca', '/house/api/appointment/v1/agent?status=toBeReviewed')
    expect(toReview.length).toBeGreaterThan(0)
  })
})
