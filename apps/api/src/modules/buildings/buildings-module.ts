import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createBuildingsRepository } from './buildings-repository.ts'
import { buildingsRoutes } from './buildings-routes.ts'
import { type BuildingsService, createBuildingsService } from './buildings-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Condominium buildings: every listing at one street address, with figures by year under the VOW rule. */
    buildings: BuildingsService
  }
}

/** Condominium buildings by street address. */
export const buildingsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const buildings = createBuildingsService({
      repository: createBuildingsRepository(ctx.transactor),
      vow: app.vow,
      now: ctx.now,
    })
    app.decorate('buildings', buildings)
    await app.register(buildingsRoutes, { buildings })
  },
  { name: 'maplenest-buildings', dependencies: ['maplenest-viewer', 'maplenest-vow'] },
)
