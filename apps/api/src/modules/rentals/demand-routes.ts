import {
  contactRequestParamsSchema,
  contactRequestSchema,
  demandForAgentPageSchema,
  demandForAgentSchema,
  envelopeSchema,
  rentalDemandCreatedSchema,
  rentalDemandIdParamsSchema,
  rentalDemandSchema,
  rentalDemandSchemaOut,
  rentalDemandSearchSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered, requireRole } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { DemandsService } from './demands-service.ts'

const BASE = '/house/api/rental/v1/demand'

/**
 * Rental demands (univ/publishrental): the student publishes, reads, changes and deletes theirs and answers agents'
 * requests; agents see demands without contact details and ask for them.
 */
export async function demandRoutes(root: FastifyInstance, opts: { demands: DemandsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { demands } = opts
  // Refused before the input is read: a visitor is told to sign in (403), anyone but an agent that the list is theirs.
  const registered = async (req: FastifyRequest) => {
    requireRegistered(app.requireViewer(req))
  }
  const agents = async (req: FastifyRequest) => {
    requireRole(app.requireViewer(req), 'agent', { status: 403, key: 'rental.api.agentsOnly' })
  }
  const common = { tags: ['rentals'], security: [{ bearer: [] }] }

  app.post(
    BASE,
    {
      onRequest: registered,
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Publishes a rental demand: every field of the form (spec §3), 201 with its id',
        body: rentalDemandSchema,
        response: { 201: envelopeSchema(rentalDemandCreatedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const created = await demands.create(app.requireViewer(req), req.body)
      return reply.status(201).send({ code: 201, msg: req.t('rental.api.demandSaved'), data: created })
    },
  )

  app.get(
    `${BASE}/mine`,
    {
      onRequest: registered,
      schema: {
        ...common,
        summary: "The caller's demands, newest first, with agents' requests to contact and the leases that fit now",
        response: { 200: envelopeSchema(z.array(rentalDemandSchemaOut)), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await demands.mine(app.requireViewer(req))),
  )

  app.put(
    `${BASE}/:id`,
    {
      onRequest: registered,
      schema: {
        ...common,
        summary: 'The student replaces their demand with the whole form',
        params: rentalDemandIdParamsSchema,
        body: rentalDemandSchema,
        response: { 200: envelopeSchema(rentalDemandSchemaOut), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) =>
      ok(await demands.update(app.requireViewer(req), req.params.id, req.body), req.t('rental.api.demandUpdated')),
  )

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: registered,
      schema: {
        ...common,
        summary: 'The student deletes their demand, with the requests and consents on it',
        params: rentalDemandIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await demands.remove(app.requireViewer(req), req.params.id)
      return ok(null, req.t('rental.api.demandDeleted'))
    },
  )

  app.get(
    BASE,
    {
      onRequest: agents,
      schema: {
        ...common,
        summary:
          'Agents: demands still to come by school, budget at most and move-in from; contact details only after the student accepted',
        querystring: rentalDemandSearchSchema,
        response: { 200: envelopeSchema(demandForAgentPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await demands.search(app.requireViewer(req), req.query)),
  )

  app.post(
    `${BASE}/:id/contact`,
    {
      onRequest: agents,
      schema: {
        ...common,
        summary: "An agent asks for a demand's contact details; the student is told and decides",
        params: rentalDemandIdParamsSchema,
        body: contactRequestSchema,
        response: { 200: envelopeSchema(demandForAgentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(
        await demands.requestContact(app.requireViewer(req), req.params.id, req.body),
        req.t('rental.api.contactRequested'),
      ),
  )

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `${BASE}/:id/contact/:requestId/${answer}`,
      {
        onRequest: registered,
        schema: {
          ...common,
          summary:
            answer === 'accept'
              ? "The student accepts an agent's request: their consent is recorded and the agent sees their contact details"
              : "The student declines an agent's request: the agent never sees their contact details",
          params: contactRequestParamsSchema,
          response: { 200: envelopeSchema(rentalDemandSchemaOut), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) =>
        ok(
          await demands.decide(app.requireViewer(req), req.params.id, req.params.requestId, answer === 'accept'),
          req.t(answer === 'accept' ? 'rental.api.contactAccepted' : 'rental.api.contactDeclined'),
        ),
    )
  }
}
