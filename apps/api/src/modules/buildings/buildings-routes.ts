import { buildingDetailSchema, buildingQuerySchema, envelopeSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { BuildingsService } from './buildings-service.ts'

/** A condominium building by its street address (sold and leased figures under the VOW rule). */
export async function buildingsRoutes(root: FastifyInstance, opts: { buildings: BuildingsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/house/api/building/v1',
    {
      schema: {
        tags: ['listings'],
        summary:
          'A condominium building by city and street address: its facts, units on the market, counts and median price per square foot by year, and every listing by floor; sold and leased figures under the VOW rule',
        querystring: buildingQuerySchema,
        response: { 200: envelopeSchema(buildingDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await opts.buildings.requireBuilding(req.query, req.viewer)),
  )
}
