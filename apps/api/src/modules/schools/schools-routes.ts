import {
  envelopeSchema,
  schoolDetailSchema,
  schoolPageSchema,
  schoolSearchQuerySchema,
  universityDetailSchema,
  universityQuerySchema,
  universitySchema,
} from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { SchoolsService } from './schools-service.ts'

const schoolParamsSchema = z.strictObject({
  schoolNumber: z
    .string()
    .trim()
    .min(1)
    .max(32, 'error.field.tooLong')
    .regex(/^[A-Za-z0-9-]+$/, 'school.api.schoolNumber'),
})

const universityParamsSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .min(1)
    .max(80, 'error.field.tooLong')
    .regex(/^[a-z0-9-]+$/, 'university.api.id'),
})

/** School search and detail (Fraser rankings, EQAO, listings nearby) and university campuses with listings near them. */
export async function schoolsRoutes(root: FastifyInstance, opts: { schools: SchoolsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { schools } = opts

  app.get(
    '/house/api/school/v1/search',
    {
      schema: {
        tags: ['schools'],
        summary:
          'One page of schools by city, level, language, category, board, minimum rating, name or map box, by rating or name',
        querystring: schoolSearchQuerySchema,
        response: { 200: envelopeSchema(schoolPageSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await schools.search(req.query)),
  )

  app.get(
    '/house/api/school/v1/:schoolNumber',
    {
      schema: {
        tags: ['schools'],
        summary: 'One school with Fraser rankings by year, EQAO results and active listings within 1.5 km',
        params: schoolParamsSchema,
        response: { 200: envelopeSchema(schoolDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await schools.requireDetail(req.params.schoolNumber, req.viewer)),
  )

  app.get(
    '/house/api/university/v1',
    {
      schema: {
        tags: ['schools'],
        summary: 'University and college campuses of Toronto and Vancouver, each with its active lease listings nearby',
        response: { 200: envelopeSchema(z.array(universitySchema)) },
      },
    },
    async () => ok(await schools.universities()),
  )

  app.get(
    '/house/api/university/v1/:id',
    {
      schema: {
        tags: ['schools'],
        summary: 'One campus with its nearby active lease listings first, then sale listings, nearest first',
        params: universityParamsSchema,
        querystring: universityQuerySchema,
        response: { 200: envelopeSchema(universityDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await schools.requireUniversity(req.params.id, req.query, req.viewer)),
  )
}
