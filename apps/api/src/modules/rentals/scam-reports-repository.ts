import type { ScamReportStatus, ScamTarget } from '@maplenest/core'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { scamReports } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type ScamReportRow = typeof scamReports.$inferSelect & { createdKey: string }
export type ScamReportInsert = typeof scamReports.$inferInsert

/** The `scam_reports` table: the administrators' queue of suspected scams. */
export function createScamReportsRepository(t: Transactor) {
  const select = () =>
    t
      .db()
      .select({ row: scamReports, createdKey: sql<string>`${scamReports.createdAt}::text` })
      .from(scamReports)
  const flat = (r: { row: typeof scamReports.$inferSelect; createdKey: string }): ScamReportRow => ({
    ...r.row,
    createdKey: r.createdKey,
  })

  return {
    /** A new report; null when this person already has an open report of the same target. */
    async insert(row: ScamReportInsert): Promise<string | null> {
      const [created] = await t
        .db()
        .insert(scamReports)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: scamReports.id })
      return created?.id ?? null
    },

    async find(id: string): Promise<ScamReportRow | null> {
      const [row] = await select().where(eq(scamReports.id, id))
      return row ? flat(row) : null
    },

    /** A page of the queue by status, newest first, after a position (created as text, id). */
    async page(status: ScamReportStatus, after: { created: string; id: string } | null, limit: number) {
      const rows = await select()
        .where(
          and(
            eq(scamReports.status, status),
            after
              ? sql`(${scamReports.createdAt}, ${scamReports.id}) < (${after.created}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(scamReports.createdAt), desc(scamReports.id))
        .limit(limit)
      return rows.map(flat)
    },

    /** How many reports (open or not) each target has. */
    async countsByTarget(targets: readonly { type: ScamTarget; id: string }[]): Promise<Map<string, number>> {
      if (targets.length === 0) return new Map()
      const rows = await t
        .db()
        .select({ type: scamReports.targetType, id: scamReports.targetId, count: sql<number>`count(*)::int` })
        .from(scamReports)
        .where(inArray(scamReports.targetId, [...new Set(targets.map((x) => x.id))]))
        .groupBy(scamReports.targetType, scamReports.targetId)
      return new Map(rows.map((r) => [`${r.type}:${r.id}`, r.count]))
    },

    /** Resolves every open report of a target at once; returns how many. */
    async resolveTarget(
      target: { type: ScamTarget; id: string },
      patch: Pick<ScamReportInsert, 'resolution' | 'note' | 'resolvedBy' | 'resolvedAt'>,
    ): Promise<number> {
      const rows = await t
        .db()
        .update(scamReports)
        .set({ ...patch, status: 'resolved' })
        .where(
          and(
            eq(scamReports.targetType, target.type),
            eq(scamReports.targetId, target.id),
            eq(scamReports.status, 'open'),
          ),
        )
        .returning({ id: scamReports.id })
      return rows.length
    },
  }
}

export type ScamReportsRepository = ReturnType<typeof createScamReportsRepository>
