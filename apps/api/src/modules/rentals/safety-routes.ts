import {
  envelopeSchema,
  listingSafetySchema,
  rentalAreasQuerySchema,
  rentalAreasSchema,
  rentalSchoolSchema,
  scamReportCreatedSchema,
  scamReportIdParamsSchema,
  scamReportListQuerySchema,
  scamReportPageSchema,
  scamReportSchema,
  scamReportSchemaOut,
  scamResolveSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered, requireRole } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import { mlNumParamsSchema } from '../listings/index.ts'
import type { SafetyService } from './safety-service.ts'
import type { ScamReportsService } from './scam-reports-service.ts'

const BASE = '/house/api/rental/v1'

/**
 * What the form and the safety card read (schools, neighbourhoods within a commute, a listing's rent against similar
 * ones), and scam reports into the administrators' queue.
 */
export async function safetyRoutes(
  root: FastifyInstance,
  opts: { safety: SafetyService; reports: ScamReportsService },
) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { safety, reports } = opts
  const admins = async (req: FastifyRequest) => {
    requireRole(app.requireViewer(req), 'admin', { status: 403, key: 'rental.api.adminOnly' })
  }

  app.get(
    `${BASE}/schools`,
    {
      schema: {
        tags: ['rentals'],
        summary: "The demand form's schools: our universities' and colleges' campuses",
        response: { 200: envelopeSchema(z.array(rentalSchoolSchema)) },
      },
    },
    async () => ok(safety.schools()),
  )

  app.get(
    `${BASE}/areas`,
    {
      schema: {
        tags: ['rentals'],
        summary:
          'Neighbourhoods within a walk or transit commute of a campus, quickest first, with the leases that fit there now',
        querystring: rentalAreasQuerySchema,
        response: { 200: envelopeSchema(rentalAreasSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await safety.areas(req.query)),
  )

  app.get(
    `${BASE}/safety/:mlNum`,
    {
      schema: {
        tags: ['rentals'],
        summary: "A listing's safety facts: its rent against similar listings nearby, and its agent's registration",
        params: mlNumParamsSchema,
        response: { 200: envelopeSchema(listingSafetySchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await safety.listingSafety(req.params.mlNum)),
  )

  app.post(
    `${BASE}/report`,
    {
      onRequest: async (req) => {
        requireRegistered(app.requireViewer(req))
      },
      schema: {
        tags: ['rentals'],
        summary: 'Reports a listing or an agent suspected of a scam, into the administrators’ queue',
        security: [{ bearer: [] }],
        body: scamReportSchema,
        response: { 201: envelopeSchema(scamReportCreatedSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const created = await reports.report(app.requireViewer(req), req.body)
      return reply.status(201).send({ code: 201, msg: req.t('rental.api.reported'), data: created })
    },
  )

  app.get(
    '/house/api/admin/v1/reports',
    {
      onRequest: admins,
      schema: {
        tags: ['rentals'],
        summary: 'Administrators: the queue of scam reports by status, newest first',
        security: [{ bearer: [] }],
        querystring: scamReportListQuerySchema,
        response: { 200: envelopeSchema(scamReportPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await reports.list(app.requireViewer(req), req.query)),
  )

  app.post(
    '/house/api/admin/v1/reports/:id/resolve',
    {
      onRequest: admins,
      schema: {
        tags: ['rentals'],
        summary: 'Administrators: resolve a report (and every open report of the same target) with what was done',
        security: [{ bearer: [] }],
        params: scamReportIdParamsSchema,
        body: scamResolveSchema,
        response: { 200: envelopeSchema(scamReportSchemaOut), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await reports.resolve(app.requireViewer(req), req.params.id, req.body), req.t('rental.api.reportResolved')),
  )
}
