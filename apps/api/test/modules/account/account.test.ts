import { translate } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  CLIENT,
  latestCode,
  passwordLogin,
  post,
  registerAccount,
  requestCode,
  visitorLogin,
} from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/** A multipart body with one file under `avatar`. */
function avatarForm(data: Buffer, contentType = 'image/png') {
  const boundary = '----maplenestavatar'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#04d188' } })
    .png()
    .toBuffer()

describe('account: profile, photo, cancellation, counts', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const signIn = async (who: string, account: string, password = 'secret-pass') => {
    const res = await passwordLogin(t, account, password)
    if (res.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${res.body}`)
    tokens[who] = res.json().data.access_token
    return res.json().data
  }
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    who: string | null,
    payload?: object,
    language = 'en-GB',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { language, ...(who ? bearer(tokens[who]!) : {}) },
      ...(payload ? { payload } : {}),
    })
  const info = async (who: string) => (await call('GET', '/getInfo', who)).json().data.user

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    ids.a = await registerAccount(t, { email: 'mei@example.ca', phone: '416-555-0101', userName: 'Mei Chen' })
    ids.b = await registerAccount(t, { email: 'omar@example.ca', userName: 'Omar Haddad' })
    await signIn('a', 'mei@example.ca')
    await signIn('b', 'omar@example.ca')
    tokens.visitor = (await visitorLogin(t)).access_token
  }, 120_000)
  afterAll(() => t.close())

  describe('profile', () => {
    it('changes the nickname and sex of the caller only', async () => {
      const res = await call('PUT', '/house/api/user/v1/profile', 'b', { nickname: ' Omar H. ', sex: '0' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ msg: 'Profile saved', data: { user: { nickname: 'Omar H.', sex: '0' } } })
      expect(await info('b')).toMatchObject({ nickname: 'Omar H.', userName: 'Omar H.', sex: '0' })
      // Another user's change reaches nothing of A's.
      expect(await info('a')).toMatchObject({ nickname: 'Mei Chen', sex: '2', email: 'mei@example.ca' })
    })

    it('refuses bad input with a localised 400 naming the field, writing nothing', async () => {
      const en = await call('PUT', '/house/api/user/v1/profile', 'a', { nickname: '', sex: '1' })
      expect(en.statusCode).toBe(400)
      expect(en.json().msg).toBe('Enter a nickname')
      expect(en.json().data.fields[0].field).toBe('nickname')
      const zh = await call('PUT', '/house/api/user/v1/profile', 'a', { sex: '7' }, 'zh-Hans-CN')
      expect(zh.json()).toMatchObject({ code: 400, msg: '请选择性别' })
      const extra = await call('PUT', '/house/api/user/v1/profile', 'a', { type: 'admin' })
      expect(extra.statusCode).toBe(400)
      expect(await info('a')).toMatchObject({ nickname: 'Mei Chen', sex: '2', type: 'user' })
    })

    it('refuses visitors and callers without a token', async () => {
      const visitor = await call('PUT', '/house/api/user/v1/profile', 'visitor', { sex: '1' })
      expect(visitor.json()).toMatchObject({ code: 403, msg: 'Sign in with your account to do this' })
      expect((await call('PUT', '/house/api/user/v1/profile', null, { sex: '1' })).statusCode).toBe(401)
    })

    it('changes the e-mail address only with the code sent to the new one', async () => {
      const bare = await call('PUT', '/house/api/user/v1/profile', 'b', { email: 'omar.new@example.ca' })
      expect(bare.json()).toMatchObject({
        code: 400,
        msg: 'Enter the code we sent to your new e-mail address or phone number',
      })
      expect((await requestCode(t, 'email', 'omar.new@example.ca', 'contact' as 'login')).statusCode).toBe(200)
      const code = await latestCode(t, 'omar.new@example.ca')
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0')
      const refused = await call('PUT', '/house/api/user/v1/profile', 'b', {
        email: 'omar.new@example.ca',
        code: wrong,
      })
      expect(refused.statusCode).toBe(400)
      expect((await info('b')).email).toBe('omar@example.ca')
      const done = await call('PUT', '/house/api/user/v1/profile', 'b', { email: 'Omar.New@example.ca', code })
      expect(done.statusCode).toBe(200)
      expect((await info('b')).email).toBe('omar.new@example.ca')
      expect((await passwordLogin(t, 'omar.new@example.ca', 'secret-pass')).statusCode).toBe(200)
    })

    it('refuses an address another account uses, even with its code', async () => {
      t.clock.advance(61_000) // past the resend interval of the code it registered with
      expect((await requestCode(t, 'email', 'mei@example.ca', 'contact' as 'login')).statusCode).toBe(200)
      const code = await latestCode(t, 'mei@example.ca')
      const res = await call('PUT', '/house/api/user/v1/profile', 'b', { email: 'mei@example.ca', code })
      expect(res.json()).toMatchObject({ code: 400, msg: translate('en-GB', 'auth.error.accountExists') })
      expect((await info('b')).email).toBe('omar.new@example.ca')
    })

    it('changes one contact at a time', async () => {
      const res = await call('PUT', '/house/api/user/v1/profile', 'b', {
        email: 'x@example.ca',
        phonenumber: '604-555-0199',
        code: '1234',
      })
      expect(res.json()).toMatchObject({
        code: 400,
        msg: 'Change the e-mail address or the phone number, one at a time',
      })
    })
  })

  describe('photo', () => {
    it('stores a square photo and returns its URL in the record and /getInfo', async () => {
      const form = avatarForm(await picture(600, 300))
      const res = await t.app.inject({
        method: 'POST',
        url: '/house/api/user/v1/avatar',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(tokens.a!) },
      })
      expect(res.statusCode, res.body).toBe(200)
      const url: string = res.json().data.user.avatar
      expect(url).toMatch(new RegExp(`^/house/api/file/v1/avatar/${ids.a}/[0-9a-f]{64}\\.webp$`))
      expect((await info('a')).avatar).toBe(url)
      expect((await call('GET', `/house/api/user/v1/${ids.a}`, 'a')).json().data.avatar).toBe(url)
      const file = await t.app.inject({ url })
      expect(file.statusCode).toBe(200)
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 })
    })

    it.each([
      [
        'a GIF',
        () =>
          sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        400,
      ],
      ['text posing as a PNG', async () => Buffer.from('not a picture at all'), 400],
      ['a file over 5 MB', async () => Buffer.alloc(5 * 1024 * 1024 + 10, 1), 413],
    ])('refuses %s and keeps the photo', async (_name, make, status) => {
      const before = (await info('a')).avatar
      const form = avatarForm(await make())
      const res = await t.app.inject({
        method: 'POST',
        url: '/house/api/user/v1/avatar',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(tokens.a!), language: 'zh-Hans-CN' },
      })
      expect(res.statusCode).toBe(status)
      expect(res.json().msg).toMatch(/[\u3400-\u9fff]/)
      expect((await info('a')).avatar).toBe(before)
    })
  })

  describe('counts', () => {
    it('counts the caller’s favourites and unread notifications, and no one else’s', async () => {
      expect((await call('GET', '/house/api/user/v1/counts', 'a')).json().data).toEqual({
        favourites: 0,
        appointments: 0,
        unreadNotifications: 0,
      })
      const db = t.database.db
      await db.execute(sql`insert into notices (user_id, kind) values (${ids.a}, 'test'), (${ids.a}, 'test')`)
      await db.execute(sql`insert into notices (user_id, kind, read_at) values (${ids.a}, 'test', now())`)
      await db.execute(
        sql`insert into favourites (user_id, type, target_id) values (${ids.a}, 'school', '1'), (${ids.a}, 'agent', '2')`,
      )
      expect((await call('GET', '/house/api/user/v1/counts', 'a')).json().data).toEqual({
        favourites: 2,
        appointments: 0,
        unreadNotifications: 2,
      })
      expect((await call('GET', '/house/api/user/v1/counts', 'b')).json().data).toEqual({
        favourites: 0,
        appointments: 0,
        unreadNotifications: 0,
      })
    })
  })

  describe('appointments count', () => {
    it('counts the caller’s showings still to come: pending, or confirmed for a later time; no one else’s', async () => {
      const db = t.database.db
      const now = t.clock.now.getTime()
      const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString()
      const showing = (buyer: string, status: string, hours: number) =>
        sql`(${buyer}, 'C1000001', ${at(hours)}, 'America/Toronto', ${status}, 'adminQueue', 'Mei', '4165550101', 'mei@example.ca', 'new')`
      const before = (await call('GET', '/house/api/user/v1/counts', 'a')).json().data.appointments
      await db.execute(sql`insert into showings
        (buyer_id, ml_num, time, time_zone, status, assigned_by, name, phone, email, seen_lsc) values
        ${sql.join(
          [
            showing(ids.a!, 'Pending', 48),
            // not handled yet and not yet expired by the job: still waiting for the agent
            showing(ids.a!, 'Pending', -2),
            showing(ids.a!, 'Processed', 72),
            showing(ids.a!, 'Processed', -24),
            showing(ids.a!, 'Cancelled', 96),
            showing(ids.a!, 'Expired', -48),
            showing(ids.b!, 'Pending', 30),
          ],
          sql`, `,
        )}`)
      expect((await call('GET', '/house/api/user/v1/counts', 'a')).json().data.appointments).toBe(before + 3)
      expect((await call('GET', '/house/api/user/v1/counts', 'b')).json().data.appointments).toBe(1)
    })

    it('counts, for an agent, the requests they handle that wait for their answer before their time', async () => {
      const db = t.database.db
      const now = t.clock.now.getTime()
      const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString()
      const request = (status: string, hours: number, confirmed: boolean) =>
        sql`(${ids.a}, ${ids.b}, 'C1000002', ${at(hours)}, 'America/Toronto', ${status}, 'listingAgent', 'Mei', '4165550101', 'mei@example.ca', 'new', ${confirmed ? at(-1) : null})`
      const before = (await call('GET', '/house/api/user/v1/counts', 'b')).json().data.appointments
      await db.execute(sql`insert into showings
        (buyer_id, agent_user_id, ml_num, time, time_zone, status, assigned_by, name, phone, email, seen_lsc, confirmed_at)
        values ${sql.join(
          [
            request('Pending', 30, false),
            request('Pending', 50, false),
            // answered already, past its time, or cancelled: nothing waits for the agent
            request('Pending', 70, true),
            request('Pending', -3, false),
            request('Cancelled', 90, false),
          ],
          sql`, `,
        )}`)
      expect((await call('GET', '/house/api/user/v1/counts', 'b')).json().data.appointments).toBe(before + 2)
    })
  })

  describe('cancellation', () => {
    let cancelledId: string
    let refreshToken: string

    beforeAll(async () => {
      cancelledId = await registerAccount(t, { email: 'leaving@example.ca', phone: '647-555-0142', userName: 'Li Wei' })
      refreshToken = (await signIn('c', 'leaving@example.ca')).refresh_token
      await signIn('c2', 'leaving@example.ca')
    })

    it('needs a reason, a text for "other", and agreement, in both languages', async () => {
      const none = await call('POST', '/house/api/user/v1/cancel', 'c', { agreed: true })
      expect(none.json()).toMatchObject({ code: 400, msg: 'Choose a reason for cancelling' })
      expect((await call('POST', '/house/api/user/v1/cancel', 'c', { agreed: true }, 'zh-Hans-CN')).json().msg).toBe(
        '请选择注销原因',
      )
      const other = await call('POST', '/house/api/user/v1/cancel', 'c', { reason: 99, agreed: true })
      expect(other.json()).toMatchObject({ code: 400, msg: 'Tell us the reason in a few words' })
      const disagreed = await call('POST', '/house/api/user/v1/cancel', 'c', { reason: 2, agreed: false })
      expect(disagreed.json()).toMatchObject({ code: 400, msg: 'Not agreed to cancellation' })
      const zh = await call('POST', '/house/api/user/v1/cancel', 'c', { reason: 2 }, 'zh-Hans-CN')
      expect(zh.json()).toMatchObject({ code: 400, msg: '未同意注销' })
      expect((await call('GET', '/getInfo', 'c')).statusCode).toBe(200)
    })

    it('refuses visitors', async () => {
      const res = await call('POST', '/house/api/user/v1/cancel', 'visitor', { reason: 1, agreed: true })
      expect(res.statusCode).toBe(403)
    })

    it('ends every sign-in, hides the person and refuses sign-in with a clear message', async () => {
      const res = await call('POST', '/house/api/user/v1/cancel', 'c', {
        reason: 99,
        note: 'Moving home',
        agreed: true,
      })
      expect(res.json()).toMatchObject({ code: 200, msg: 'Your account has been cancelled' })
      expect((await call('GET', '/getInfo', 'c')).statusCode).toBe(401)
      expect((await call('GET', '/getInfo', 'c2')).statusCode).toBe(401)
      expect((await post(t, '/auth/refresh', { refresh_token: refreshToken })).statusCode).toBe(401)

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { language: 'zh-Hans-CN' },
        payload: { ...CLIENT, grantType: 'password', username: 'leaving@example.ca', password: 'secret-pass' },
      })
      expect(signIn.json()).toMatchObject({ code: 400, msg: translate('zh-Hans-CN', 'account.error.cancelled') })
      // Only whoever knows the password hears it was cancelled.
      const guess = await passwordLogin(t, 'leaving@example.ca', 'not-the-password')
      expect(guess.json().msg).toBe(translate('en-GB', 'auth.error.wrongCredentials'))
      await requestCode(t, 'sms', '647-555-0142', 'login')
      const byCode = await post(t, '/auth/login', {
        ...CLIENT,
        grantType: 'sms',
        phonenumber: '647-555-0142',
        smsCode: await latestCode(t, '+16475550142'),
      })
      expect(byCode.json().msg).toBe(translate('en-GB', 'account.error.cancelled'))

      const rows = (await t.database.db.execute(
        sql`select email, phonenumber, user_name, nickname, avatar, password_hash, cancelled_at from users where id = ${cancelledId}`,
      )) as unknown as { rows: Record<string, unknown>[] }
      expect(rows.rows[0]).toMatchObject({ email: null, phonenumber: null, user_name: '', nickname: '', avatar: '' })
      expect(rows.rows[0]?.password_hash).toBeNull()
      expect(rows.rows[0]?.cancelled_at).not.toBeNull()
    })

    it('lets the same e-mail address register again, as a new and empty account', async () => {
      t.clock.advance(61_000) // past the resend interval of the code it registered with
      const again = await registerAccount(t, { email: 'leaving@example.ca', userName: 'Li Wei' })
      expect(again).not.toBe(cancelledId)
      await signIn('c3', 'leaving@example.ca')
      expect(await info('c3')).toMatchObject({ userId: again, email: 'leaving@example.ca', avatar: '' })
    })

    it('purges the record RECORD_RETENTION_YEARS after cancelling, not a day before', async () => {
      const count = async () =>
        (
          (await t.database.db.execute(
            sql`select (select count(*) from users where id = ${cancelledId})::int as users,
                       (select count(*) from account_cancellations where user_id = ${cancelledId})::int as kept`,
          )) as unknown as { rows: { users: number; kept: number }[] }
        ).rows[0]
      const cancelledAt = t.clock.now
      const dayBefore = new Date(cancelledAt.getTime() + 3 * YEAR_MS - 24 * 60 * 60 * 1000)
      expect(await t.app.account.purgeCancelled(dayBefore)).toEqual({ purged: 0 })
      expect(await count()).toEqual({ users: 1, kept: 1 })
      const later = new Date(cancelledAt.getTime() + 3 * YEAR_MS + 24 * 60 * 60 * 1000)
      expect(await t.app.account.purgeCancelled(later)).toEqual({ purged: 1 })
      expect(await count()).toEqual({ users: 0, kept: 0 })
      // The new account of the same address is untouched.
      expect((await call('GET', '/getInfo', 'c3')).statusCode).toBe(200)
    })
  })
})
