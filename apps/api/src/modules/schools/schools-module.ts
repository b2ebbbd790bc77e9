import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../module-context.ts'

/** Schools (with Fraser rankings and EQAO results) and universities. Builds the module's service and registers its routes. */
export async function registerSchoolsModule(_app: FastifyInstance, _ctx: ModuleContext): Promise<void> {}
