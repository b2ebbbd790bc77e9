import { LIVE_RESERVATION_STATUSES, type ReservationStatus, UNDECIDED_RESERVATION_STATUSES } from '@maplenest/core'
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { rentalReservations } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type ReservationRow = typeof rentalReservations.$inferSelect & { createdKey: string }
export type ReservationInsert = typeof rentalReservations.$inferInsert
export type ReservationPatch = Partial<Omit<ReservationInsert, 'id' | 'studentId' | 'createdAt'>>

/** Whose list: a student's, an agent's, or everyone's (administrators). */
export type ReservationOwner = { studentId: string } | { agentUserId: string } | { everyone: true } | { queue: true }

/** The `rental_reservations` table. */
export function createReservationsRepository(t: Transactor) {
  const select = () =>
    t
      .db()
      .select({ row: rentalReservations, createdKey: sql<string>`${rentalReservations.createdAt}::text` })
      .from(rentalReservations)
  const flat = (r: { row: typeof rentalReservations.$inferSelect; createdKey: string }): ReservationRow => ({
    ...r.row,
    createdKey: r.createdKey,
  })

  return {
    /** A new reservation; null when the student already holds a live one of this listing. */
    async insert(row: ReservationInsert): Promise<ReservationRow | null> {
      const [created] = await t
        .db()
        .insert(rentalReservations)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: rentalReservations.id })
      return created ? this.find(created.id) : null
    },

    async find(id: string): Promise<ReservationRow | null> {
      const [row] = await select().where(eq(rentalReservations.id, id))
      return row ? flat(row) : null
    },

    /** A student's live reservation of a listing, if any. */
    async liveOf(studentId: string, mlNum: string): Promise<ReservationRow | null> {
      const [row] = await select().where(
        and(
          eq(rentalReservations.studentId, studentId),
          eq(rentalReservations.mlNum, mlNum),
          inArray(rentalReservations.status, [...LIVE_RESERVATION_STATUSES]),
        ),
      )
      return row ? flat(row) : null
    },

    /** Changes a reservation only while it is in one of `onlyIf`, so of two racing changes one wins. */
    async update(id: string, patch: ReservationPatch, onlyIf: readonly ReservationStatus[]) {
      const [row] = await t
        .db()
        .update(rentalReservations)
        .set(patch)
        .where(and(eq(rentalReservations.id, id), inArray(rentalReservations.status, [...onlyIf])))
        .returning({ id: rentalReservations.id })
      return row ? this.find(row.id) : null
    },

    /** A page of a list, newest first, after the given position (created as text, id). */
    async page(
      owner: ReservationOwner,
      statuses: ReservationStatus[] | null,
      after: { created: string; id: string } | null,
      limit: number,
    ): Promise<ReservationRow[]> {
      const who =
        'studentId' in owner
          ? eq(rentalReservations.studentId, owner.studentId)
          : 'agentUserId' in owner
            ? eq(rentalReservations.agentUserId, owner.agentUserId)
            : 'queue' in owner
              ? isNull(rentalReservations.agentUserId)
              : undefined
      const rows = await select()
        .where(
          and(
            who,
            statuses ? inArray(rentalReservations.status, statuses) : undefined,
            after
              ? sql`(${rentalReservations.createdAt}, ${rentalReservations.id}) < (${after.created}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(rentalReservations.createdAt), desc(rentalReservations.id))
        .limit(limit)
      return rows.map(flat)
    },

    /** Undecided reservations, of these listings or of all: checked when listings change and as days pass. */
    async undecided(mlNums?: readonly string[]): Promise<ReservationRow[]> {
      if (mlNums?.length === 0) return []
      const rows = await select().where(
        and(
          inArray(rentalReservations.status, [...UNDECIDED_RESERVATION_STATUSES]),
          mlNums ? inArray(rentalReservations.mlNum, [...mlNums]) : undefined,
        ),
      )
      return rows.map(flat)
    },

    /** Undecided reservations whose move-in day is before `day`: expired, returned. */
    async expireBefore(day: string, at: Date): Promise<ReservationRow[]> {
      const rows = await t
        .db()
        .update(rentalReservations)
        .set({ status: 'Expired', updatedAt: at })
        .where(
          and(
            inArray(rentalReservations.status, [...UNDECIDED_RESERVATION_STATUSES]),
            lt(rentalReservations.moveIn, day),
          ),
        )
        .returning({ id: rentalReservations.id })
      const out: ReservationRow[] = []
      for (const r of rows) {
        const row = await this.find(r.id)
        if (row) out.push(row)
      }
      return out
    },
  }
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>
