import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import {
  listings,
  preconsActivities,
  preconsBuilders,
  preconsLayouts,
  preconsProjectBuilders,
  preconsProjects,
} from '../../db/schema.ts'
import type { SeedSize } from '../listings/generate.ts'
import { generateDemoPrecons } from './generate.ts'

export { DEMO_PRECONS_SEED, generateDemoPrecons, PRECONS_SIZES } from './generate.ts'

/** Layouts that get resale or assignment listings: every third layout, up to this many listings each. */
const LISTINGS_PER_LINKED_LAYOUT = 2

/**
 * Demo pre-construction projects, builders and layouts; returns what it inserted, by table. Skipped when any
 * project exists. Then links a deterministic subset of the seeded condo sale listings to layouts with the same
 * bedroom count in the same city (listings.precons_id, builder_id, layout_id), so a layout shows its listings.
 */
export async function seedDemoPrecons(
  app: FastifyInstance,
  opts: { size: SeedSize; anchor: Date },
): Promise<Record<string, number>> {
  const db = app.database.db as Db
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(preconsProjects)
  if ((existing?.n ?? 0) > 0) return {}
  const data = generateDemoPrecons(opts)
  let linked = 0
  await db.transaction(async (tx) => {
    await tx.insert(preconsBuilders).values(data.builders).onConflictDoNothing()
    await tx.insert(preconsProjects).values(data.projects)
    await tx.insert(preconsProjectBuilders).values(data.projectBuilders)
    await tx.insert(preconsLayouts).values(data.layouts)
    if (data.activities.length > 0) await tx.insert(preconsActivities).values(data.activities)
    const leadOf = new Map(data.projectBuilders.filter((pb) => pb.ord === 0).map((pb) => [pb.projectId, pb.builderId]))
    const cityOf = new Map(data.projects.map((p) => [p.id, p.city]))
    const chosen = data.layouts.filter((_, i) => i % 3 === 1)
    for (const layout of chosen) {
      for (let n = 0; n < LISTINGS_PER_LINKED_LAYOUT; n++) {
        const [row] = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              eq(listings.city, cityOf.get(layout.projectId)!),
              eq(listings.sr, 'Sale'),
              eq(listings.roomType, 'condo'),
              eq(listings.beds, layout.beds),
              isNull(listings.layoutId),
            ),
          )
          .orderBy(asc(listings.mlNum))
          .limit(1)
        if (!row) break
        await tx
          .update(listings)
          .set({ preconsId: layout.projectId, builderId: leadOf.get(layout.projectId) ?? null, layoutId: layout.id })
          .where(eq(listings.id, row.id))
        linked++
      }
    }
  })
  return {
    builders: data.builders.length,
    projects: data.projects.length,
    layouts: data.layouts.length,
    activities: data.activities.length,
    linkedListings: linked,
  }
}
