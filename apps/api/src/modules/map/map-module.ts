import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../module-context.ts'
import { createMapRepository } from './map-repository.ts'
import { mapRoutes } from './map-routes.ts'
import { createMapService, type MapService } from './map-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    map: MapService
  }
}

/** Map search: clusters over the indexed point, listings inside a drawn area, shared selections of up to 20. Builds the module's service and registers its routes. */
export async function registerMapModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const map = createMapService({
    repository: createMapRepository(ctx.transactor),
    listings: app.listings,
    vow: app.vow,
    now: ctx.now,
    styleUrl: ctx.env.MAP_STYLE_URL ?? null,
  })
  app.decorate('map', map)
  await app.register(mapRoutes, { map })
}
