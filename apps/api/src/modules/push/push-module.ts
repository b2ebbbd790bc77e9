import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createPushRepository } from './push-repository.ts'
import { pushRoutes } from './push-routes.ts'
import { createPushService, type PushService } from './push-service.ts'
import { loadVapidKeys } from './vapid-keys.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the devices a person bound; the notices module delivers through it. */
    push: PushService
  }
}

/** Web Push (VAPID, aes128gcm payloads) to the browsers people allowed it on. */
export const pushModule = fp<ModuleContext>(
  async (app, ctx) => {
    const push = createPushService({
      repository: createPushRepository(ctx.transactor),
      keys: await loadVapidKeys({
        publicKey: ctx.env.VAPID_PUBLIC_KEY,
        privateKey: ctx.env.VAPID_PRIVATE_KEY,
        dataDir: ctx.env.DATA_DIR,
        database: app.database,
      }),
      subject: ctx.env.VAPID_SUBJECT,
      extraOrigins: ctx.env.PUSH_ENDPOINT_ORIGINS ?? [],
      now: ctx.now,
      log: app.log,
    })
    app.decorate('push', push)
    // Deliveries under way finish before the database closes.
    app.addHook('onClose', () => push.settle())
    await app.register(pushRoutes, { push })
  },
  { name: 'maplenest-push', dependencies: ['maplenest-viewer'] },
)
