import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, sessions, users, verificationCodes } from '../../../src/db/schema.ts'
import { bearer, latestCode, passwordLogin, post, registerAccount, requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('registration and password reset', () => {
  let t: TestApp

  const rowCounts = async () => {
    const db = t.database.db
    const n = async (table: typeof users | typeof sessions | typeof verificationCodes | typeof outbox) =>
      (await db.select({ n: count() }).from(table))[0]!.n
    return {
      users: await n(users),
      sessions: await n(sessions),
      codes: await n(verificationCodes),
      outbox: await n(outbox),
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  })
  afterAll(() => t.close())

  const valid = {
    channel: 'sms',
    phonenumber: '416 555 0142',
    code: '1234',
    password: 'secret1',
    confirmPassword: 'secret1',
    agreement: true,
  }

  it.each([
    ['phone empty', { phonenumber: '' }, 'phonenumber', 'Enter your phone number'],
    ['phone missing', { phonenumber: undefined }, 'phonenumber', 'Enter your phone number'],
    ['phone format', { phonenumber: '12345' }, 'phonenumber', 'Enter a valid phone number'],
    [
      'password too short',
      { password: '12345', confirmPassword: '12345' },
      'password',
      'Your password must be 6 to 18 characters long',
    ],
    [
      'password too long',
      { password: 'a'.repeat(19), confirmPassword: 'a'.repeat(19) },
      'password',
      'Your password must be 6 to 18 characters long',
    ],
    ['passwords differ', { confirmPassword: 'secret2' }, 'confirmPassword', 'Passwords do not match'],
    ['agreement', { agreement: false }, 'agreement', 'Please read and agree to the user agreement first'],
    ['code of 3 digits', { code: '123' }, 'code', 'The verification code is 4 digits'],
    ['code with letters', { code: '12a4' }, 'code', 'The verification code is 4 digits'],
    ['unknown field', { referrer: 'x' }, 'referrer', 'The field referrer is not accepted'],
  ])('rejects %s with 400 naming the field and writes nothing', async (_name, change, field, message) => {
    const before = await rowCounts()
    const res = await post(t, '/auth/register', { ...valid, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe(message)
    expect(res.json().data.fields).toContainEqual({ field, message })
    expect(await rowCounts()).toEqual(before)
  })

  it('answers validation in Chinese when asked', async () => {
    const res = await post(t, '/auth/register', { ...valid, confirmPassword: 'other1' }, { language: 'zh-Hans-CN' })
    expect(res.json().msg).toBe('两次输入的密码不一致')
  })

  it('rejects a bad code request with the field named and sends nothing', async () => {
    const before = await rowCounts()
    const empty = await post(t, '/auth/code/sms', { phonenumber: '', purpose: 'register' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().data.fields[0]).toEqual({ field: 'phonenumber', message: 'Enter your phone number' })
    const purpose = await post(t, '/auth/code/email', { email: 'a@b.ca', purpose: 'spam' })
    expect(purpose.statusCode).toBe(400)
    expect(purpose.json().data.fields[0].field).toBe('purpose')
    const email = await post(t, '/auth/code/email', { email: 'not-an-email', purpose: 'register' })
    expect(email.json().msg).toBe('Enter a valid e-mail address')
    expect(await rowCounts()).toEqual(before)
  })

  it('registers with an e-mail code and is signed in at once: 201 with a sign-in, then the password signs in too', async () => {
    expect((await requestCode(t, 'email', 'New.Buyer@Example.ca', 'register')).statusCode).toBe(200)
    const code = await latestCode(t, 'new.buyer@example.ca')
    const res = await post(t, '/auth/register', {
      channel: 'email',
      email: 'New.Buyer@Example.ca',
      code,
      password: 'buyer-pass',
      confirmPassword: 'buyer-pass',
      agreement: true,
      userName: 'Ava Singh',
      clientId: 'phone-of-ava',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      code: 201,
      msg: 'Registration complete',
      data: {
        userId: expect.any(String),
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expire_in: expect.any(Number),
        client_id: 'phone-of-ava',
      },
    })
    const signedIn = await t.app.inject({ url: '/getInfo', headers: bearer(res.json().data.access_token) })
    expect(signedIn.json().data.user).toMatchObject({ email: 'new.buyer@example.ca', type: 'user' })
    const renewed = await post(t, '/auth/refresh', { refresh_token: res.json().data.refresh_token })
    expect(renewed.json().data.member.userId).toBe(res.json().data.userId)
    const login = await passwordLogin(t, 'new.buyer@example.ca', 'buyer-pass')
    expect(login.json().data.userId).toBe(res.json().data.userId)
    const me = await t.app.inject({ url: '/getInfo', headers: bearer(login.json().data.access_token) })
    expect(me.json().data.user).toMatchObject({ email: 'new.buyer@example.ca', userName: 'Ava Singh', type: 'user' })
  })

  it('registers with an SMS code and stores the phone number in E.164', async () => {
    const userId = await registerAccount(t, { phone: '(604) 555-0177', password: 'phone-pass' })
    const login = await passwordLogin(t, '604.555.0177', 'phone-pass')
    expect(login.json().data.userId).toBe(userId)
    const me = await t.app.inject({ url: '/getInfo', headers: bearer(login.json().data.access_token) })
    expect(me.json().data.user).toMatchObject({ phonenumber: '+16045550177', userName: 'User 0177', email: '' })
  })

  it('says the account exists when the address is registered already (the code proved ownership)', async () => {
    await registerAccount(t, { email: 'twice@example.ca' })
    t.clock.advance(61_000)
    await requestCode(t, 'email', 'TWICE@example.ca', 'register')
    const code = await latestCode(t, 'twice@example.ca')
    const before = await rowCounts()
    const res = await post(t, '/auth/register', {
      channel: 'email',
      email: 'Twice@Example.ca',
      code,
      password: 'secret1',
      confirmPassword: 'secret1',
      agreement: true,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('An account with this e-mail or phone already exists')
    expect((await rowCounts()).users).toBe(before.users)
  })

  it('does not accept a code sent for another purpose', async () => {
    await requestCode(t, 'email', 'purpose@example.ca', 'login')
    const code = await latestCode(t, 'purpose@example.ca')
    const res = await post(t, '/auth/register', {
      channel: 'email',
      email: 'purpose@example.ca',
      code,
      password: 'secret1',
      confirmPassword: 'secret1',
      agreement: true,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('The verification code is wrong')
  })

  it('resets the password with a code and ends every sign-in of that account', async () => {
    await registerAccount(t, { email: 'forgetful@example.ca', password: 'old-pass' })
    const a = (await passwordLogin(t, 'forgetful@example.ca', 'old-pass')).json().data
    const b = (await passwordLogin(t, 'forgetful@example.ca', 'old-pass')).json().data
    t.clock.advance(61_000)
    expect((await requestCode(t, 'email', 'forgetful@example.ca', 'reset')).statusCode).toBe(200)
    const code = await latestCode(t, 'forgetful@example.ca')
    const res = await post(t, '/auth/password/reset', {
      channel: 'email',
      email: 'forgetful@example.ca',
      code,
      password: 'new-pass',
      confirmPassword: 'new-pass',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 200, msg: 'Password changed. Please sign in.', data: null })
    for (const s of [a, b]) {
      expect((await t.app.inject({ url: `/auth/check?token=${s.access_token}` })).json().msg).toBe('invalid')
      expect((await post(t, '/auth/refresh', { refresh_token: s.refresh_token })).statusCode).toBe(401)
    }
    expect((await passwordLogin(t, 'forgetful@example.ca', 'old-pass')).statusCode).toBe(400)
    expect((await passwordLogin(t, 'forgetful@example.ca', 'new-pass')).statusCode).toBe(200)
  })

  it('resets by SMS as well, and says so when no account uses the address', async () => {
    await registerAccount(t, { phone: '416-555-0166', password: 'old-pass' })
    t.clock.advance(61_000)
    await requestCode(t, 'sms', '4165550166', 'reset')
    const code = await latestCode(t, '+14165550166')
    const reset = {
      channel: 'sms',
      phonenumber: '416 555 0166',
      code,
      password: 'new-pass',
      confirmPassword: 'new-pass',
    }
    expect((await post(t, '/auth/password/reset', reset)).statusCode).toBe(200)
    expect((await passwordLogin(t, '4165550166', 'new-pass')).statusCode).toBe(200)

    await requestCode(t, 'email', 'ghost@example.ca', 'reset')
    const ghostCode = await latestCode(t, 'ghost@example.ca')
    const ghost = await post(t, '/auth/password/reset', {
      channel: 'email',
      email: 'ghost@example.ca',
      code: ghostCode,
      password: 'new-pass',
      confirmPassword: 'new-pass',
    })
    expect(ghost.statusCode).toBe(400)
    expect(ghost.json().msg).toBe('No account uses this e-mail or phone')
  })

  it('rejects a reset whose passwords differ, naming confirmPassword', async () => {
    const res = await post(t, '/auth/password/reset', {
      channel: 'email',
      email: 'a@b.ca',
      code: '1234',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields[0]).toEqual({ field: 'confirmPassword', message: 'Passwords do not match' })
  })
})
