import type { AppJoin, AppJoinResult } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'
import { APP_PATH } from './agent-apps-keys.ts'

/** POST /house/api/app/v1/{appId}/join: the person opened the app (first touch, or "change agent?"). */
export const joinApp = (appId: string, body: AppJoin) =>
  api.post<AppJoinResult>(`${APP_PATH}/${encodeURIComponent(appId)}/join`, body, { toast: false })
