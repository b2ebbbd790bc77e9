import type { BrowseHistoryPage } from '@maplenest/core'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { ListingsService } from '../listings/index.ts'
import type { BrowseRepository } from './browse-repository.ts'

/**
 * Browsing history is kept for registered accounts only: a visitor's token answers 403 (requireRegistered's
 * default), which the app shows as a prompt to sign in.
 */
export interface BrowseService {
  /** Remembers that a registered user opened a listing (the newest view is kept). */
  record(userId: string, mlNum: string): Promise<void>
  list(viewer: Viewer, query: { cursor?: string | undefined; limit: number }): Promise<BrowseHistoryPage>
  remove(viewer: Viewer, mlNum: string): Promise<{ removed: number }>
  clear(viewer: Viewer): Promise<{ removed: number }>
}

/** Pages newest first: the view time as PostgreSQL text, then the MLS number. */
const PAGES = defineCursor({ value: 'timestamp', id: 'text', error: 'listing.api.cursor' })

export function createBrowseService(deps: {
  repository: BrowseRepository
  listings: Pick<ListingsService, 'summaries'>
  now: () => Date
}): BrowseService {
  const { repository, now } = deps
  return {
    record: (userId, mlNum) => repository.record(userId, mlNum, now()),

    async list(viewer, { cursor, limit }) {
      const { userId } = requireRegistered(viewer)
      const hash = hashQuery({ list: 'browse', userId })
      const key = cursor ? PAGES.decode(cursor, hash) : null
      const rows = await repository.page(userId, key ? { viewedAt: key.value, mlNum: key.id } : null, limit + 1)
      const page = rows.slice(0, limit)
      const summaries = await deps.listings.summaries(
        page.map((r) => r.mlNum),
        viewer,
      )
      const byNum = new Map(summaries.map((s) => [s.mlNum, s]))
      const last = page.at(-1)
      return {
        // A listing that left the data set drops out of the page; the cursor still walks the stored rows.
        items: page.flatMap((r) => {
          const listing = byNum.get(r.mlNum)
          return listing ? [{ viewedAt: r.viewedAt.toISOString(), listing }] : []
        }),
        nextCursor:
          rows.length > limit && last ? PAGES.encode({ value: last.viewedAtKey, id: last.mlNum }, hash) : null,
      }
    },

    async remove(viewer, mlNum) {
      return { removed: await repository.remove(requireRegistered(viewer).userId, mlNum.toUpperCase()) }
    },

    async clear(viewer) {
      return { removed: await repository.clear(requireRegistered(viewer).userId) }
    },
  }
}
