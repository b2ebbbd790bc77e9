import type { RentalAreas, RentalAreasQuery } from '@maplenest/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { RENTAL_PATH, RENTALS_KEY } from './rental-keys.ts'

export type AreasQuery = Partial<Omit<RentalAreasQuery, 'school'>> & { school: string }

/** GET /house/api/rental/v1/areas: neighbourhoods within the commute of a campus and the leases that fit now. */
const getRentalAreas = (query: AreasQuery, signal?: AbortSignal) =>
  api.get<RentalAreas>(`${RENTAL_PATH}/areas`, {
    query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
      string,
      string | number
    >,
    toast: false,
    signal,
  })

const rentalAreasQuery = (query: AreasQuery) =>
  queryOptions({
    queryKey: [...RENTALS_KEY, 'areas', query],
    queryFn: ({ signal }) => getRentalAreas(query, signal),
  })

/** The proposal for the chosen school; the last answer stays on screen while a new budget or commute is asked. */
export const useRentalAreas = (query: AreasQuery | null) =>
  useQuery({
    ...rentalAreasQuery(query ?? { school: '' }),
    enabled: query !== null && query.school !== '',
    placeholderData: keepPreviousData,
  })
