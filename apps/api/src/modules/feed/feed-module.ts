import fp from 'fastify-plugin'
import { createFeedRunner, type FeedRunner } from '../../ingest/feed-runner.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { feedRoutes } from './feed-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured RESO feed (null when RESO_URL and RESO_TOKEN are not set); the schedule runs it too. */
    feed: FeedRunner | null
  }
}

/**
 * The listing feed as part of the server: the schedule and administrators run the same sync, and each stored page
 * announces its changed listings through `listingChanges`, so saved homes and booked showings react at once.
 */
export const feedModule = fp<ModuleContext>(
  async (app, ctx) => {
    const feed = createFeedRunner(app.database, ctx.env, (mlNums) => app.listingChanges.publish(mlNums))
    app.decorate('feed', feed)
    await app.register(feedRoutes, { feed })
  },
  { name: 'maplenest-feed', dependencies: ['maplenest-viewer', 'maplenest-listing-changes'] },
)
