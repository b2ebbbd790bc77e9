import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'

export interface ModuleDeps {
  env: Env
  now: () => Date
}

/** Registers every feature module's routes. */
export async function registerModules(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
