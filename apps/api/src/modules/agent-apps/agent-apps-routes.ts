import multipart from '@fastify/multipart'
import {
  agentAppRecordSchema,
  appConfigSchema,
  appDomainQuerySchema,
  appIdParamsSchema,
  appInfoVoSchema,
  appInviteLinkSchema,
  appInviteSchema,
  appJoinResultSchema,
  appJoinSchema,
  appPictureParamsSchema,
  envelopeSchema,
  type Locale,
  myAppSchema,
  SHORT_INVITE_PATH,
  subscriberAnswerSchema,
  translate,
  UPLOAD_LIMITS,
} from '@maplenest/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { formReadError, malformedForm } from '../../lib/multipart-errors.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { pageLocale } from '../../plugins/web-render.ts'
import type { AgentAppsService } from './agent-apps-service.ts'
import type { PublicOrigin } from './app-view.ts'

const PICTURE_MAX_BYTES = Math.max(
  UPLOAD_LIMITS['agent-icon'].maxBytes,
  UPLOAD_LIMITS['agent-logo'].maxBytes,
  UPLOAD_LIMITS['agent-banner'].maxBytes,
)

/** The picture of a multipart request (file field `file`), read up to the limit. */
async function readPicture(req: FastifyRequest): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (!req.isMultipart()) throw malformedForm(req)
  let found: { bytes: Buffer; truncated: boolean } | null = null
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue
      if (found || part.fieldname !== 'file') {
        part.file.resume()
        continue
      }
      found = { bytes: await part.toBuffer(), truncated: part.file.truncated }
    }
  } catch (err) {
    throw formReadError(req, err)
  }
  if (!found || found.bytes.length === 0) {
    throw badRequest(
      'error.field.required',
      { field: 'file' },
      { fields: [{ field: 'file', message: req.t('error.field.required', { field: 'file' }) }] },
    )
  }
  return found
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The page of a short invite link that stands for no app: what happened and a way on, in the reader's language. */
function unknownInvitePage(locale: Locale): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key))
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('agentApp.invite.unknownTitle')}</title><style>body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2933;background:#f5f7f8}main{max-width:28rem;margin:0 auto;padding:48px 20px}h1{font-size:22px;line-height:1.3;margin:0 0 12px}p{font-size:15px;line-height:1.6;margin:0 0 24px;color:#52606d}a{display:inline-flex;align-items:center;min-height:48px;padding:0 24px;border-radius:999px;background:#027a55;color:#fff;font-weight:600;text-decoration:none}</style></head><body><main><h1>${t('agentApp.invite.unknownTitle')}</h1><p>${t('agentApp.invite.unknownBody')}</p><a href="/h5/">${t('agentApp.invite.openProduct')}</a></main></body></html>`
}

/**
 * Agents' own apps: the spec's look-ups by sub-domain and by app id (public: the page needs them before anyone signs
 * in), joining an app as a client, and the broker's own app settings and pictures.
 */
/** `origin`: the public address (PUBLIC_URL) the invite links in the answers are written with. */
export async function agentAppsRoutes(root: FastifyInstance, opts: { apps: AgentAppsService; origin: PublicOrigin }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { apps, origin } = opts
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })
  const tags = ['agent apps']
  const security = [{ bearer: [] }]
  // Brokers only, refused before the input is read.
  const brokers = async (req: FastifyRequest) => {
    if (app.requireViewer(req).type !== 'agent') throw new HttpError(403, 'agentApp.api.brokerOnly')
  }

  app.get(
    '/house/api/pdf/test',
    {
      schema: {
        tags,
        summary:
          "The agent app records of a host (spec §7): [] for the product's own hosts, the live app of an agent's sub-domain, 404 'Unauthorized subdomain' for any other",
        querystring: appDomainQuerySchema,
        response: { 200: envelopeSchema(z.array(agentAppRecordSchema)), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await apps.recordsForDomain(req.query.domain)),
  )

  app.get(
    '/house/api/user/v1/subscriber/:appId',
    {
      schema: {
        tags,
        summary: "A live agent app's record (data.appInfoVo: brand, domain, signatureSwitch, agent, invite link)",
        params: appIdParamsSchema,
        response: { 200: envelopeSchema(subscriberAnswerSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await apps.subscriber(req.params.appId, origin)),
  )

  app.post(
    '/house/api/app/v1/:appId/join',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'The caller opened an agent app: records the first touch (time and source), or asks before moving them from another agent (switch: true moves them)',
        params: appIdParamsSchema,
        body: appJoinSchema,
        response: { 200: envelopeSchema(appJoinResultSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => ok(await apps.join(app.requireViewer(req), req.params.appId, req.body)),
  )

  app.get(
    '/house/api/app/v1/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's own agent app (brokers), whether it is live and until when; app null otherwise",
        response: { 200: envelopeSchema(myAppSchema), ...errorResponses(401) },
      },
    },
    async (req) => ok(await apps.mine(app.requireViewer(req), origin)),
  )

  app.put(
    '/house/api/app/v1/mine',
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary:
          "Brokers: the app's name, short name, colour, sub-domain (unique, reserved words refused) and signature switch",
        body: appConfigSchema,
        response: { 200: envelopeSchema(appInfoVoSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await apps.configure(app.requireViewer(req), req.body, origin), req.t('agentApp.api.saved')),
  )

  app.post(
    '/house/api/app/v1/mine/invite',
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary:
          "Brokers: the app's short invite link (what the QR code holds) for a language the link opens in, or none; the same code each time",
        body: appInviteSchema,
        response: { 200: envelopeSchema(appInviteLinkSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await apps.inviteLink(app.requireViewer(req), req.body.language, origin)),
  )

  // A short invite link (decision 0133) leads to the long one on the same host, with the language it carries. A code
  // that stands for no app gets a page saying so in the reader's language (a browser), or the 404 envelope.
  const shortLink = async (req: FastifyRequest, reply: FastifyReply, code: string, src: 'qr' | 'link' | undefined) => {
    const target = await apps.resolveInvite(code, src ?? 'qr')
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 302)
    if (!String(req.headers.accept ?? '').includes('text/html')) throw notFound('agentApp.invite.unknownTitle')
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unknownInvitePage(pageLocale(req, null)))
  }
  const shortLinkQuery = z.object({ src: z.enum(['qr', 'link']).optional() })
  app.get(
    `${SHORT_INVITE_PATH}:code`,
    {
      schema: {
        tags,
        summary:
          "A short invite link: redirects (302) to the app's long invite link, with the language it opens in when it carries one",
        params: z.strictObject({ code: z.string() }),
        querystring: shortLinkQuery,
        response: { 302: z.null().describe('redirect to the app'), ...errorResponses(400, 404) },
      },
      config: { rateLimit: app.heavyRateLimit },
    },
    // the documented 404 is the envelope; a browser gets the page instead
    (req, reply) => shortLink(req, reply as unknown as FastifyReply, req.params.code, req.query.src),
  )
  // what the route above does not take (a path longer than a parameter may be, or with more segments) is no code
  app.get(
    `${SHORT_INVITE_PATH}*`,
    { schema: { hide: true, querystring: shortLinkQuery }, config: { rateLimit: app.heavyRateLimit } },
    (req, reply) => shortLink(req, reply, '', req.query.src),
  )

  app.post(
    '/house/api/app/v1/mine/picture/:picture',
    {
      onRequest: [app.authenticate, brokers],
      bodyLimit: PICTURE_MAX_BYTES + 256 * 1024,
      schema: {
        tags,
        security,
        summary:
          'Brokers: the app icon (made into every manifest size), logo or advertising picture (multipart, file field `file`)',
        params: appPictureParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(appInfoVoSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (req) => {
      const { bytes, truncated } = await readPicture(req)
      const info = await apps.setPicture(app.requireViewer(req), req.params.picture, bytes, truncated, origin)
      return ok(info, req.t('agentApp.api.saved'))
    },
  )
}
