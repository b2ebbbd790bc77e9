import {
  appDownloadQuerySchema,
  appDownloadSchema,
  checkSessionQuerySchema,
  checkSessionSchema,
  envelopeSchema,
  updateVersionInputSchema,
  updateVersionSchema,
  webViewQuerySchema,
  webViewSchema,
} from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { DeviceService } from './device-service.ts'

/** The app's own calls about itself (spec §7): its version, a session check, where to install it, the web view. */
export async function deviceRoutes(root: FastifyInstance, opts: { device: DeviceService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { device } = opts
  const noStore = { 'cache-control': 'no-store' }
  const versionSummary = 'Whether a newer build is live than `version` (compared after stripping a leading v)'

  app.get(
    '/app/updateVersion',
    {
      schema: {
        tags: ['device'],
        summary: versionSummary,
        querystring: updateVersionInputSchema,
        response: { 200: envelopeSchema(updateVersionSchema), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore)
      return ok(await device.updateVersion(req.query))
    },
  )

  // The spec leaves the method open: the same answer to a POST with the fields in the body.
  app.post(
    '/app/updateVersion',
    {
      schema: {
        tags: ['device'],
        summary: versionSummary,
        body: updateVersionInputSchema.nullish(),
        response: { 200: envelopeSchema(updateVersionSchema), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore)
      return ok(await device.updateVersion(req.body ?? {}))
    },
  )

  app.get(
    '/app/checkSession',
    {
      schema: {
        tags: ['device'],
        summary:
          "Whether `token` is a live sign-in of `userId`; `random` comes back unchanged (msg 'valid' or 'invalid')",
        querystring: checkSessionQuerySchema,
        response: { 200: envelopeSchema(checkSessionSchema), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.headers(noStore)
      const data = await device.checkSession(req.query)
      return ok(data, req.t(data.valid ? 'auth.check.valid' : 'auth.check.invalid'))
    },
  )

  app.get(
    '/house/home/appDownLoadUrl',
    {
      schema: {
        tags: ['device'],
        summary: "Where a terminal gets the app: its store page when configured, else the web app's install page",
        querystring: appDownloadQuerySchema,
        response: { 200: envelopeSchema(appDownloadSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(device.downloadUrl(req.query.terminalType)),
  )

  app.get(
    '/house/api/common/v1/webview',
    {
      schema: {
        tags: ['device'],
        summary: 'Whether the in-app web view may frame this https address',
        querystring: webViewQuerySchema,
        response: { 200: envelopeSchema(webViewSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(device.webView(req.query.url)),
  )
}
