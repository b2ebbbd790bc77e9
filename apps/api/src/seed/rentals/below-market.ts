import { AVAILABLE_LSC_CODES, BELOW_MARKET_SHARE, COMPARABLE_RADII_M, COMPARABLES_MIN } from '@maplenest/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { listingHistory, listings } from '../../db/schema.ts'
import { withinRadius } from '../../platform/sql/geo.ts'

/** How far below its neighbours the demo's too-cheap lease is asked: clearly past the warning's threshold. */
const DEMO_SHARE_BELOW = 0.4

/**
 * The most leases compared, in order of MLS number: more than the default size has (about 360), so that a
 * benchmark's huge size does not compare tens of thousands, each against its neighbours.
 */
const CANDIDATES_MAX = 600

/**
 * Makes one downtown Toronto condo lease of the demo data clearly below market, so the safety card's warning can be
 * seen (and tried end to end): of the newly listed one-bedrooms not listed by the demo agent, the one compared
 * with the most similar leases at the nearest of the card's radii gets an asking rent 40 % under their median, and
 * its first history event with it. Returns its MLS number, or null when the
 * data has no such lease.
 */
export async function makeDemoBelowMarketLease(db: Db, demoAgentUserId: string): Promise<string | null> {
  const candidates = await db
    .select({
      id: listings.id,
      mlNum: listings.mlNum,
      lat: sql<number>`(${listings.location})[1]`,
      lng: sql<number>`(${listings.location})[0]`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.city, 'toronto'),
        eq(listings.sr, 'Lease'),
        eq(listings.status, 'A'),
        eq(listings.lsc, 'new'),
        eq(listings.roomType, 'condo'),
        eq(listings.beds, 1),
        // not one of the demo agent's, whose homes the journeys book
        sql`${listings.listAgentId} is distinct from (select id from agent_profiles where user_id = ${demoAgentUserId})`,
      ),
    )
    .orderBy(listings.mlNum)
    .limit(CANDIDATES_MAX)
  let best: { id: number; mlNum: string; radius: number; count: number; median: number } | null = null
  for (const c of candidates) {
    for (const [radius, radiusM] of COMPARABLE_RADII_M.entries()) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          median: sql<number | null>`percentile_cont(0.5) within group (order by ${listings.price})`,
        })
        .from(listings)
        .where(
          and(
            eq(listings.city, 'toronto'),
            eq(listings.sr, 'Lease'),
            eq(listings.status, 'A'),
            inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
            eq(listings.beds, 1),
            sql`${listings.id} <> ${c.id}`,
            withinRadius(listings.location, { lat: Number(c.lat), lng: Number(c.lng) }, radiusM),
          ),
        )
      const count = row?.count ?? 0
      if (count < COMPARABLES_MIN || row?.median == null) continue
      // The card compares at the nearest radius with enough listings; the candidate compared most closely wins.
      if (!best || radius < best.radius || (radius === best.radius && count > best.count)) {
        best = { id: c.id, mlNum: c.mlNum, radius, count, median: Number(row.median) }
      }
      break
    }
  }
  if (!best) return null
  const rent = Math.round((best.median * (1 - DEMO_SHARE_BELOW)) / 50) * 50
  if (rent > best.median * (1 - BELOW_MARKET_SHARE)) return null
  await db.update(listings).set({ price: rent, originalPrice: rent }).where(eq(listings.id, best.id))
  await db
    .update(listingHistory)
    .set({ price: rent })
    .where(
      and(eq(listingHistory.listingId, best.id), eq(listingHistory.mlNum, best.mlNum), eq(listingHistory.event, 'new')),
    )
  return best.mlNum
}
