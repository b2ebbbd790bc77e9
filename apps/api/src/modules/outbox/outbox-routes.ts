import { envelopeSchema, normalizePhone } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../plugins/envelope.ts'
import type { OutboxService } from './outbox-service.ts'

const outboxQuerySchema = z.strictObject({ to: z.string().trim().min(1).max(254) })
const outboxEntrySchema = z.object({
  channel: z.enum(['email', 'sms']),
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
 * GET /dev/outbox?to=: what was sent to one address, newest first. Registered only while messages are kept in
 * the outbox (no SMTP_URL) and outside production, so development and end-to-end tests can read codes.
 */
export async function outboxRoutes(root: FastifyInstance, opts: { outbox: OutboxService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept in the outbox for one address (development only)',
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
