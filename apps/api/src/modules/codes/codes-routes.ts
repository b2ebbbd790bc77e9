import { envelopeSchema, sendCodeResponseSchema, sendEmailCodeSchema, sendSmsCodeSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { toEmailKey, toPhoneKey } from '../../lib/contact.ts'
import { badRequest } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { CodesService } from './codes-service.ts'

/**
 * Sending verification codes. The paths contain '/code', so the web client sends them without Authorization;
 * both answer the same way whether or not an account uses the address.
 */
export async function codesRoutes(root: FastifyInstance, opts: { codes: CodesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { codes } = opts
  const response = { 200: envelopeSchema(sendCodeResponseSchema), ...errorResponses(400, 429, 503) }

  app.post(
    '/auth/code/email',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 4-digit code (purpose login, register or reset); data.seconds is the resend countdown',
        body: sendEmailCodeSchema,
        response,
      },
    },
    async (req) => {
      const target = toEmailKey(req.body.email)
      const { purpose, appId } = req.body
      const data = await codes.send({ channel: 'email', target, purpose, locale: req.locale, appId })
      return ok(data, req.t('auth.code.sent'))
    },
  )

  app.post(
    '/auth/code/sms',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Text a 4-digit code (purpose login, register or reset); data.seconds is the resend countdown',
        body: sendSmsCodeSchema,
        response,
      },
    },
    async (req) => {
      const target = toPhoneKey(req.body.phonenumber)
      if (!target) throw badRequest('auth.validation.phoneFormat')
      const { purpose, appId } = req.body
      const data = await codes.send({ channel: 'sms', target, purpose, locale: req.locale, appId })
      return ok(data, req.t('auth.code.sent'))
    },
  )
}
