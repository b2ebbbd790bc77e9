import { envelopeSchema, marketQuerySchema, marketStatsSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { MarketService } from './market-service.ts'

export async function marketRoutes(root: FastifyInstance, opts: { market: MarketService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/house/api/market/v1/stats',
    {
      schema: {
        tags: ['market'],
        summary:
          'A neighbourhood’s sale market by month: new listings and median asking price; sold count, median sold price, days on market and sold-over-asking share under the VOW rule',
        querystring: marketQuerySchema,
        response: { 200: envelopeSchema(marketStatsSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await opts.market.stats(req.query, req.viewer)),
  )
}
