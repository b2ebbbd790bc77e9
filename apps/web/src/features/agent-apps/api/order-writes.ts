import type { Order, OrderCreate } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY, ORDER_PATH } from './agent-apps-keys.ts'

/** POST /house/api/order/v1: a pending order of a plan (an invoice, or a Stripe Checkout address). */
const createOrder = (body: OrderCreate) => api.post<Order>(ORDER_PATH, body, { toast: false, idempotent: true })

/** POST /house/api/order/v1/{id}/mark-paid: an administrator records the invoice's payment. */
const markOrderPaid = (id: string) =>
  api.post<Order>(`${ORDER_PATH}/${encodeURIComponent(id)}/mark-paid`, {}, { toast: false })

function useOrderWrite<V>(fn: (v: V) => Promise<Order>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: AGENT_APPS_KEY }) })
}

export const useCreateOrder = () => useOrderWrite(createOrder)
export const useMarkOrderPaid = () => useOrderWrite(markOrderPaid)
