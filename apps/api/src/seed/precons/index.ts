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
 * bedroom count, the nearest to the project first (listings.precons_id, builder_id, layout_id), so a layout shows
 * its listings.
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
    const projectOf = new Map(data.projects.map((p) => [p.id, p]))
    // Condo sale listings read once; each chosen layout takes the nearest free ones of its city and bedroom count.
    const candidates = await tx
      .select({ id: listings.id, city: listings.city, beds: listings.beds, location: listings.location })
      .from(listings)
      .where(and(eq(listings.sr, 'Sale'), eq(listings.roomType, 'condo'), isNull(listings.layoutId)))
      .orderBy(asc(listings.mlNum))
    const taken = new Set<number>()
    const links: { id: number; preconsId: string; builderId: string | null; layoutId: string }[] = []
    for (const layout of data.layouts.filter((_, i) => i % 3 === 1)) {
      const project = projectOf.get(layout.projectId)!
      const at = project.location
      const near = candidates
        .filter((c) => c.city === project.city && c.beds === layout.beds && !taken.has(c.id))
        .map((c) => ({ id: c.id, d: (c.location.x - at.x) ** 2 + (c.location.y - at.y) ** 2 }))
        .sort((a, b) => a.d - b.d)
        .slice(0, LISTINGS_PER_LINKED_LAYOUT)
      for (const c of near) {
        taken.add(c.id)
        links.push({ id: c.id, preconsId: project.id, builderId: leadOf.get(project.id) ?? null, layoutId: layout.id })
      }
    }
    if (links.length > 0) {
      await tx.execute(
        sql`update ${listings} set precons_id = v.precons_id, builder_id = v.builder_id, layout_id = v.layout_id from jsonb_to_recordset(${JSON.stringify(links.map((l) => ({ id: l.id, precons_id: l.preconsId, builder_id: l.builderId, layout_id: l.layoutId })))}::jsonb) as v(id int, precons_id text, builder_id text, layout_id text) where "listings"."id" = v.id`,
      )
    }
    linked = links.length
  })
  return {
    builders: data.builders.length,
    projects: data.projects.length,
    layouts: data.layouts.length,
    activities: data.activities.length,
    linkedListings: linked,
  }
}
