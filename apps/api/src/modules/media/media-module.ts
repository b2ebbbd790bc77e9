import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createMediaRepository } from './media-repository.ts'
import { mediaRoutes } from './media-routes.ts'

/** Listing photos, drawn as illustrations of the demo data. */
export const mediaModule = fp<ModuleContext>(
  async (app) => {
    await app.register(mediaRoutes, { repository: createMediaRepository(app.database.db) })
  },
  { name: 'maplenest-media', decorators: { fastify: ['database'] } },
)
