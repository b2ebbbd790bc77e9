import type { MapShare } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'
import { MAP_SHARE_PATH } from './create-share.ts'

export type { MapShare }

/** GET /house/api/map/v1/share/:shareId: a shared selection, open to anyone with the link. */
export function getShare(shareId: string, signal?: AbortSignal): Promise<MapShare> {
  return api.get<MapShare>(`${MAP_SHARE_PATH}/${encodeURIComponent(shareId)}`, { toast: false, signal })
}
