import { browseHistoryPageSchema, envelopeSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { mlNumParamsSchema } from '../listings/index.ts'
import type { BrowseService } from './browse-service.ts'

const browseQuerySchema = z.strictObject({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
const removedSchema = z.object({ removed: z.number().int() })

/** The signed-in user's browsing history (my/browse screens): newest first, remove one, clear all. */
export async function browseRoutes(root: FastifyInstance, opts: { browse: BrowseService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { browse } = opts
  const guarded = { onRequest: app.authenticate }

  app.get(
    '/house/api/browse/v1',
    {
      ...guarded,
      schema: {
        tags: ['listings'],
        summary: "The caller's viewed listings, newest first, a page at a time",
        security: [{ bearer: [] }],
        querystring: browseQuerySchema,
        response: { 200: envelopeSchema(browseHistoryPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await browse.list(app.requireViewer(req), req.query)),
  )

  app.delete(
    '/house/api/browse/v1/:mlNum',
    {
      ...guarded,
      schema: {
        tags: ['listings'],
        summary: "Removes one listing from the caller's browsing history",
        security: [{ bearer: [] }],
        params: mlNumParamsSchema,
        response: { 200: envelopeSchema(removedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await browse.remove(app.requireViewer(req), req.params.mlNum), req.t('browse.api.deleted')),
  )

  app.delete(
    '/house/api/browse/v1',
    {
      ...guarded,
      schema: {
        tags: ['listings'],
        summary: "Clears the caller's browsing history",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(removedSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await browse.clear(app.requireViewer(req)), req.t('browse.api.cleared')),
  )
}
