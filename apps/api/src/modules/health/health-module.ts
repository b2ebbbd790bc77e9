import fp from 'fastify-plugin'
import { healthRoutes } from './health-routes.ts'

/** Liveness and readiness probes. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes)
  },
  { name: 'maplenest-health', decorators: { fastify: ['database'] } },
)
