import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { banners, bannerViews } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { bumpCacheGeneration } from '../../platform/cache-generations.ts'

export type BannerRow = typeof banners.$inferSelect
export type NewBannerRow = typeof banners.$inferInsert

export function createBannersRepository(t: Transactor) {
  return {
    /** Banners shown now: active, started (or no start), not ended, in their order. */
    async live(at: Date): Promise<BannerRow[]> {
      return t
        .db()
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, at)),
            or(isNull(banners.endsAt), gt(banners.endsAt, at)),
          ),
        )
        .orderBy(asc(banners.sort), desc(banners.createdAt))
    },

    async find(id: string): Promise<BannerRow | null> {
      const [row] = await t.db().select().from(banners).where(eq(banners.id, id))
      return row ?? null
    },

    /** Every banner with its tap count, for the administrators. */
    async all(): Promise<(BannerRow & { views: number })[]> {
      return t
        .db()
        .select({
          banner: banners,
          views: sql<number>`(select count(*)::int from banner_views v where v.banner_id = "banners"."id")`,
        })
        .from(banners)
        .orderBy(asc(banners.sort), desc(banners.createdAt))
        .then((rows) => rows.map((r) => ({ ...r.banner, views: r.views })))
    },

    async viewsOf(id: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(bannerViews)
        .where(eq(bannerViews.bannerId, id))
      return row?.n ?? 0
    },

    async insert(values: NewBannerRow): Promise<BannerRow> {
      const [row] = await t.db().insert(banners).values(values).returning()
      if (!row) throw new Error('banner not inserted')
      // the home page shows the banners
      await bumpCacheGeneration(t, 'pages')
      return row
    },

    async update(id: string, values: Partial<NewBannerRow>): Promise<BannerRow | null> {
      const [row] = await t.db().update(banners).set(values).where(eq(banners.id, id)).returning()
      if (row) await bumpCacheGeneration(t, 'pages')
      return row ?? null
    },

    async remove(id: string): Promise<boolean> {
      const rows = await t.db().delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })
      if (rows.length > 0) await bumpCacheGeneration(t, 'pages')
      return rows.length > 0
    },

    async recordView(bannerId: string, userId: string | null, at: Date): Promise<void> {
      await t.db().insert(bannerViews).values({ bannerId, userId, viewedAt: at })
    },

    async count(): Promise<number> {
      const [row] = await t.db().select({ n: sql<number>`count(*)::int` }).from(banners)
      return row?.n ?? 0
    },
  }
}
export type BannersRepository = ReturnType<typeof createBannersRepository>
