import {
  envelopeSchema,
  reservationCreatedSchema,
  reservationDeclineSchema,
  reservationIdParamsSchema,
  reservationListQuerySchema,
  reservationPageSchema,
  reservationRequestSchema,
  reservationSchema,
  viewingProposalSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { ReservationsService } from './reservations-service.ts'

const BASE = '/house/api/rental/v1/reservation'

/** Room reservations: the student reserves and cancels; the handling agent confirms, proposes a viewing or declines. */
export async function reservationRoutes(root: FastifyInstance, opts: { reservations: ReservationsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { reservations } = opts
  const onRequest = async (req: FastifyRequest) => {
    requireRegistered(app.requireViewer(req))
  }
  const common = { tags: ['rentals'], security: [{ bearer: [] }] }
  const oneResponse = { 200: envelopeSchema(reservationSchema), ...errorResponses(400, 401, 403, 404, 409) }

  app.post(
    BASE,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Reserves a lease listing from a move-in to a move-out day: 201 with its id and status Pending',
        body: reservationRequestSchema,
        response: { 201: envelopeSchema(reservationCreatedSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const created = await reservations.reserve(app.requireViewer(req), req.body)
      return reply.status(201).send({ code: 201, msg: req.t('rental.api.reservationSent'), data: created })
    },
  )

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The caller's reservations (side=mine) or those they handle (side=agent; administrators: all), newest first, by tab",
        querystring: reservationListQuerySchema,
        response: { 200: envelopeSchema(reservationPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await reservations.list(app.requireViewer(req), req.query)),
  )

  app.get(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'One reservation, to its student, its handling agent or an administrator, with what they may do now',
        params: reservationIdParamsSchema,
        response: oneResponse,
      },
    },
    async (req) => ok(await reservations.get(app.requireViewer(req), req.params.id)),
  )

  app.post(
    `${BASE}/:id/confirm`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The handling agent confirms the room; the student confirms the viewing the agent proposed',
        params: reservationIdParamsSchema,
        response: oneResponse,
      },
    },
    async (req) => {
      const done = await reservations.confirm(app.requireViewer(req), req.params.id)
      return ok(done, req.t(done.status === 'Confirmed' ? 'rental.api.confirmed' : 'rental.api.viewingConfirmed'))
    },
  )

  app.post(
    `${BASE}/:id/viewing`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The handling agent proposes a viewing, in person or by live video, at a time on the city’s clock',
        params: reservationIdParamsSchema,
        body: viewingProposalSchema,
        response: oneResponse,
      },
    },
    async (req) =>
      ok(
        await reservations.proposeViewing(app.requireViewer(req), req.params.id, req.body),
        req.t('rental.api.viewingProposed'),
      ),
  )

  app.post(
    `${BASE}/:id/decline`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The handling agent declines, with a reason the student reads',
        params: reservationIdParamsSchema,
        body: reservationDeclineSchema,
        response: oneResponse,
      },
    },
    async (req) =>
      ok(await reservations.decline(app.requireViewer(req), req.params.id, req.body), req.t('rental.api.declined')),
  )

  app.post(
    `${BASE}/:id/cancel`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The student cancels a reservation before the move-in',
        params: reservationIdParamsSchema,
        response: oneResponse,
      },
    },
    async (req) => ok(await reservations.cancel(app.requireViewer(req), req.params.id), req.t('rental.api.cancelled')),
  )
}
