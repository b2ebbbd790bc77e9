import type { City, PreconsSort } from '@maplenest/core'
import { and, asc, desc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm'
import {
  listings,
  preconsActivities,
  preconsBuilders,
  preconsLayouts,
  preconsProjectBuilders,
  preconsProjects,
} from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { containing, like } from '../../platform/sql/like.ts'

export type ProjectRow = typeof preconsProjects.$inferSelect
export type LayoutRow = typeof preconsLayouts.$inferSelect
export type ActivityRow = typeof preconsActivities.$inferSelect
export type BuilderRow = typeof preconsBuilders.$inferSelect

/** What a project search asks, in columns and values. */
export interface PreconsFilter {
  city?: City | undefined
  type?: ProjectRow['type'] | undefined
  status?: ProjectRow['status'] | undefined
  /** Projects with a layout priced inside the range: their price span overlaps it. */
  price?: { min?: number | undefined; max?: number | undefined } | undefined
  occupancyYear?: number | undefined
  /** Lower-case words that must each appear in the name, neighbourhood, address, station or a builder's name. */
  words?: readonly string[] | undefined
  builderId?: string | undefined
}

export type PreconsOrder = PreconsSort

const p = preconsProjects
/** The project row's id, qualified: inside a subquery over tables that have an `id` column of their own. */
const projectId = sql.raw('"precons_projects"."id"')

/** The builders of the project in the row, lead first, as a JSON array of {id, name}. */
const buildersJson = sql<
  { id: string; name: string }[]
>`(select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name) order by pb.ord), '[]'::json) from ${preconsProjectBuilders} pb join ${preconsBuilders} b on b.id = pb.builder_id where pb.project_id = ${projectId})`

export const summaryColumns = {
  id: p.id,
  name: p.name,
  city: p.city,
  type: p.type,
  status: p.status,
  address: p.address,
  neighbourhood: p.neighbourhood,
  nearStation: p.nearStation,
  location: p.location,
  minPrice: p.minPrice,
  maxPrice: p.maxPrice,
  pricePerSqft: p.pricePerSqft,
  occupancyYear: p.occupancyYear,
  occupancyQuarter: p.occupancyQuarter,
  totalUnits: p.totalUnits,
  stories: p.stories,
  recommend: p.recommend,
  source: p.source,
  builders: buildersJson,
  bedsMin: sql<number | null>`(select min(l.beds)::int from ${preconsLayouts} l where l.project_id = ${projectId})`,
  bedsMax: sql<number | null>`(select max(l.beds)::int from ${preconsLayouts} l where l.project_id = ${projectId})`,
}

export type ProjectSummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'builders'
    ? { id: string; name: string }[]
    : K extends 'bedsMin' | 'bedsMax'
      ? number | null
      : ProjectRow[K & keyof ProjectRow]
}

/** What a search word may appear in: the name, neighbourhood, address and station, lower-cased. */
const projectText = sql`lower(${p.name} || ' ' || ${p.neighbourhood} || ' ' || ${p.address} || ' ' || coalesce(${p.nearStation}, ''))`

function whereOf(f: PreconsFilter): SQL | undefined {
  return and(
    f.city ? eq(p.city, f.city) : undefined,
    f.type ? eq(p.type, f.type) : undefined,
    f.status ? eq(p.status, f.status) : undefined,
    f.price?.min !== undefined ? gte(p.maxPrice, f.price.min) : undefined,
    f.price?.max !== undefined ? lte(p.minPrice, f.price.max) : undefined,
    f.occupancyYear !== undefined ? eq(p.occupancyYear, f.occupancyYear) : undefined,
    f.builderId
      ? sql`exists (select 1 from ${preconsProjectBuilders} pb where pb.project_id = ${projectId} and pb.builder_id = ${f.builderId})`
      : undefined,
    ...(f.words ?? []).map((w) => {
      const builderNamed = sql`exists (select 1 from ${preconsProjectBuilders} pb join ${preconsBuilders} b on b.id = pb.builder_id where pb.project_id = ${projectId} and ${like(sql`lower(b.name)`, containing(w))})`
      return sql`(${like(projectText, containing(w))} or ${builderNamed})`
    }),
  )
}

const ORDER: Record<PreconsOrder, SQL[]> = {
  recommend: [desc(p.recommend), desc(p.launchDate), asc(p.id)],
  new: [desc(p.launchDate), asc(p.id)],
  priceAsc: [asc(p.minPrice), asc(p.id)],
  priceDesc: [desc(p.minPrice), asc(p.id)],
  occupancy: [asc(p.occupancyYear), asc(p.occupancyQuarter), asc(p.id)],
}

/** The pre-construction tables, and the listings linked to a layout. */
export function createPreconsRepository(t: Transactor) {
  return {
    async search(filter: PreconsFilter, order: PreconsOrder, offset: number, limit: number) {
      return (await t
        .db()
        .select(summaryColumns)
        .from(p)
        .where(whereOf(filter))
        .orderBy(...ORDER[order])
        .offset(offset)
        .limit(limit)) as ProjectSummaryRow[]
    },

    async count(filter: PreconsFilter): Promise<number> {
      const [row] = await t.db().select({ n: sql<number>`count(*)::int` }).from(p).where(whereOf(filter))
      return row?.n ?? 0
    },

    async findProject(id: string): Promise<(ProjectRow & Pick<ProjectSummaryRow, 'builders'>) | null> {
      const [row] = await t
        .db()
        .select({ ...getTableColumns(p), builders: buildersJson })
        .from(p)
        .where(eq(p.id, id))
      return (row as (ProjectRow & Pick<ProjectSummaryRow, 'builders'>) | undefined) ?? null
    },

    async summary(id: string): Promise<ProjectSummaryRow | null> {
      const [row] = await t.db().select(summaryColumns).from(p).where(eq(p.id, id))
      return (row as ProjectSummaryRow | undefined) ?? null
    },

    async layouts(projectId: string): Promise<LayoutRow[]> {
      return t
        .db()
        .select()
        .from(preconsLayouts)
        .where(eq(preconsLayouts.projectId, projectId))
        .orderBy(asc(preconsLayouts.beds), asc(preconsLayouts.price), asc(preconsLayouts.name))
    },

    async activities(projectId: string): Promise<ActivityRow[]> {
      return t
        .db()
        .select()
        .from(preconsActivities)
        .where(eq(preconsActivities.projectId, projectId))
        .orderBy(desc(preconsActivities.startsAt), asc(preconsActivities.id))
    },

    async findLayout(id: string): Promise<LayoutRow | null> {
      const [row] = await t.db().select().from(preconsLayouts).where(eq(preconsLayouts.id, id))
      return row ?? null
    },

    /** MLS numbers of the listings of a layout, available ones first, then newest. */
    async layoutListingNumbers(layoutId: string, limit: number): Promise<string[]> {
      const rows = await t
        .db()
        .select({ mlNum: listings.mlNum })
        .from(listings)
        .where(eq(listings.layoutId, layoutId))
        .orderBy(asc(listings.status), desc(listings.inputDate), asc(listings.mlNum))
        .limit(limit)
      return rows.map((r) => r.mlNum)
    },

    async findBuilder(id: string): Promise<BuilderRow | null> {
      const [row] = await t.db().select().from(preconsBuilders).where(eq(preconsBuilders.id, id))
      return row ?? null
    },
  }
}

export type PreconsRepository = ReturnType<typeof createPreconsRepository>
