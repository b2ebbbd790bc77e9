import {
  envelopeSchema,
  orderAdminQuerySchema,
  orderCreateSchema,
  orderIdParamsSchema,
  orderListSchema,
  orderSchema,
  planListSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { PublicOrigin } from './app-view.ts'
import type { OrdersService } from './orders-service.ts'

const BASE = '/house/api/order/v1'

/** Subscription orders: plans, a broker's orders and receipts, administrators marking invoices paid, Stripe's webhook. */
export async function ordersRoutes(root: FastifyInstance, opts: { orders: OrdersService; origin: PublicOrigin }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { orders, origin } = opts
  const tags = ['orders']
  const security = [{ bearer: [] }]
  const brokers = async (req: FastifyRequest) => {
    if (app.requireViewer(req).type !== 'agent') throw new HttpError(403, 'agentApp.api.brokerOnly')
  }
  const admins = async (req: FastifyRequest) => {
    if (app.requireViewer(req).type !== 'admin') throw new HttpError(403, 'order.api.adminOnly')
  }

  app.get(
    `${BASE}/plans`,
    {
      schema: {
        tags,
        summary: 'The plans of an agent app: monthly and yearly, prices in cents of CAD, taxes included',
        response: { 200: envelopeSchema(planListSchema) },
      },
    },
    async () => ok(orders.plans()),
  )

  app.post(
    BASE,
    {
      onRequest: [app.authenticate, brokers],
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'Brokers order a plan: 201 with a pending order, paid by invoice (an administrator marks it paid) or at its Stripe Checkout address',
        body: orderCreateSchema,
        response: { 201: envelopeSchema(orderSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (req, reply) => {
      const order = await orders.create(app.requireViewer(req), req.body, origin)
      return reply.status(201).send({ code: 201, msg: req.t('order.api.created'), data: order })
    },
  )

  app.get(
    BASE,
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary: "Brokers: their app's orders, newest first, and whether the app is live and until when",
        response: { 200: envelopeSchema(orderListSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await orders.list(app.requireViewer(req))),
  )

  app.get(
    `${BASE}/admin`,
    {
      onRequest: [app.authenticate, admins],
      schema: {
        tags,
        security,
        summary: 'Administrators: orders by status (pending invoices to mark paid)',
        querystring: orderAdminQuerySchema,
        response: { 200: envelopeSchema(z.array(orderSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await orders.adminList(app.requireViewer(req), req.query.status)),
  )

  app.get(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One order and its receipt, to the broker who placed it or an administrator',
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await orders.get(app.requireViewer(req), req.params.id)),
  )

  app.post(
    `${BASE}/:id/mark-paid`,
    {
      onRequest: [app.authenticate, admins],
      schema: {
        tags,
        security,
        summary:
          'Administrators: an invoice was paid; its period starts now or after the periods already paid (409 if not pending)',
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ok(await orders.markPaid(app.requireViewer(req), req.params.id), req.t('order.api.markedPaid')),
  )

  // Stripe signs the bytes it sends: this route reads its body raw and checks the signature before parsing.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    )
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/stripe/webhook`,
      {
        schema: {
          tags,
          summary:
            "Stripe's webhook (Stripe-Signature checked over the raw body): a completed, paid checkout marks its order paid",
          response: {
            200: envelopeSchema(z.object({ received: z.literal(true), orderId: z.string().nullable() })),
            ...errorResponses(400, 404),
          },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
        const signature = req.headers['stripe-signature']
        return ok(await orders.stripeWebhook(raw, typeof signature === 'string' ? signature : undefined))
      },
    )
  })
}
