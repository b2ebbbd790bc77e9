import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-error.ts'
import { createPhotoRasteriser } from './media-raster.ts'
import type { MediaRepository } from './media-repository.ts'
import { drawPhoto } from './media-svg.ts'

/** Bump when the drawings change, so cached copies are replaced. */
const DRAWING_VERSION = 2

const paramsSchema = z.object({
  mlNum: z.string().regex(/^[A-Z]{1,2}\d{5,9}$/),
  file: z.string().regex(/^\d{1,3}\.(svg|webp)$/),
})
const querySchema = z.object({ w: z.coerce.number().int().min(16).max(2400).optional() })

/**
 * GET /house/api/media/v1/:mlNum/:n.(webp|svg)[?w=]: the listing's photo n (1-based) as a generated illustration,
 * drawn as SVG and served as WebP (the demo data's photo URLs) or as the SVG itself. Public (listing photos are IDX
 * data) and immutable for a given listing update: long cache, ETag, 304.
 */
export async function mediaRoutes(root: FastifyInstance, opts: { repository: MediaRepository }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const rasterise = createPhotoRasteriser()
  app.get(
    '/house/api/media/v1/:mlNum/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A listing photo (generated illustration of the demo data, WebP or SVG)',
        params: paramsSchema,
        querystring: querySchema,
      },
    },
    async (req, reply) => {
      const n = Number.parseInt(req.params.file, 10)
      const subject = await opts.repository.photo(req.params.mlNum, n)
      if (!subject) throw notFound()
      const width = req.query.w
      const webp = req.params.file.endsWith('.webp')
      const etag = `"${createHash('sha1')
        .update(
          `${DRAWING_VERSION}|${req.params.mlNum}|${n}|${width ?? ''}|${webp ? 'webp' : 'svg'}|${subject.updatedAt.toISOString()}`,
        )
        .digest('base64url')
        .slice(0, 22)}"`
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag)
      if (req.headers['if-none-match'] === etag) return reply.status(304).send()
      const svg = drawPhoto(req.params.mlNum, n, subject, width)
      if (webp) return reply.type('image/webp').send(await rasterise(etag, svg))
      return reply.type('image/svg+xml; charset=utf-8').send(svg)
    },
  )
}
