import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FILES_PATH, type FilesService, type OpenedFile } from './files-service.ts'

const querySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
})

const YEAR_S = 365 * 24 * 60 * 60

/** Keys are content hashes, so a file under a key never changes: caches may keep it as long as they may see it. */
function cacheControl(file: OpenedFile, nowMs: number): string {
  if (file.access === 'public') return `public, max-age=${YEAR_S}, immutable`
  if (file.access === 'signed') {
    const left = Math.max(0, Math.floor(((file.expires ?? 0) * 1000 - nowMs) / 1000))
    return `private, max-age=${left}, immutable`
  }
  // Read with a token: revalidate each time (the ETag makes that cheap), so a revoked sign-in stops at once.
  return 'private, no-cache'
}

/** Stored uploads: streamed with their type, never sniffed by the browser, and only to whoever may see them. */
export async function filesRoutes(root: FastifyInstance, opts: { files: FilesService; now: () => Date }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { files, now } = opts

  app.get(
    `${FILES_PATH}/*`,
    {
      schema: {
        tags: ['files'],
        summary:
          'A stored file: public kinds by their plain URL, others to their owner (Bearer) or through a signed URL (expires, signature)',
        querystring: querySchema,
      },
    },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*']
      const file = await files.open(key, {
        viewer: req.viewer,
        sentToken: Boolean(req.headers.authorization),
        expires: req.query.expires,
        signature: req.query.signature,
      })
      const etag = `"${file.key.hash}"`
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cacheControl(file, now().getTime()))
        .header('etag', etag)
        // Never run as a page, even if a browser were asked to open one as such.
        .header('content-security-policy', "default-src 'none'; sandbox")
        // Public files may be shown by an agent's branded app on its own sub-domain; the rest stay on this origin.
        .header('cross-origin-resource-policy', file.access === 'public' ? 'cross-origin' : 'same-origin')
      if (file.contentType === 'application/pdf') {
        reply.header('content-disposition', `attachment; filename="${file.key.kind}-${file.key.hash.slice(0, 12)}.pdf"`)
      }
      if (req.headers['if-none-match'] === etag) {
        file.body.destroy()
        return reply.status(304).send()
      }
      reply.header('content-length', file.size)
      return reply.send(file.body)
    },
  )
}
