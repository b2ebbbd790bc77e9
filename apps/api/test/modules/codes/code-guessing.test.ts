import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.ts'
import { users } from '../../../src/db/schema.ts'
import {
  CODE_FAILURE_WINDOW_MS,
  CODE_FREE_FAILURES,
  calculateCodeLockMs,
  calculateIpLockMs,
  IP_FREE_FAILURES,
} from '../../../src/modules/codes/code-guard.ts'
import { CLIENT, latestCode, passwordLogin, post, registerAccount, requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const DAY = 24 * 3600_000
const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

describe('the budget of wrong verification codes', () => {
  let t: TestApp
  const reset = (email: string, code: string, headers: Record<string, string> = {}) =>
    post(
      t,
      '/auth/password/reset',
      { channel: 'email', email, code, password: 'new-pass-1', confirmPassword: 'new-pass-1' },
      headers,
    )
  /** A fresh reset code for the address, then `n` wrong tries with it; answers the right code. */
  const guessWrong = async (email: string, n: number) => {
    t.clock.advance(61_000)
    expect((await requestCode(t, 'email', email, 'reset')).statusCode).toBe(200)
    const code = await latestCode(t, email)
    for (let i = 0; i < n; i++) expect((await reset(email, wrongOf(code))).statusCode).toBe(400)
    return code
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'target@example.ca', password: 'owner-pass' })
    await registerAccount(t, { email: 'zh-owner@example.ca', password: 'owner-pass' })
  })
  afterAll(() => t.close())

  it('pauses every code path of the account after the free wrong codes, says until when, and changes nothing', async () => {
    // One whole code's tries are free, and a sign-in by password in between does not reset the count.
    await guessWrong('target@example.ca', CODE_FREE_FAILURES)
    expect((await passwordLogin(t, 'target@example.ca', 'owner-pass')).statusCode).toBe(200)
    await guessWrong('target@example.ca', 1)
    const until = new Date(t.clock.now.getTime() + DAY)
    const stamp = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`

    // Even the right code of a new one is refused now, in both languages, without using it up.
    const right = await guessWrong('target@example.ca', 0)
    const locked = await reset('target@example.ca', right)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      code: 429,
      msg: `Too many incorrect verification codes for this account. Codes are paused until ${stamp}; signing in with the password still works.`,
      data: { retryAt: until.toISOString(), seconds: 24 * 3600 - 61 },
    })
    const zh = await reset('target@example.ca', right, { language: 'zh-Hans-CN' })
    expect(zh.json().msg).toBe(`该账号验证码错误次数过多，验证码已暂停至 ${stamp}；仍可使用密码登录`)
    const login = await post(t, '/auth/login', {
      ...CLIENT,
      grantType: 'email',
      email: 'target@example.ca',
      emailCode: right,
    })
    expect(login.statusCode).toBe(429)
    expect((await passwordLogin(t, 'target@example.ca', 'owner-pass')).statusCode).toBe(200)

    // The owner was told by e-mail.
    const outbox = (await t.app.inject({ url: '/dev/outbox?to=target@example.ca' })).json().data
    const notice = outbox.find((m: { subject: string }) => m.subject.includes('paused'))
    expect(notice).toMatchObject({ subject: 'MapleNest: verification codes paused on your account' })
    expect(notice.body).toContain(`Someone entered 6 incorrect verification codes for your MapleNest account`)
    expect(notice.body).toContain(stamp)
  })

  it('keeps the pause across a restart, and lets the right code through once it has passed', async () => {
    const again = await buildApp({ env: t.env, database: t.database, now: () => t.clock.now, logger: false })
    try {
      await again.ready()
      t.clock.advance(61_000)
      await post(t, '/auth/code/email', { email: 'target@example.ca', purpose: 'reset' })
      const code = await latestCode(t, 'target@example.ca')
      const payload = {
        channel: 'email',
        email: 'target@example.ca',
        code,
        password: 'p-123456',
        confirmPassword: 'p-123456',
      }
      const res = await again.inject({ method: 'POST', url: '/auth/password/reset', payload })
      expect(res.statusCode).toBe(429)
    } finally {
      await again.close()
    }
    t.clock.advance(DAY)
    const code = await guessWrong('target@example.ca', 0)
    expect((await reset('target@example.ca', code)).statusCode).toBe(200)
  })

  it('grows the pause: the next wrong code pauses eight days', async () => {
    await guessWrong('target@example.ca', 1)
    const code = await guessWrong('target@example.ca', 0)
    expect((await reset('target@example.ca', code)).json().data.seconds).toBe(8 * 24 * 3600 - 61)
  })

  it('writes the notice in the language of the account', async () => {
    await post(t, '/auth/login', {
      ...CLIENT,
      grantType: 'password',
      username: 'zh-owner@example.ca',
      password: 'owner-pass',
    })
    await t.database.db.update(users).set({ language: 'zh-Hans-CN' }).where(eq(users.email, 'zh-owner@example.ca'))
    await guessWrong('zh-owner@example.ca', 5)
    await guessWrong('zh-owner@example.ca', 1)
    const outbox = (await t.app.inject({ url: '/dev/outbox?to=zh-owner@example.ca' })).json().data
    // Sent at the same clock time as the code before it, so found by what it says rather than by order.
    const notice = outbox.find((m: { subject: string }) => m.subject.includes('暂停'))
    expect(notice.subject).toBe('MapleNest：您账号的验证码已暂停')
    expect(notice.body).toMatch(/^有人为您的 MapleNest 账号输入了 6 次错误的验证码/)
  })
})

describe('the budget of wrong verification codes of one network address', () => {
  let t: TestApp
  const from = (ip: string) => (email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/password/reset',
      remoteAddress: ip,
      payload: { channel: 'email', email, code, password: 'new-pass-1', confirmPassword: 'new-pass-1' },
    })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'bystander@example.ca', password: 'owner-pass' })
    t.clock.advance(61_000)
  })
  afterAll(() => t.close())

  it('pauses one machine spreading guesses over many addresses, and no one else', async () => {
    const attacker = from('203.0.113.7')
    // One wrong code on each of many addresses: every address stays within its own free budget.
    for (let i = 0; i < IP_FREE_FAILURES + 1; i++) {
      const email = `spread-${i}@example.ca`
      expect((await requestCode(t, 'email', email, 'reset')).statusCode).toBe(200)
      const code = await latestCode(t, email)
      expect((await attacker(email, wrongOf(code))).statusCode).toBe(400)
    }
    // The next address's right code is refused from that machine for an hour; the owner elsewhere is not stopped.
    await requestCode(t, 'email', 'bystander@example.ca', 'reset')
    const code = await latestCode(t, 'bystander@example.ca')
    const paused = await attacker('bystander@example.ca', code)
    expect(paused.statusCode).toBe(429)
    expect(paused.json().data.seconds).toBe(3600)
    const owner = await from('198.51.100.20')('bystander@example.ca', code)
    expect(owner.statusCode).toBe(200)
  })
})

describe('the pause schedule', () => {
  it('lets a shared network address make twenty wrong codes a day, then pauses it an hour, doubling to a day', () => {
    expect([1, 20, 21, 22, 23, 30].map((n) => calculateIpLockMs(n) / 3600_000)).toEqual([0, 0, 1, 2, 4, 24])
  })

  it('is free for five wrong codes, then 1, 8 and 64 days, then the whole window', () => {
    expect([1, 5, 6, 7, 8, 9, 20].map((n) => calculateCodeLockMs(n) / DAY)).toEqual([0, 0, 1, 8, 64, 365, 365])
  })

  it('allows fewer than ten guesses in any year to the most patient attacker: under 0.1 % to find a code', () => {
    // The attacker guesses the moment each pause ends, for three years; count the guesses in every 365-day span.
    const failures: number[] = []
    let at = 0
    let lockedUntil = 0
    while (at < 3 * CODE_FAILURE_WINDOW_MS) {
      at = Math.max(at + 61_000, lockedUntil)
      failures.push(at)
      const inWindow = failures.filter((f) => f > at - CODE_FAILURE_WINDOW_MS).length
      lockedUntil = at + calculateCodeLockMs(inWindow)
    }
    const worst = Math.max(
      ...failures.map((start) => failures.filter((f) => f >= start && f < start + CODE_FAILURE_WINDOW_MS).length),
    )
    expect(worst).toBe(9)
    expect(worst / 10_000).toBeLessThan(0.001)
  })
})
