import { envelopeSchema, listingDemandSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { mlNumParamsSchema } from '../listings/index.ts'
import type { ListingDemandService } from './listing-demand-service.ts'

/** How much interest a listing drew on MapleNest: showings booked and saves, in buckets. */
export async function listingDemandRoutes(root: FastifyInstance, opts: { demand: ListingDemandService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/house/api/listing/v1/:mlNum/demand',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Showings booked on MapleNest in the last 7 days and since listed, and how many people saved the listing, each as a bucket (below 3 only “fewer than 3”)',
        params: mlNumParamsSchema,
        response: { 200: envelopeSchema(listingDemandSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await opts.demand.forListing(req.params.mlNum)),
  )
}
