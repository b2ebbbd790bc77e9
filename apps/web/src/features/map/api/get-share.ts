import type { MapShare } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { MAP_SHARE_PATH } from './create-share.ts'

/** GET /house/api/map/v1/share/:shareId: a shared selection, open to anyone with the link. */
function getShare(shareId: string, signal?: AbortSignal): Promise<MapShare> {
  return api.get<MapShare>(`${MAP_SHARE_PATH}/${encodeURIComponent(shareId)}`, { toast: false, signal })
}

const getShareQuery = (shareId: string) =>
  queryOptions({ queryKey: ['map', 'share', shareId], queryFn: ({ signal }) => getShare(shareId, signal) })

/** The shared selection of the link; no id asks for nothing. */
export const useShare = (shareId: string | null) => useQuery({ ...getShareQuery(shareId ?? ''), enabled: !!shareId })
