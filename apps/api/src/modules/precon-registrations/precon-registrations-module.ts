import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createPreconRegistrationsRepository } from './precon-registrations-repository.ts'
import { preconRegistrationsRoutes } from './precon-registrations-routes.ts'
import { createPreconRegistrationsService, type PreconRegistrationsService } from './precon-registrations-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' registrations on pre-construction projects, and the notices of their projects' changes. */
    preconRegistrations: PreconRegistrationsService
  }
}

/**
 * Registrations on pre-construction projects: a buyer registers for updates, asks an agent or asks for a
 * sales-centre visit; it goes to the branded app's agent, the agent they chose, or the administrators' queue; the
 * agent replies; the background job tells registrants of their projects' price and occupancy changes.
 */
export const preconRegistrationsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const preconRegistrations = createPreconRegistrationsService({
      repository: createPreconRegistrationsRepository(ctx.transactor),
      notices: app.notices,
      agentApps: app.agentApps,
      leads: app.leads,
      run: ctx.transactor.run,
      now: ctx.now,
    })
    app.decorate('preconRegistrations', preconRegistrations)
    await app.register(preconRegistrationsRoutes, { preconRegistrations })
  },
  {
    name: 'maplenest-precon-registrations',
    dependencies: [
      'maplenest-viewer',
      'maplenest-notices',
      'maplenest-agent-apps',
      'maplenest-precons',
      'maplenest-leads',
    ],
  },
)
