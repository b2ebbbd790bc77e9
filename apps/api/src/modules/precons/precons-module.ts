import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../module-context.ts'

/** Pre-construction projects, their layouts and builders. Builds the module's service and registers its routes. */
export async function registerPreconsModule(_app: FastifyInstance, _ctx: ModuleContext): Promise<void> {}
