import type { BrowseHistoryPage } from '@maplenest/core'
import { unauthorized } from '../../lib/http-error.ts'
import type { Viewer } from '../auth/auth-service.ts'
import { decodeCursor, encodeCursor, hashQuery } from '../listings/listing-cursor.ts'
import type { ListingsService } from '../listings/listings-service.ts'
import type { BrowseRepository } from './browse-repository.ts'

export interface BrowseService {
  /** Remembers that a registered user opened a listing (the newest view is kept). */
  record(userId: string, mlNum: string): Promise<void>
  list(viewer: Viewer, query: { cursor?: string | undefined; limit: number }): Promise<BrowseHistoryPage>
  remove(viewer: Viewer, mlNum: string): Promise<{ removed: number }>
  clear(viewer: Viewer): Promise<{ removed: number }>
}

/** Browsing history is kept for registered accounts only; a visitor's token answers 401, which sends the app to sign-in. */
function requireRegistered(viewer: Viewer): Viewer {
  if (viewer.type === 'visitor') throw unauthorized()
  return viewer
}

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
      const key = cursor ? decodeCursor(cursor, hash, 'timestamp') : null
      const rows = await repository.page(userId, key ? { viewedAt: String(key.value), mlNum: key.id } : null, limit + 1)
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
          rows.length > limit && last ? encodeCursor({ value: last.viewedAtKey, id: last.mlNum }, hash) : null,
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
