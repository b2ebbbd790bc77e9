import { and, asc, eq, sql } from 'drizzle-orm'
import { compareItems, schools } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { distanceM, withinRadius } from '../../platform/sql/geo.ts'

/** The `compare_items` table (each signed-in person's basket, in the order the homes were added) and nearest schools. */
export function createCompareRepository(t: Transactor) {
  return {
    async list(userId: string): Promise<string[]> {
      const rows = await t
        .db()
        .select({ mlNum: compareItems.mlNum })
        .from(compareItems)
        .where(eq(compareItems.userId, userId))
        .orderBy(asc(compareItems.addedAt), asc(compareItems.mlNum))
      return rows.map((r) => r.mlNum)
    },

    /**
     * Adds a home unless the basket already holds `limit` others. One person's additions take a lock in turn, so
     * two taps at once cannot make a fifth. 'exists' when it was already there.
     */
    async add(userId: string, mlNum: string, limit: number, at: Date): Promise<'added' | 'exists' | 'full'> {
      return t.run(async () => {
        await t.db().execute(sql`select pg_advisory_xact_lock(hashtext(${`compare:${userId}`}))`)
        const held = await t
          .db()
          .select({ mlNum: compareItems.mlNum })
          .from(compareItems)
          .where(eq(compareItems.userId, userId))
        if (held.some((h) => h.mlNum === mlNum)) return 'exists'
        if (held.length >= limit) return 'full'
        await t.db().insert(compareItems).values({ userId, mlNum, addedAt: at })
        return 'added'
      })
    },

    async remove(userId: string, mlNum: string): Promise<void> {
      await t
        .db()
        .delete(compareItems)
        .where(and(eq(compareItems.userId, userId), eq(compareItems.mlNum, mlNum)))
    },

    /** The nearest school within `radiusM` of a point, in whole metres; null when there is none. */
    async nearestSchool(
      p: { lat: number; lng: number },
      radiusM: number,
    ): Promise<{ schoolNumber: string; name: string; rating: number | null; distanceM: number } | null> {
      const distance = distanceM(schools.location, p)
      const [row] = await t
        .db()
        .select({
          schoolNumber: schools.schoolNumber,
          name: schools.name,
          rating: schools.rating,
          distanceM: sql<number>`round(${distance})::int`,
        })
        .from(schools)
        .where(withinRadius(schools.location, p, radiusM))
        .orderBy(distance, schools.schoolNumber)
        .limit(1)
      return row ? { ...row, distanceM: Number(row.distanceM) } : null
    },

    /** Replaces the basket (inside the caller's transaction), keeping the order given. */
    async replace(userId: string, mlNums: readonly string[], at: Date): Promise<void> {
      await t.db().delete(compareItems).where(eq(compareItems.userId, userId))
      if (mlNums.length === 0) return
      await t
        .db()
        .insert(compareItems)
        .values(mlNums.map((mlNum, i) => ({ userId, mlNum, addedAt: new Date(at.getTime() + i) })))
    },
  }
}

export type CompareRepository = ReturnType<typeof createCompareRepository>
