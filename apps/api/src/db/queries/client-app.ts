import { type SQL, sql } from 'drizzle-orm'
import type { Transactor } from '../transaction.ts'

/** The agent's app a person is a client of, as the e-mails to them name it (decision 0134). */
export interface ClientApp {
  appId: string
  /** The agent's user id, which a link into her app carries beside the app's id. */
  agentUserId: string
  /** Her app's sub-domain, or null when it opens on the product's address. */
  subdomain: string | null
  appName: string
  /** Her name on her broker page, else her account's, else the app's. */
  agent: string
}

/**
 * The app a person is a client of while its subscription runs (a paid period covering `at`), or null. Reads
 * `agent_app_clients` (one app per person), `agent_apps`, their orders and the agent's profile without changing them.
 */
export async function clientAppOf(t: Transactor, userId: string, at: Date): Promise<ClientApp | null> {
  const result = (await t.db().execute(sql`
    select a.id as "appId", a.user_id as "agentUserId", a.subdomain, a.app_name as "appName", coalesce(nullif(p.name, ''), nullif(u.user_name, ''), a.app_name) as "agent"
    from agent_app_clients c
      join agent_apps a on a.id = c.app_id
      join users u on u.id = a.user_id
      left join agent_profiles p on p.user_id = a.user_id
    where c.client_user_id = ${userId}::uuid and ${paidAt(sql`a.id`, at)}
    limit 1`)) as unknown as { rows: ClientApp[] }
  return result.rows[0] ?? null
}

/** Whether the app (an SQL expression of its id) has a paid period covering `at`: its brand is live then. */
const paidAt = (appId: SQL, at: Date) => sql`exists (
      select 1 from agent_app_orders o
      where o.app_id = ${appId} and o.paid_at is not null
        and o.period_start <= ${at.toISOString()}::timestamptz and o.period_end > ${at.toISOString()}::timestamptz)`

/** The name of an agent's app while a paid period covers `at`, or null (no such app, or not paid for then). */
export async function paidAppName(t: Transactor, appId: string, at: Date): Promise<string | null> {
  const result = (await t.db().execute(sql`
    select a.app_name as "appName" from agent_apps a
    where a.id = ${appId}::uuid and ${paidAt(sql`a.id`, at)}
    limit 1`)) as unknown as { rows: { appName: string }[] }
  return result.rows[0]?.appName ?? null
}
