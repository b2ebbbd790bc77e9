import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { appPageUrl, publicOrigin } from '../agent-apps/index.ts'
import { createSavedSearchAlerts, type SavedSearchAlerts } from './saved-search-alerts.ts'
import { createSavedSearchAlertsRepository } from './saved-search-alerts-repository.ts'
import { createSavedSearchesRepository } from './saved-searches-repository.ts'
import { savedSearchesRoutes } from './saved-searches-routes.ts'
import { createSavedSearchesService, type SavedSearchesService } from './saved-searches-service.ts'
import { createUnsubscribeTokens } from './unsubscribe-token.ts'

/**
 * The parts saved searches are matched in on PostgreSQL, a transaction and connection each at once (beside the one that
 * holds the claimed changes): two, which keep two cores busy through a feed sync's burst.
 */
const MATCH_PARTS_ON_POSTGRES = 2

declare module 'fastify' {
  interface FastifyInstance {
    /** People's saved searches. */
    savedSearches: SavedSearchesService
    /** Their alerts: matching listing changes, pushes, digests and e-mails (run by the saved-search job). */
    savedSearchAlerts: SavedSearchAlerts
  }
}

/**
 * Saved searches and their alerts. Alerts come from `listing_changes`, which the database writes for every new
 * listing and change of price or status; the feed's announcement of a sync starts a match at once, and the
 * background job catches every other change within its round.
 */
export const savedSearchesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const tokens = createUnsubscribeTokens(ctx.secret)
    const alertsRepository = createSavedSearchAlertsRepository(ctx.transactor)
    const savedSearches = createSavedSearchesService({
      repository: createSavedSearchesRepository(ctx.transactor),
      alerts: alertsRepository,
      users: app.users,
      tokens,
      now: ctx.now,
    })
    const alerts = createSavedSearchAlerts({
      repository: alertsRepository,
      transactor: ctx.transactor,
      notices: app.notices,
      push: app.push,
      outbox: app.outbox,
      users: app.users,
      vow: app.vow,
      unsubscribeUrl: (userId) =>
        `${ctx.env.PUBLIC_URL}/house/api/search/v1/unsubscribe?token=${encodeURIComponent(tokens.issue(userId))}`,
      publicUrl: ctx.env.PUBLIC_URL,
      appUrl: (client, path) =>
        appPageUrl(
          { id: client.appId, userId: client.agentUserId, subdomain: client.subdomain },
          path,
          publicOrigin(ctx.env.PUBLIC_URL),
          ctx.env.PRODUCT_DOMAINS,
        ),
      postalAddress: ctx.env.MAIL_POSTAL_ADDRESS,
      matchParts:
        app.database.kind === 'postgres' && ctx.env.DATABASE_POOL_MAX > MATCH_PARTS_ON_POSTGRES
          ? MATCH_PARTS_ON_POSTGRES
          : 1,
      now: ctx.now,
      log: app.log,
    })
    app.decorate('savedSearches', savedSearches)
    app.decorate('savedSearchAlerts', alerts)
    app.listingChanges.subscribe('saved searches', async () => {
      await alerts.matchPending()
    })
    await app.register(savedSearchesRoutes, { savedSearches })
  },
  {
    name: 'maplenest-saved-searches',
    dependencies: [
      'maplenest-viewer',
      'maplenest-users',
      'maplenest-notices',
      'maplenest-push',
      'maplenest-outbox',
      'maplenest-vow',
      'maplenest-listings',
      'maplenest-listing-changes',
    ],
  },
)
