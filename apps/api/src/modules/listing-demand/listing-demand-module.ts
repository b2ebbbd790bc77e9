import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createListingDemandRepository } from './listing-demand-repository.ts'
import { listingDemandRoutes } from './listing-demand-routes.ts'
import { createListingDemandService } from './listing-demand-service.ts'

/** A listing's demand on MapleNest, counted from our own showings and favourites. */
export const listingDemandModule = fp<ModuleContext>(
  async (app, ctx) => {
    const demand = createListingDemandService({
      repository: createListingDemandRepository(ctx.transactor),
      now: ctx.now,
    })
    await app.register(listingDemandRoutes, { demand })
  },
  { name: 'maplenest-listing-demand', dependencies: ['maplenest-viewer', 'maplenest-listings'] },
)
