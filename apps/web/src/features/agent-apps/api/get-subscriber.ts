import type { SubscriberAnswer } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/user/v1/subscriber/{appId}: a live app's record (data.appInfoVo). */
export const getSubscriber = (appId: string) =>
  api.get<SubscriberAnswer>(`/house/api/user/v1/subscriber/${encodeURIComponent(appId)}`, { toast: false })
