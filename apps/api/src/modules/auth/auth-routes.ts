import {
  envelopeSchema,
  loginResponseSchema,
  loginSchema,
  refreshResponseSchema,
  refreshSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  tokenCheckResponseSchema,
  tokenQuerySchema,
  tokenVerifyResponseSchema,
} from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { created, ok } from '../../plugins/envelope.ts'
import type { AuthService } from './auth-service.ts'

/** Sign-in, tokens, registration and password reset (spec §4 session, §7 calls). */
export async function authRoutes(
  root: FastifyInstance,
  opts: { auth: AuthService; forgetDevice: (userId: string, clientId: string) => Promise<void> },
) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { auth } = opts
  const strict = { rateLimit: app.authRateLimit }

  app.post(
    '/auth/login',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: visitor (grantType app), password, email code, sms code or social (Apple or Facebook identityToken, verified; a registered caller links it to their account)',
        body: loginSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (req) => ok(await auth.login(req.body, { locale: req.locale, ip: req.ip, viewer: req.viewer })),
  )

  app.get(
    '/auth/check',
    {
      schema: {
        tags: ['auth'],
        summary: "Is this access token live? msg 'valid' or 'invalid', always code 200",
        querystring: tokenQuerySchema,
        response: { 200: envelopeSchema(tokenCheckResponseSchema), ...errorResponses(400) },
      },
    },
    async (req) => {
      const data = req.query.token ? await auth.check(req.query.token) : { valid: false }
      return ok(data, req.t(data.valid ? 'auth.check.valid' : 'auth.check.invalid'))
    },
  )

  app.get(
    '/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: "The token with its owner and expiry when live; data null (msg 'invalid') otherwise",
        querystring: tokenQuerySchema,
        response: { 200: envelopeSchema(tokenVerifyResponseSchema), ...errorResponses(400) },
      },
    },
    async (req) => {
      const data = req.query.token ? await auth.verify(req.query.token) : null
      return ok(data, req.t(data ? 'auth.check.valid' : 'auth.check.invalid'))
    },
  )

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'New access and refresh tokens; the old refresh token is retired, and replaying it ends the sign-in',
        body: refreshSchema,
        response: { 200: envelopeSchema(refreshResponseSchema), ...errorResponses(400, 401) },
      },
    },
    async (req) => ok(await auth.refresh(req.body.refresh_token)),
  )

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End this sign-in: its access and refresh tokens stop working',
        security: [{ bearer: [] }],
        body: z.strictObject({}).nullish(),
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const viewer = app.requireViewer(req)
      await auth.logout(viewer.sessionId)
      // The device this sign-in was on stops receiving the person's push notices.
      const clientId = req.headers.clientid
      if (typeof clientId === 'string' && clientId) await opts.forgetDevice(viewer.userId, clientId)
      return ok(null, req.t('auth.loggedOut'))
    },
  )

  app.post(
    '/auth/register',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary:
          'Create an account with an e-mail or SMS code (purpose register) and sign it in: 201 with the tokens a sign-in answers (data.access_token)',
        body: registerSchema,
        response: { 201: envelopeSchema(registerResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const data = await auth.register(req.body, { locale: req.locale, ip: req.ip, viewer: req.viewer })
      return reply.status(201).send(created(data, req.t('auth.registered')))
    },
  )

  app.post(
    '/auth/password/reset',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an e-mail or SMS code (purpose reset); ends every sign-in of the account',
        body: resetPasswordSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await auth.resetPassword(req.body, { locale: req.locale, ip: req.ip })
      return ok(null, req.t('auth.passwordReset'))
    },
  )
}
