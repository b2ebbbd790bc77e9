import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createBannersRepository } from './banners-repository.ts'
import { bannersRoutes } from './banners-routes.ts'
import { type BannersService, createBannersService } from './banners-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Home banners written by administrators, and the taps on them. */
    banners: BannersService
  }
}

/** Home banners: what is shown, where a tap leads (spec §2), the advertisement view call (spec §7), admin editing. */
export const bannersModule = fp<ModuleContext>(
  async (app, ctx) => {
    const banners = createBannersService({
      repository: createBannersRepository(ctx.transactor),
      listings: app.listings,
      now: ctx.now,
    })
    app.decorate('banners', banners)
    await app.register(bannersRoutes, { banners })
  },
  { name: 'maplenest-banners', dependencies: ['maplenest-viewer', 'maplenest-listings'] },
)
