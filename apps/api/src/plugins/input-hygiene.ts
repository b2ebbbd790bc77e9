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
export function isQueryWellEncoded(url: string): boolean {
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
 * Refuses NUL bytes and lone UTF-16 surrogates in every query string, path parameter and parsed body before any
 * route sees them, whether or not the route has a schema: PostgreSQL cannot store either in text, and a 400
 * naming the field is better than a 500 from the driver. A query string that does not decode is a 400 too, and a
 * body declared larger than the route takes a 413, before it is read. Multipart bodies are read by their routes, which use
 * the same check (`findUnsafeText`) on their text fields.
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
      for (const part of ['querystring', 'params', 'body'] as const) {
        const value = part === 'querystring' ? req.query : part === 'params' ? req.params : req.body
        const path = findUnsafeText(value)
        if (path) throw unsafeTextRefusal(req, part, path)
      }
    })
  },
  { name: 'maplenest-input-hygiene' },
)
