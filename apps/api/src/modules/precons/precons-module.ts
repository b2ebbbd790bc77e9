import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createPreconsRepository } from './precons-repository.ts'
import { preconsRoutes } from './precons-routes.ts'
import { createPreconsService, type PreconsService } from './precons-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    precons: PreconsService
  }
}

/** Share pages of pre-construction under /h5/pages/share/ (the builder page keeps the spelling "builde"). */
const PRECONS_SHARE_PAGES = {
  detail: /^pages\/share\/precons-detail-share$/,
  layout: /^pages\/share\/layout-detail-share$/,
  builder: /^pages\/share\/builde-detail-share$/,
  list: /^pages\/share\/precons-list-share$/,
} as const

/** Pre-construction projects, their layouts and builders, and their share pages' link previews. */
export const preconsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const precons = createPreconsService({
      repository: createPreconsRepository(ctx.transactor),
      listings: app.listings,
    })
    app.decorate('precons', precons)
    app.sharePreviews.register(PRECONS_SHARE_PAGES.detail, precons.detailPreview)
    app.sharePreviews.register(PRECONS_SHARE_PAGES.layout, precons.layoutPreview)
    app.sharePreviews.register(PRECONS_SHARE_PAGES.builder, precons.builderPreview)
    app.sharePreviews.register(PRECONS_SHARE_PAGES.list, precons.listPreview)
    await app.register(preconsRoutes, { precons })
  },
  { name: 'maplenest-precons', dependencies: ['maplenest-listings', 'maplenest-viewer', 'maplenest-share-previews'] },
)
