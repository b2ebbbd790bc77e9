import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createLeadsRepository } from './leads-repository.ts'
import { leadsRoutes } from './leads-routes.ts'
import { createLeadsService, type LeadsService } from './leads-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Clients' requests in an agent's app as her leads: made by each request, read and moved on by her. */
    leads: LeadsService
  }
}

/**
 * Leads: a question, a showing, a compare question, a pre-construction registration or the assistant's hand-off that
 * reaches an agent becomes her lead, in the same transaction as the request; she lists them, moves them on, sets a
 * reminder (raised by the background job) and keeps a note.
 */
export const leadsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const leads = createLeadsService({
      repository: createLeadsRepository(ctx.transactor),
      agentApps: app.agentApps,
      listings: app.listings,
      notices: app.notices,
      run: ctx.transactor.run,
      now: ctx.now,
    })
    app.decorate('leads', leads)
    await app.register(leadsRoutes, { leads })
  },
  {
    name: 'maplenest-leads',
    dependencies: ['maplenest-viewer', 'maplenest-notices', 'maplenest-agent-apps', 'maplenest-listings'],
  },
)
