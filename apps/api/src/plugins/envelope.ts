import {
  type Envelope,
  isMessageKey,
  type Locale,
  type MessageKey,
  type MessageParams,
  parseLocale,
  translate,
} from '@maplenest/core'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-error.ts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    t(key: MessageKey, params?: MessageParams): string
  }
}

/** The success envelope. */
export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 200, msg, data }
}

/** The envelope of a creation; send it with `reply.status(201)`. */
export function created<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 201, msg, data }
}

interface FieldIssue {
  field: string
  message: string
}

type ZodLikeIssue = { path: PropertyKey[]; message: string; code?: string; keys?: string[]; input?: unknown }

/**
 * fastify-type-provider-zod hands each zod issue over as a Fastify validation error: the path as `instancePath`,
 * the code as `keyword` and the remaining issue fields (keys, input, …) as `params`.
 */
function toZodIssue(v: { instancePath: string; keyword: string; message?: string; params: object }): ZodLikeIssue {
  const params = v.params as { keys?: string[]; input?: unknown }
  const message = v.message ?? ''
  const missing = v.keyword === 'invalid_type' && !('input' in params) && /received undefined$/.test(message)
  return {
    path: v.instancePath.split('/').filter(Boolean),
    message,
    code: v.keyword,
    ...(params.keys ? { keys: params.keys } : {}),
    ...(missing ? {} : { input: 'input' in params ? params.input : null }),
  }
}

/** Turns zod issues into `{field, message}` pairs in the caller's language; catalogue keys in messages are translated. */
function toFieldIssues(issues: ZodLikeIssue[], prefix: string, req: FastifyRequest): FieldIssue[] {
  return issues.flatMap((issue): FieldIssue[] => {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((k) => {
        const field = base ? `${base}.${k}` : k
        return { field, message: req.t('error.field.unknown', { field }) }
      })
    }
    const field = base || prefix || 'body'
    if (isMessageKey(issue.message)) return [{ field, message: req.t(issue.message, { field }) }]
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return [{ field, message: req.t('error.field.required', { field }) }]
    if (issue.code === 'invalid_type') return [{ field, message: req.t('error.field.type', { field }) }]
    return [{ field, message: req.t('error.field.invalid', { field }) }]
  })
}

function send(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  return reply.status(code).type('application/json; charset=utf-8').send({ code, msg, data })
}

/**
 * A refusal that names its fields without a message of their own (`{ fields: [{ field: 'time' }] }`) gets the
 * refusal's message under each, in the caller's language, so a form shows it under the field it is about.
 */
function withFieldMessages(data: unknown, msg: string): unknown {
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return data
  const fields = data.fields.map((f: unknown) =>
    typeof f === 'object' && f !== null && !('message' in f) ? { ...f, message: msg } : f,
  )
  return { ...data, fields }
}

/**
 * Localisation by the `language` header, the `{code,msg,data}` envelope for every error, and the error catalogue:
 * validation → 400 naming the field, malformed JSON → 400, HttpError → its code, anything unexpected → 500 with
 * a generic message (details only in the log).
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en-GB')
  app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey, params?: MessageParams) {
    return translate(this.locale, key, params)
  })
  app.addHook('onRequest', async (req) => {
    const header = req.headers.language
    req.locale = parseLocale(Array.isArray(header) ? header[0] : header)
  })

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      const msg = err.messageIn(req.locale)
      return send(reply, err.status, msg, withFieldMessages(err.data, msg))
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.flatMap((v) => toFieldIssues([toZodIssue(v)], '', req))
      const prefix = err.validationContext === 'body' ? '' : `${err.validationContext}.`
      const fields = issues.map((i) => ({ ...i, field: i.field === 'body' ? i.field : `${prefix}${i.field}` }))
      return send(reply, 400, fields[0]?.message ?? req.t('error.badRequest'), { fields })
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && err.statusCode === 400)) {
      return send(reply, 400, req.t('error.body.malformed'), {
        fields: [{ field: 'body', message: req.t('error.body.malformed') }],
      })
    }
    if (err.statusCode === 429) return send(reply, 429, req.t('error.tooManyRequests'))
    // A body over the route's limit, or a multipart form over its part, field or file count
    if (err.statusCode === 413) return send(reply, 413, req.t('error.body.tooLarge'))
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      if (err.statusCode === 404) return send(reply, 404, req.t('error.notFound'))
      if (err.statusCode === 405) return send(reply, 405, req.t('error.methodNotAllowed'))
      return send(reply, 400, req.t('error.badRequest'))
    }
    req.log.error({ err }, 'unhandled error')
    return send(reply, 500, req.t('error.server'))
  })

  app.setNotFoundHandler((req, reply) => send(reply, 404, req.t('error.route.notFound')))
})

/**
 * Errors Fastify meets before routing (a path whose percent-encoding does not decode), which never reach the error
 * handler: the same envelope, in the language of the header since no hook has run yet.
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const header = req.headers.language
  const locale = parseLocale(Array.isArray(header) ? header[0] : header)
  const key: MessageKey = err.code === 'FST_ERR_BAD_URL' ? 'error.url.malformed' : 'error.badRequest'
  return send(reply, 400, translate(locale, key))
}
