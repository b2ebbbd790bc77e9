import { envelopeSchema } from '@maplenest/core'
import { z } from 'zod'

/** The error envelope: msg says why in the caller's language; data is null, `{fields:[{field,message}]}` or details. */
export const errorEnvelopeSchema = envelopeSchema(z.unknown()).describe('error envelope: code equals the HTTP status')

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>
}
