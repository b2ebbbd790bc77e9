import {
  bannerAdminSchema,
  bannerDetailSchema,
  bannerIdParamsSchema,
  bannerInputSchema,
  bannerSchema,
  bannerViewSchema,
  envelopeSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRole } from '../../platform/access.ts'
import { created, ok } from '../../plugins/envelope.ts'
import type { BannersService } from './banners-service.ts'

const BASE = '/house/api/banner/v1'

/** Home banners: the live ones, one banner's text, the advertisement view call on a tap, and the admins' editing. */
export async function bannersRoutes(root: FastifyInstance, opts: { banners: BannersService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { banners } = opts
  // Administrators only, refused before the input is read.
  const admin = {
    onRequest: async (req: FastifyRequest) => {
      requireRole(req.viewer, 'admin', { status: 403, key: 'banner.api.adminOnly' })
    },
  }

  app.get(
    BASE,
    {
      schema: {
        tags: ['banners'],
        summary: 'The home banners shown now, in the reader’s language, each with the app path a tap opens',
        response: { 200: envelopeSchema(z.array(bannerSchema)) },
      },
    },
    async (req) => ok(await banners.live(req.locale)),
  )

  app.get(
    `${BASE}/admin/list`,
    {
      ...admin,
      schema: {
        tags: ['banners'],
        summary: 'Every banner as written, with its tap count (administrators)',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(z.array(bannerAdminSchema)), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await banners.all(req.viewer)),
  )

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['banners'],
        summary: 'One banner shown now, with its text (the text view)',
        params: bannerIdParamsSchema,
        response: { 200: envelopeSchema(bannerDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await banners.detail(req.params.id, req.locale)),
  )

  app.get(
    `${BASE}/:id/view`,
    {
      schema: {
        tags: ['banners'],
        summary: 'The advertisement view call: records a tap on a banner and answers where it leads',
        params: bannerIdParamsSchema,
        response: { 200: envelopeSchema(bannerViewSchema), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await banners.view(req.params.id, req.viewer))
    },
  )

  app.post(
    BASE,
    {
      ...admin,
      schema: {
        tags: ['banners'],
        summary: 'Create a banner (administrators)',
        security: [{ bearer: [] }],
        body: bannerInputSchema,
        response: { 201: envelopeSchema(bannerAdminSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(created(await banners.create(req.viewer, req.body), req.t('banner.api.created'))),
  )

  app.put(
    `${BASE}/:id`,
    {
      ...admin,
      schema: {
        tags: ['banners'],
        summary: 'Replace a banner (administrators)',
        security: [{ bearer: [] }],
        params: bannerIdParamsSchema,
        body: bannerInputSchema,
        response: { 200: envelopeSchema(bannerAdminSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await banners.update(req.viewer, req.params.id, req.body), req.t('banner.api.saved')),
  )

  app.delete(
    `${BASE}/:id`,
    {
      ...admin,
      schema: {
        tags: ['banners'],
        summary: 'Delete a banner and its tap records (administrators)',
        security: [{ bearer: [] }],
        params: bannerIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await banners.remove(req.viewer, req.params.id)
      return ok(null, req.t('banner.api.deleted'))
    },
  )
}
