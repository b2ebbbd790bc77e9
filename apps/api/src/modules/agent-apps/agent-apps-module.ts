import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createAgentAppsRepository } from './agent-apps-repository.ts'
import { agentAppsRoutes } from './agent-apps-routes.ts'
import { type AgentAppsService, createAgentAppsService } from './agent-apps-service.ts'
import { publicOrigin } from './app-view.ts'
import { ordersRoutes } from './orders-routes.ts'
import { createOrdersService, type OrdersService } from './orders-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Agents' own apps: look-ups by sub-domain and id, brands, attribution of clients, the broker's settings. */
    agentApps: AgentAppsService
    /** Subscription orders of agent apps and their payment (invoice, or Stripe Checkout when configured). */
    appOrders: OrdersService
  }
}

/** Agents' own apps and their subscriptions; the web app's pages and manifests are branded through `webBrands`. */
export const agentAppsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const repository = createAgentAppsRepository(ctx.transactor)
    const apps = createAgentAppsService({
      repository,
      files: app.files,
      productDomains: ctx.env.PRODUCT_DOMAINS,
      now: ctx.now,
    })
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = ctx.env
    const orders = createOrdersService({
      repository,
      apps,
      notices: app.notices,
      run: ctx.transactor.run,
      stripe:
        STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
          ? { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: STRIPE_API_URL }
          : null,
      now: ctx.now,
    })
    app.decorate('agentApps', apps)
    app.decorate('appOrders', orders)
    app.webBrands.setResolver((request) => apps.webBrand(request))
    // Invite links and Stripe's return pages start with PUBLIC_URL, never with the request's Host.
    const origin = publicOrigin(ctx.env.PUBLIC_URL)
    await app.register(agentAppsRoutes, { apps, origin })
    await app.register(ordersRoutes, { orders, origin })
  },
  {
    name: 'maplenest-agent-apps',
    dependencies: ['maplenest-viewer', 'maplenest-files', 'maplenest-notices', 'maplenest-web-brands'],
  },
)
