import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, CLIENT, post, registerAccount } from '../helpers/accounts.ts'
import { createTestApps } from '../helpers/shared-database-apps.ts'
import type { TestApp } from '../helpers/test-app.ts'

/**
 * Two servers on one PostgreSQL database count every limit together, so a balancer spreading requests over them
 * does not multiply any budget. On the embedded database (one process) the counters are in memory: nothing to share.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('limits shared by every process on PostgreSQL', () => {
  let a: TestApp
  let b: TestApp
  let close: () => Promise<void>
  beforeAll(async () => {
    const made = await createTestApps(2, {
      AUTH_RATE_LIMIT_PER_MINUTE: '10',
      AI_MESSAGES_PER_MINUTE: '3',
      RATE_LIMIT_PER_MINUTE: '30',
      DEV_OUTBOX: 'true',
    })
    ;[a, b] = made.apps as [TestApp, TestApp]
    close = made.close
  })
  afterAll(() => close())

  /** Requests from one address alternate between the two servers, as a balancer would send them. */
  const either = (i: number) => (i % 2 === 0 ? a : b)
  const login = (t: TestApp, ip: string, clientId: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      payload: { clientId, tenantId: '000000', grantType: 'password', username, password },
    })

  it('counts sign-ins from one address on both servers: the eleventh of ten answers 429', async () => {
    const ip = '203.0.113.60'
    for (let i = 0; i < 10; i++) {
      const res = await login(either(i), ip, 'box', `nobody-${i}@example.ca`, 'wrong-pass')
      expect(res.statusCode).toBe(400)
    }
    expect((await login(a, ip, 'box', 'nobody-x@example.ca', 'wrong-pass')).statusCode).toBe(429)
    expect((await login(b, ip, 'box', 'nobody-y@example.ca', 'wrong-pass')).statusCode).toBe(429)
    expect((await login(b, '203.0.113.61', 'box', 'nobody-z@example.ca', 'wrong-pass')).statusCode).toBe(400)
  })

  it('locks an account after five wrong passwords spread over both servers, on both', async () => {
    await registerAccount(a, { email: 'locked@example.ca', password: 'right-pass' })
    // each guess from an address of its own, so the per-address sign-in limit stays out of the way
    for (let i = 0; i < 5; i++) {
      const res = await login(either(i), `198.51.100.${i + 10}`, 'guesser', 'locked@example.ca', 'wrong-pass')
      expect(res.statusCode).toBe(400)
    }
    const onA = await login(a, '198.51.100.30', 'guesser', 'locked@example.ca', 'right-pass')
    expect(onA.statusCode).toBe(429)
    expect(onA.json()).toEqual({ code: 429, msg: 'Too many requests. Please wait a moment and try again.', data: null })
    expect((await login(b, '198.51.100.31', 'guesser', 'locked@example.ca', 'right-pass')).statusCode).toBe(429)
  })

  it("counts one person's questions to the assistant on both servers", async () => {
    await registerAccount(a, { email: 'asker@example.ca', password: 'asker-pass' })
    const res = await post(b, '/auth/login', {
      ...CLIENT,
      grantType: 'password',
      username: 'asker@example.ca',
      password: 'asker-pass',
    })
    const me = bearer(res.json().data.access_token)
    const session = await a.app.inject({ method: 'POST', url: '/house/api/chat/v1/sessions', headers: me, payload: {} })
    const id = session.json().data.id
    const ask = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/house/api/chat/v1/sessions/${id}/messages`,
        headers: me,
        payload: { text: `condos under ${500 + i}k` },
      })
    for (let i = 0; i < 3; i++) expect((await ask(either(i), i)).statusCode).toBe(200)
    expect((await ask(a, 3)).statusCode).toBe(429)
    expect((await ask(b, 4)).statusCode).toBe(429)
  })

  it('counts the general limit of one address on both servers', async () => {
    const check = (t: TestApp) => t.app.inject({ url: '/auth/check?token=x', remoteAddress: '192.0.2.70' })
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await check(either(i))).statusCode)
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200))
    expect(statuses.slice(30)).toEqual([429, 429])
  })
})
