import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createListingsRepository } from './listings-repository.ts'
import { listingsRoutes } from './listings-routes.ts'
import { createListingsService, type ListingsService } from './listings-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing search, detail, suggestions and summaries, with the VOW rule applied. */
    listings: ListingsService
  }
}

/** Listings: search, suggestions, detail and their share pages' link previews. */
export const listingsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const listings = createListingsService({
      repository: createListingsRepository(ctx.transactor),
      vow: app.vow,
      now: ctx.now,
    })
    app.decorate('listings', listings)
    await app.register(listingsRoutes, { listings })
  },
  { name: 'maplenest-listings', dependencies: ['maplenest-vow', 'maplenest-viewer', 'maplenest-share-previews'] },
)
