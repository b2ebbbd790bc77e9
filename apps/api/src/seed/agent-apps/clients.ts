import type { AlertReason, AttributionSource, UsageEvent } from '@maplenest/core'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { activityAlerts, agentAppClients, agentProfiles, listings, usageLogs, users } from '../../db/schema.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts.ts'
import { seedDemoLeads } from './leads.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

/** Clients of the demo agent's app besides the demo buyer: who they are and how they came. */
const DEMO_CLIENTS = [
  {
    email: 'mei.lin@clients.demo.maplenest.ca',
    userName: 'Mei Lin 林美',
    language: 'zh-Hans-CN',
    source: 'qr',
    joinedDaysAgo: 24,
  },
  {
    email: 'arjun.patel@clients.demo.maplenest.ca',
    userName: 'Arjun Patel',
    language: 'en-GB',
    source: 'link',
    joinedDaysAgo: 9,
  },
] as const

/**
 * What each client did, in days before the anchor and hours into that day: `view`, `favourite`, `book` and `share`
 * name one of the agent's homes by its place in the list; `search` gives the words.
 */
type Step = [daysAgo: number, hour: number, event: UsageEvent, what?: number | string]

const STEPS: Record<string, readonly Step[]> = {
  'buyer@demo.maplenest.ca': [
    [18, 19, 'open'],
    [18, 19.2, 'search', 'condo near Union Station'],
    [18, 19.4, 'view', 0],
    [17, 8, 'view', 1],
    [3, 20, 'open'],
    [3, 20.1, 'view', 0],
    [2, 12, 'view', 0],
    [2, 12.2, 'favourite', 0],
    [1, 18, 'share', 0],
  ],
  'mei.lin@clients.demo.maplenest.ca': [
    [24, 10, 'open'],
    [24, 10.2, 'search', '2 bedroom condo near UofT'],
    [24, 10.4, 'view', 2],
    [21, 20, 'view', 2],
    [6, 9, 'open'],
    [6, 9.1, 'view', 2],
    [6, 9.3, 'favourite', 2],
    [5, 14, 'book', 2],
    [1, 11, 'view', 3],
  ],
  'arjun.patel@clients.demo.maplenest.ca': [
    [9, 17, 'open'],
    [9, 17.2, 'view', 1],
    [4, 13, 'open'],
    [4, 13.2, 'search', 'townhouse with parking'],
  ],
}

/**
 * Clients of the demo agent's app with a few weeks of activity before `anchor`: the demo buyer (by the QR code) and
 * two more accounts, their usage logs on the agent's own homes, and the alerts those earned (viewed three times,
 * back after two weeks, favourites, a booking), and the leads their requests made. Written as rows, since they lie in
 * the past. Skipped when the app has clients already.
 */
export async function seedDemoAppClients(app: FastifyInstance, opts: { anchor: Date; appId: string }): Promise<number> {
  const db = app.database.db as Db
  const [existing] = await db
    .select({ id: agentAppClients.clientUserId })
    .from(agentAppClients)
    .where(eq(agentAppClients.appId, opts.appId))
    .limit(1)
  if (existing) return 0
  const agentAccount = DEMO_ACCOUNTS.find((a) => a.type === 'agent')!
  const agent = await app.users.findByEmail(agentAccount.email)
  const buyer = await app.users.findByEmail(DEMO_ACCOUNTS.find((a) => a.type === 'user')!.email)
  if (!agent || !buyer) return 0
  const [profile] = await db
    .select({ id: agentProfiles.id })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agent.id))
  const homes = (
    await db
      .select({ mlNum: listings.mlNum })
      .from(listings)
      .where(and(eq(listings.status, 'A'), profile ? eq(listings.listAgentId, profile.id) : sql`true`))
      .orderBy(listings.mlNum)
      .limit(4)
  ).map((l) => l.mlNum)
  if (homes.length === 0) return 0

  const passwordHash = await app.auth.hashPassword(DEMO_PASSWORD)
  const ids = new Map<string, { id: string; joined: Date; source: AttributionSource }>()
  ids.set(buyer.email!, { id: buyer.id, joined: new Date(opts.anchor.getTime() - 18 * DAY - 5 * HOUR), source: 'qr' })
  for (const c of DEMO_CLIENTS) {
    const account =
      (await app.users.findByEmail(c.email)) ??
      (await app.users.createAccount({
        type: 'user',
        email: c.email,
        userName: c.userName,
        passwordHash,
        language: c.language,
      }))
    if (!account) continue
    await db.update(users).set({ nickname: c.userName }).where(eq(users.id, account.id))
    ids.set(c.email, {
      id: account.id,
      joined: new Date(opts.anchor.getTime() - c.joinedDaysAgo * DAY - 4 * HOUR),
      source: c.source,
    })
  }

  let added = 0
  for (const [email, who] of ids) {
    await db
      .insert(agentAppClients)
      .values({ clientUserId: who.id, appId: opts.appId, source: who.source, firstAt: who.joined })
      .onConflictDoNothing()
    const views = new Map<string, number>()
    let previous: Date | null = null
    for (const [daysAgo, hour, event, what] of STEPS[email] ?? []) {
      const at = new Date(opts.anchor.getTime() - daysAgo * DAY + (hour - 12) * HOUR)
      const subject = typeof what === 'number' ? homes[what % homes.length]! : (what ?? null)
      await db.insert(usageLogs).values({
        userId: who.id,
        appId: opts.appId,
        operationContent: subject ? `${event}:${subject}` : event,
        event,
        subject,
        createdAt: at,
      })
      const alerts: { reason: AlertReason; subject: string }[] = []
      if (previous && at.getTime() - previous.getTime() >= 14 * DAY)
        alerts.push({ reason: 'returned', subject: at.toISOString().slice(0, 10) })
      if (event === 'view' && subject) {
        views.set(subject, (views.get(subject) ?? 0) + 1)
        if (views.get(subject) === 3) alerts.push({ reason: 'viewedThrice', subject })
      }
      if (event === 'favourite' && subject) alerts.push({ reason: 'favourited', subject })
      if (event === 'book' && subject) alerts.push({ reason: 'booked', subject })
      for (const a of alerts)
        await db
          .insert(activityAlerts)
          .values({ appId: opts.appId, clientUserId: who.id, ...a, createdAt: at })
          .onConflictDoNothing()
      previous = at
    }
    added += 1
  }
  // what they asked her, as her leads
  await seedDemoLeads(db, { anchor: opts.anchor, appId: opts.appId, agentUserId: agent.id, homes, clients: ids })
  return added
}
