import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { tooManyRequests } from '../lib/http-error.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt against `key`; throws 429 once more than `max` fall in the current window. */
    hitLimit(key: string, max: number, windowMs: number): void
    /** Clears a key, e.g. the failure counter of an account after a successful sign-in. */
    resetLimit(key: string): void
  }
}

export interface LimitsOptions {
  perMinute: number
  authPerMinute: number
  visitorPerMinute: number
}

/** A visitor sign-in (grantType 'app') proves nothing and risks nothing; it gets its own, wider per-IP budget. */
function isVisitorLogin(req: FastifyRequest): boolean {
  const body = req.body
  return typeof body === 'object' && body !== null && 'grantType' in body && body.grantType === 'app'
}

/**
 * Whose budget a request spends: a signed-in user's own, or else its address's. Only a token that verified earns a
 * bucket of its own: the viewer hook (an app-wide onRequest hook, which Fastify runs before this route-level one)
 * has set `req.viewer` by then. A missing, malformed, expired, revoked or forged token counts against the address,
 * so sending a new random token each time buys nothing.
 */
function identityKey(req: FastifyRequest): string {
  return req.viewer ? `u:${req.viewer.userId}` : `ip:${req.ip}`
}

/**
 * Rate limits, all answering 429 'too many requests, take a rest':
 * a general limit per signed-in user (per IP for calls without a token that verifies), a strict per-IP limit that sign-in, code and
 * registration routes opt into with `config: { rateLimit: app.authRateLimit }` (visitor sign-ins count apart,
 * with a wider budget, since a campus or office shares one address), and named counters for
 * per-account limits that services apply themselves. Counters are in memory: one process per instance.
 */
export const limitsPlugin = fp(async (app: FastifyInstance, opts: LimitsOptions) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: 60_000,
    keyGenerator: identityKey,
    errorResponseBuilder: () => tooManyRequests(),
    // the web app's own files are static and cached; a first load alone fetches dozens of them
    allowList: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/' || req.url.startsWith('/h5'),
  })
  app.decorate('authRateLimit', {
    // after the body is parsed, so a visitor sign-in can be told from a password or code attempt
    hook: 'preValidation',
    max: (req: FastifyRequest) => (isVisitorLogin(req) ? opts.visitorPerMinute : opts.authPerMinute),
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `auth:${isVisitorLogin(req) ? 'visitor' : 'account'}:${req.ip}`,
  })

  const windows = new Map<string, { count: number; resetAt: number }>()
  app.decorate('hitLimit', (key: string, max: number, windowMs: number) => {
    const now = Date.now()
    let w = windows.get(key)
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs }
      windows.set(key, w)
    }
    w.count += 1
    if (w.count > max) throw tooManyRequests()
    if (windows.size > 100_000) {
      for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
    }
  })
  app.decorate('resetLimit', (key: string) => void windows.delete(key))
})

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: {
      hook: 'preValidation'
      max: (req: FastifyRequest) => number
      timeWindow: number
      keyGenerator: (req: FastifyRequest) => string
    }
  }
}
