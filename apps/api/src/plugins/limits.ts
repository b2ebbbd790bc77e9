import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client.ts'
import { type Counters, databaseCounters } from '../db/rate-limit-counters.ts'
import { tooManyRequests } from '../lib/http-error.ts'
import { isRegistered } from '../platform/access.ts'
import { isWebFileUrl } from './static-web.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one attempt against `key`; rejects with 429 once more than `max` fall in the current window. The count
     * is shared by every process on PostgreSQL; when it cannot be counted (the database is unreachable) it rejects
     * with that error, so what it guards fails closed.
     */
    hitLimit(key: string, max: number, windowMs: number): Promise<void>
    /** Clears a key, e.g. the failure counter of an account after a successful sign-in. */
    resetLimit(key: string): Promise<void>
    /** Route config (`config: { rateLimit: app.authRateLimit }`) for sign-in, code and registration routes. */
    authRateLimit: RouteRateLimit & { hook: 'preValidation'; max: (req: FastifyRequest) => number }
    /**
     * Route config (`config: { rateLimit: app.heavyRateLimit }`) for requests that cost far more than a query: listing
     * PDFs, server-drawn pages. One budget for every such route, per signed-in account or else per address.
     */
    heavyRateLimit: RouteRateLimit & { max: number }
  }
}

/** A route's own limit, in @fastify/rate-limit's route config. */
interface RouteRateLimit {
  timeWindow: number
  keyGenerator: (req: FastifyRequest) => string
  /** Whether a request is let through (true) or refused (false) when it cannot be counted. */
  skipOnError: boolean
  /** Routes naming the same bucket spend one budget; without one, each route counts on its own. */
  bucket?: string
}

export interface LimitsOptions {
  perMinute: number
  authPerMinute: number
  visitorPerMinute: number
  heavyPerMinute: number
  /** On PostgreSQL the counters are rows every process shares; on the embedded database they are in memory. */
  database: Pick<Database, 'kind' | 'db'>
}

/** How many people's general budgets the visitors (tourists) of one address share between them. */
export const VISITOR_ADDRESS_SHARE = 4

const MINUTE = 60_000
/** How often counters whose window has ended are deleted. */
const SWEEP_EVERY_MS = 5 * MINUTE

/** Counters of one process: the embedded database serves one process, so nothing needs to see them but itself. */
function memoryCounters(): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = (now: number) => {
    for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
  }
  return {
    async hit(key, windowMs) {
      const now = Date.now()
      let w = windows.get(key)
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs }
        windows.set(key, w)
      }
      w.count += 1
      if (windows.size > 100_000) sweep(now)
      return { count: w.count, ttlMs: w.resetAt - now }
    },
    async reset(key) {
      windows.delete(key)
    },
    async sweep() {
      sweep(Date.now())
    },
  }
}

/** The settings @fastify/rate-limit hands a store's `child`: the route's merged limit and the route itself. */
interface ChildOptions {
  bucket?: string
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * @fastify/rate-limit's store over counters. The general limit counts under `general:`; a route with a limit of its
 * own counts under its bucket, or else under its method and path, so the same caller on two such routes spends two
 * budgets, as with the library's own store.
 */
class CounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly prefix: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
    this.counters.hit(this.prefix + key, timeWindow).then(
      ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
      (err: unknown) => {
        this.onError(err)
        cb(err instanceof Error ? err : new Error(String(err)))
      },
    )
  }

  child(route: unknown): FastifyRateLimitStore {
    const { bucket, routeInfo } = route as ChildOptions
    const method = Array.isArray(routeInfo?.method) ? routeInfo.method.join(',') : routeInfo?.method
    const name = bucket ?? `${method ?? ''} ${routeInfo?.url ?? ''}`
    return new CounterStore(this.counters, `route:${name}:`, this.onError)
  }
}

/** The address a caller is counted by: an IPv6 caller by its /64, which one subscriber holds whole. */
export const callerAddress = (req: Pick<FastifyRequest, 'ip'>) => normalizeIP(req.ip)

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
  return req.viewer ? `u:${req.viewer.userId}` : `ip:${callerAddress(req)}`
}

/** Like `identityKey`, but a visitor account, which anyone may make anew, counts as its address. */
function registeredOrAddressKey(req: FastifyRequest): string {
  return isRegistered(req.viewer) ? `u:${req.viewer.userId}` : `ip:${callerAddress(req)}`
}

/**
 * The web app's own files are static and cached; a first load alone fetches dozens of them. Its screens (/h5/,
 * /h5/pages/…) are counted: the server draws them, and they spend the heavy budget.
 */
const notCounted = (req: FastifyRequest) =>
  req.url === '/healthz' || req.url === '/readyz' || req.url === '/' || isWebFileUrl(req.url)

/**
 * Rate limits, all answering 429 'Too many requests. Please wait a moment and try again.':
 * - a general limit per signed-in user (per IP for calls without a token that verifies). Visitor (tourist)
 *   accounts, which one address may make again and again, also share a budget of `VISITOR_ADDRESS_SHARE` people
 *   per address, so signing in again does not buy more;
 * - a strict per-IP limit that sign-in, code and registration routes opt into with
 *   `config: { rateLimit: app.authRateLimit }` (visitor sign-ins count apart, with a wider budget, since a campus or
 *   office shares one address);
 * - a limit on heavy requests (`app.heavyRateLimit`);
 * - named counters for per-account limits that services apply themselves (`app.hitLimit`).
 *
 * On PostgreSQL every counter is a row of `rate_limit_counters`, so all processes behind a balancer count together;
 * on the embedded database (one process) they are in memory. A counter the database cannot update lets the request
 * through for the general and heavy limits (an outage of the counters is not an outage of browsing) and refuses it
 * for sign-in, codes and the password lock, which need the database anyway.
 */
export const limitsPlugin = fp(async (app: FastifyInstance, opts: LimitsOptions) => {
  const shared = opts.database.kind === 'postgres'
  const counters = shared ? databaseCounters(opts.database.db) : memoryCounters()

  let lastWarned = 0
  const warnUncounted = (err: unknown) => {
    const now = Date.now()
    if (now - lastWarned < 10_000) return
    lastWarned = now
    app.log.warn({ err }, 'rate limit counters unavailable')
  }

  const sweep = setInterval(() => {
    counters.sweep().catch((err: unknown) => app.log.warn({ err }, 'expired rate limit counters not deleted'))
  }, SWEEP_EVERY_MS)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))

  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: MINUTE,
    keyGenerator: identityKey,
    errorResponseBuilder: () => tooManyRequests(),
    allowList: notCounted,
    // the general limit fails open; routes with their own limit say how they fail (`skipOnError` below)
    skipOnError: true,
    store: class extends CounterStore {
      constructor() {
        super(counters, 'general:', warnUncounted)
      }
    },
  })

  // A visitor's requests also count against the visitors of its address, after its own budget (so a refused request
  // is not counted twice). Added to each route's own hooks, after the general limit's, once the viewer is known.
  const visitorsPerAddress = opts.perMinute * VISITOR_ADDRESS_SHARE
  // once per request, should a route's hooks carry it twice (a GET's HEAD twin shares its hook array)
  const visitorCounted = new WeakSet<FastifyRequest>()
  const countVisitorAddress = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.viewer || isRegistered(req.viewer) || notCounted(req) || visitorCounted.has(req)) return
    visitorCounted.add(req)
    let counted: { count: number; ttlMs: number }
    try {
      counted = await counters.hit(`visitors:${callerAddress(req)}`, MINUTE)
    } catch (err) {
      warnUncounted(err)
      return
    }
    if (counted.count <= visitorsPerAddress) return
    reply.header('retry-after', Math.ceil(counted.ttlMs / 1000))
    throw tooManyRequests()
  }
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return
    const hooks = route.onRequest
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), countVisitorAddress]
  })

  app.decorate('authRateLimit', {
    // after the body is parsed, so a visitor sign-in can be told from a password or code attempt
    hook: 'preValidation' as const,
    max: (req: FastifyRequest) => (isVisitorLogin(req) ? opts.visitorPerMinute : opts.authPerMinute),
    timeWindow: MINUTE,
    keyGenerator: (req: FastifyRequest) => `auth:${isVisitorLogin(req) ? 'visitor' : 'account'}:${callerAddress(req)}`,
    skipOnError: false,
  })
  app.decorate('heavyRateLimit', {
    max: opts.heavyPerMinute,
    timeWindow: MINUTE,
    keyGenerator: registeredOrAddressKey,
    skipOnError: true,
    bucket: 'heavy',
  })

  app.decorate('hitLimit', async (key: string, max: number, windowMs: number) => {
    const { count } = await counters.hit(`limit:${key}`, windowMs)
    if (count > max) throw tooManyRequests()
  })
  app.decorate('resetLimit', (key: string) => counters.reset(`limit:${key}`))
})
