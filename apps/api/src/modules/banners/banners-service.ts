import {
  type Banner,
  type BannerAdmin,
  type BannerDetail,
  type BannerInput,
  bannerLink,
  type Locale,
  toDetailPath,
} from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import { requireRole, type Viewer } from '../../platform/access.ts'
import type { ListingsService } from '../listings/index.ts'
import type { BannerRow, BannersRepository, NewBannerRow } from './banners-repository.ts'

export interface BannersService {
  /** The banners shown now, in the reader's language, each with where a tap leads (a gone listing's banner left out). */
  live(locale: Locale): Promise<Banner[]>
  /** One banner with its text (the text view), if it is shown now. */
  detail(id: string, locale: Locale): Promise<BannerDetail>
  /** The advertisement view call (spec §7): records a tap and says where it leads. */
  view(id: string, viewer: Viewer | null): Promise<{ id: string; link: string }>
  all(viewer: Viewer | null): Promise<BannerAdmin[]>
  create(viewer: Viewer | null, input: BannerInput): Promise<BannerAdmin>
  update(viewer: Viewer | null, id: string, input: BannerInput): Promise<BannerAdmin>
  remove(viewer: Viewer | null, id: string): Promise<void>
}

const ADMIN_ONLY = { status: 403, key: 'banner.api.adminOnly' } as const

function toRow(input: BannerInput, at: Date): Omit<NewBannerRow, 'id' | 'createdAt'> {
  return {
    ...input,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    updatedAt: at,
  }
}

function toAdmin(row: BannerRow, views: number): BannerAdmin {
  const { createdAt: _c, updatedAt: _u, ...rest } = row
  return { ...rest, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null, views }
}

export function createBannersService(deps: {
  repository: BannersRepository
  listings: Pick<ListingsService, 'summaries'>
  now: () => Date
}): BannersService {
  const { repository, listings, now } = deps

  /** Detail paths of the listings product banners name, by listing number (a listing gone is missing). */
  async function productPaths(rows: readonly BannerRow[]): Promise<Map<string, string>> {
    const mlNums = rows.flatMap((r) => (r.kind === 'product' && r.target ? [r.target] : []))
    if (mlNums.length === 0) return new Map()
    const found = await listings.summaries(mlNums, null)
    return new Map(found.map((l) => [l.mlNum, toDetailPath(l)]))
  }

  const linkOf = (row: BannerRow, products: Map<string, string>) =>
    bannerLink(row, row.kind === 'product' && row.target ? (products.get(row.target) ?? null) : null)

  const toBanner = (row: BannerRow, link: string, locale: Locale): Banner => {
    const zh = locale === 'zh-Hans-CN'
    return {
      id: row.id,
      kind: row.kind,
      title: zh ? row.titleZh : row.titleEn,
      subtitle: zh ? row.subtitleZh : row.subtitleEn,
      tint: row.tint,
      link,
    }
  }

  async function requireLive(id: string): Promise<{ row: BannerRow; link: string }> {
    const row = (await repository.live(now())).find((r) => r.id === id)
    const link = row ? linkOf(row, await productPaths([row])) : null
    if (!row || !link) throw notFound('banner.api.notFound')
    return { row, link }
  }

  return {
    async live(locale) {
      const rows = await repository.live(now())
      const products = await productPaths(rows)
      return rows.flatMap((row) => {
        const link = linkOf(row, products)
        return link ? [toBanner(row, link, locale)] : []
      })
    },

    async detail(id, locale) {
      const { row, link } = await requireLive(id)
      const zh = locale === 'zh-Hans-CN'
      return { ...toBanner(row, link, locale), text: zh ? row.textZh : row.textEn, url: row.url }
    },

    async view(id, viewer) {
      const { row, link } = await requireLive(id)
      await repository.recordView(row.id, viewer?.type === 'visitor' ? null : (viewer?.userId ?? null), now())
      return { id: row.id, link }
    },

    async all(viewer) {
      requireRole(viewer, 'admin', ADMIN_ONLY)
      return (await repository.all()).map((r) => toAdmin(r, r.views))
    },

    async create(viewer, input) {
      requireRole(viewer, 'admin', ADMIN_ONLY)
      const at = now()
      const row = await repository.insert({ ...toRow(input, at), createdAt: at })
      return toAdmin(row, 0)
    },

    async update(viewer, id, input) {
      requireRole(viewer, 'admin', ADMIN_ONLY)
      const row = await repository.update(id, toRow(input, now()))
      if (!row) throw notFound('banner.api.notFound')
      return toAdmin(row, await repository.viewsOf(id))
    },

    async remove(viewer, id) {
      requireRole(viewer, 'admin', ADMIN_ONLY)
      if (!(await repository.remove(id))) throw notFound('banner.api.notFound')
    },
  }
}
