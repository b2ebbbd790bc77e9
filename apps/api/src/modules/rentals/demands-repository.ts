import type { City, ContactRequestStatus } from '@maplenest/core'
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { rentalContactRequests, rentalDemandMatches, rentalDemands } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type DemandRow = typeof rentalDemands.$inferSelect
export type DemandInsert = typeof rentalDemands.$inferInsert
export type DemandPatch = Partial<Omit<DemandInsert, 'id' | 'studentId' | 'createdAt'>>
export type ContactRequestRow = typeof rentalContactRequests.$inferSelect

/** The agents' list: demands moving in from a day, optionally of a school and within a budget. */
export interface DemandSearch {
  fromDay: string
  school?: string | undefined
  budgetMax?: number | undefined
  after: { moveIn: string; id: string } | null
  limit: number
}

/** Rental demands, agents' requests to contact their students (with the consents), and the leases matched. */
export function createDemandsRepository(t: Transactor) {
  return {
    async insert(row: DemandInsert): Promise<DemandRow> {
      const [created] = await t.db().insert(rentalDemands).values(row).returning()
      return created!
    },

    async find(id: string): Promise<DemandRow | null> {
      const [row] = await t.db().select().from(rentalDemands).where(eq(rentalDemands.id, id))
      return row ?? null
    },

    async update(id: string, patch: DemandPatch): Promise<DemandRow | null> {
      const [row] = await t.db().update(rentalDemands).set(patch).where(eq(rentalDemands.id, id)).returning()
      return row ?? null
    },

    async remove(id: string): Promise<boolean> {
      const rows = await t
        .db()
        .delete(rentalDemands)
        .where(eq(rentalDemands.id, id))
        .returning({ id: rentalDemands.id })
      return rows.length > 0
    },

    /** A student's demands, newest first. */
    async ofStudent(studentId: string): Promise<DemandRow[]> {
      return t
        .db()
        .select()
        .from(rentalDemands)
        .where(eq(rentalDemands.studentId, studentId))
        .orderBy(desc(rentalDemands.createdAt), desc(rentalDemands.id))
    },

    /** Demands still to come (move-in from a day), soonest move-in first, after a position. */
    async search(q: DemandSearch): Promise<DemandRow[]> {
      return t
        .db()
        .select()
        .from(rentalDemands)
        .where(
          and(
            gte(rentalDemands.moveIn, q.fromDay),
            q.school ? eq(rentalDemands.school, q.school) : undefined,
            q.budgetMax !== undefined ? lte(rentalDemands.budget, q.budgetMax) : undefined,
            q.after
              ? sql`(${rentalDemands.moveIn}, ${rentalDemands.id}) > (${q.after.moveIn}::date, ${q.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(rentalDemands.moveIn), asc(rentalDemands.id))
        .limit(q.limit)
    },

    /** Demands whose move-in is still ahead (from a day), of these cities: the ones new leases are matched with. */
    async open(fromDay: string, cities: readonly string[]): Promise<DemandRow[]> {
      if (cities.length === 0) return []
      return t
        .db()
        .select()
        .from(rentalDemands)
        .where(and(gte(rentalDemands.moveIn, fromDay), inArray(rentalDemands.city, [...cities] as City[])))
    },

    /** The agent's request on a demand; null when one exists already (one per agent and demand). */
    async addRequest(row: { demandId: string; agentUserId: string; message: string | null; requestedAt: Date }) {
      const [created] = await t
        .db()
        .insert(rentalContactRequests)
        .values(row)
        .onConflictDoNothing({ target: [rentalContactRequests.demandId, rentalContactRequests.agentUserId] })
        .returning()
      return created ?? null
    },

    async findRequest(id: string): Promise<ContactRequestRow | null> {
      const [row] = await t.db().select().from(rentalContactRequests).where(eq(rentalContactRequests.id, id))
      return row ?? null
    },

    /** Records the student's answer once: null when it was answered already. */
    async decideRequest(id: string, status: Exclude<ContactRequestStatus, 'pending'>, at: Date) {
      const [row] = await t
        .db()
        .update(rentalContactRequests)
        .set({ status, decidedAt: at })
        .where(and(eq(rentalContactRequests.id, id), eq(rentalContactRequests.status, 'pending')))
        .returning()
      return row ?? null
    },

    /** Every request on these demands, oldest first. */
    async requestsOn(demandIds: readonly string[]): Promise<ContactRequestRow[]> {
      if (demandIds.length === 0) return []
      return t
        .db()
        .select()
        .from(rentalContactRequests)
        .where(inArray(rentalContactRequests.demandId, [...demandIds]))
        .orderBy(asc(rentalContactRequests.requestedAt), asc(rentalContactRequests.id))
    },

    /** One agent's requests on these demands. */
    async requestsOf(agentUserId: string, demandIds: readonly string[]): Promise<Map<string, ContactRequestRow>> {
      if (demandIds.length === 0) return new Map()
      const rows = await t
        .db()
        .select()
        .from(rentalContactRequests)
        .where(
          and(
            eq(rentalContactRequests.agentUserId, agentUserId),
            inArray(rentalContactRequests.demandId, [...demandIds]),
          ),
        )
      return new Map(rows.map((r) => [r.demandId, r]))
    },

    /**
     * Records leases as matched with a demand; returns those not recorded before. `notified` says whether the
     * student is told of them (a new lease) or not (what already fitted when the demand was saved).
     */
    async recordMatches(demandId: string, mlNums: readonly string[], notified: boolean, at: Date): Promise<string[]> {
      if (mlNums.length === 0) return []
      const rows = await t
        .db()
        .insert(rentalDemandMatches)
        .values(mlNums.map((mlNum) => ({ demandId, mlNum, notified, matchedAt: at })))
        .onConflictDoNothing()
        .returning({ mlNum: rentalDemandMatches.mlNum })
      return rows.map((r) => r.mlNum)
    },
  }
}

export type DemandsRepository = ReturnType<typeof createDemandsRepository>
