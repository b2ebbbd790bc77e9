import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createMarketRepository } from './market-repository.ts'
import { marketRoutes } from './market-routes.ts'
import { createMarketService, type MarketService } from './market-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Neighbourhood market figures from our own listings, and one filter's figures for the assistant. */
    market: MarketService
  }
}

/** Market statistics by neighbourhood and month, sold figures under the VOW rule. */
export const marketModule = fp<ModuleContext>(
  async (app, ctx) => {
    const market = createMarketService({
      repository: createMarketRepository(ctx.transactor),
      vow: app.vow,
      now: ctx.now,
    })
    app.decorate('market', market)
    await app.register(marketRoutes, { market })
  },
  { name: 'maplenest-market', dependencies: ['maplenest-viewer', 'maplenest-vow', 'maplenest-listings'] },
)
