import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import { seedDemoAccounts } from './demo-accounts.ts'

/**
 * Demo data: seeded on the embedded database by default, on PostgreSQL only when SEED_DEMO=true
 * (never by default against a production database). Seeding is idempotent.
 */
export function shouldSeed(env: Env): boolean {
  if (env.SEED_DEMO !== undefined) return env.SEED_DEMO
  return !env.DATABASE_URL && env.NODE_ENV !== 'production'
}

export async function seedIfWanted(app: FastifyInstance, env: Env): Promise<void> {
  if (!shouldSeed(env)) return
  app.log.info('seeding demo data')
  const accounts = await seedDemoAccounts(app)
  app.log.info({ accounts }, 'demo accounts ready (password maplenest-demo)')
}
