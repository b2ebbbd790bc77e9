import type { AttributionSource, ClientType, UserType } from '@maplenest/core'
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm'
import { activityAlerts, agentApps, appLogs, showings, usageLogs, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { containing, like } from '../../platform/sql/like.ts'

export type UsageRow = typeof usageLogs.$inferSelect
export type AlertRow = typeof activityAlerts.$inferSelect

/** A client of an app as the agent's lists show them. */
export interface ClientRow {
  userId: string
  name: string
  type: UserType
  avatar: string
  source: AttributionSource
  firstAt: string
  lastActiveAt: string | null
  actions: number
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The fewest digits a search must have to be looked for in phone numbers (fewer would match almost everyone). */
const PHONE_DIGITS_MIN = 3

/**
 * A client (`u`) whose name or e-mail contains the text, whatever the case, or whose phone number contains its digits
 * (spaces, dashes and brackets aside: "416 555" finds +1 416-555-0102).
 */
function clientMatches(q: string): SQL {
  const pattern = containing(q.toLowerCase())
  const digits = q.replace(/\D/g, '')
  const fields = [sql`lower(u.nickname)`, sql`lower(u.user_name)`, sql`lower(coalesce(u.email, ''))`]
  const tests = fields.map((field) => like(field, pattern))
  if (digits.length >= PHONE_DIGITS_MIN)
    tests.push(like(sql`regexp_replace(coalesce(u.phonenumber, ''), '[^0-9]', '', 'g')`, containing(digits)))
  return sql`(${sql.join(tests, sql` or `)})`
}

/**
 * Usage and app logs, alerts, and the agent's views of their clients. Reads `agent_app_clients` (who is whose
 * client), `users` (names) and `showings` (counts by state) without changing them.
 */
export function createActivityRepository(t: Transactor) {
  const clientColumns = (appId: string, since: Date | null) => sql`
    c.client_user_id as "userId",
    coalesce(nullif(u.nickname, ''), u.user_name) as "name",
    u.type as "type", u.avatar as "avatar", c.source as "source", c.first_at::text as "firstAt",
    (select max(l.created_at)::text from usage_logs l where l.user_id = c.client_user_id and l.app_id = ${appId}::uuid)
      as "lastActiveAt",
    (select count(*)::int from usage_logs l where l.user_id = c.client_user_id and l.app_id = ${appId}::uuid
      ${since ? sql`and l.created_at >= ${since.toISOString()}::timestamptz` : sql``}) as "actions"`

  return {
    async insertUsage(row: typeof usageLogs.$inferInsert): Promise<UsageRow> {
      const [created] = await t.db().insert(usageLogs).values(row).returning()
      return created!
    },

    async insertAppLog(row: typeof appLogs.$inferInsert): Promise<string> {
      const [created] = await t.db().insert(appLogs).values(row).returning({ id: appLogs.id })
      return created!.id
    },

    /** How many times a person viewed a listing in an app. */
    async views(userId: string, appId: string, subject: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: count() })
        .from(usageLogs)
        .where(
          and(
            eq(usageLogs.userId, userId),
            eq(usageLogs.appId, appId),
            eq(usageLogs.event, 'view'),
            eq(usageLogs.subject, subject),
          ),
        )
      return Number(row?.n ?? 0)
    },

    /** The person's latest action in the app before this one. */
    async previousAt(userId: string, appId: string, exceptId: string): Promise<Date | null> {
      const [row] = await t
        .db()
        .select({ at: usageLogs.createdAt })
        .from(usageLogs)
        .where(and(eq(usageLogs.userId, userId), eq(usageLogs.appId, appId), sql`${usageLogs.id} <> ${exceptId}`))
        .orderBy(desc(usageLogs.createdAt))
        .limit(1)
      return row?.at ?? null
    },

    /** Records an alert once per reason and subject; false when it was raised before. */
    async addAlert(row: typeof activityAlerts.$inferInsert): Promise<boolean> {
      const inserted = await t
        .db()
        .insert(activityAlerts)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: activityAlerts.id })
      return inserted.length > 0
    },

    async appLogsOf(userId: string, after: { at: string; id: string } | null, limit: number) {
      return t
        .db()
        .select({
          id: appLogs.id,
          pageName: appLogs.pageName,
          appName: agentApps.appName,
          brand: appLogs.brand,
          model: appLogs.model,
          operSystem: appLogs.operSystem,
          version: appLogs.version,
          createdAt: appLogs.createdAt,
          atKey: sql<string>`${appLogs.createdAt}::text`,
        })
        .from(appLogs)
        .leftJoin(agentApps, eq(agentApps.id, appLogs.appId))
        .where(
          and(
            eq(appLogs.userId, userId),
            after
              ? sql`(${appLogs.createdAt}, ${appLogs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(appLogs.createdAt), desc(appLogs.id))
        .limit(limit)
    },

    /** A page of an app's clients, newest first, of a type; with `q`, those whose name, phone or e-mail has it. */
    async clients(
      appId: string,
      type: ClientType,
      q: string | undefined,
      after: { at: string; id: string } | null,
      limit: number,
    ): Promise<ClientRow[]> {
      return rows<ClientRow>(
        await t.db().execute(sql`
          select ${clientColumns(appId, null)}
          from agent_app_clients c join users u on u.id = c.client_user_id
          where c.app_id = ${appId}::uuid and u.cancelled_at is null
            ${type === 'all' ? sql`` : sql`and u.type = ${type}`}
            ${q ? sql`and ${clientMatches(q)}` : sql``}
            ${after ? sql`and (c.first_at, c.client_user_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by c.first_at desc, c.client_user_id desc
          limit ${limit}`),
      )
    },

    /** An app's clients active since `since`, the most active first (50 at most). */
    async active(appId: string, since: Date): Promise<ClientRow[]> {
      return rows<ClientRow>(
        await t.db().execute(sql`
          select * from (
            select ${clientColumns(appId, since)}
            from agent_app_clients c join users u on u.id = c.client_user_id
            where c.app_id = ${appId}::uuid and u.cancelled_at is null
          ) clients
          where "actions" > 0
          order by "actions" desc, "lastActiveAt" desc, "userId"
          limit 50`),
      )
    },

    async client(appId: string, userId: string): Promise<ClientRow | null> {
      const [row] = rows<ClientRow>(
        await t.db().execute(sql`
          select ${clientColumns(appId, null)}
          from agent_app_clients c join users u on u.id = c.client_user_id
          where c.app_id = ${appId}::uuid and c.client_user_id = ${userId}::uuid and u.cancelled_at is null`),
      )
      return row ?? null
    },

    async counts(appId: string, userId: string) {
      const list = await t
        .db()
        .select({ event: usageLogs.event, n: count() })
        .from(usageLogs)
        .where(and(eq(usageLogs.appId, appId), eq(usageLogs.userId, userId)))
        .groupBy(usageLogs.event)
      return Object.fromEntries(list.map((r) => [r.event, Number(r.n)])) as Partial<Record<UsageRow['event'], number>>
    },

    async timeline(appId: string, userId: string, limit: number): Promise<UsageRow[]> {
      return t
        .db()
        .select()
        .from(usageLogs)
        .where(and(eq(usageLogs.appId, appId), eq(usageLogs.userId, userId)))
        .orderBy(desc(usageLogs.createdAt), desc(usageLogs.id))
        .limit(limit)
    },

    async alerts(appId: string, userId: string): Promise<AlertRow[]> {
      return t
        .db()
        .select()
        .from(activityAlerts)
        .where(and(eq(activityAlerts.appId, appId), eq(activityAlerts.clientUserId, userId)))
        .orderBy(desc(activityAlerts.createdAt))
        .limit(50)
    },

    /** The dashboard's figures of an app since `since`, and the showings its agent handles by state. */
    async dashboard(appId: string, agentUserId: string, since: Date) {
      const at = since.toISOString()
      const [figures] = rows<{
        clients: number
        newClients: number
        activeClients: number
        views: number
        favourites: number
      }>(
        await t.db().execute(sql`
          select
            (select count(*)::int from agent_app_clients c where c.app_id = ${appId}::uuid) as "clients",
            (select count(*)::int from agent_app_clients c where c.app_id = ${appId}::uuid
              and c.first_at >= ${at}::timestamptz) as "newClients",
            (select count(distinct l.user_id)::int from usage_logs l join agent_app_clients c
              on c.client_user_id = l.user_id and c.app_id = l.app_id
              where l.app_id = ${appId}::uuid and l.created_at >= ${at}::timestamptz) as "activeClients",
            (select count(*)::int from usage_logs l join agent_app_clients c
              on c.client_user_id = l.user_id and c.app_id = l.app_id
              where l.app_id = ${appId}::uuid and l.event = 'view' and l.created_at >= ${at}::timestamptz) as "views",
            (select count(*)::int from usage_logs l join agent_app_clients c
              on c.client_user_id = l.user_id and c.app_id = l.app_id
              where l.app_id = ${appId}::uuid and l.event = 'favourite'
                and l.created_at >= ${at}::timestamptz) as "favourites"`),
      )
      const byState = await t
        .db()
        .select({ status: showings.status, n: count() })
        .from(showings)
        .where(and(eq(showings.agentUserId, agentUserId), gte(showings.createdAt, since)))
        .groupBy(showings.status)
      return { figures: figures!, showings: byState.map((r) => ({ status: r.status, n: Number(r.n) })) }
    },

    /** Active clients and views of an app per bucket (`bucket` days long) since `since`. */
    async series(appId: string, since: Date, bucketDays: number) {
      return rows<{ bucket: number; activeClients: number; views: number }>(
        await t.db().execute(sql`
          select floor(extract(epoch from (l.created_at - ${since.toISOString()}::timestamptz)) / ${bucketDays * 86400})::int
              as "bucket",
            count(distinct l.user_id)::int as "activeClients",
            count(*) filter (where l.event = 'view')::int as "views"
          from usage_logs l join agent_app_clients c on c.client_user_id = l.user_id and c.app_id = l.app_id
          where l.app_id = ${appId}::uuid and l.created_at >= ${since.toISOString()}::timestamptz
          group by 1 order by 1`),
      )
    },

    /** A person's name as their agent sees it. */
    async nameOf(userId: string): Promise<string> {
      const [row] = await t
        .db()
        .select({ name: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.userName})` })
        .from(users)
        .where(eq(users.id, userId))
      return row?.name ?? ''
    },
  }
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>
