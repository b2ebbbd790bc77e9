import type { RentalSchool } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { RENTAL_PATH, RENTALS_KEY } from './rental-keys.ts'

/** GET /house/api/rental/v1/schools: the form's schools, our campuses; they change only with a release. */
const getRentalSchools = (signal?: AbortSignal) =>
  api.get<RentalSchool[]>(`${RENTAL_PATH}/schools`, { toast: false, signal })

const rentalSchoolsQuery = () =>
  queryOptions({
    queryKey: [...RENTALS_KEY, 'schools'],
    queryFn: ({ signal }) => getRentalSchools(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useRentalSchools = () => useQuery(rentalSchoolsQuery())
