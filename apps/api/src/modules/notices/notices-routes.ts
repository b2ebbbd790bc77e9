import {
  envelopeSchema,
  noticeConsentInputSchema,
  noticeConsentSchema,
  noticeListQuerySchema,
  noticePageSchema,
  noticeReadResultSchema,
  noticeReadSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { NoticesService } from './notices-service.ts'

/** The signed-in person's notification centre: their notices newest first, mark read, and e-mail consent. */
export async function noticesRoutes(root: FastifyInstance, opts: { notices: NoticesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { notices } = opts
  // Registered accounts only, refused before the input is read: a visitor is told to sign in (403) whatever they sent.
  const guarded = {
    onRequest: async (req: FastifyRequest) => {
      requireRegistered(app.requireViewer(req))
    },
  }

  app.get(
    '/house/api/notice/v1',
    {
      ...guarded,
      schema: {
        tags: ['notices'],
        summary: "The caller's notifications, newest first, in the caller's language, with the unread count",
        security: [{ bearer: [] }],
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(noticePageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await notices.list(app.requireViewer(req), req.query, req.locale)),
  )

  app.post(
    '/house/api/notice/v1/read',
    {
      ...guarded,
      schema: {
        tags: ['notices'],
        summary: "Marks the caller's notifications read: { ids } or { all: true }",
        security: [{ bearer: [] }],
        body: noticeReadSchema,
        response: { 200: envelopeSchema(noticeReadResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await notices.markRead(app.requireViewer(req), req.body), req.t('notice.api.read')),
  )

  app.get(
    '/house/api/notice/v1/consent',
    {
      ...guarded,
      schema: {
        tags: ['notices'],
        summary: 'Whether the caller receives notifications by e-mail too, and when they chose',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(noticeConsentSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await notices.consent(app.requireViewer(req))),
  )

  app.put(
    '/house/api/notice/v1/consent',
    {
      ...guarded,
      schema: {
        tags: ['notices'],
        summary: 'Turns e-mail notifications on or off for the caller; the time of the choice is kept',
        security: [{ bearer: [] }],
        body: noticeConsentInputSchema,
        response: { 200: envelopeSchema(noticeConsentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) =>
      ok(await notices.setConsent(app.requireViewer(req), req.body.email), req.t('notice.api.consentSaved')),
  )
}
