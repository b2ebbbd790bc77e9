import { count, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../src/seed/index.ts'
import { bearer, passwordLogin } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('demo accounts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SEED_SIZE: 'tiny' })
    await seedIfWanted(t.app, t.env)
    await seedIfWanted(t.app, t.env) // idempotent
  })
  afterAll(() => t.close())

  it('seeds each demo account once', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(users).where(like(users.email, '%@demo.maplenest.ca'))
    expect(row!.n).toBe(3)
  })

  it.each([
    ['buyer@demo.maplenest.ca', { type: 'user', isBroker: false }],
    ['agent@demo.maplenest.ca', { type: 'agent', isBroker: true, userName: 'Olivia Chen' }],
    ['admin@demo.maplenest.ca', { type: 'admin' }],
  ])('%s signs in with the demo password', async (email, expected) => {
    expect(DEMO_PASSWORD).toBe('maplenest-demo')
    const login = await passwordLogin(t, email, 'maplenest-demo')
    expect(login.statusCode).toBe(200)
    const me = await t.app.inject({ url: '/getInfo', headers: bearer(login.json().data.access_token) })
    expect(me.json().data.user).toMatchObject({ email, ...expected })
  })

  it('gives the agent a Toronto brokerage', async () => {
    const login = await passwordLogin(t, 'agent@demo.maplenest.ca', 'maplenest-demo')
    const me = await t.app.inject({ url: '/getInfo', headers: bearer(login.json().data.access_token) })
    expect(me.json().data.user.orgName).toMatch(/Brokerage$/)
  })
})
