import type {
  Reservation,
  ReservationDecline,
  ReservationRequestForm,
  ReservationStatus,
  ViewingProposal,
} from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'
import { useRentalWrite } from './demand-writes.ts'
import { RESERVATION_PATH } from './rental-keys.ts'

const one = (id: string) => `${RESERVATION_PATH}/${encodeURIComponent(id)}`

/** POST /house/api/rental/v1/reservation: 201 with the id and status Pending. */
const reserveRoom = (body: ReservationRequestForm) =>
  api.post<{ id: string; status: ReservationStatus }>(RESERVATION_PATH, body, { toast: false, idempotent: true })
/** POST …/{id}/confirm: the agent confirms the room, the student the proposed viewing. */
const confirmReservation = (id: string) => api.post<Reservation>(`${one(id)}/confirm`, {}, { toast: false })
/** POST …/{id}/viewing: the agent proposes a viewing. */
const proposeViewing = ({ id, ...body }: ViewingProposal & { id: string }) =>
  api.post<Reservation>(`${one(id)}/viewing`, body, { toast: false })
/** POST …/{id}/decline: with the reason the student reads. */
const declineReservation = ({ id, ...body }: ReservationDecline & { id: string }) =>
  api.post<Reservation>(`${one(id)}/decline`, body, { toast: false })
/** POST …/{id}/cancel */
const cancelReservation = (id: string) => api.post<Reservation>(`${one(id)}/cancel`, {}, { toast: false })

export const useReserveRoom = () => useRentalWrite(reserveRoom)
export const useConfirmReservation = () => useRentalWrite(confirmReservation)
export const useProposeViewing = () => useRentalWrite(proposeViewing)
export const useDeclineReservation = () => useRentalWrite(declineReservation)
export const useCancelReservation = () => useRentalWrite(cancelReservation)
