import {
  bindingEquipmentSchema,
  envelopeSchema,
  pushBindingSchema,
  pushKeySchema,
  pushUnbindSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { PushService } from './push-service.ts'

/** Web Push: the key to subscribe with, and binding or unbinding this device's subscription (spec §7). */
export async function pushRoutes(root: FastifyInstance, opts: { push: PushService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { push } = opts
  // Registered accounts only, refused before the body is read: a visitor has no notices to receive.
  const registeredOnly = {
    onRequest: async (req: FastifyRequest) => {
      requireRegistered(req.viewer, { visitor: { status: 403, key: 'push.api.registeredOnly' } })
    },
  }

  app.get(
    '/house/api/push/v1/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key (base64url), for PushManager.subscribe",
        response: { 200: envelopeSchema(pushKeySchema) },
      },
    },
    async () => ok({ publicKey: push.publicKey() }),
  )

  app.post(
    '/app/bindingEquipment',
    {
      ...registeredOnly,
      schema: {
        tags: ['push'],
        summary:
          "Binds this device's push subscription (token: PushSubscription JSON) to the signed-in person (userId, their own)",
        security: [{ bearer: [] }],
        body: bindingEquipmentSchema,
        response: { 200: envelopeSchema(pushBindingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await push.bind(req.viewer, req.body), req.t('push.api.bound')),
  )

  app.post(
    '/house/api/push/v1/unbind',
    {
      ...registeredOnly,
      schema: {
        tags: ['push'],
        summary: 'This device (clientId) no longer receives pushes for the caller',
        security: [{ bearer: [] }],
        body: pushUnbindSchema,
        response: { 200: envelopeSchema(pushBindingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await push.unbind(req.viewer, req.body.clientId), req.t('push.api.unbound')),
  )
}
