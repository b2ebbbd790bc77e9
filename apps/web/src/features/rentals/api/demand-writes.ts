import type { DemandForAgent, RentalDemand, RentalDemandForm } from '@maplenest/core'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { DEMAND_PATH, RENTALS_KEY } from './rental-keys.ts'

// Quiet calls: the form and the lists say what failed, under the field or in a toast with the server's reason.
const one = (id: string) => `${DEMAND_PATH}/${encodeURIComponent(id)}`

/** POST /house/api/rental/v1/demand: 201 with the new demand's id. */
const createDemand = (body: RentalDemandForm) =>
  api.post<{ id: string }>(DEMAND_PATH, body, { toast: false, idempotent: true })
/** PUT /house/api/rental/v1/demand/{id}: the whole form again. */
const updateDemand = ({ id, body }: { id: string; body: RentalDemandForm }) =>
  api.put<RentalDemand>(one(id), body, { toast: false })
/** DELETE /house/api/rental/v1/demand/{id} */
const deleteDemand = (id: string) => api.delete<null>(one(id), undefined, { toast: false })
/** POST …/demand/{id}/contact/{requestId}/accept|decline: the student's answer to an agent. */
const answerContact = ({ id, requestId, accept }: { id: string; requestId: string; accept: boolean }) =>
  api.post<RentalDemand>(
    `${one(id)}/contact/${encodeURIComponent(requestId)}/${accept ? 'accept' : 'decline'}`,
    {},
    { toast: false },
  )
/** POST /house/api/rental/v1/demand/{id}/contact: an agent asks for the student's contact details. */
const requestContact = ({ id, message }: { id: string; message?: string }) =>
  api.post<DemandForAgent>(`${one(id)}/contact`, message ? { message } : {}, { toast: false })

// The lists, the detail and My's counts all change with a write.
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: RENTALS_KEY }),
    client.invalidateQueries({ queryKey: ['notices'] }),
  ])

function useRentalWrite<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => refresh(client) })
}

export const useCreateDemand = () => useRentalWrite(createDemand)
export const useUpdateDemand = () => useRentalWrite(updateDemand)
export const useDeleteDemand = () => useRentalWrite(deleteDemand)
export const useAnswerContact = () => useRentalWrite(answerContact)
export const useRequestContact = () => useRentalWrite(requestContact)
export { useRentalWrite }
