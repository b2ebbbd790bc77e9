import type {
  Showing,
  ShowingBookingForm,
  ShowingCreated,
  ShowingHandleForm,
  ShowingReview,
  ShowingUpdate,
} from '@maplenest/core'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { SHOWINGS_KEY, SHOWINGS_PATH } from './showings-keys.ts'

// Quiet calls: each screen says 'Appointment Failed' or 'Modify, cancel and review Failed' with the server's reason.
const one = (id: string) => `${SHOWINGS_PATH}/${encodeURIComponent(id)}`

/** POST /house/api/appointment/v1: 201 with the new id and status Pending; one Idempotency-Key per booking. */
export const bookShowing = (body: ShowingBookingForm) =>
  api.post<ShowingCreated>(SHOWINGS_PATH, body, { toast: false, idempotent: true })
/** PUT /house/api/appointment/v1/{id}: a new time, message or contact while Pending. */
const modifyShowing = ({ id, ...body }: ShowingUpdate & { id: string }) =>
  api.put<Showing>(one(id), body, { toast: false })
/** POST /house/api/appointment/v1/{id}/cancel */
const cancelShowing = (id: string) => api.post<Showing>(`${one(id)}/cancel`, {}, { toast: false })
/** POST /house/api/appointment/v1/{id}/review: text required. */
const reviewShowing = ({ id, ...body }: ShowingReview & { id: string }) =>
  api.post<Showing>(`${one(id)}/review`, body, { toast: false })
/** POST /house/api/appointment/v1/{id}/handle: the agent's outcome (1 taken to view, 2 expired) and remarks. */
const handleShowing = ({ id, ...body }: ShowingHandleForm & { id: string }) =>
  api.post<Showing>(`${one(id)}/handle`, body, { toast: false })

// Lists, details and My's count (account counts) all change with a write.
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: SHOWINGS_KEY }),
    client.invalidateQueries({ queryKey: ['account', 'counts'] }),
  ])

function useShowingWrite<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => refresh(client) })
}

export const useBookShowing = () => useShowingWrite(bookShowing)
export const useModifyShowing = () => useShowingWrite(modifyShowing)
export const useCancelShowing = () => useShowingWrite(cancelShowing)
export const useReviewShowing = () => useShowingWrite(reviewShowing)
export const useHandleShowing = () => useShowingWrite(handleShowing)
