import { basename, dirname } from 'node:path'
import send from '@fastify/send'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/http-error.ts'

/** Where this server serves the operator's PMTiles archive (MAP_PMTILES naming a file). */
export const BASEMAP_ARCHIVE_PATH = '/house/api/map/v1/basemap.pmtiles'

/**
 * How long a browser may reuse bytes of the archive before asking again with its ETag: an extract is replaced a few
 * times a year, and a replaced file has another ETag, which the PMTiles reader notices and reads the new one.
 */
const MAX_AGE = '1h'

/**
 * The operator's basemap archive, read by the browser in byte ranges (the PMTiles reader asks for the header, then
 * directories and tiles): `Accept-Ranges: bytes`, 206 with `Content-Range` for one range, 200 for the whole file or a
 * request it cannot split (several ranges), 416 with `Content-Range: bytes *\/size` for a range past the end, ETag
 * and Last-Modified with 304 and If-Range, HEAD. Not compressed (ranges are of the file's bytes), and not counted by
 * the rate limit, as the web app's own files are not: a moving map asks for dozens of ranges a second.
 */
export async function basemapRoutes(app: FastifyInstance, opts: { file: string }) {
  const root = dirname(opts.file)
  const name = `/${encodeURIComponent(basename(opts.file))}`

  app.route({
    method: ['GET', 'HEAD'],
    url: BASEMAP_ARCHIVE_PATH,
    schema: {
      tags: ['map'],
      summary: 'The operator’s PMTiles basemap archive (MAP_PMTILES), in byte ranges',
    },
    config: { compress: false, rateLimit: false },
    handler: async (req, reply) => {
      const answer = await send(req.raw, name, { root, maxAge: MAX_AGE, dotfiles: 'allow', index: false })
      if (answer.type === 'file') {
        return reply
          .status(answer.statusCode)
          .headers(answer.headers)
          .type('application/vnd.pmtiles')
          .send(answer.stream)
      }
      answer.stream.destroy()
      if (answer.statusCode === 416) {
        return reply
          .status(416)
          .header('content-range', answer.headers['Content-Range'] ?? answer.headers['content-range'])
          .send({ code: 416, msg: req.t('map.api.basemap.range'), data: null })
      }
      if (answer.statusCode === 412) {
        return reply.status(answer.statusCode).headers(answer.headers).send()
      }
      req.log.error({ file: opts.file, status: answer.statusCode }, 'the basemap archive (MAP_PMTILES) cannot be read')
      throw notFound('map.api.basemap.missing')
    },
  })
}
