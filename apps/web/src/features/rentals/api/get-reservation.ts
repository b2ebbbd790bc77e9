import type { Reservation } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { RENTALS_KEY, RESERVATION_PATH } from './rental-keys.ts'

/** GET /house/api/rental/v1/reservation/{id}: one reservation with what the reader may do now. */
const getReservation = (id: string, signal?: AbortSignal) =>
  api.get<Reservation>(`${RESERVATION_PATH}/${encodeURIComponent(id)}`, { toast: false, signal })

const reservationQuery = (id: string) =>
  queryOptions({
    queryKey: [...RENTALS_KEY, 'reservation', id, currentLocale()],
    queryFn: ({ signal }) => getReservation(id, signal),
  })

export const useReservation = (id: string) => useQuery({ ...reservationQuery(id), enabled: id !== '' })
