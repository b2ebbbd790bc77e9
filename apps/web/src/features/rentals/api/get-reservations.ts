import type { ReservationPage, ReservationSide, ReservationTab } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { RENTALS_KEY, RESERVATION_PATH } from './rental-keys.ts'

/** GET /house/api/rental/v1/reservation?status=&side=: the student's reservations or those an agent handles. */
function getReservations(side: ReservationSide, tab: ReservationTab, cursor: PageCursor, signal?: AbortSignal) {
  const query = withCursor({ status: tab, side, limit: 20 }, cursor)
  return api.get<ReservationPage>(RESERVATION_PATH, { query, toast: false, signal })
}

const reservationsQuery = (side: ReservationSide, tab: ReservationTab) =>
  infiniteQueryOptions({
    queryKey: [...RENTALS_KEY, 'reservations', side, tab, currentLocale()] as const,
    queryFn: ({ pageParam, signal }) => getReservations(side, tab, pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useReservations = (side: ReservationSide, tab: ReservationTab) => usePaged(reservationsQuery(side, tab))
