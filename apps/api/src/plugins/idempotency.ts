import { createHash, randomInt } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { badRequest, HttpError } from '../lib/http-error.ts'
import { errorEnvelopeSchema } from '../lib/route-schemas.ts'
import { createIdempotentRequests } from '../platform/idempotent-requests.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something and honours an `Idempotency-Key` header: the same key from the same caller replays
     * the first answer instead of creating it again. A route whose body its handler reads itself (multipart) calls
     * `app.idempotency.claim` once it has read it.
     */
    idempotent?: boolean
  }
  interface FastifyInstance {
    idempotency: {
      /**
       * For a route that reads its own body (multipart): claims the request's key now that its content is known
       * (`digest`, see `idempotencyDigest`). True when the answer has been sent (the first answer replayed): the
       * handler then returns the reply and does nothing else. A key reused for another request, or one whose first
       * request is still running, is refused (422, 409). False, and nothing happens, without a key.
       */
      claim(req: FastifyRequest, reply: FastifyReply, digest: string): Promise<boolean>
      /** This process's id in the claims it holds. */
      process: number
    }
  }
}

const IDEMPOTENCY_HEADER = 'idempotency-key'
/** 1 to 200 visible ASCII characters (a UUID, or any opaque token a client makes). */
const KEY = /^[\x21-\x7e]{1,200}$/
/** How long a first answer is kept and replayed. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** How often answers older than the TTL are deleted (at most; on the next claim after that). */
const SWEEP_EVERY_MS = 10 * 60 * 1000

interface Pending {
  scope: string
  key: string
  /** Hash of the raw body, for routes whose body Fastify parses; null until a multipart route's handler claims. */
  bodyDigest: string | null
  /** This request wrote the row and answers for it. */
  owner: boolean
  /** The row has been given its answer (or removed). */
  settled: boolean
}

const pendingOf = new WeakMap<FastifyRequest, Pending>()

/** A digest of what a request carried, over parts given in order (form fields, file bytes), unambiguous in their lengths. */
export function idempotencyDigest(parts: ReadonlyArray<string | Buffer>): string {
  const hash = createHash('sha256')
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part
    hash.update(`${bytes.length}:`).update(bytes)
  }
  return hash.digest('hex')
}

/** What a key is bound to: the method, the address (path and query) and the digest of the body. */
export function idempotencyFingerprint(method: string, url: string, digest: string): string {
  return createHash('sha256').update(`${method}\n${url}\n${digest}`).digest('hex')
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const isIdempotent = (req: FastifyRequest) => req.routeOptions.config?.idempotent === true

/** Reads a request body whole (it is hashed, then handed on to the parser), refusing one over the route's limit. */
async function readBody(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += bytes.length
    if (size > limit) throw new HttpError(413, 'error.body.tooLarge')
    chunks.push(bytes)
  }
  return Buffer.concat(chunks)
}

/**
 * Creating writes that are safe to retry. A route opts in (`config: { idempotent: true }`); a request to it with an
 * `Idempotency-Key` is claimed under its caller (`u:<user id>`, or `ip:<address>` without a verified token) and key
 * in `idempotent_requests` before the handler runs, and its answer — success or refusal, status and body — is kept
 * there for a day. The same key again replays that answer and stores nothing twice; with another method, address
 * or body it is refused (422); while the first is still running, 409. A first attempt that fails (5xx, thrown, or
 * never answered) removes its row, and one whose process died is taken over (see idempotent-requests.ts), so a retry
 * runs again. Without the header nothing changes.
 */
export const idempotencyPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Pick<Database, 'db' | 'kind' | 'withConnection'>; now: () => Date },
  ) => {
    const { now } = opts
    // Names this process in the claims it holds; other processes check it is still alive before waiting on one.
    const process = randomInt(1, 2 ** 31)
    const store = createIdempotentRequests(opts.database, { ttlMs: IDEMPOTENCY_TTL_MS, process })
    const presence = store.holdPresence((err) =>
      app.log.warn({ err }, 'idempotency presence lock lost; taking it again'),
    )
    await presence.ready
    app.addHook('onClose', async () => presence.stop())
    let nextSweep = 0

    // Documented where it applies: the header, and the two refusals it adds.
    app.addHook('onRoute', (route) => {
      if (route.config?.idempotent !== true) return
      route.schema ??= {}
      const schema = route.schema
      schema.headers ??= z.looseObject({
        [IDEMPOTENCY_HEADER]: z
          .string()
          .optional()
          .describe(
            'Makes the request safe to retry: 1–200 visible ASCII characters, one per submission (a UUID). The same key replays the first answer for 24 hours; with another request it is refused (422), and while the first is still running, 409.',
          ),
      })
      if (schema.response && typeof schema.response === 'object') {
        const response = schema.response as Record<string, unknown>
        response[409] ??= errorEnvelopeSchema
        response[422] ??= errorEnvelopeSchema
      }
    })

    const sweep = async () => {
      const at = now()
      if (at.getTime() < nextSweep) return
      nextSweep = at.getTime() + SWEEP_EVERY_MS
      await store.sweep(at)
    }

    const claim = async (req: FastifyRequest, reply: FastifyReply, digest: string): Promise<boolean> => {
      const pending = pendingOf.get(req)
      if (!pending || pending.owner) return false
      await sweep()
      const found = await store.claim(pending, idempotencyFingerprint(req.method, req.url, digest), now())
      if (found.kind === 'claimed') {
        pending.owner = true
        return false
      }
      if (found.kind === 'mismatch') throw new HttpError(422, 'error.idempotency.keyReused')
      if (found.kind === 'in-flight') {
        reply.header('retry-after', '1')
        throw new HttpError(409, 'error.idempotency.inFlight')
      }
      pending.settled = true
      reply
        .status(found.answer.statusCode)
        .header('content-type', found.answer.contentType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(found.answer.body)
      return true
    }

    app.decorate('idempotency', { claim, process })

    app.addHook('preParsing', async (req, _reply, payload) => {
      if (!isIdempotent(req)) return payload
      const header = req.headers[IDEMPOTENCY_HEADER]
      if (header === undefined) return payload
      if (typeof header !== 'string' || !KEY.test(header)) {
        throw badRequest('error.idempotency.keyInvalid', {}, { fields: [{ field: `headers.${IDEMPOTENCY_HEADER}` }] })
      }
      // After every onRequest hook: the viewer, if the token verified, is known.
      const scope = req.viewer ? `u:${req.viewer.userId}` : `ip:${req.ip}`
      const pending: Pending = { scope, key: header, bodyDigest: null, owner: false, settled: false }
      pendingOf.set(req, pending)
      // A multipart body is read by its handler, straight from the socket: the handler claims once it has it.
      if (/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) return payload
      if (req.method === 'GET' || req.method === 'HEAD') {
        pending.bodyDigest = sha256(Buffer.alloc(0))
        return payload
      }
      const body = await readBody(payload, req.routeOptions.bodyLimit)
      pending.bodyDigest = sha256(body)
      const replay = Readable.from(body.length > 0 ? [body] : [], { objectMode: false }) as Readable & {
        receivedEncodedLength?: number
      }
      replay.receivedEncodedLength = body.length
      return replay
    })

    app.addHook('preHandler', async (req, reply) => {
      const pending = pendingOf.get(req)
      if (!pending || pending.bodyDigest === null) return
      if (await claim(req, reply, pending.bodyDigest)) return reply
    })

    const release = async (req: FastifyRequest, pending: Pending) => {
      pending.settled = true
      try {
        await store.release(pending)
      } catch (err) {
        req.log.error({ err }, 'idempotency key not released')
      }
    }

    app.addHook('onSend', async (req, reply, payload) => {
      const pending = pendingOf.get(req)
      if (!pending?.owner || pending.settled) return payload
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null
      // A failure is not an answer to keep: the retry runs again. Nor is a streamed answer, which cannot be kept.
      if (reply.statusCode >= 500 || body === null) {
        await release(req, pending)
        return payload
      }
      pending.settled = true
      const contentType = reply.getHeader('content-type')
      try {
        await store.keep(pending, {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body,
        })
      } catch (err) {
        req.log.error({ err }, 'idempotent answer not kept')
        await release(req, pending)
      }
      return payload
    })

    // Never answered (the connection dropped before a reply was sent): the key is free again.
    app.addHook('onResponse', async (req) => {
      const pending = pendingOf.get(req)
      if (pending?.owner && !pending.settled) await release(req, pending)
    })
  },
  { name: 'maplenest-idempotency' },
)
