import {
  envelopeSchema,
  pdfParamsSchema,
  pdfQuerySchema,
  shareQuerySchema,
  shareResultSchema,
  webAppShareQuerySchema,
  webAppShareSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { HttpError } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import { BUSY_RETRY_AFTER_S } from '../../plugins/pressure.ts'
import type { PublicOrigin } from '../agent-apps/index.ts'
import type { SharesService } from './shares-service.ts'

/** Sharing (spec §7): the share record with what its page needs, the app's own share card, and the listing PDF. */
export async function sharesRoutes(root: FastifyInstance, opts: { shares: SharesService; origin: PublicOrigin }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { shares, origin } = opts
  const tags = ['shares']

  app.get(
    '/house/api/share/v1',
    {
      // Sharing needs a registered account (spec §6): a visitor is refused before the query is read.
      onRequest: [
        app.authenticate,
        async (req) => {
          requireRegistered(app.requireViewer(req), { visitor: { status: 403, key: 'share.api.signIn' } })
        },
      ],
      // Recording a share is a write, though a GET (spec §7): a retried share is recorded once.
      config: { idempotent: true },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Records a share (sharer’s phone, e-mail, name, type, terminal, with or without the agent’s signature) and answers the share page’s address, title, summary, picture and the agent’s brand',
        querystring: shareQuerySchema,
        response: { 200: envelopeSchema(shareResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await shares.share(app.requireViewer(req), req.query, origin, req.locale)),
  )

  app.get(
    '/house/api/share/v2/webApp',
    {
      schema: {
        tags,
        summary: "An agent app's own share card: data.title, data.summary, its icon and invite link",
        querystring: webAppShareQuerySchema,
        response: { 200: envelopeSchema(webAppShareSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await shares.webApp(req.query, origin, req.locale)),
  )

  app.get(
    '/house/api/pdf/download/:mlNum/:userId/:status',
    {
      // drawing a PDF costs up to a second and a half of a thread: one budget with the server-drawn pages
      config: { rateLimit: app.heavyRateLimit },
      schema: {
        tags,
        summary:
          'A listing as a PDF in the reader’s language (?language=, else the header): price in CAD and CNY, the listing brokerage, and the agent’s signature block when status is 1 and the agent’s app has its signature switch on',
        params: pdfParamsSchema,
        querystring: pdfQuerySchema,
        // The answer is the PDF itself (application/pdf), not the envelope.
        response: errorResponses(400, 404),
      },
    },
    async (req, reply) => {
      const file = await shares
        .pdf(req.params, req.query.language ?? req.locale, req.headers['if-none-match'])
        .catch((err: unknown) => {
          // every drawing thread busy with a queue behind it: ask the browser to come back shortly
          if (err instanceof HttpError && err.status === 503) reply.header('retry-after', String(BUSY_RETRY_AFTER_S))
          throw err
        })
      // the browser keeps the PDF and asks again with its ETag: unchanged, it is not drawn or sent again
      reply.header('etag', file.etag).header('cache-control', 'private, no-cache')
      // whether it was drawn for this request (miss) or kept from an earlier one (hit)
      reply.header('x-cache', file.cached ? 'hit' : 'miss')
      // the typed reply knows only the statuses of its schema; 304 has no body to describe
      if (!file.body) return (reply as FastifyReply).status(304).send()
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          // The typed reply knows only the envelope; the PDF goes as its bytes.
          .send(file.body as never)
      )
    },
  )
}
