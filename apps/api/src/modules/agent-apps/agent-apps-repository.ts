import type { Locale } from '@maplenest/core'
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { agentAppClients, agentAppInvites, agentAppOrders, agentApps, agentProfiles, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type AppRow = typeof agentApps.$inferSelect
type AppInsert = typeof agentApps.$inferInsert
export type AppPatch = Partial<Omit<AppInsert, 'id' | 'userId' | 'createdAt'>>
type ClientRow = typeof agentAppClients.$inferSelect
export type OrderRow = typeof agentAppOrders.$inferSelect
type OrderInsert = typeof agentAppOrders.$inferInsert

/** The agent behind an app: their account and, for a broker, their public profile (read here, never changed). */
export interface AppOwner {
  userId: string
  userName: string
  email: string | null
  phonenumber: string | null
  isBroker: boolean
  type: string
  profileId: string | null
  profileName: string | null
  profilePhone: string | null
  profileEmail: string | null
  companyName: string | null
  practiceName: string | null
  photoKey: string | null
  avatar: string | null
}

/** A paid period running at `now`. */
const liveAt = (appId: string, now: Date) => sql`exists (
  select 1 from agent_app_orders o
  where o.app_id = ${appId}::uuid and o.paid_at is not null
    and o.period_start <= ${now.toISOString()}::timestamptz and o.period_end > ${now.toISOString()}::timestamptz)`

/** The `agent_apps`, `agent_app_clients` and `agent_app_orders` tables. */
export function createAgentAppsRepository(t: Transactor) {
  return {
    async byId(id: string): Promise<AppRow | null> {
      const [row] = await t.db().select().from(agentApps).where(eq(agentApps.id, id))
      return row ?? null
    },

    async byUser(userId: string): Promise<AppRow | null> {
      const [row] = await t.db().select().from(agentApps).where(eq(agentApps.userId, userId))
      return row ?? null
    },

    async bySubdomain(subdomain: string): Promise<AppRow | null> {
      const [row] = await t.db().select().from(agentApps).where(eq(agentApps.subdomain, subdomain))
      return row ?? null
    },

    /** Creates the agent's app, or returns the one they have (one app per agent). */
    async ensure(row: AppInsert): Promise<AppRow> {
      await t.db().insert(agentApps).values(row).onConflictDoNothing({ target: agentApps.userId })
      return (await this.byUser(row.userId))!
    },

    /** Changes an app; null when the sub-domain is taken by another app (the unique index decides, not a read). */
    async update(id: string, patch: AppPatch, now: Date): Promise<AppRow | 'subdomainTaken'> {
      try {
        const [row] = await t
          .db()
          .update(agentApps)
          .set({ ...patch, updatedAt: now })
          .where(eq(agentApps.id, id))
          .returning()
        return row!
      } catch (err) {
        if (isUniqueViolation(err, 'agent_apps_subdomain_key')) return 'subdomainTaken'
        throw err
      }
    },

    /** The short invite code of an app for a language (null: none), made with `newCode` the first time it is asked for. */
    async inviteCode(appId: string, language: Locale | null, newCode: () => string): Promise<string> {
      const of = () =>
        t
          .db()
          .select({ code: agentAppInvites.code })
          .from(agentAppInvites)
          .where(
            and(
              eq(agentAppInvites.appId, appId),
              language ? eq(agentAppInvites.language, language) : isNull(agentAppInvites.language),
            ),
          )
      for (let attempt = 0; attempt < 5; attempt++) {
        const [found] = await of()
        if (found) return found.code
        // a racing request for the same app and language keeps its code (the unique constraint decides); a code
        // that happens to be taken already is drawn again
        await t.db().insert(agentAppInvites).values({ code: newCode(), appId, language }).onConflictDoNothing()
      }
      throw new Error('no free invite code after 5 draws')
    },

    /** The app and language an invite code stands for, or null. */
    async invite(code: string): Promise<{ appId: string; language: Locale | null } | null> {
      const [row] = await t
        .db()
        .select({ appId: agentAppInvites.appId, language: agentAppInvites.language })
        .from(agentAppInvites)
        .where(eq(agentAppInvites.code, code))
      return row ?? null
    },

    async owner(userId: string): Promise<AppOwner | null> {
      const [row] = await t
        .db()
        .select({
          userId: users.id,
          userName: users.userName,
          email: users.email,
          phonenumber: users.phonenumber,
          isBroker: users.isBroker,
          type: users.type,
          profileId: agentProfiles.id,
          profileName: agentProfiles.name,
          profilePhone: agentProfiles.phone,
          profileEmail: agentProfiles.email,
          companyName: agentProfiles.companyName,
          practiceName: agentProfiles.practiceName,
          photoKey: agentProfiles.photoKey,
          avatar: agentProfiles.avatar,
        })
        .from(users)
        .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
        .where(eq(users.id, userId))
      return row ?? null
    },

    async isLive(appId: string, now: Date): Promise<boolean> {
      const result = (await t.db().execute(sql`select ${liveAt(appId, now)} as live`)) as unknown as {
        rows: { live: boolean }[]
      }
      return result.rows[0]?.live === true
    },

    /** The end of the latest paid period of an app (running or still to start), or null. */
    async latestPaidEnd(appId: string): Promise<Date | null> {
      const [row] = await t
        .db()
        .select({ end: sql<string | null>`max(${agentAppOrders.periodEnd})::text` })
        .from(agentAppOrders)
        .where(and(eq(agentAppOrders.appId, appId), isNotNull(agentAppOrders.paidAt)))
      return row?.end ? new Date(row.end) : null
    },

    /** Until when the app's running period (and any renewal right after it) lasts, when one runs at `now`. */
    async activeUntil(appId: string, now: Date): Promise<Date | null> {
      if (!(await this.isLive(appId, now))) return null
      return this.latestPaidEnd(appId)
    },

    async client(clientUserId: string): Promise<ClientRow | null> {
      const [row] = await t.db().select().from(agentAppClients).where(eq(agentAppClients.clientUserId, clientUserId))
      return row ?? null
    },

    /** Records a first touch; false when the person already belongs to an app (a racing join keeps the first). */
    async addClient(row: typeof agentAppClients.$inferInsert): Promise<boolean> {
      const inserted = await t
        .db()
        .insert(agentAppClients)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: agentAppClients.clientUserId })
      return inserted.length > 0
    },

    async moveClient(clientUserId: string, to: { appId: string; source: ClientRow['source']; at: Date }) {
      const current = await this.client(clientUserId)
      if (!current) return null
      const [row] = await t
        .db()
        .update(agentAppClients)
        .set({
          appId: to.appId,
          source: to.source,
          firstAt: to.at,
          previousAppId: current.appId,
          switchedAt: to.at,
        })
        .where(eq(agentAppClients.clientUserId, clientUserId))
        .returning()
      return row ?? null
    },

    /** Holds an app's row until the transaction ends: its payments are applied one at a time. */
    async lockApp(appId: string): Promise<void> {
      await t.db().execute(sql`select id from agent_apps where id = ${appId}::uuid for update`)
    },

    async insertOrder(row: OrderInsert): Promise<OrderRow> {
      const [created] = await t.db().insert(agentAppOrders).values(row).returning()
      return created!
    },

    async deleteOrder(id: string): Promise<void> {
      await t
        .db()
        .delete(agentAppOrders)
        .where(and(eq(agentAppOrders.id, id), eq(agentAppOrders.status, 'pending')))
    },

    async order(id: string): Promise<OrderRow | null> {
      const [row] = await t.db().select().from(agentAppOrders).where(eq(agentAppOrders.id, id))
      return row ?? null
    },

    async orderByProviderRef(ref: string): Promise<OrderRow | null> {
      const [row] = await t.db().select().from(agentAppOrders).where(eq(agentAppOrders.providerRef, ref))
      return row ?? null
    },

    async setOrderProvider(id: string, ref: string, checkoutUrl: string): Promise<void> {
      await t.db().update(agentAppOrders).set({ providerRef: ref, checkoutUrl }).where(eq(agentAppOrders.id, id))
    },

    /** Marks a pending order paid with its period; null when it was no longer pending (paid twice = once). */
    async markPaid(
      id: string,
      paid: { paidAt: Date; paidBy: string | null; periodStart: Date; periodEnd: Date; renewal: boolean },
    ): Promise<OrderRow | null> {
      const [row] = await t
        .db()
        .update(agentAppOrders)
        .set({ ...paid, status: 'paid' })
        .where(and(eq(agentAppOrders.id, id), eq(agentAppOrders.status, 'pending')))
        .returning()
      return row ?? null
    },

    async ordersOf(appId: string): Promise<OrderRow[]> {
      return t
        .db()
        .select()
        .from(agentAppOrders)
        .where(eq(agentAppOrders.appId, appId))
        .orderBy(desc(agentAppOrders.createdAt), desc(agentAppOrders.id))
    },

    async ordersByStatus(status: OrderRow['status'] | undefined, limit: number): Promise<OrderRow[]> {
      return t
        .db()
        .select()
        .from(agentAppOrders)
        .where(status ? eq(agentAppOrders.status, status) : undefined)
        .orderBy(desc(agentAppOrders.createdAt), desc(agentAppOrders.id))
        .limit(limit)
    },

    /** Brings stored statuses up to `now`: paid → active when a period starts, active or paid → expired when it ends. */
    async settleStatuses(now: Date): Promise<number> {
      const at = now.toISOString()
      const expired = await t
        .db()
        .update(agentAppOrders)
        .set({ status: 'expired' })
        .where(
          and(
            sql`${agentAppOrders.status} in ('paid', 'active')`,
            lte(agentAppOrders.periodEnd, sql`${at}::timestamptz`),
          ),
        )
        .returning({ id: agentAppOrders.id })
      const started = await t
        .db()
        .update(agentAppOrders)
        .set({ status: 'active' })
        .where(
          and(
            eq(agentAppOrders.status, 'paid'),
            lte(agentAppOrders.periodStart, sql`${at}::timestamptz`),
            gt(agentAppOrders.periodEnd, sql`${at}::timestamptz`),
          ),
        )
        .returning({ id: agentAppOrders.id })
      return expired.length + started.length
    },
  }
}

export type AgentAppsRepository = ReturnType<typeof createAgentAppsRepository>

/** A unique violation (PostgreSQL 23505) of the named constraint, through Drizzle's wrapping. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string }
    if (pg.code === '23505' && (pg.constraint === constraint || pg.message?.includes(constraint))) return true
  }
  return false
}
