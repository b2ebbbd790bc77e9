import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema.ts'
import { bearer, passwordLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('a changed role takes effect on the next request', () => {
  let t: TestApp
  const signIn = async (email: string) => (await passwordLogin(t, email, 'secret-pass')).json().data
  const check = async (token: string) => (await t.app.inject({ url: `/auth/check?token=${token}` })).json().data
  const queue = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/house/api/agent/v1/applications', headers: { ...bearer(token), ...headers } })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    const passwordHash = await t.app.auth.hashPassword('secret-pass')
    await t.app.users.createAccount({ type: 'user', email: 'grace@example.ca', passwordHash, language: 'en-GB' })
    await t.app.users.createAccount({ type: 'admin', email: 'boss@example.ca', passwordHash, language: 'en-GB' })
  })
  afterAll(() => t.close())

  it('an approved agent is an agent with the access token they already hold', async () => {
    const session = await signIn('grace@example.ca')
    expect(await check(session.access_token)).toMatchObject({ valid: true, type: 'user' })
    expect(await t.app.users.makeAgent(session.userId)).toBe(true)
    expect(await check(session.access_token)).toMatchObject({ valid: true, type: 'agent' })
  })

  it('a demoted admin loses the admin routes on the next request, in both languages', async () => {
    const session = await signIn('boss@example.ca')
    expect((await queue(session.access_token)).statusCode).toBe(200)
    await t.database.db.update(users).set({ type: 'user' }).where(eq(users.email, 'boss@example.ca'))
    const refused = await queue(session.access_token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ code: 403, msg: 'Only an administrator can review applications', data: null })
    expect((await queue(session.access_token, { language: 'zh-Hans-CN' })).json().msg).toBe('只有管理员可以审核申请')
  })

  it('a deleted account is signed out on the next request', async () => {
    const passwordHash = await t.app.auth.hashPassword('secret-pass')
    await t.app.users.createAccount({ type: 'user', email: 'gone@example.ca', passwordHash, language: 'en-GB' })
    const session = await signIn('gone@example.ca')
    await t.database.db.delete(users).where(eq(users.email, 'gone@example.ca'))
    expect((await t.app.inject({ url: '/getInfo', headers: bearer(session.access_token) })).statusCode).toBe(401)
  })
})
