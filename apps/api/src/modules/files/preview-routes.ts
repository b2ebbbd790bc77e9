import {
  envelopeSchema,
  isPreviewType,
  type Preview,
  type PreviewMode,
  type PreviewQuery,
  type PreviewType,
  previewQuerySchema,
  previewSchema,
  toPreviewType,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { FILES_PATH, type FilesService, type OpenedFile } from './files-service.ts'

/**
 * A stored file's key from `filePath`: the key itself, or its URL under /house/api/file/v1/ (with or without host);
 * another module's file URL (a contract's) is kept as a path for that module to resolve.
 */
function toStoredKey(filePath: string): string {
  let path = filePath.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return ''
    }
  }
  path = path.split(/[?#]/)[0] ?? ''
  if (/^\/house\/api\/(?!file\/v1\/)/.test(path)) return path
  const prefix = `${FILES_PATH}/`
  if (path.startsWith(prefix)) path = path.slice(prefix.length)
  return path.replace(/^\/+/, '')
}

/** How a stored file is shown, by what its bytes are (never by the name it was asked for). */
function modeOf(contentType: string): PreviewMode {
  if (contentType === 'application/pdf') return 'pdf'
  if (contentType.startsWith('image/')) return 'image'
  if (contentType.startsWith('text/plain')) return 'text'
  // Office formats: no converter runs here, so they are offered for download.
  return 'download'
}

function requestedType(query: PreviewQuery): PreviewType {
  const type = toPreviewType(query)
  if (!isPreviewType(type)) throw badRequest('file.preview.unsupported', {}, { fields: [{ field: 'fileType' }] })
  return type
}

/** The name a file is shown and downloaded under: the one asked for, else its kind and hash. */
function nameOf(query: PreviewQuery, file: OpenedFile, type: PreviewType): string {
  const asked = query.fileName?.replace(/[\\/\r\n"]/g, '_').trim()
  if (asked) return asked
  return `${file.key.kind}-${file.key.hash.slice(0, 12)}.${modeOf(file.contentType) === 'image' ? file.key.extension : type}`
}

/**
 * File preview (spec §7 /file/preview and /file/previewFile) for the spec's document and image types: the first
 * says how the app shows the file, the second gives its bytes (inline, or as an attachment to download). Both read
 * only what the caller may read: public files, their own, and what a module lets them (a lease's two parties).
 */
export async function previewRoutes(root: FastifyInstance, opts: { files: FilesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { files } = opts

  const open = async (req: FastifyRequest, query: PreviewQuery) => {
    const type = requestedType(query)
    const path = toStoredKey(query.filePath)
    const key = path ? await files.previewKey(path.startsWith('house/') ? `/${path}` : path, req.viewer) : null
    if (!key) throw notFound('file.api.notFound')
    const file = await files.openForPreview(key, { viewer: req.viewer, sentToken: Boolean(req.headers.authorization) })
    return { type, file }
  }

  app.get(
    '/file/preview',
    {
      schema: {
        tags: ['files'],
        summary: 'How a stored file is previewed (pdf, image, text, or download) and where its bytes are',
        querystring: previewQuerySchema,
        response: { 200: envelopeSchema(previewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const { type, file } = await open(req, req.query)
      file.body.destroy()
      const params = new URLSearchParams({ filePath: file.key.key, fileType: type })
      if (req.query.fileName) params.set('fileName', req.query.fileName)
      const preview: Preview = {
        fileName: nameOf(req.query, file, type),
        fileType: type,
        mode: modeOf(file.contentType),
        contentType: file.contentType,
        size: file.size,
        url: `/file/previewFile?${params}`,
      }
      return ok(preview)
    },
  )

  app.get(
    '/file/previewFile',
    {
      schema: {
        tags: ['files'],
        summary: 'The bytes of a previewed file: inline for PDFs, images and text, an attachment otherwise',
        querystring: previewQuerySchema,
      },
    },
    async (req, reply) => {
      const { type, file } = await open(req, req.query)
      const mode = modeOf(file.contentType)
      const name = nameOf(req.query, file, type)
      const ascii = name.replace(/[^\x20-\x7e]/g, '_')
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header(
          'content-disposition',
          `${mode === 'download' ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
      return reply.send(file.body)
    },
  )
}
