import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createCompareRepository } from './compare-repository.ts'
import { compareRoutes } from './compare-routes.ts'
import { type CompareService, createCompareService } from './compare-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The compare basket (the spec's cart) and the side-by-side table. */
    compare: CompareService
  }
}

/** The compare basket: listings read through the listings service. */
export const compareModule = fp<ModuleContext>(
  async (app, ctx) => {
    const compare = createCompareService({
      repository: createCompareRepository(ctx.transactor),
      transactor: ctx.transactor,
      listings: app.listings,
      now: ctx.now,
    })
    app.decorate('compare', compare)
    await app.register(compareRoutes, { compare })
  },
  { name: 'maplenest-compare', dependencies: ['maplenest-viewer', 'maplenest-listings'] },
)
