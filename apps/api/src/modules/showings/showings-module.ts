import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createShowingsRepository } from './showings-repository.ts'
import { showingsRoutes } from './showings-routes.ts'
import { createShowingsService, type ShowingsService } from './showings-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Showings (appointments): booking, handling, the expiry job and the reaction to listing changes. */
    showings: ShowingsService
  }
}

/** Showings: listings read through the listings service, people told through the notification centre. */
export const showingsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const showings = createShowingsService({
      repository: createShowingsRepository(ctx.transactor),
      listings: app.listings,
      notices: app.notices,
      agentApps: app.agentApps,
      leads: app.leads,
      run: ctx.transactor.run,
      now: ctx.now,
    })
    app.decorate('showings', showings)
    // The feed announces changed listings here; the sweep and our own job catch changes made another way.
    app.listingChanges.subscribe('showings', async (mlNums) => {
      await showings.reactToListingChanges(mlNums)
    })
    await app.register(showingsRoutes, { showings })
  },
  {
    name: 'maplenest-showings',
    dependencies: [
      'maplenest-viewer',
      'maplenest-listings',
      'maplenest-notices',
      'maplenest-listing-changes',
      'maplenest-agent-apps',
      'maplenest-leads',
    ],
  },
)
