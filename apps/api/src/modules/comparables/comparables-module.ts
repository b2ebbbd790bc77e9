import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createComparablesRepository } from './comparables-repository.ts'
import { comparablesRoutes } from './comparables-routes.ts'
import { createComparablesService } from './comparables-service.ts'

/** Comparable homes: what homes like a listing closed for nearby, and the range they suggest. */
export const comparablesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const comparables = createComparablesService({
      repository: createComparablesRepository(ctx.transactor),
      vow: app.vow,
      now: ctx.now,
    })
    await app.register(comparablesRoutes, { comparables })
  },
  { name: 'maplenest-comparables', dependencies: ['maplenest-vow', 'maplenest-viewer', 'maplenest-listings'] },
)
