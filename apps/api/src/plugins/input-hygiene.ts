import { findUnsafeText } from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest, HttpError } from '../lib/http-error.ts'

/** The field name of an unsafe string, the way validation errors name fields (body fields bare, others prefixed). */
export function unsafeTextRefusal(req: FastifyRequest, part: 'querystring' | 'params' | 'body', path: string[]) {
  const field = [part === 'body' ? '' : part, ...path].filter(Boolean).join('.') || part
  const message = req.t('error.field.text', { field })
  return badRequest('error.field.text', { field }, { fields: [{ field, message }] })
}

/**
 * Whether every name and value of a URL's query string decodes; the query parser otherwise keeps the raw text
 * (`%E0%A4%A`) and a search would run on it.
 */
function isQueryWellEncoded(url: string): boolean {
  const at = url.indexOf('?')
  if (at < 0) return true
  for (const piece of url.slice(at + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(piece)
    } catch {
      return false
    }
  }
  return true
}

/**
 * How deeply objects and arrays may nest in a parsed body. The app's deepest real body is a few levels; checks that
 * walk an input by recursion (the text check below, zod's validation) would overflow the stack on thousands.
 */
export const MAX_BODY_DEPTH = 64

/**
 * Whether objects and arrays in a parsed input nest deeper than `max` (a flat object is one level). Walked with a
 * stack of its own, not by recursion, so it cannot overflow on the input it exists to refuse.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next
    if (node === null || typeof node !== 'object') continue
    if (depth > max) return true
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1])
    }
  }
  return false
}

/**
 * Refuses NUL bytes and lone UTF-16 surrogates in every query string, path parameter and parsed body before any
 * route sees them, whether or not the route has a schema: PostgreSQL cannot store either in text, and a 400
 * naming the field is better than a 500 from the driver. A body nested deeper than MAX_BODY_DEPTH and a query
 * string that does not decode are 400s too, and a body declared larger than the route takes a 413, before it is
 * read. Multipart bodies are read by their routes, which use the same check (`findUnsafeText`) on their text fields.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    // After the rate limit (onRequest), before the body is read.
    app.addHook('preParsing', async (req) => {
      // A multipart body is streamed by its route, so Fastify never compares its declared length with the limit.
      const length = Number(req.headers['content-length'])
      if (length > req.routeOptions.bodyLimit) throw new HttpError(413, 'error.body.tooLarge')
      if (!isQueryWellEncoded(req.url)) throw badRequest('error.url.malformed')
    })
    app.addHook('preValidation', async (req) => {
      // Query strings and path parameters are flat; only a parsed body nests.
      if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) {
        throw badRequest('error.body.tooDeep', undefined, { fields: [{ field: 'body' }] })
      }
      for (const part of ['querystring', 'params', 'body'] as const) {
        const value = part === 'querystring' ? req.query : part === 'params' ? req.params : req.body
        const path = findUnsafeText(value)
        if (path) throw unsafeTextRefusal(req, part, path)
      }
    })
  },
  { name: 'maplenest-input-hygiene' },
)
