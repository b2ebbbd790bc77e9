import {
  activeClientsSchema,
  activeQuerySchema,
  appLogPageSchema,
  appLogSchema,
  clientDetailsSchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientPageSchema,
  cursorQuerySchema,
  dashboardSchema,
  envelopeSchema,
  loggedSchema,
  usageLogSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { HttpError } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import type { ActivityService } from './activity-service.ts'

const CLIENTS = '/house/api/activity/v1'

/**
 * The spec's two logs (a person writes only their own), a person's own app log, and an agent's clients, their
 * activity and the dashboard — each agent sees only the clients of their own app.
 */
export async function activityRoutes(root: FastifyInstance, opts: { activity: ActivityService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { activity } = opts
  const security = [{ bearer: [] }]
  const tags = ['activity']
  // Brokers only, refused before the input is read.
  const brokers = async (req: FastifyRequest) => {
    if (app.requireViewer(req).type !== 'agent') throw new HttpError(403, 'activity.api.brokerOnly')
  }

  app.post(
    '/house/s/v1/addLog',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'A usage log (spec §3): operationContent (open, view:<mlNum>, favourite:<mlNum>, book:<mlNum>, share:<mlNum>, search:<words>), the caller’s own userId, the app',
        body: usageLogSchema,
        response: { 200: envelopeSchema(loggedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await activity.addUsage(app.requireViewer(req), req.body), req.t('activity.api.logged')),
  )

  app.post(
    '/house/api/appLog/v1/add',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'An app log (spec §3): the page opened, the device and place, for the caller’s own account',
        body: appLogSchema,
        response: { 200: envelopeSchema(loggedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await activity.addAppLog(app.requireViewer(req), req.body), req.t('activity.api.logged')),
  )

  app.get(
    '/house/api/appLog/v1/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's own app log, newest first (my/public/app-log-list)",
        querystring: cursorQuerySchema,
        response: { 200: envelopeSchema(appLogPageSchema), ...errorResponses(400, 401) },
      },
    },
    async (req) => ok(await activity.myAppLogs(app.requireViewer(req), req.query)),
  )

  app.get(
    `${CLIENTS}/clients`,
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary: "Brokers: their app's clients, newest first, by type (all, user, visitor, agent)",
        querystring: clientListQuerySchema,
        response: { 200: envelopeSchema(clientPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await activity.clients(app.requireViewer(req), req.query)),
  )

  app.get(
    `${CLIENTS}/active`,
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary: "Brokers: their app's clients by activity over a WEEK, MONTH, QUARTER or YEAR, the most active first",
        querystring: activeQuerySchema,
        response: { 200: envelopeSchema(activeClientsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await activity.active(app.requireViewer(req), req.query.period)),
  )

  app.get(
    `${CLIENTS}/clients/:userId`,
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary: "Brokers: one client's activity in their app — counts, alerts and timeline; 404 for anyone else's",
        params: clientIdParamsSchema,
        response: { 200: envelopeSchema(clientDetailsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await activity.details(app.requireViewer(req), req.params.userId)),
  )

  app.get(
    `${CLIENTS}/dashboard`,
    {
      onRequest: [app.authenticate, brokers],
      schema: {
        tags,
        security,
        summary:
          'Brokers: clients, active and new clients, views, favourites and showings by state over a period, with a series',
        querystring: activeQuerySchema,
        response: { 200: envelopeSchema(dashboardSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await activity.dashboard(app.requireViewer(req), req.query.period)),
  )
}
