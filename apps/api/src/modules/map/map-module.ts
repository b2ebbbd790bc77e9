import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { BASEMAP_ARCHIVE_PATH, basemapRoutes } from './basemap-routes.ts'
import { createMapRepository } from './map-repository.ts'
import { mapRoutes } from './map-routes.ts'
import { createMapService, type MapService } from './map-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    map: MapService
  }
}

/**
 * Map search: clusters over the indexed point, listings inside a drawn area, shared selections of up to 20; and the
 * operator's PMTiles basemap, served from its file when MAP_PMTILES names one.
 */
export const mapModule = fp<ModuleContext>(
  async (app, ctx) => {
    const archive = ctx.env.MAP_PMTILES
    const map = createMapService({
      repository: createMapRepository(ctx.transactor),
      listings: app.listings,
      vow: app.vow,
      now: ctx.now,
      styleUrl: ctx.env.MAP_STYLE_URL ?? null,
      pmtilesUrl: archive ? (archive.kind === 'file' ? BASEMAP_ARCHIVE_PATH : archive.url) : null,
    })
    app.decorate('map', map)
    await app.register(mapRoutes, { map })
    if (archive?.kind === 'file') await app.register(basemapRoutes, { file: archive.path })
  },
  { name: 'maplenest-map', dependencies: ['maplenest-listings', 'maplenest-vow', 'maplenest-viewer'] },
)
