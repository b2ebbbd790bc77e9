import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error.ts'

/** Seconds a refused client is asked to wait: a few of the one-second samples the delay is measured over. */
export const BUSY_RETRY_AFTER_S = 5

/** The probes answer whatever the load: a balancer must tell a busy process from a dead one. */
const isProbe = (req: FastifyRequest) => req.url === '/healthz' || req.url === '/readyz'

/**
 * Refuses work while the event loop is late (decision 0098): when the mean delay over the last second passes
 * `maxEventLoopDelayMs`, every request but the probes answers 503 with Retry-After and the localised envelope
 * ('The server is busy, …') at once, before rate limits, sign-in checks or the route are run, instead of
 * waiting its turn behind the work that is late. 0 turns it off.
 */
export const pressurePlugin = fp(
  async (app: FastifyInstance, opts: { maxEventLoopDelayMs: number }) => {
    if (opts.maxEventLoopDelayMs <= 0) return
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      retryAfter: BUSY_RETRY_AFTER_S,
      pressureHandler: (req: FastifyRequest, reply: FastifyReply) => {
        if (isProbe(req)) return
        reply.header('retry-after', String(BUSY_RETRY_AFTER_S))
        // a rejection goes to the error handler, which writes the envelope in the caller's language
        return Promise.reject(new HttpError(503, 'error.busy'))
      },
    })
  },
  { name: 'maplenest-pressure' },
)
