import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISITOR_ADDRESS_SHARE } from '../../src/plugins/limits.ts'
import { bearer, CLIENT } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** Anyone may sign in as a visitor again for a fresh account: that must not buy a fresh budget. */
describe('visitor budgets are bounded per address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '5',
      VISITOR_RATE_LIMIT_PER_MINUTE: '1000',
      AI_MESSAGES_PER_MINUTE: '3',
    })
  })
  afterAll(() => t.close())

  const visitorFrom = async (ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      payload: { ...CLIENT, grantType: 'app', type: 'visitor', terminalId: `terminal-${Math.random()}` },
    })
    expect(res.statusCode).toBe(200)
    return bearer(res.json().data.access_token)
  }
  const check = (ip: string, headers: Record<string, string>) =>
    t.app.inject({ url: '/auth/check?token=x', remoteAddress: ip, headers })

  it('lets the visitors of one address share a few people’s general budgets, each still held to one', async () => {
    const ip = '192.0.2.80'
    const shared = 5 * VISITOR_ADDRESS_SHARE
    let answered = 0
    // one visitor more than the address's share of people, each spending its whole budget
    for (let v = 0; v <= VISITOR_ADDRESS_SHARE; v++) {
      const me = await visitorFrom(ip)
      for (let i = 0; i < 5; i++) if ((await check(ip, me)).statusCode === 200) answered += 1
      expect((await check(ip, me)).statusCode).toBe(429)
    }
    expect(answered).toBe(shared)
    // another address's visitors, and the address's callers without a token, are untouched
    expect((await check('192.0.2.81', await visitorFrom('192.0.2.81'))).statusCode).toBe(200)
    expect((await check(ip, {})).statusCode).toBe(200)
  })

  it("gives two visitors of one address one person's questions to the assistant between them", async () => {
    const ask = async (ip: string, me: Record<string, string>, i: number) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/house/api/chat/v1/sessions',
        remoteAddress: ip,
        headers: me,
        payload: {},
      })
      return t.app.inject({
        method: 'POST',
        url: `/house/api/chat/v1/sessions/${created.json().data.id}/messages`,
        remoteAddress: ip,
        headers: me,
        payload: { text: `condos under ${500 + i}k` },
      })
    }
    const ip = '192.0.2.90'
    const first = await visitorFrom(ip)
    const second = await visitorFrom(ip)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await ask(ip, i % 2 === 0 ? first : second, i)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    // a visitor at another address still asks
    expect((await ask('192.0.2.91', await visitorFrom('192.0.2.91'), 9)).statusCode).toBe(200)
  })
})
