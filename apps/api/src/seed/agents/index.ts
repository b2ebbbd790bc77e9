import type { FastifyInstance } from 'fastify'
import type { SeedSize } from '../listings/generate.ts'

/** Demo agents (approved brokers with their profiles) and owner-direct listings; returns what it inserted, by table. */
export async function seedDemoAgents(
  _app: FastifyInstance,
  _opts: { size: SeedSize; anchor: Date },
): Promise<Record<string, number>> {
  return {}
}
