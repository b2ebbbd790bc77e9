import { envelopeSchema, userInfoResponseSchema, userRecordSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireOwner } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { UsersService } from './users-service.ts'

const userIdParamsSchema = z.strictObject({ userId: z.string().min(1).max(64) })

/** The caller's own user record: by id (spec §7 /house/api/user/v1/{userId}) and as /getInfo. */
export async function usersRoutes(root: FastifyInstance, opts: { users: UsersService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { users } = opts

  const requireRecord = async (userId: string) => {
    const record = await users.getRecord(userId)
    if (!record) throw notFound()
    return record
  }

  app.get(
    '/house/api/user/v1/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The caller's own user record; another user's id answers 403",
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(userRecordSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const viewer = requireOwner(req.viewer, req.params.userId, { status: 403, key: 'auth.error.notYours' })
      return ok(await requireRecord(viewer.userId))
    },
  )

  app.get(
    '/getInfo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The caller's user record as data.user",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(userInfoResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (req) => ok({ user: await requireRecord(app.requireViewer(req).userId) }),
  )
}
