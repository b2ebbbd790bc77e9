import type { RentalDemand } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { DEMAND_PATH, RENTALS_KEY } from './rental-keys.ts'

/** GET /house/api/rental/v1/demand/mine: the student's demands with agents' requests and the leases that fit now. */
const getMyDemands = (signal?: AbortSignal) => api.get<RentalDemand[]>(`${DEMAND_PATH}/mine`, { toast: false, signal })

const myDemandsQuery = () =>
  queryOptions({
    queryKey: [...RENTALS_KEY, 'demands', 'mine', currentLocale()],
    queryFn: ({ signal }) => getMyDemands(signal),
  })

export const useMyDemands = (enabled = true) => useQuery({ ...myDemandsQuery(), enabled })
