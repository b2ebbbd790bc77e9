import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './http-error.ts'

/** A multipart body that cannot be read as a form: a localised 400 naming the body. */
export function malformedForm(req: FastifyRequest): HttpError {
  return badRequest(
    'error.body.malformedForm',
    {},
    { fields: [{ field: 'body', message: req.t('error.body.malformedForm') }] },
  )
}

/**
 * What an error met while reading a form's parts answers: a refusal already made (ours, or the parser's own with
 * a status) stands; the parser's other errors (no boundary, a part cut short) mean the body is malformed.
 */
export function formReadError(req: FastifyRequest, err: unknown): unknown {
  if (err instanceof HttpError || (err as { statusCode?: number } | null)?.statusCode) return err
  return malformedForm(req)
}
