import { type ListingSummary, listingSummarySchema } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

export const BROWSE_PATH = '/house/api/browse/v1'
const BROWSE_PAGE_SIZE = 50
export const BROWSE_HISTORY_KEY = ['listings', 'browse'] as const

export type ViewedListing = ListingSummary & { viewedAt: string | null }

function toViewed(item: unknown): ViewedListing[] {
  if (typeof item !== 'object' || item === null || !('listing' in item)) return []
  const parsed = listingSummarySchema.safeParse(item.listing)
  if (!parsed.success) return []
  const viewedAt = 'viewedAt' in item && typeof item.viewedAt === 'string' ? item.viewedAt : null
  return [{ ...parsed.data, viewedAt }]
}

/**
 * GET /house/api/browse/v1: the listings the signed-in person opened, newest first
 * (`{ items: [{ viewedAt, listing }], nextCursor }`); the screen shows the newest fifty.
 */
async function getBrowseHistory(signal?: AbortSignal): Promise<ViewedListing[]> {
  const data = await api.get<unknown>(BROWSE_PATH, { query: { limit: BROWSE_PAGE_SIZE }, toast: false, signal })
  const items =
    typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items) ? data.items : []
  return items.flatMap(toViewed)
}

const getBrowseHistoryQuery = () =>
  queryOptions({ queryKey: BROWSE_HISTORY_KEY, queryFn: ({ signal }) => getBrowseHistory(signal) })

export const useBrowseHistory = () => useQuery(getBrowseHistoryQuery())
