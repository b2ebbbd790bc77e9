import type { FastifyInstance } from 'fastify'
import { FAQ_CONTENT } from './faq-content.ts'

/**
 * The FAQ is published content rather than demo data: an empty FAQ is filled with it wherever the seed runs,
 * and one an administrator has edited is left as it is.
 */
export async function seedFaq(app: FastifyInstance): Promise<number> {
  return app.faq.seedIfEmpty(FAQ_CONTENT)
}
