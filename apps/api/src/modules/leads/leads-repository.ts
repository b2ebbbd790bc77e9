import type { LeadStatus, LeadUrgency } from '@maplenest/core'
import { and, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { chatSessions, leads, preconsProjects } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type LeadInsert = typeof leads.$inferInsert
export type LeadRow = typeof leads.$inferSelect & { projectName: string | null; createdAtKey: string }

/** Key of the advisory lock held by whichever process raises the leads' due reminders in a round. */
const REMINDERS_LOCK_KEY = 'maplenest:lead-reminders'

/** `%`, `_` and `\` matched as themselves in a LIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Leads: written in the transaction of the request that makes each, read and moved on by their agent. */
export function createLeadsRepository(t: Transactor) {
  const select = () =>
    t
      .db()
      .select({
        lead: leads,
        projectName: preconsProjects.name,
        createdAtKey: sql<string>`${leads.createdAt}::text`,
      })
      .from(leads)
      .leftJoin(preconsProjects, eq(preconsProjects.id, leads.projectId))
  const flat = (r: { lead: typeof leads.$inferSelect; projectName: string | null; createdAtKey: string }): LeadRow => ({
    ...r.lead,
    projectName: r.projectName,
    createdAtKey: r.createdAtKey,
  })

  return {
    /** Writes a lead once per request (its kind and source); null when the request already made one. */
    async insert(row: LeadInsert): Promise<string | null> {
      const [created] = await t.db().insert(leads).values(row).onConflictDoNothing().returning({ id: leads.id })
      return created?.id ?? null
    },

    /** A page of an agent's leads, newest first, by status, urgency and client, found by name, phone or e-mail. */
    async page(
      agentUserId: string,
      filter: { status: LeadStatus | null; urgency: LeadUrgency | null; q: string | null; clientId: string | null },
      after: { at: string; id: string } | null,
      limit: number,
    ): Promise<LeadRow[]> {
      const conditions: (SQL | undefined)[] = [eq(leads.agentUserId, agentUserId)]
      if (filter.status) conditions.push(eq(leads.status, filter.status))
      if (filter.urgency) conditions.push(eq(leads.urgency, filter.urgency))
      if (filter.clientId) conditions.push(eq(leads.clientUserId, filter.clientId))
      if (filter.q) {
        const pattern = `%${likeEscape(filter.q)}%`
        const digits = filter.q.replace(/\D/g, '')
        conditions.push(
          or(
            ilike(leads.name, pattern),
            ilike(leads.email, pattern),
            ilike(leads.wechat, pattern),
            digits.length >= 3
              ? sql`regexp_replace(coalesce(${leads.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
              : ilike(leads.phone, pattern),
          ),
        )
      }
      if (after) conditions.push(sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`)
      const found = await select()
        .where(and(...conditions))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit)
      return found.map(flat)
    },

    async countNew(agentUserId: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.agentUserId, agentUserId), eq(leads.status, 'new')))
      return Number(row?.n ?? 0)
    },

    /** The agent's lead; null for anyone else's. */
    async find(agentUserId: string, id: string): Promise<LeadRow | null> {
      const [row] = await select().where(and(eq(leads.id, id), eq(leads.agentUserId, agentUserId)))
      return row ? flat(row) : null
    },

    /** Changes the agent's lead when its status is still `from` (two tabs cannot move it past each other); false otherwise. */
    async update(
      agentUserId: string,
      id: string,
      from: LeadStatus,
      patch: Partial<
        Pick<
          LeadInsert,
          'status' | 'urgency' | 'remindAt' | 'remindedAt' | 'note' | 'contactedAt' | 'closedAt' | 'updatedAt'
        >
      >,
    ): Promise<boolean> {
      const done = await t
        .db()
        .update(leads)
        .set(patch)
        .where(and(eq(leads.id, id), eq(leads.agentUserId, agentUserId), eq(leads.status, from)))
        .returning({ id: leads.id })
      return done.length > 0
    },

    /** The conversation's title when it is the person's own. */
    async chatTitle(id: string, ownerId: string): Promise<string | null> {
      const [row] = await t
        .db()
        .select({ title: chatSessions.title })
        .from(chatSessions)
        .where(and(eq(chatSessions.id, id), eq(chatSessions.ownerId, ownerId)))
      return row?.title ?? null
    },

    /** Takes the reminders' advisory lock for the current transaction; false when another process holds it. */
    async tryRemindersLock(): Promise<boolean> {
      const result = (await t
        .db()
        .execute(sql`select pg_try_advisory_xact_lock(hashtext(${REMINDERS_LOCK_KEY})) as locked`)) as unknown as {
        rows: { locked: boolean }[]
      }
      return result.rows[0]?.locked === true
    },

    /** Reminders due by `now` and not yet raised, oldest first. */
    async dueReminders(now: Date, limit: number): Promise<LeadRow[]> {
      const found = await select()
        .where(and(lte(leads.remindAt, now), isNull(leads.remindedAt)))
        .orderBy(leads.remindAt)
        .limit(limit)
      return found.map(flat)
    },

    async markReminded(ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return
      await t
        .db()
        .update(leads)
        .set({ remindedAt: at })
        .where(inArray(leads.id, [...ids]))
    },
  }
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>
