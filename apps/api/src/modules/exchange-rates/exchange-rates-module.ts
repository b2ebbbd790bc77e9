import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createExchangeRatesRepository } from './exchange-rates-repository.ts'
import { exchangeRatesRoutes } from './exchange-rates-routes.ts'
import { createExchangeRatesService, type ExchangeRatesService } from './exchange-rates-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** CNY exchange rates, refreshed on a timer while the server runs. */
    exchangeRates: ExchangeRatesService
  }
}

/** Exchange rates: stored daily from EXCHANGE_RATE_URL; the refresh is a background job (src/jobs/), started when the app is ready. */
export const exchangeRatesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const exchangeRates = createExchangeRatesService({
      repository: createExchangeRatesRepository(ctx.transactor),
      now: ctx.now,
      log: app.log,
      url: ctx.env.EXCHANGE_RATE_URL,
      intervalMs: ctx.env.EXCHANGE_RATE_REFRESH_HOURS * 3_600_000,
    })
    app.decorate('exchangeRates', exchangeRates)
    await app.register(exchangeRatesRoutes, { exchangeRates })
  },
  { name: 'maplenest-exchange-rates' },
)
