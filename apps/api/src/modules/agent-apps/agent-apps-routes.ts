import multipart from '@fastify/multipart'
import {
  agentAppRecordSchema,
  appConfigSchema,
  appDomainQuerySchema,
  appIdParamsSchema,
  appInfoVoSchema,
  appJoinResultSchema,
  appJoinSchema,
  appPictureParamsSchema,
  envelopeSchema,
  myAppSchema,
  subscriberAnswerSchema,
  UPLOAD_LIMITS,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { formReadError, malformedForm } from '../../lib/multipart-errors.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
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
