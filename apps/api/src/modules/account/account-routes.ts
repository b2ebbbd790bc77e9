import multipart from '@fastify/multipart'
import {
  AVATAR_MAX_BYTES,
  accountCountsSchema,
  cancelAccountSchema,
  envelopeSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../lib/http-error.ts'
import { formReadError, malformedForm } from '../../lib/multipart-errors.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { type Refusal, requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { AccountService } from './account-service.ts'

/** A visitor (tourist) account has no profile to change and nothing to cancel. */
const VISITOR: Refusal = { status: 403, key: 'account.error.registeredOnly' }

/** The photo of a multipart request (field `avatar`, or `file`), read up to the limit. */
async function readAvatar(req: FastifyRequest): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (!req.isMultipart()) throw malformedForm(req)
  let found: { bytes: Buffer; truncated: boolean } | null = null
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue
      if (found || (part.fieldname !== 'avatar' && part.fieldname !== 'file')) {
        part.file.resume()
        continue
      }
      const bytes = await part.toBuffer()
      found = { bytes, truncated: part.file.truncated }
    }
  } catch (err) {
    throw formReadError(req, err)
  }
  if (!found || found.bytes.length === 0) {
    throw badRequest(
      'error.field.required',
      { field: 'avatar' },
      { fields: [{ field: 'avatar', message: req.t('error.field.required', { field: 'avatar' }) }] },
    )
  }
  return found
}

/** The caller's own profile, photo, cancellation and counts. Every route works on the caller's account only. */
export async function accountRoutes(root: FastifyInstance, opts: { account: AccountService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { account } = opts
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })
  // Checked before the body is read, so a visitor is refused whatever it sends.
  const registered = async (req: FastifyRequest) => {
    requireRegistered(req.viewer, { visitor: VISITOR })
  }
  const security = [{ bearer: [] }]

  app.put(
    '/house/api/user/v1/profile',
    {
      onRequest: [app.authenticate, registered],
      schema: {
        tags: ['users'],
        summary:
          "Change the caller's nickname, sex, e-mail or phone number; a new e-mail or phone needs `code`, sent to it with purpose 'contact'",
        security,
        body: profileUpdateSchema,
        response: { 200: envelopeSchema(profileResponseSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => {
      const user = await account.updateProfile(app.requireViewer(req).userId, req.body, {
        locale: req.locale,
        ip: req.ip,
      })
      return ok({ user }, req.t('account.profile.saved'))
    },
  )

  app.post(
    '/house/api/user/v1/avatar',
    {
      onRequest: [app.authenticate, registered],
      bodyLimit: AVATAR_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ['users'],
        summary:
          'A new profile photo (multipart, file field `avatar`): JPEG, PNG or WebP up to 5 MB, stored as a 512 px square; answers the record with its URL',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(profileResponseSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const { bytes, truncated } = await readAvatar(req)
      const user = await account.setAvatar(app.requireViewer(req).userId, bytes, truncated)
      return ok({ user }, req.t('account.avatar.saved'))
    },
  )

  app.post(
    '/house/api/user/v1/cancel',
    {
      onRequest: [app.authenticate, registered],
      schema: {
        tags: ['users'],
        summary:
          "Cancel the caller's account: reason 1 multiple accounts, 2 no longer wants to use, 99 other (with note), agreed true. Every sign-in ends",
        security,
        body: cancelAccountSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await account.cancel(app.requireViewer(req).userId, req.body)
      return ok(null, req.t('account.cancel.done'))
    },
  )

  app.get(
    '/house/api/user/v1/counts',
    {
      onRequest: [app.authenticate, registered],
      schema: {
        tags: ['users'],
        summary: "The caller's favourites, appointments and unread notifications, for the Account tab",
        security,
        response: { 200: envelopeSchema(accountCountsSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await account.counts(app.requireViewer(req).userId)),
  )
}
