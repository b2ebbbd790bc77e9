import type {
  Showing,
  ShowingBookingForm,
  ShowingCreated,
  ShowingDecline,
  ShowingHandleForm,
  ShowingPropose,
  ShowingReview,
  ShowingUpdate,
} from '@maplenest/core'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { SHOWINGS_KEY, SHOWINGS_PATH } from './showings-keys.ts'

// Quiet calls: each screen says 'The showing could not be booked' or 'Your change could not be saved' with the server's reason.
const one = (id: string) => `${SHOWINGS_PATH}/${encodeURIComponent(id)}`

/** POST /house/api/appointment/v1: 201 with the new id and status Pending; one Idempotency-Key per booking. */
export const bookShowing = (body: ShowingBookingForm) =>
  api.post<ShowingCreated>(SHOWINGS_PATH, body, { toast: false, idempotent: true })
/** PUT /house/api/appointment/v1/{id}: a new time, message or contact while Pending. */
const modifyShowing = ({ id, ...body }: ShowingUpdate & { id: string }) =>
  api.put<Showing>(one(id), body, { toast: false })
/** POST /house/api/appointment/v1/{id}/cancel, with the reason the buyer gives, if any */
const cancelShowing = ({ id, reason }: { id: string; reason: string }) =>
  api.post<Showing>(`${one(id)}/cancel`, reason.trim() ? { reason: reason.trim() } : {}, { toast: false })
/** POST /house/api/appointment/v1/{id}/review: text required. */
const reviewShowing = ({ id, ...body }: ShowingReview & { id: string }) =>
  api.post<Showing>(`${one(id)}/review`, body, { toast: false })
/** POST /house/api/appointment/v1/{id}/handle: the agent's outcome (1 taken to view, 2 expired) and remarks. */
const handleShowing = ({ id, ...body }: ShowingHandleForm & { id: string }) =>
  api.post<Showing>(`${one(id)}/handle`, body, { toast: false })

/** POST …/{id}/confirm, /accept, /reject: the agent confirms; the buyer accepts or rejects a proposed time. */
const answerShowing = ({ id, answer }: { id: string; answer: 'confirm' | 'accept' | 'reject' }) =>
  api.post<Showing>(`${one(id)}/${answer}`, {}, { toast: false })
/** POST …/{id}/decline: the agent declines, with a reason the buyer reads. */
const declineShowing = ({ id, ...body }: ShowingDecline & { id: string }) =>
  api.post<Showing>(`${one(id)}/decline`, body, { toast: false })
/** POST …/{id}/propose: the agent proposes another time. */
const proposeShowing = ({ id, ...body }: ShowingPropose & { id: string }) =>
  api.post<Showing>(`${one(id)}/propose`, body, { toast: false })

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
export const useAnswerShowing = () => useShowingWrite(answerShowing)
export const useDeclineShowing = () => useShowingWrite(declineShowing)
export const useProposeShowing = () => useShowingWrite(proposeShowing)
