import {
  envelopeSchema,
  preconRegistrationCreateSchema,
  preconRegistrationIdParamsSchema,
  preconRegistrationListSchema,
  preconRegistrationReplySchema,
  preconRegistrationSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { PreconRegistrationsService } from './precon-registrations-service.ts'

const BASE = '/house/api/precons/v1/registrations'

/** Registrations on pre-construction projects: the buyer's form and list, the receiving agent's list and reply. */
export async function preconRegistrationsRoutes(
  root: FastifyInstance,
  opts: { preconRegistrations: PreconRegistrationsService },
) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { preconRegistrations: service } = opts
  // Registered accounts only, refused before the input is read: a visitor is told to sign in (403) whatever they sent.
  const onRequest = async (req: FastifyRequest) => {
    requireRegistered(app.requireViewer(req))
  }
  const common = { tags: ['precon registrations'], security: [{ bearer: [] }] }

  app.post(
    BASE,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        ...common,
        summary:
          'Registers for updates, asks an agent or asks for a sales-centre visit on a project (or floor plan), with the consent to be contacted: 201',
        body: preconRegistrationCreateSchema,
        response: { 201: envelopeSchema(preconRegistrationSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const created = await service.create(app.requireViewer(req), req.body, req.locale)
      return reply.status(201).send({ code: 201, msg: req.t('preconRegistration.api.sent'), data: created })
    },
  )

  app.get(
    `${BASE}/mine`,
    {
      onRequest,
      schema: {
        ...common,
        summary: "The caller's registrations that are not withdrawn, newest first, with the agent's reply",
        response: { 200: envelopeSchema(preconRegistrationListSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok({ items: await service.listMine(app.requireViewer(req)) }),
  )

  app.delete(
    `${BASE}/mine/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: "Withdraws one of the caller's registrations (kept with its consent for the record)",
        params: preconRegistrationIdParamsSchema,
        response: {
          200: envelopeSchema(z.object({ withdrawn: z.literal(true) })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      await service.withdraw(app.requireViewer(req), req.params.id)
      return ok({ withdrawn: true as const }, req.t('preconRegistration.api.withdrawn'))
    },
  )

  app.get(
    `${BASE}/incoming`,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The registrations the caller receives as an agent (an administrator's include the queue), newest first",
        response: { 200: envelopeSchema(preconRegistrationListSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok({ items: await service.listIncoming(app.requireViewer(req)) }),
  )

  app.post(
    `${BASE}/:id/reply`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The receiving agent marks a registration contacted, with a reply the buyer is told of',
        params: preconRegistrationIdParamsSchema,
        body: preconRegistrationReplySchema,
        response: { 200: envelopeSchema(preconRegistrationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await service.reply(app.requireViewer(req), req.params.id, req.body), req.t('preconRegistration.api.replied')),
  )
}
