import { envelopeSchema, faqEntrySchema, faqIdParamsSchema, faqInputSchema, faqQuerySchema } from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRole } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { FaqService } from './faq-service.ts'

const faqAdminEntrySchema = faqInputSchema.extend({ id: z.number().int() })

/** The FAQ (my/faq screens): anyone reads and searches it in their language; administrators edit it. */
export async function faqRoutes(root: FastifyInstance, opts: { faq: FaqService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { faq } = opts
  // Administrators' routes refuse everyone else before their input is read.
  const adminOnly = {
    onRequest: async (req: FastifyRequest) => {
      requireRole(req.viewer, 'admin', { status: 403, key: 'faq.api.adminOnly' })
    },
  }

  app.get(
    '/house/api/faq/v1',
    {
      schema: {
        tags: ['faq'],
        summary: "The FAQ in the caller's language, by topic; q keeps questions holding every word (either language)",
        querystring: faqQuerySchema,
        response: { 200: envelopeSchema(z.array(faqEntrySchema)), ...errorResponses(400) },
      },
    },
    async (req) => ok(await faq.search(req.query, req.locale)),
  )

  app.get(
    '/house/api/faq/v1/:id',
    {
      schema: {
        tags: ['faq'],
        summary: "One question and its answer in the caller's language",
        params: faqIdParamsSchema,
        response: { 200: envelopeSchema(faqEntrySchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await faq.require(req.params.id, req.locale)),
  )

  app.post(
    '/house/api/faq/v1',
    {
      ...adminOnly,
      schema: {
        tags: ['faq'],
        summary: 'Administrators: adds a question with its answer in both languages',
        security: [{ bearer: [] }],
        body: faqInputSchema,
        response: { 201: envelopeSchema(faqAdminEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ code: 201, msg: req.t('faq.api.saved'), data: await faq.create(req.body) }),
  )

  app.put(
    '/house/api/faq/v1/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['faq'],
        summary: 'Administrators: replaces a question and its answers',
        security: [{ bearer: [] }],
        params: faqIdParamsSchema,
        body: faqInputSchema,
        response: { 200: envelopeSchema(faqAdminEntrySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await faq.update(req.params.id, req.body), req.t('faq.api.saved')),
  )

  app.delete(
    '/house/api/faq/v1/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['faq'],
        summary: 'Administrators: removes a question',
        security: [{ bearer: [] }],
        params: faqIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await faq.remove(req.params.id)
      return ok(null, req.t('faq.api.deleted'))
    },
  )
}
