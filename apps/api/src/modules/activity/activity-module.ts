import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createActivityRepository } from './activity-repository.ts'
import { activityRoutes } from './activity-routes.ts'
import { type ActivityService, createActivityService } from './activity-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Usage and app logs, the agents' views of their clients, alerts and the dashboard. */
    activity: ActivityService
  }
}

/** Activity in the app and what an agent sees of their own app's clients. */
export const activityModule = fp<ModuleContext>(
  async (app, ctx) => {
    const activity = createActivityService({
      repository: createActivityRepository(ctx.transactor),
      apps: app.agentApps,
      listings: app.listings,
      notices: app.notices,
      now: ctx.now,
    })
    app.decorate('activity', activity)
    await app.register(activityRoutes, { activity })
  },
  {
    name: 'maplenest-activity',
    dependencies: ['maplenest-viewer', 'maplenest-agent-apps', 'maplenest-listings', 'maplenest-notices'],
  },
)
