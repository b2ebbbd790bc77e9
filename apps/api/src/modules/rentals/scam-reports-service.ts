import type {
  ScamReport,
  ScamReportInput,
  ScamReportListQuery,
  ScamReportPage,
  ScamResolveInput,
} from '@maplenest/core'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, requireRole, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { ListingsService } from '../listings/index.ts'
import { addressOf } from './demands-service.ts'
import type { RentalListingsRepository } from './rental-listings-repository.ts'
import type { ScamReportRow, ScamReportsRepository } from './scam-reports-repository.ts'

export interface ScamReportsService {
  report(viewer: Viewer | null, input: ScamReportInput): Promise<{ id: string }>
  list(viewer: Viewer | null, query: ScamReportListQuery): Promise<ScamReportPage>
  /** Resolves the report and every other open report of the same target. */
  resolve(viewer: Viewer | null, id: string, input: ScamResolveInput): Promise<ScamReport>
}

const PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })
const ADMIN_ONLY = { status: 403, key: 'rental.api.adminOnly' } as const

export function createScamReportsService(deps: {
  repository: ScamReportsRepository
  rentalListings: Pick<RentalListingsRepository, 'listingFacts' | 'profileById'>
  listings: Pick<ListingsService, 'summaries'>
  now: () => Date
}): ScamReportsService {
  const { repository, rentalListings, listings, now } = deps

  const labelOf = async (row: Pick<ScamReportRow, 'targetType' | 'targetId'>): Promise<string | null> => {
    if (row.targetType === 'agent') return (await rentalListings.profileById(row.targetId))?.name ?? null
    const listing = (await listings.summaries([row.targetId], null))[0]
    return listing ? addressOf(listing) : null
  }

  const toReports = async (rows: ScamReportRow[]): Promise<ScamReport[]> => {
    const counts = await repository.countsByTarget(rows.map((r) => ({ type: r.targetType, id: r.targetId })))
    const out: ScamReport[] = []
    for (const r of rows) {
      out.push({
        id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        targetLabel: await labelOf(r),
        reason: r.reason,
        details: r.details,
        status: r.status,
        resolution: r.resolution,
        note: r.note,
        reports: counts.get(`${r.targetType}:${r.targetId}`) ?? 1,
        createdAt: r.createdAt.toISOString(),
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      })
    }
    return out
  }

  return {
    async report(viewer, input) {
      const who = requireRegistered(viewer)
      const exists =
        input.targetType === 'listing'
          ? await rentalListings.listingFacts(input.targetId)
          : await rentalListings.profileById(input.targetId)
      if (!exists) throw notFound('rental.api.reportTargetNotFound')
      const id = await repository.insert({
        reporterId: who.userId,
        targetType: input.targetType,
        targetId: input.targetId,
        reason: input.reason,
        details: input.details,
        createdAt: now(),
      })
      if (!id) throw new HttpError(409, 'rental.api.reportAlready')
      return { id }
    },

    async list(viewer, query) {
      requireRole(viewer, 'admin', ADMIN_ONLY)
      const hash = hashQuery({ list: 'scam-reports', status: query.status })
      const key = query.cursor ? PAGES.decode(query.cursor, hash) : null
      const rows = await repository.page(query.status, key ? { created: key.value, id: key.id } : null, query.limit + 1)
      const items = rows.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: await toReports(items),
        nextCursor:
          rows.length > query.limit && last ? PAGES.encode({ value: last.createdKey, id: last.id }, hash) : null,
      }
    },

    async resolve(viewer, id, input) {
      const who = requireRole(viewer, 'admin', ADMIN_ONLY)
      const row = await repository.find(id)
      if (!row) throw notFound('rental.api.reportNotFound')
      if (row.status === 'resolved') throw new HttpError(409, 'rental.api.reportClosed')
      await repository.resolveTarget(
        { type: row.targetType, id: row.targetId },
        { resolution: input.resolution, note: input.note, resolvedBy: who.userId, resolvedAt: now() },
      )
      const resolved = await repository.find(id)
      return (await toReports([resolved!]))[0]!
    },
  }
}
