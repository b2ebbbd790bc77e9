import { join } from 'node:path'
import fp from 'fastify-plugin'
import { apiRoot } from '../../lib/package-root.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { deviceRoutes } from './device-routes.ts'
import { createDeviceService, type DeviceService } from './device-service.ts'
import { createLiveVersion } from './live-version.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's calls about itself: live version, session check, install link, web view check. */
    device: DeviceService
  }
}

/** The installed app's own calls: is a newer build live, is this session good, where to get the app. */
export const deviceModule = fp<ModuleContext>(
  async (app, ctx) => {
    const device = createDeviceService({
      liveVersion: createLiveVersion(ctx.env.WEB_DIST ?? join(apiRoot(), '..', 'web', 'dist')),
      sessions: app.sessions,
      stores: { android: ctx.env.ANDROID_STORE_URL, ios: ctx.env.IOS_STORE_URL },
      webViewOrigins: ctx.env.WEBVIEW_ORIGINS ?? [],
    })
    app.decorate('device', device)
    await app.register(deviceRoutes, { device })
  },
  { name: 'maplenest-device', dependencies: ['maplenest-sessions'] },
)
