import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createAgentsRepository } from './agents-repository.ts'
import { agentsRoutes } from './agents-routes.ts'
import { type AgentsService, createAgentsService } from './agents-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Agent profiles, broker applications and their review, owner-direct listings. */
    agents: AgentsService
  }
}

/** Agents, broker onboarding with admin approval, and owner-direct listings. */
export const agentsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const agents = createAgentsService({
      repository: createAgentsRepository(ctx.transactor),
      users: app.users,
      files: app.files,
      run: ctx.transactor.run,
      now: ctx.now,
    })
    app.decorate('agents', agents)
    // A broker photo is public once an approved profile shows it; until then only its owner and admins see it.
    app.files.allowPublic('broker-photo', agents.isPublicPhoto)
    app.addHook('onReady', async () => {
      const { moved, dropped } = await agents.moveLegacyPhotos()
      if (moved + dropped > 0)
        app.log.info({ moved, dropped }, 'broker photos moved from the database into file storage')
    })
    await app.register(agentsRoutes, { agents })
  },
  { name: 'maplenest-agents', dependencies: ['maplenest-users', 'maplenest-files', 'maplenest-viewer'] },
)
