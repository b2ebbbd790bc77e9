import { findUnsafeText } from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/http-error.ts'

/** The field name of an unsafe string, the way validation errors name fields (body fields bare, others prefixed). */
export function unsafeTextRefusal(req: FastifyRequest, part: 'querystring' | 'params' | 'body', path: string[]) {
  const field = [part === 'body' ? '' : part, ...path].filter(Boolean).join('.') || part
  const message = req.t('error.field.text', { field })
  return badRequest('error.field.text', { field }, { fields: [{ field, message }] })
}

/**
 * Refuses NUL bytes and lone UTF-16 surrogates in every query string, path parameter and parsed body before any
 * route sees them, whether or not the route has a schema: PostgreSQL cannot store either in text, and a 400
 * naming the field is better than a 500 from the driver. Multipart bodies are read by their routes, which use
 * the same check (`findUnsafeText`) on their text fields.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
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
