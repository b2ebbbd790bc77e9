import {
  envelopeSchema,
  type ShowingDecline,
  type ShowingPropose,
  showingBookingSchema,
  showingCancelSchema,
  showingCreatedSchema,
  showingDeclineSchema,
  showingHandleSchema,
  showingIdParamsSchema,
  showingListQuerySchema,
  showingPageSchema,
  showingProposeSchema,
  showingReviewSchema,
  showingSchema,
  showingTakenQuerySchema,
  showingTakenSchema,
  showingUpdateSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { ShowingsService } from './showings-service.ts'

const BASE = '/house/api/appointment/v1'

/** Showings (my/appt screens and the agent's list): book, read, change, cancel, review, handle, add to a calendar. */
export async function showingsRoutes(root: FastifyInstance, opts: { showings: ShowingsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { showings } = opts
  // Registered accounts only, refused before the input is read: a visitor is told to sign in (403) whatever they sent.
  const onRequest = async (req: FastifyRequest) => {
    requireRegistered(app.requireViewer(req))
  }
  const common = { tags: ['showings'], security: [{ bearer: [] }] }

  app.post(
    BASE,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Books a showing of a listing: 201 with its id and status Pending',
        body: showingBookingSchema,
        response: { 201: envelopeSchema(showingCreatedSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const created = await showings.book(app.requireViewer(req), req.body, req.locale)
      return reply.status(201).send({ code: 201, msg: req.t('showing.api.booked'), data: created })
    },
  )

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The caller's showings by tab (all, pending, processed, expired, cancelled): the ones to come first, soonest first, then the rest, latest first",
        querystring: showingListQuerySchema,
        response: { 200: envelopeSchema(showingPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await showings.listMine(app.requireViewer(req), req.query)),
  )

  app.get(
    `${BASE}/taken`,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The starts of a day already taken for a booking of a listing: the handling agent's confirmed showings and the caller's own",
        querystring: showingTakenQuerySchema,
        response: { 200: envelopeSchema(showingTakenSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await showings.taken(app.requireViewer(req), req.query)),
  )

  app.get(
    `${BASE}/agent`,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'Agents: the showings they handle (administrators: all), with overlapping requests marked; adds toBeReviewed',
        querystring: showingListQuerySchema,
        response: { 200: envelopeSchema(showingPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await showings.listForAgent(app.requireViewer(req), req.query)),
  )

  app.get(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'One showing, to its buyer, its handling agent or an administrator',
        params: showingIdParamsSchema,
        response: { 200: envelopeSchema(showingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await showings.get(app.requireViewer(req), req.params.id)),
  )

  app.put(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The buyer changes or reschedules a pending showing',
        params: showingIdParamsSchema,
        body: showingUpdateSchema,
        response: { 200: envelopeSchema(showingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await showings.update(app.requireViewer(req), req.params.id, req.body), req.t('showing.api.updated')),
  )

  app.post(
    `${BASE}/:id/cancel`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The buyer cancels a pending showing before its time, optionally saying why (the agent reads it)',
        params: showingIdParamsSchema,
        body: showingCancelSchema,
        response: { 200: envelopeSchema(showingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await showings.cancel(app.requireViewer(req), req.params.id, req.body), req.t('showing.api.cancelled')),
  )

  app.post(
    `${BASE}/:id/review`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The buyer reviews a visit that took place (taken to view, its time passed), once; text required',
        params: showingIdParamsSchema,
        body: showingReviewSchema,
        response: { 200: envelopeSchema(showingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await showings.review(app.requireViewer(req), req.params.id, req.body), req.t('showing.api.reviewed')),
  )

  app.post(
    `${BASE}/:id/handle`,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'After its time, the handling agent (or an administrator) records the outcome: taken to view (1) or did not take place (2), with remarks',
        params: showingIdParamsSchema,
        body: showingHandleSchema,
        response: { 200: envelopeSchema(showingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await showings.handle(app.requireViewer(req), req.params.id, req.body), req.t('showing.api.handled')),
  )

  // The agent's answers to a pending request, and the buyer's to another time the agent proposed.
  const answer = (
    path: 'confirm' | 'decline' | 'propose' | 'accept' | 'reject',
    summary: string,
    body: typeof showingDeclineSchema | typeof showingProposeSchema | null,
    run: (req: FastifyRequest<{ Params: { id: string }; Body: unknown }>) => Promise<unknown>,
    done:
      | 'showing.api.confirmed'
      | 'showing.api.declined'
      | 'showing.api.proposed'
      | 'showing.api.accepted'
      | 'showing.api.rejected',
  ) =>
    app.post(
      `${BASE}/:id/${path}`,
      {
        onRequest,
        schema: {
          ...common,
          summary,
          params: showingIdParamsSchema,
          ...(body ? { body } : {}),
          response: { 200: envelopeSchema(showingSchema), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => ok(await run(req), req.t(done)),
    )
  answer(
    'confirm',
    'The handling agent (or an administrator) confirms a pending request before its time; 409 when it overlaps one they confirmed',
    null,
    (req) => showings.confirm(app.requireViewer(req), req.params.id),
    'showing.api.confirmed',
  )
  answer(
    'decline',
    'The handling agent declines a pending request with a reason the buyer reads; it is cancelled',
    showingDeclineSchema,
    (req) => showings.decline(app.requireViewer(req), req.params.id, req.body as ShowingDecline),
    'showing.api.declined',
  )
  answer(
    'propose',
    'The handling agent proposes another time for a pending request, checked like a booking',
    showingProposeSchema,
    (req) => showings.propose(app.requireViewer(req), req.params.id, req.body as ShowingPropose),
    'showing.api.proposed',
  )
  answer(
    'accept',
    "The buyer accepts the agent's proposed time: it becomes the showing's time, confirmed",
    null,
    (req) => showings.accept(app.requireViewer(req), req.params.id),
    'showing.api.accepted',
  )
  answer(
    'reject',
    "The buyer rejects the agent's proposed time: the request stays open at its own time",
    null,
    (req) => showings.reject(app.requireViewer(req), req.params.id),
    'showing.api.rejected',
  )

  app.get(
    `${BASE}/:id/calendar.ics`,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "A showing as an .ics file at the listing city's local time (same UID, higher SEQUENCE on each change; a cancelled one as METHOD:CANCEL)",
        params: showingIdParamsSchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const file = await showings.calendar(app.requireViewer(req), req.params.id, req.locale)
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body)
    },
  )
}
