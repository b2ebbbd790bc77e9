import { CODE_CHANNELS, envelopeSchema, normalizePhone } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isLoopbackAddress } from '../../lib/loopback.ts'
import { ok } from '../../plugins/envelope.ts'
import type { OutboxService } from './outbox-service.ts'

const outboxQuerySchema = z.strictObject({ to: z.string().trim().min(1).max(254) })
const outboxEntrySchema = z.object({
  channel: z.enum(CODE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
})

/** The address as the outbox stores it: e-mail lower-cased, phone numbers in E.164. */
function toRecipient(to: string): string {
  if (to.includes('@')) return to.toLowerCase()
  return normalizePhone(to) ?? to
}

/**
 * GET /dev/outbox?to=: what was sent to one address, newest first, codes included. Registered only with
 * DEV_OUTBOX on while messages are kept (no SMTP_URL), so development and the end-to-end journeys can read codes,
 * and then only for callers on this machine. The check reads the socket's own address, never `req.ip`: with
 * TRUST_PROXY on, that comes from X-Forwarded-For, which any caller writes. Anyone else gets the same 404 as an
 * unknown route, so the route's existence is not given away either.
 */
export async function outboxRoutes(root: FastifyInstance, opts: { outbox: OutboxService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', async (req, reply) => {
    if (isLoopbackAddress(req.socket.remoteAddress)) return
    reply.callNotFound()
    return reply
  })
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept in the outbox for one address (DEV_OUTBOX only, from this machine)',
        querystring: outboxQuerySchema,
        response: { 200: envelopeSchema(z.array(outboxEntrySchema)) },
      },
    },
    async (req) => {
      const entries = await opts.outbox.listFor(toRecipient(req.query.to))
      return ok(entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })))
    },
  )
}
