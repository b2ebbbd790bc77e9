import type { FastifyInstance } from 'fastify'
import { ok } from '../../plugins/envelope.ts'

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ok({ status: 'ok' }))
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.database.ping()
      return ok({ status: 'ready', database: app.database.kind })
    } catch (err) {
      app.log.warn({ err }, 'database not reachable')
      return reply.status(503).send({ code: 503, msg: 'database not reachable', data: null })
    }
  })
}
