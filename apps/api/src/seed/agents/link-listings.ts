import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * Gives every demo listing without one a listing agent: the agents of each city (their first service city) take the
 * city's listings in turn, and the listing's brokerage becomes the agent's, so the contact block and the board's
 * "provided by" line agree. Feed listings keep the brokerage the feed names. Returns how many listings it linked.
 */
export async function linkDemoListingsToAgents(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with agents as (
      select id, company_name, service_cities[1] as city,
        row_number() over (partition by service_cities[1] order by created_at, practice_id, name, id) - 1 as n,
        count(*) over (partition by service_cities[1]) as total
      from agent_profiles
      where cardinality(service_cities) > 0
    ), unlinked as (
      select id, city, row_number() over (partition by city order by id) - 1 as n
      from listings
      where source = 'demo' and list_agent_id is null
    )
    update listings set list_agent_id = agents.id,
      brokerage = coalesce(nullif(agents.company_name, ''), listings.brokerage)
    from unlinked join agents on agents.city = unlinked.city and agents.n = unlinked.n % agents.total
    where listings.id = unlinked.id
  `)
  return Number(
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (result as { rowCount?: number }).rowCount ??
      0,
  )
}
