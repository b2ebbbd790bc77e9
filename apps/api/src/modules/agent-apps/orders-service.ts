import {
  addMonths,
  ORDER_CURRENCY,
  type Order,
  type OrderCreate,
  type OrderList,
  type OrderStatus,
  orderNumber,
  type PaymentProvider,
  PLAN_IDS,
  PLANS,
  type PlanList,
  periodStartFor,
  translate,
} from '@maplenest/core'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { isRegistered, requireSignedIn, type Viewer } from '../../platform/access.ts'
import type { NoticesService } from '../notices/index.ts'
import type { AgentAppsRepository, OrderRow } from './agent-apps-repository.ts'
import type { AgentAppsService } from './agent-apps-service.ts'
import { type RequestOrigin, toAppAgent } from './app-view.ts'
import { constructStripeEvent, createCheckoutSession, StripeError, type StripeSettings } from './stripe.ts'

export interface OrdersService {
  readonly provider: PaymentProvider
  plans(): PlanList
  /** A broker orders a plan: an invoice (pending until an administrator marks it paid) or a Stripe Checkout. */
  create(viewer: Viewer | null, input: OrderCreate, origin: RequestOrigin): Promise<Order>
  /** The broker's orders, newest first, and whether their app is live. */
  list(viewer: Viewer | null): Promise<OrderList>
  /** One order (its receipt once paid), to the broker who placed it or an administrator. */
  get(viewer: Viewer | null, id: string): Promise<Order>
  /** Administrators: orders by status, newest first. */
  adminList(viewer: Viewer | null, status: OrderStatus | undefined): Promise<Order[]>
  /** Administrators: an invoice was paid. Its period starts now, or when the paid periods before it end. */
  markPaid(viewer: Viewer | null, id: string): Promise<Order>
  /** Stripe's webhook, its signature checked over the raw body; a completed, paid checkout marks its order paid. */
  stripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; orderId: string | null }>
  /** Brings stored statuses up to now (paid → active → expired); what the order job runs. */
  settle(): Promise<number>
}

const brokersOnly = () => new HttpError(403, 'agentApp.api.brokerOnly')
const adminsOnly = () => new HttpError(403, 'order.api.adminOnly')

export function createOrdersService(deps: {
  repository: AgentAppsRepository
  apps: Pick<AgentAppsService, 'ensureApp' | 'appOf'>
  notices: Pick<NoticesService, 'notify'>
  run: <T>(fn: () => Promise<T>) => Promise<T>
  stripe: StripeSettings | null
  fetch?: typeof fetch
  now: () => Date
}): OrdersService {
  const { repository, apps, notices, run, stripe, now } = deps
  const provider: PaymentProvider = stripe ? 'stripe' : 'invoice'

  const toOrder = async (row: OrderRow): Promise<Order> => {
    const owner = await repository.owner(row.userId)
    const agent = owner ? toAppAgent(owner) : null
    return {
      id: row.id,
      number: orderNumber(row.id, row.createdAt),
      plan: row.plan,
      amountCents: row.amountCents,
      currency: ORDER_CURRENCY,
      status: row.status,
      provider: row.provider,
      checkoutUrl: row.status === 'pending' ? row.checkoutUrl : null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      periodStart: row.periodStart?.toISOString() ?? null,
      periodEnd: row.periodEnd?.toISOString() ?? null,
      renewal: row.renewal,
      agentName: agent?.name ?? '',
      agentEmail: agent?.email ?? '',
    }
  }

  const requireBroker = async (viewer: Viewer | null) => {
    const who = requireSignedIn(viewer)
    if (!isRegistered(who)) throw brokersOnly()
    const owner = await repository.owner(who.userId)
    if (!owner?.isBroker) throw brokersOnly()
    return owner
  }

  /** Marks a pending order paid inside one transaction that holds its app, so two payments never overlap periods. */
  const pay = async (id: string, paidBy: string | null): Promise<OrderRow> => {
    const at = now()
    const paid = await run(async () => {
      const order = await repository.order(id)
      if (!order) throw notFound('order.api.notFound')
      if (order.status !== 'pending') return null
      await repository.lockApp(order.appId)
      const start = periodStartFor(at, await repository.latestPaidEnd(order.appId))
      const row = await repository.markPaid(id, {
        paidAt: at,
        paidBy,
        periodStart: start,
        periodEnd: addMonths(start, order.months),
        renewal: start.getTime() > at.getTime(),
      })
      await repository.settleStatuses(at)
      return row ? repository.order(row.id) : null
    })
    if (!paid) {
      const current = await repository.order(id)
      if (!current) throw notFound('order.api.notFound')
      throw new HttpError(409, 'order.api.notPending')
    }
    await notices.notify(paid.userId, 'order.updated', {
      event: 'paid',
      orderId: paid.id,
      number: orderNumber(paid.id, paid.createdAt),
      until: paid.periodEnd!.toISOString().slice(0, 10),
    })
    return paid
  }

  return {
    provider,

    plans: () =>
      PLAN_IDS.map((id) => ({ id, months: PLANS[id].months, priceCents: PLANS[id].priceCents, currency: 'CAD' })),

    async create(viewer, input, origin) {
      const owner = await requireBroker(viewer)
      const app = await apps.ensureApp(owner.userId)
      const plan = PLANS[input.plan]
      const order = await repository.insertOrder({
        appId: app.id,
        userId: owner.userId,
        plan: input.plan,
        months: plan.months,
        amountCents: plan.priceCents,
        currency: ORDER_CURRENCY,
        provider,
        createdAt: now(),
      })
      if (stripe) {
        const back = `${origin.protocol}://${origin.host}/h5/pages/Subscribetotwo/order?orderId=${order.id}`
        try {
          const session = await createCheckoutSession(
            stripe,
            {
              orderId: order.id,
              description: translate('en-GB', `order.plan.${input.plan}`),
              amountCents: order.amountCents,
              currency: ORDER_CURRENCY,
              email: toAppAgent(owner).email,
              successUrl: `${back}&paid=1`,
              cancelUrl: back,
            },
            deps.fetch,
          )
          await repository.setOrderProvider(order.id, session.id, session.url)
        } catch (err) {
          // No checkout, no order: the broker orders again once Stripe answers.
          await repository.deleteOrder(order.id)
          if (err instanceof StripeError) throw new HttpError(503, 'order.api.providerUnavailable')
          throw err
        }
      }
      return toOrder((await repository.order(order.id))!)
    },

    async list(viewer) {
      const owner = await requireBroker(viewer)
      await repository.settleStatuses(now())
      const app = await apps.appOf(owner.userId)
      const rows = app ? await repository.ordersOf(app.id) : []
      const until = app ? await repository.activeUntil(app.id, now()) : null
      return {
        items: await Promise.all(rows.map(toOrder)),
        live: until !== null,
        activeUntil: until?.toISOString() ?? null,
        provider,
      }
    },

    async get(viewer, id) {
      const who = requireSignedIn(viewer)
      await repository.settleStatuses(now())
      const row = await repository.order(id)
      if (!row) throw notFound('order.api.notFound')
      if (row.userId !== who.userId && who.type !== 'admin') throw new HttpError(403, 'order.api.notYours')
      return toOrder(row)
    },

    async adminList(viewer, status) {
      const who = requireSignedIn(viewer)
      if (who.type !== 'admin') throw adminsOnly()
      await repository.settleStatuses(now())
      return Promise.all((await repository.ordersByStatus(status, 100)).map(toOrder))
    },

    async markPaid(viewer, id) {
      const who = requireSignedIn(viewer)
      if (who.type !== 'admin') throw adminsOnly()
      return toOrder(await pay(id, who.userId))
    },

    async stripeWebhook(rawBody, signature) {
      if (!stripe) throw notFound('order.api.stripeOff')
      // a missing, wrong or stale signature, or a body that is not JSON: the same 400 for each
      let event: { type?: unknown; data?: { object?: unknown } }
      try {
        event = constructStripeEvent(rawBody, signature, stripe.webhookSecret, now())
      } catch {
        throw new HttpError(400, 'order.api.badSignature')
      }
      const session = (event.data?.object ?? {}) as Record<string, unknown>
      if (event.type !== 'checkout.session.completed' || session.payment_status !== 'paid')
        return { received: true, orderId: null }
      const ref = typeof session.id === 'string' ? session.id : ''
      const order = ref ? await repository.orderByProviderRef(ref) : null
      if (!order) return { received: true, orderId: null }
      // Stripe repeats a webhook until it is answered 2xx: a second delivery finds the order paid and changes nothing.
      if (order.status === 'pending') await pay(order.id, null)
      return { received: true, orderId: order.id }
    },

    settle: () => repository.settleStatuses(now()),
  }
}
