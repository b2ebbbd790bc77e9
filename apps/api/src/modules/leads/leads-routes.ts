import {
  envelopeSchema,
  leadCreatedSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadPageSchema,
  leadQuestionSchema,
  leadSchema,
  leadUpdateSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { HttpError } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { LeadsService } from './leads-service.ts'

const BASE = '/house/api/activity/v1/leads'

/** A client's question to the agent of the app they are in; the agent's leads, one lead, and moving it on. */
export async function leadsRoutes(root: FastifyInstance, opts: { leads: LeadsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { leads } = opts
  const security = [{ bearer: [] }]
  const tags = ['leads']
  // As the agent's other screens of her clients: agents only, refused before the input is read.
  const agents = async (req: FastifyRequest) => {
    if (app.requireViewer(req).type !== 'agent') throw new HttpError(403, 'lead.api.agentOnly')
  }
  // A question needs an account to answer to: a visitor is told to sign in (403) whatever they sent.
  const registered = async (req: FastifyRequest) => {
    requireRegistered(app.requireViewer(req))
  }

  app.post(
    BASE,
    {
      onRequest: [app.authenticate, registered],
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'A client asks the agent of the app they are in about a home, the homes they compare, or their conversation with the assistant, with the consent to be contacted: the agent’s lead, 201',
        body: leadQuestionSchema,
        response: { 201: envelopeSchema(leadCreatedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const created = await leads.ask(app.requireViewer(req), req.body, req.locale)
      return reply.status(201).send({ code: 201, msg: req.t('lead.api.sent'), data: created })
    },
  )

  app.get(
    BASE,
    {
      onRequest: [app.authenticate, agents],
      schema: {
        tags,
        security,
        summary:
          "Agents: their own leads, newest first, by status (all, new, contacted, closed) or client, found by the client's name, phone or e-mail",
        querystring: leadListQuerySchema,
        response: { 200: envelopeSchema(leadPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await leads.list(app.requireViewer(req), req.query)),
  )

  app.get(
    `${BASE}/:id`,
    {
      onRequest: [app.authenticate, agents],
      schema: {
        tags,
        security,
        summary: "Agents: one of their leads; another agent's is not found",
        params: leadIdParamsSchema,
        response: { 200: envelopeSchema(leadSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await leads.get(app.requireViewer(req), req.params.id)),
  )

  app.put(
    `${BASE}/:id`,
    {
      onRequest: [app.authenticate, agents],
      schema: {
        tags,
        security,
        summary:
          "Agents: move one of their leads on (new → contacted → closed), set or clear its reminder, write a note; another agent's is not found",
        params: leadIdParamsSchema,
        body: leadUpdateSchema,
        response: { 200: envelopeSchema(leadSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await leads.update(app.requireViewer(req), req.params.id, req.body), req.t('lead.api.saved')),
  )
}
