import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createBrowseRepository } from './browse-repository.ts'
import { browseRoutes } from './browse-routes.ts'
import { type BrowseService, createBrowseService } from './browse-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Registered users' browsing history. */
    browse: BrowseService
  }
}

/**
 * The browsing history. It lists listing summaries, so it depends on the listings module; listings know nothing
 * of it and only announce views, which this module records by subscribing here.
 */
export const browseModule = fp<ModuleContext>(
  async (app, ctx) => {
    const browse = createBrowseService({
      repository: createBrowseRepository(ctx.transactor),
      listings: app.listings,
      now: ctx.now,
    })
    app.listings.onViewed((userId, mlNum) => browse.record(userId, mlNum))
    app.decorate('browse', browse)
    await app.register(browseRoutes, { browse })
  },
  { name: 'maplenest-browse', dependencies: ['maplenest-listings', 'maplenest-viewer'] },
)
