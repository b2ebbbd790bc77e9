import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../module-context.ts'

/** Map search: clusters over the indexed point, listings inside a drawn area, shared selections of up to 20. Builds the module's service and registers its routes. */
export async function registerMapModule(_app: FastifyInstance, _ctx: ModuleContext): Promise<void> {}
