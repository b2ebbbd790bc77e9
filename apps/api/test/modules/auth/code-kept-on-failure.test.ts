import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, post, registerAccount, requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('a request that fails after its code was checked', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'first@example.ca', phone: '416-555-0101' })
  })
  afterAll(() => t.close())

  const register = (code: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    post(
      t,
      '/auth/register',
      {
        channel: 'email',
        email: 'second@example.ca',
        code,
        password: 'secret-pass',
        confirmPassword: 'secret-pass',
        agreement: true,
        ...extra,
      },
      headers,
    )

  it('leaves the code usable when the write conflicts, so the corrected request succeeds with it', async () => {
    expect((await requestCode(t, 'email', 'second@example.ca', 'register')).statusCode).toBe(200)
    const code = await latestCode(t, 'second@example.ca')
    const taken = await register(code, { phonenumber: '+1 416 555 0101' })
    expect(taken.statusCode).toBe(400)
    expect(taken.json()).toEqual({ code: 400, msg: 'An account with this e-mail or phone already exists', data: null })
    const zh = await register(code, { phonenumber: '4165550101' }, { language: 'zh-Hans-CN' })
    expect(zh.json().msg).toBe('该邮箱或手机号已注册')
    const res = await register(code)
    expect(res.statusCode).toBe(201)
  })

  it('leaves a reset code usable when the account turns out not to exist, and uses it once it worked', async () => {
    expect((await requestCode(t, 'email', 'ghost@example.ca', 'reset')).statusCode).toBe(200)
    const code = await latestCode(t, 'ghost@example.ca')
    const payload = {
      channel: 'email',
      email: 'ghost@example.ca',
      code,
      password: 'new-pass',
      confirmPassword: 'new-pass',
    }
    for (let i = 0; i < 2; i++) {
      const res = await post(t, '/auth/password/reset', payload)
      expect(res.json()).toEqual({ code: 400, msg: 'No account uses this e-mail or phone', data: null })
    }
  })
})
