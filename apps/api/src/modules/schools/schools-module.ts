import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createSchoolsRepository } from './schools-repository.ts'
import { schoolsRoutes } from './schools-routes.ts'
import { createSchoolsService, type SchoolsService } from './schools-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    schools: SchoolsService
  }
}

/** Schools (with Fraser rankings and EQAO results) and universities, with the listings near them. */
export const schoolsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const schools = createSchoolsService({
      repository: createSchoolsRepository(ctx.transactor),
      listings: app.listings,
    })
    app.decorate('schools', schools)
    await app.register(schoolsRoutes, { schools })
  },
  { name: 'maplenest-schools', dependencies: ['maplenest-listings', 'maplenest-viewer'] },
)
