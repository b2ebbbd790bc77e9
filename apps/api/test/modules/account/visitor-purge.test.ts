import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentAppClients, chatSessions, sessions, users } from '../../../src/db/schema.ts'
import { VISITOR_PURGE_LOCK_KEY } from '../../../src/modules/account/account-repository.ts'
import { post, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('visitor accounts unused for VISITOR_RETENTION_DAYS', () => {
  let t: TestApp
  const ids: Record<'idle' | 'returning' | 'client' | 'registered', string> = {
    idle: '',
    returning: '',
    client: '',
    registered: '',
  }
  let returningRefresh = ''

  const left = async (of: string[]) =>
    (await t.database.db.select({ id: users.id }).from(users).where(inArray(users.id, of))).map((r) => r.id).sort()

  beforeAll(async () => {
    t = await createTestApp({ VISITOR_RETENTION_DAYS: '30', AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    const idle = await visitorLogin(t, 'idle-terminal')
    ids.idle = idle.userId
    // Something of its own, deleted with it.
    await t.database.db
      .insert(chatSessions)
      .values({ ownerId: idle.userId, title: 'Condos', createdAt: t.clock.now, updatedAt: t.clock.now })
    const returning = await visitorLogin(t, 'returning-terminal')
    ids.returning = returning.userId
    returningRefresh = returning.refresh_token
    ids.client = (await visitorLogin(t, 'client-terminal')).userId
    ids.registered = await registerAccount(t, { email: 'stays@example.ca' })
    // The visitor who opened an agent's app from its QR code is that agent's client (decision 0060).
    const broker = await registerAccount(t, { email: 'broker@example.ca' })
    const app = await t.app.agentApps.ensureApp(broker)
    await t.database.db
      .insert(agentAppClients)
      .values({ clientUserId: ids.client, appId: app.id, source: 'qr', firstAt: t.clock.now })
  })
  afterAll(() => t.close())

  it('deletes a visitor with no sign-in used in the period, with what it held, and keeps everyone else', async () => {
    // The returning visitor's app refreshes its sign-in 20 days later: that is use.
    t.clock.advance(20 * DAY_MS)
    const refreshed = await post(t, '/auth/refresh', { group: 'h5', refresh_token: returningRefresh })
    expect(refreshed.statusCode).toBe(200)

    // Not a day early.
    t.clock.advance(10 * DAY_MS - 60_000)
    expect(await t.app.account.purgeIdleVisitors(t.clock.now)).toEqual({ purged: 0 })

    t.clock.advance(2 * DAY_MS)
    const newcomer = (await visitorLogin(t, 'new-terminal')).userId
    expect(await t.app.account.purgeIdleVisitors(t.clock.now)).toEqual({ purged: 1 })
    expect(await left([...Object.values(ids), newcomer])).toEqual(
      [ids.returning, ids.client, ids.registered, newcomer].sort(),
    )
    const held = await t.database.db.execute(
      sql`select (select count(*) from ${sessions} where user_id = ${ids.idle})::int as sessions,
                 (select count(*) from ${chatSessions} where owner_id = ${ids.idle})::int as chats`,
    )
    expect((held as unknown as { rows: unknown[] }).rows[0]).toEqual({ sessions: 0, chats: 0 })

    // Thirty days after its last refresh, the returning visitor goes too; the newcomer (20 days), the agent's
    // client and the registered account stay.
    t.clock.advance(20 * DAY_MS)
    expect(await t.app.account.purgeIdleVisitors(t.clock.now)).toEqual({ purged: 1 })
    expect(await left([...Object.values(ids), newcomer])).toEqual([ids.client, ids.registered, newcomer].sort())
  })

  it('is done by one process at a time on PostgreSQL', async () => {
    if (t.database.kind !== 'postgres') return
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${VISITOR_PURGE_LOCK_KEY}))`)
      expect(await t.app.account.purgeIdleVisitors(t.clock.now)).toBe('skipped')
    })
    expect(await t.app.account.purgeIdleVisitors(t.clock.now)).toEqual({ purged: 0 })
  })
})
