import { createHash } from 'node:crypto'
import {
  builderDetailSchema,
  envelopeSchema,
  layoutDetailSchema,
  PRECONS_ID,
  preconsDetailSchema,
  preconsPageSchema,
  preconsSearchQuerySchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { PRECONS_BASE, type PreconsService } from './precons-service.ts'
import { drawLayoutPlan, drawProject } from './precons-svg.ts'

/** Bump when the drawings change, so cached copies are replaced. */
const DRAWING_VERSION = 2

const idSchema = z.string().trim().min(1).max(64, 'error.field.tooLong').regex(PRECONS_ID, 'precons.api.id')
const idParams = z.strictObject({ id: idSchema })
const imageQuery = z.object({ w: z.coerce.number().int().min(16).max(2400).optional() })

function sendSvg(req: FastifyRequest, reply: FastifyReply, key: string, updatedAt: Date | null, svg: () => string) {
  const etag = `"${createHash('sha1')
    .update(`${DRAWING_VERSION}|${key}|${updatedAt?.toISOString() ?? ''}`)
    .digest('base64url')
    .slice(0, 22)}"`
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
  if (req.headers['if-none-match'] === etag) return reply.status(304).send()
  return reply.type('image/svg+xml; charset=utf-8').send(svg())
}

/** Pre-construction search, project, layout and builder detail, and the generated illustrations (spec §2–§4). */
export async function preconsRoutes(root: FastifyInstance, opts: { precons: PreconsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { precons } = opts

  app.get(
    `${PRECONS_BASE}/search`,
    {
      schema: {
        tags: ['precons'],
        summary:
          'One page of pre-construction projects by city, type, price range, occupancy year, status and text, with the total and a cursor',
        querystring: preconsSearchQuerySchema,
        response: { 200: envelopeSchema(preconsPageSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await precons.search(req.query)),
  )

  app.get(
    `${PRECONS_BASE}/layout/:id`,
    {
      schema: {
        tags: ['precons'],
        summary: 'One floor plan with its project and the resale and assignment listings of that plan',
        params: idParams,
        response: { 200: envelopeSchema(layoutDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await precons.requireLayout(req.params.id, req.viewer)),
  )

  app.get(
    `${PRECONS_BASE}/builder/:id`,
    {
      schema: {
        tags: ['precons'],
        summary: 'One builder with its projects',
        params: idParams,
        response: { 200: envelopeSchema(builderDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await precons.requireBuilder(req.params.id)),
  )

  app.get(
    `${PRECONS_BASE}/:id`,
    {
      schema: {
        tags: ['precons'],
        summary:
          'One project with builders, deposit structure, layouts grouped by bedrooms, sales events, recommendation and assignment terms',
        params: idParams,
        response: { 200: envelopeSchema(preconsDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await precons.requireDetail(req.params.id)),
  )

  app.get(
    `${PRECONS_BASE}/media/project/:id/:file`,
    {
      schema: {
        tags: ['precons'],
        summary: 'Rendering n of a project (generated SVG illustration of the demo data)',
        params: z.object({ id: idSchema, file: z.string().regex(/^\d{1,2}\.svg$/) }),
        querystring: imageQuery,
      },
    },
    async (req, reply) => {
      const n = Number.parseInt(req.params.file, 10)
      const project = await precons.projectDrawing(req.params.id)
      if (!project || n < 1 || n > project.photoCount) throw notFound()
      return sendSvg(req, reply, `${req.params.id}|${n}|${req.query.w ?? ''}`, project.updatedAt, () =>
        drawProject(req.params.id, n, project.type, project.stories, req.query.w),
      )
    },
  )

  app.get(
    `${PRECONS_BASE}/media/layout/:file`,
    {
      schema: {
        tags: ['precons'],
        summary: 'The floor plan of a layout (generated SVG illustration of the demo data)',
        params: z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.svg$/) }),
        querystring: imageQuery,
      },
    },
    async (req, reply) => {
      const id = req.params.file.slice(0, -4)
      const layout = await precons.layoutDrawing(id)
      if (!layout) throw notFound()
      return sendSvg(req, reply, `${id}|${req.query.w ?? ''}`, null, () => drawLayoutPlan(id, layout, req.query.w))
    },
  )
}
