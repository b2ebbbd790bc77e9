import type { Order, OrderList } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY, ORDER_PATH } from './agent-apps-keys.ts'

/** GET /house/api/order/v1: the broker's orders, newest first, and whether the app is live. */
const getOrders = (signal?: AbortSignal) => api.get<OrderList>(ORDER_PATH, { toast: false, signal })

const ordersQuery = () =>
  queryOptions({ queryKey: [...AGENT_APPS_KEY, 'orders'], queryFn: ({ signal }) => getOrders(signal) })

export const useOrders = (enabled: boolean) => useQuery({ ...ordersQuery(), enabled })

/** GET /house/api/order/v1/admin?status=pending: invoices waiting to be marked paid (administrators). */
const getPendingOrders = (signal?: AbortSignal) =>
  api.get<Order[]>(`${ORDER_PATH}/admin`, { query: { status: 'pending' }, toast: false, signal })

export const usePendingOrders = (enabled: boolean) =>
  useQuery({
    queryKey: [...AGENT_APPS_KEY, 'orders', 'pending'],
    queryFn: ({ signal }) => getPendingOrders(signal),
    enabled,
  })
