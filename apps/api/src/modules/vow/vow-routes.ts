import { envelopeSchema, vowTermsSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { VowService } from './vow-service.ts'

/** The VOW terms of use that unlock sold and leased data (MLS rules C1): read them, accept them. */
export async function vowRoutes(root: FastifyInstance, opts: { vow: VowService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { vow } = opts

  app.get(
    '/house/api/vow/v1/terms',
    {
      schema: {
        tags: ['listings'],
        summary: 'The VOW terms of use (catalogue keys), their version and whether the caller accepted them',
        response: { 200: envelopeSchema(vowTermsSchema) },
      },
    },
    async (req) => ok(await vow.terms(req.viewer)),
  )

  app.post(
    '/house/api/vow/v1/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['listings'],
        summary: 'Accept the VOW terms of use: registered, signed-in users only; accepting again changes nothing',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(vowTermsSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await vow.accept(req.viewer), req.t('vowTerms.accepted')),
  )
}
