import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../module-context.ts'
import { createSchoolsRepository } from './schools-repository.ts'
import { schoolsRoutes } from './schools-routes.ts'
import { createSchoolsService, type SchoolsService } from './schools-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    schools: SchoolsService
  }
}

/** Schools (with Fraser rankings and EQAO results) and universities. Builds the module's service and registers its routes. */
export async function registerSchoolsModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const schools = createSchoolsService({
    repository: createSchoolsRepository(ctx.transactor),
    listings: app.listings,
  })
  app.decorate('schools', schools)
  await app.register(schoolsRoutes, { schools })
}
