import type { FastifyInstance } from 'fastify'
import type { SeedSize } from '../listings/generate.ts'

/** Demo pre-construction projects, builders and layouts; returns what it inserted, by table. */
export async function seedDemoPrecons(
  _app: FastifyInstance,
  _opts: { size: SeedSize; anchor: Date },
): Promise<Record<string, number>> {
  return {}
}
