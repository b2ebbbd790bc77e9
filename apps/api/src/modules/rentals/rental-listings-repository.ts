import { AVAILABLE_LSC_CODES, type City, type MatchListing, type RoomType } from '@maplenest/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { agentProfiles, listings } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { withinRadius } from '../../platform/sql/geo.ts'

/** A lease on the market, with what matching and a notice need. */
export interface LeaseRow extends MatchListing {
  mlNum: string
  roomType: RoomType
  address: string
  unit: string | null
}

export interface AgentProfileRow {
  profileId: string
  userId: string
  name: string
  company: string
  avatar: string
  phone: string
  practiceId: string
}

const available = inArray(listings.lsc, [...AVAILABLE_LSC_CODES])

/**
 * Read-only questions about listings and agents' public profiles that rentals ask (decision 0055): leases on the
 * market to match and count, similar rents nearby, and the registration numbers agents show. Nothing here writes.
 */
export function createRentalListingsRepository(t: Transactor) {
  return {
    /** Leases on the market: of these numbers, or in these neighbourhoods of a city, or every one. */
    async activeLeases(filter: {
      mlNums?: readonly string[]
      city?: City
      neighbourhoods?: readonly string[]
      budgetMax?: number
    }): Promise<LeaseRow[]> {
      if (filter.mlNums?.length === 0 || filter.neighbourhoods?.length === 0) return []
      const rows = await t
        .db()
        .select({
          mlNum: listings.mlNum,
          city: listings.city,
          sr: listings.sr,
          lsc: listings.lsc,
          neighbourhood: listings.neighbourhood,
          price: listings.price,
          beds: listings.beds,
          possession: listings.possession,
          roomType: listings.roomType,
          address: listings.address,
          unit: listings.unit,
        })
        .from(listings)
        .where(
          and(
            eq(listings.sr, 'Lease'),
            eq(listings.status, 'A'),
            available,
            filter.mlNums ? inArray(listings.mlNum, [...filter.mlNums]) : undefined,
            filter.city ? eq(listings.city, filter.city) : undefined,
            filter.neighbourhoods ? inArray(listings.neighbourhood, [...filter.neighbourhoods]) : undefined,
            filter.budgetMax !== undefined ? sql`${listings.price} <= ${filter.budgetMax}` : undefined,
          ),
        )
        .orderBy(listings.mlNum)
      return rows
    },

    /** The lease facts the safety card and a reservation read: null for an unknown number. */
    async listingFacts(mlNum: string) {
      const [row] = await t
        .db()
        .select({
          mlNum: listings.mlNum,
          city: listings.city,
          sr: listings.sr,
          status: listings.status,
          lsc: listings.lsc,
          price: listings.price,
          beds: listings.beds,
          lat: sql<number>`(${listings.location})[1]`,
          lng: sql<number>`(${listings.location})[0]`,
          listAgentId: listings.listAgentId,
        })
        .from(listings)
        .where(eq(listings.mlNum, mlNum))
      return row ?? null
    },

    /**
     * Asking rents of other leases on the market in the city with the same bedroom group (4 = four or more),
     * within `radiusM` of a point: how many and their median (whole dollars).
     */
    async comparableRents(q: {
      city: City
      lat: number
      lng: number
      bedsGroup: number
      radiusM: number
      exceptMlNum: string
    }): Promise<{ count: number; median: number | null }> {
      const p = { lat: q.lat, lng: q.lng }
      const beds = q.bedsGroup >= 4 ? sql`${listings.beds} >= 4` : sql`${listings.beds} = ${q.bedsGroup}`
      const [row] = await t
        .db()
        .select({
          count: sql<number>`count(*)::int`,
          median: sql<number | null>`percentile_cont(0.5) within group (order by ${listings.price})`,
        })
        .from(listings)
        .where(
          and(
            eq(listings.city, q.city),
            eq(listings.sr, 'Lease'),
            eq(listings.status, 'A'),
            available,
            beds,
            sql`${listings.mlNum} <> ${q.exceptMlNum}`,
            withinRadius(listings.location, p, q.radiusM),
          ),
        )
      return { count: row?.count ?? 0, median: row?.median == null ? null : Math.round(Number(row.median)) }
    },

    /** Public profiles of agents' accounts, by account id. */
    async profilesByUserIds(userIds: readonly string[]): Promise<Map<string, AgentProfileRow>> {
      if (userIds.length === 0) return new Map()
      const rows = await t
        .db()
        .select({
          profileId: agentProfiles.id,
          userId: agentProfiles.userId,
          name: agentProfiles.name,
          company: agentProfiles.companyName,
          avatar: agentProfiles.avatar,
          phone: agentProfiles.phone,
          practiceId: agentProfiles.practiceId,
        })
        .from(agentProfiles)
        .where(inArray(agentProfiles.userId, [...userIds]))
      return new Map(rows.map((r) => [r.userId, r]))
    },

    /** One public profile by its id (what a listing's `listAgentId` names), or null. */
    async profileById(id: string): Promise<AgentProfileRow | null> {
      const [row] = await t
        .db()
        .select({
          profileId: agentProfiles.id,
          userId: agentProfiles.userId,
          name: agentProfiles.name,
          company: agentProfiles.companyName,
          avatar: agentProfiles.avatar,
          phone: agentProfiles.phone,
          practiceId: agentProfiles.practiceId,
        })
        .from(agentProfiles)
        .where(sql`${agentProfiles.id}::text = ${id}`)
      return row ?? null
    },
  }
}

export type RentalListingsRepository = ReturnType<typeof createRentalListingsRepository>
