import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createVowRepository } from './vow-repository.ts'
import { vowRoutes } from './vow-routes.ts'
import { createVowService, type VowService } from './vow-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The VOW terms and who may see sold and leased data. */
    vow: VowService
  }
}

/** The VOW terms of use that unlock sold and leased data, and the access check other modules apply. */
export const vowModule = fp<ModuleContext>(
  async (app, ctx) => {
    const vow = createVowService({ repository: createVowRepository(ctx.transactor), now: ctx.now })
    app.decorate('vow', vow)
    await app.register(vowRoutes, { vow })
  },
  { name: 'maplenest-vow', dependencies: ['maplenest-viewer'] },
)
