import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { agentProfiles, preconRegistrations, preconsLayouts, preconsProjects, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type PreconRegistrationRow = typeof preconRegistrations.$inferSelect
export type PreconRegistrationInsert = typeof preconRegistrations.$inferInsert
export type PreconRegistrationPatch = Partial<Omit<PreconRegistrationInsert, 'id' | 'userId' | 'createdAt'>>

/** A registration with what its lists show beside it: the project's name and city, the floor plan's name. */
export type PreconRegistrationListed = PreconRegistrationRow & {
  projectName: string
  projectCity: 'toronto' | 'vancouver'
  layoutName: string | null
}

/** A live registration whose project's price or occupancy moved since the buyer was last told, with the project's now. */
export interface PreconRegistrationDue {
  id: string
  userId: string
  projectId: string
  projectName: string
  told: { minPrice: number; maxPrice: number; occupancyYear: number; occupancyQuarter: number }
  now: { minPrice: number; maxPrice: number; occupancyYear: number; occupancyQuarter: number }
}

/** Key of the advisory lock held by whichever process tells registrants of their projects' changes in a round. */
const CHANGES_LOCK_KEY = 'maplenest:precon-registrations-changes'

const listed = {
  row: preconRegistrations,
  projectName: preconsProjects.name,
  projectCity: preconsProjects.city,
  layoutName: preconsLayouts.name,
}

/** Whose list: a buyer's own (not withdrawn), or an agent's incoming (with the administrators' queue for an admin). */
export type PreconRegistrationOwner = { userId: string } | { agentUserId: string; queue: boolean }

/** The `precon_registrations` table, and the project, floor-plan and agent facts a registration needs. */
export function createPreconRegistrationsRepository(t: Transactor) {
  const db = () => t.db()

  const select = (where: ReturnType<typeof and>) =>
    db()
      .select(listed)
      .from(preconRegistrations)
      .innerJoin(preconsProjects, eq(preconsProjects.id, preconRegistrations.projectId))
      .leftJoin(preconsLayouts, eq(preconsLayouts.id, preconRegistrations.layoutId))
      .where(where)

  const flat = (r: {
    row: PreconRegistrationRow
    projectName: string
    projectCity: 'toronto' | 'vancouver'
    layoutName: string | null
  }): PreconRegistrationListed => ({
    ...r.row,
    projectName: r.projectName,
    projectCity: r.projectCity,
    layoutName: r.layoutName,
  })

  return {
    async project(id: string) {
      const [row] = await db()
        .select({
          id: preconsProjects.id,
          name: preconsProjects.name,
          city: preconsProjects.city,
          minPrice: preconsProjects.minPrice,
          maxPrice: preconsProjects.maxPrice,
          occupancyYear: preconsProjects.occupancyYear,
          occupancyQuarter: preconsProjects.occupancyQuarter,
        })
        .from(preconsProjects)
        .where(eq(preconsProjects.id, id))
      return row ?? null
    },

    async layout(id: string) {
      const [row] = await db()
        .select({ id: preconsLayouts.id, projectId: preconsLayouts.projectId, name: preconsLayouts.name })
        .from(preconsLayouts)
        .where(eq(preconsLayouts.id, id))
      return row ?? null
    },

    /** The account of an approved agent's profile (an agent account, not cancelled), or null. */
    async approvedAgentUser(profileId: string): Promise<string | null> {
      const [row] = await db()
        .select({ userId: agentProfiles.userId })
        .from(agentProfiles)
        .innerJoin(users, eq(users.id, agentProfiles.userId))
        .where(and(eq(agentProfiles.id, profileId), eq(users.type, 'agent'), isNull(users.cancelledAt)))
      return row?.userId ?? null
    },

    /** The profile id and name of these agents' accounts, by account. */
    async agents(userIds: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
      if (userIds.length === 0) return new Map()
      const rows = await db()
        .select({ userId: agentProfiles.userId, id: agentProfiles.id, name: agentProfiles.name })
        .from(agentProfiles)
        .where(inArray(agentProfiles.userId, [...userIds]))
      return new Map(rows.map((r) => [r.userId, { id: r.id, name: r.name }]))
    },

    /** Stores a registration; null when the person already has a live one of this kind on this project (and plan). */
    async insert(row: PreconRegistrationInsert): Promise<PreconRegistrationRow | null> {
      const [created] = await db().insert(preconRegistrations).values(row).onConflictDoNothing().returning()
      return created ?? null
    },

    async find(id: string): Promise<PreconRegistrationListed | null> {
      const [row] = await select(eq(preconRegistrations.id, id))
      return row ? flat(row) : null
    },

    async list(owner: PreconRegistrationOwner): Promise<PreconRegistrationListed[]> {
      const where =
        'userId' in owner
          ? and(eq(preconRegistrations.userId, owner.userId), ne(preconRegistrations.status, 'withdrawn'))
          : owner.queue
            ? or(eq(preconRegistrations.agentUserId, owner.agentUserId), isNull(preconRegistrations.agentUserId))
            : eq(preconRegistrations.agentUserId, owner.agentUserId)
      const rows = await select(and(where)).orderBy(desc(preconRegistrations.createdAt), desc(preconRegistrations.id))
      return rows.map(flat)
    },

    async countLive(userId: string): Promise<number> {
      const [row] = await db()
        .select({ n: count() })
        .from(preconRegistrations)
        .where(and(eq(preconRegistrations.userId, userId), ne(preconRegistrations.status, 'withdrawn')))
      return row?.n ?? 0
    },

    /** Changes a registration while it is in one of these statuses; null when it no longer is (a racing change won). */
    async update(id: string, patch: PreconRegistrationPatch, onlyIf: PreconRegistrationRow['status'][]) {
      const [row] = await db()
        .update(preconRegistrations)
        .set(patch)
        .where(and(eq(preconRegistrations.id, id), inArray(preconRegistrations.status, onlyIf)))
        .returning({ id: preconRegistrations.id })
      return row ? this.find(row.id) : null
    },

    /**
     * Takes the round's advisory lock for the current transaction; false when another process holds it (that
     * process tells this round's changes).
     */
    async lockChangesRound(): Promise<boolean> {
      const result = (await db().execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${CHANGES_LOCK_KEY})) as locked`,
      )) as unknown as { rows: { locked: boolean }[] }
      return result.rows[0]?.locked === true
    },

    /** Live registrations whose project's price range or occupancy differs from what was last told, oldest first. */
    async due(limit: number): Promise<PreconRegistrationDue[]> {
      const r = preconRegistrations
      const p = preconsProjects
      const rows = await db()
        .select({
          id: r.id,
          userId: r.userId,
          projectId: r.projectId,
          projectName: p.name,
          toldMinPrice: r.toldMinPrice,
          toldMaxPrice: r.toldMaxPrice,
          toldOccupancyYear: r.toldOccupancyYear,
          toldOccupancyQuarter: r.toldOccupancyQuarter,
          minPrice: p.minPrice,
          maxPrice: p.maxPrice,
          occupancyYear: p.occupancyYear,
          occupancyQuarter: p.occupancyQuarter,
        })
        .from(r)
        .innerJoin(p, eq(p.id, r.projectId))
        .where(
          and(
            ne(r.status, 'withdrawn'),
            or(
              ne(r.toldMinPrice, p.minPrice),
              ne(r.toldMaxPrice, p.maxPrice),
              ne(r.toldOccupancyYear, p.occupancyYear),
              ne(r.toldOccupancyQuarter, p.occupancyQuarter),
            ),
          ),
        )
        .orderBy(r.createdAt, r.id)
        .limit(limit)
        .for('update', { of: r, skipLocked: true })
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        projectId: row.projectId,
        projectName: row.projectName,
        told: {
          minPrice: row.toldMinPrice,
          maxPrice: row.toldMaxPrice,
          occupancyYear: row.toldOccupancyYear,
          occupancyQuarter: row.toldOccupancyQuarter,
        },
        now: {
          minPrice: row.minPrice,
          maxPrice: row.maxPrice,
          occupancyYear: row.occupancyYear,
          occupancyQuarter: row.occupancyQuarter,
        },
      }))
    },

    /** Records what a registrant was told, only if it is still what was read (so no change is told twice). */
    async markTold(due: PreconRegistrationDue, at: Date): Promise<boolean> {
      const r = preconRegistrations
      const rows = await db()
        .update(r)
        .set({
          toldMinPrice: due.now.minPrice,
          toldMaxPrice: due.now.maxPrice,
          toldOccupancyYear: due.now.occupancyYear,
          toldOccupancyQuarter: due.now.occupancyQuarter,
          updatedAt: at,
        })
        .where(
          and(
            eq(r.id, due.id),
            eq(r.toldMinPrice, due.told.minPrice),
            eq(r.toldMaxPrice, due.told.maxPrice),
            eq(r.toldOccupancyYear, due.told.occupancyYear),
            eq(r.toldOccupancyQuarter, due.told.occupancyQuarter),
          ),
        )
        .returning({ id: r.id })
      return rows.length > 0
    },
  }
}

export type PreconRegistrationsRepository = ReturnType<typeof createPreconRegistrationsRepository>
