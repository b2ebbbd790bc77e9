import { createHash } from 'node:crypto'
import {
  checkPlaceFilters,
  envelopeSchema,
  mapAreaBodySchema,
  mapAreaSchema,
  mapClustersQuerySchema,
  mapClustersSchema,
  mapConfigSchema,
  mapShareBodySchema,
  mapShareCreatedSchema,
  mapShareParamsSchema,
  mapShareSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { created, ok } from '../../plugins/envelope.ts'
import { type MapService, requireSharer } from './map-service.ts'

/** How long a client or a proxy it owns may reuse a map answer without asking again. */
const MAP_MAX_AGE_S = 30

/** Whether an If-None-Match header (one tag, a list, weak or strong, or *) names this tag. */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim())
  return tags.some((t) => t === '*' || t.replace(/^W\//, '') === etag)
}

/**
 * Sends a map answer that a client may cache: a short private max-age (sold data depends on who asks), an ETag
 * of the answer, and 304 without a body when the client already holds it. The envelope is written once, for the
 * tag and the body.
 */
function cacheable<T>(req: FastifyRequest, reply: FastifyReply, data: T) {
  const text = JSON.stringify(ok(data))
  const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`
  reply
    .header('cache-control', `private, max-age=${MAP_MAX_AGE_S}`)
    .header('etag', etag)
    .header('vary', 'authorization, language')
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send()
  return reply.type('application/json; charset=utf-8').send(text)
}

/**
 * The answers that carry up to 200 list items are written without checking them against their response schema
 * again (which costs more than the rest of the serialisation): they are built by the listing module's typed
 * summaries. The schemas still describe them in the API document.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data)

/** Map search (spec §4 map draw mode, §5 map sharing up to 20): clusters, drawn areas, shared selections, config. */
export async function mapRoutes(root: FastifyInstance, opts: { map: MapService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { map } = opts

  app.get(
    '/house/api/map/v1/clusters',
    {
      schema: {
        tags: ['map'],
        summary:
          'Listings in the view (bbox=w,s,e,n) that pass the search filters: clusters on a grid by zoom, or the listings themselves (newest 200) from zoom 15 or at 150 or fewer; past 200 from zoom 15, clusters and the newest 200; with a place filter, the place named in the request’s language and where its homes lie',
        querystring: mapClustersQuerySchema.superRefine((query, ctx) => checkPlaceFilters(query, ctx)),
        response: { 200: envelopeSchema(mapClustersSchema), ...errorResponses(400) },
      },
    },
    async (req, reply) => cacheable(req, reply, await map.clusters(req.query, req.viewer, req.locale)),
  )

  app.post(
    '/house/api/map/v1/area',
    {
      schema: {
        tags: ['map'],
        summary:
          'Listings inside a drawn area (3 to 500 points, edges not crossing) that pass the filters: newest 200 and the total',
        body: mapAreaBodySchema.superRefine((body, ctx) => checkPlaceFilters(body.filters, ctx, ['filters'])),
        response: { 200: envelopeSchema(mapAreaSchema), ...errorResponses(400) },
      },
      serializerCompiler: plainJson,
    },
    async (req) => ok(await map.area(req.body, req.viewer)),
  )

  app.post(
    '/house/api/map/v1/share',
    {
      schema: {
        tags: ['map'],
        summary: 'Saves a selection of 1 to 20 listings for a link anyone can open; signed-in registered users only',
        body: mapShareBodySchema,
        response: { 201: envelopeSchema(mapShareCreatedSchema), ...errorResponses(400, 403) },
      },
      // Before the body is read: a visitor is told to sign in whatever the selection holds.
      preValidation: async (req) => {
        requireSharer(req.viewer)
      },
    },
    async (req, reply) => reply.status(201).send(created(await map.createShare(req.body.mlNums, req.viewer))),
  )

  app.get(
    '/house/api/map/v1/share/:shareId',
    {
      schema: {
        tags: ['map'],
        summary: 'A shared selection in its saved order, for anyone; sold data under the VOW rule of the viewer',
        params: mapShareParamsSchema,
        response: { 200: envelopeSchema(mapShareSchema), ...errorResponses(400, 404) },
      },
      serializerCompiler: plainJson,
    },
    async (req) => ok(await map.requireShare(req.params.shareId, req.viewer)),
  )

  app.get(
    '/house/api/map/v1/config',
    {
      schema: {
        tags: ['map'],
        summary:
          'The basemap: a style URL (MAP_STYLE_URL) or a PMTiles archive (MAP_PMTILES), each null when unset; both null: the app’s own',
        response: { 200: envelopeSchema(mapConfigSchema) },
      },
    },
    async () => ok(map.config()),
  )
}
