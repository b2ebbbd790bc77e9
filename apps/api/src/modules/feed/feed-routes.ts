import { envelopeSchema } from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FeedRunner } from '../../ingest/feed-runner.ts'
import { HttpError } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRole } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'

const feedStateSchema = z.object({
  feed: z.string(),
  /** The last run's report as stored (counts, replication point, error), or null before the first run. */
  lastReport: z.unknown(),
})

/** Administrators see the feed's last run and can run it now, rather than wait for the schedule. */
export async function feedRoutes(root: FastifyInstance, opts: { feed: FeedRunner | null }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { feed } = opts
  const adminOnly = {
    onRequest: async (req: FastifyRequest) => {
      requireRole(req.viewer, 'admin', { status: 403, key: 'feed.api.adminOnly' })
    },
  }
  const configured = (): FeedRunner => {
    if (!feed) throw new HttpError(409, 'feed.api.notConfigured')
    return feed
  }

  app.get(
    '/house/api/admin/v1/feed',
    {
      ...adminOnly,
      schema: {
        tags: ['feed'],
        summary: "Administrators: the listing feed's name and its last run's report",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(feedStateSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async () => {
      const runner = configured()
      return ok({ feed: runner.feed, lastReport: (await runner.lastReport()) ?? null })
    },
  )

  app.post(
    '/house/api/admin/v1/feed/sync',
    {
      ...adminOnly,
      schema: {
        tags: ['feed'],
        summary: 'Administrators: syncs the listing feed now and answers with the run’s report',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(feedStateSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async (req) => {
      const runner = configured()
      const outcome = await runner.run()
      if (!outcome.ran) throw new HttpError(409, 'feed.api.busy')
      return ok({ feed: runner.feed, lastReport: outcome.value }, req.t('feed.api.synced'))
    },
  )
}
