import { comparablesSchema, envelopeSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { mlNumParamsSchema } from '../listings/index.ts'
import type { ComparablesService } from './comparables-service.ts'

/** A listing's comparable sales (or leases) and the price range they suggest, under the VOW rule. */
export async function comparablesRoutes(root: FastifyInstance, opts: { comparables: ComparablesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/house/api/listing/v1/:mlNum/comparables',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Up to six comparable homes that sold (or leased) nearby, and the range they suggest from at least three; locked without the VOW terms',
        params: mlNumParamsSchema,
        response: { 200: envelopeSchema(comparablesSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await opts.comparables.forListing(req.params.mlNum, req.viewer)),
  )
}
