import { EXCHANGE_RATE_BASE_CURRENCY, envelopeSchema, exchangeRateSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { ExchangeRatesService } from './exchange-rates-service.ts'

const exchangeRateQuerySchema = z.strictObject({
  baseCurrency: z
    .literal(EXCHANGE_RATE_BASE_CURRENCY, { error: 'exchangeRate.api.baseCurrency' })
    .default(EXCHANGE_RATE_BASE_CURRENCY),
})

const exchangeRateAnswerSchema = exchangeRateSchema.extend({
  /** The host the stored rates were fetched from, or "fallback" for the rate bundled with the app. */
  source: z.string(),
})

/** Spec §7 GET /house/api/common/v1/exchangeRate?baseCurrency=CNY. */
export async function exchangeRatesRoutes(root: FastifyInstance, opts: { exchangeRates: ExchangeRatesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/house/api/common/v1/exchangeRate',
    {
      schema: {
        tags: ['common'],
        summary: 'Units of each currency for one yuan, of the newest stored day (or the bundled fallback)',
        querystring: exchangeRateQuerySchema,
        response: { 200: envelopeSchema(exchangeRateAnswerSchema), ...errorResponses(400) },
      },
    },
    async () => ok(await opts.exchangeRates.get()),
  )
}
