import type { ShowingTaken } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { SHOWINGS_KEY, SHOWINGS_PATH } from './showings-keys.ts'

/**
 * GET /house/api/appointment/v1/taken?mlNum=&day=: the starts of a day already taken for a booking of the listing
 * (the handling agent's confirmed showings and the person's own), leaving out the showing being moved. Quiet: a
 * failure leaves every start offered, and the server still refuses a taken one.
 */
export function useTakenSlots(q: { mlNum: string; day: string; appId?: string | null; except?: string | undefined }) {
  const query = {
    mlNum: q.mlNum,
    day: q.day,
    ...(q.appId ? { appId: q.appId } : {}),
    ...(q.except ? { except: q.except } : {}),
  }
  return useQuery({
    queryKey: [...SHOWINGS_KEY, 'taken', query],
    queryFn: ({ signal }) => api.get<ShowingTaken>(`${SHOWINGS_PATH}/taken`, { query, toast: false, signal }),
    enabled: q.day !== '',
    select: (data) => data.taken,
  })
}
