import { z } from 'zod'

/**
 * Subscriptions to an agent's own app (the Subscribeto order screens): a plan, an order that is paid and then runs for the
 * plan's months, renewals that start when the running period ends, and receipts.
 */
export const PLAN_IDS = ['monthly', 'yearly'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** Prices in cents of Canadian dollars, taxes included; the yearly plan costs ten months. */
export const PLANS: Record<PlanId, { months: number; priceCents: number }> = {
  monthly: { months: 1, priceCents: 2900 },
  yearly: { months: 12, priceCents: 29000 },
}
export const ORDER_CURRENCY = 'CAD'

/**
 * pending (waiting for payment) → paid (payment confirmed, its period not started: a renewal waiting for the running
 * one to end) → active (its period is running) → expired (its period ended).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'active', 'expired'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** How an order is paid: an invoice an administrator marks paid, or Stripe Checkout (when configured). */
export const PAYMENT_PROVIDERS = ['invoice', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** The plan's period from a start: the same day of the month `months` later (clamped to the month's last day). */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/**
 * Where a paid order's period starts: now, or when the latest paid or running period ends if that is later (a renewal
 * bought early adds its months after the current ones rather than overlapping them).
 */
export function periodStartFor(now: Date, latestEnd: Date | null): Date {
  return latestEnd && latestEnd.getTime() > now.getTime() ? latestEnd : now
}

/** The status an order has at `now`, from its payment and period. */
export function orderStatusAt(
  order: { paidAt: Date | null; periodStart: Date | null; periodEnd: Date | null },
  now: Date,
): OrderStatus {
  if (!order.paidAt || !order.periodStart || !order.periodEnd) return 'pending'
  if (now.getTime() >= order.periodEnd.getTime()) return 'expired'
  if (now.getTime() >= order.periodStart.getTime()) return 'active'
  return 'paid'
}

/** POST /house/api/order/v1 */
export const orderCreateSchema = z.strictObject({
  plan: z.enum(PLAN_IDS, { error: 'order.validation.plan' }),
})
export type OrderCreate = z.infer<typeof orderCreateSchema>

export const orderIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'order.validation.id' }) })

export const orderSchema = z.object({
  id: z.string(),
  /** The invoice and receipt number, e.g. MN-20261128-3F2A9C. */
  number: z.string(),
  plan: z.enum(PLAN_IDS),
  amountCents: z.number().int(),
  currency: z.literal(ORDER_CURRENCY),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe Checkout: where to pay, while pending. */
  checkoutUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Renewal: paid while another period was running, so it starts when that one ends. */
  renewal: z.boolean(),
  agentName: z.string(),
  agentEmail: z.string(),
})
export type Order = z.infer<typeof orderSchema>

export const orderListSchema = z.object({
  items: z.array(orderSchema),
  /** The app is live: a paid period is running now. */
  live: z.boolean(),
  activeUntil: z.string().nullable(),
  /** Where payment goes by default: 'stripe' when configured, else 'invoice'. */
  provider: z.enum(PAYMENT_PROVIDERS),
})
export type OrderList = z.infer<typeof orderListSchema>

export const planListSchema = z.array(
  z.object({ id: z.enum(PLAN_IDS), months: z.number().int(), priceCents: z.number().int(), currency: z.string() }),
)
export type PlanList = z.infer<typeof planListSchema>

export const orderAdminQuerySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'order.validation.status' }).optional(),
})

/** The invoice and receipt number of an order, from its creation day and id. */
export function orderNumber(id: string, createdAt: Date): string {
  const day = createdAt.toISOString().slice(0, 10).replaceAll('-', '')
  return `MN-${day}-${id.replaceAll('-', '').slice(0, 6).toUpperCase()}`
}
