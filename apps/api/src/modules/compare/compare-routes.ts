import {
  compareBasketSchema,
  compareMergeBodySchema,
  compareMergedSchema,
  compareParamsSchema,
  compareTableQuerySchema,
  compareTableSchema,
  envelopeSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { CompareService } from './compare-service.ts'

const BASE = '/house/api/compare/v1'

/** The compare basket (cart/cart): the signed-in person's homes to compare, and the side-by-side table. */
export async function compareRoutes(root: FastifyInstance, opts: { compare: CompareService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { compare } = opts
  // A visitor keeps the basket on the device: the account's basket is refused before the input is read.
  const onRequest = async (req: FastifyRequest) => {
    requireRegistered(req.viewer)
  }
  const common = { tags: ['compare'], security: [{ bearer: [] }] }

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        ...common,
        summary: "The caller's compare basket: MLS numbers in the order added, and the limit (4)",
        response: { 200: envelopeSchema(compareBasketSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await compare.basket(app.requireViewer(req))),
  )

  app.put(
    `${BASE}/:mlNum`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Adds a listing to the basket (again changes nothing); 409 when it holds 4 others',
        params: compareParamsSchema,
        response: { 200: envelopeSchema(compareBasketSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ok(await compare.add(app.requireViewer(req), req.params.mlNum), req.t('compare.api.added')),
  )

  app.delete(
    `${BASE}/:mlNum`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Removes a listing from the basket (one that is not there changes nothing)',
        params: compareParamsSchema,
        response: { 200: envelopeSchema(compareBasketSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await compare.remove(app.requireViewer(req), req.params.mlNum), req.t('compare.api.removed')),
  )

  app.post(
    `${BASE}/merge`,
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "Joins the basket kept on the device before signing in to the account's: the account's first, up to 4; the rest named in dropped",
        body: compareMergeBodySchema,
        response: { 200: envelopeSchema(compareMergedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await compare.merge(app.requireViewer(req), req.body.mlNums)),
  )

  app.get(
    `${BASE}/table`,
    {
      schema: {
        tags: ['compare'],
        summary:
          'One to four listings side by side (mlNums=A,B), with the best value of each row; sold prices under the VOW rule',
        querystring: compareTableQuerySchema,
        response: { 200: envelopeSchema(compareTableSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await compare.table(req.query.mlNums, req.viewer)),
  )
}
