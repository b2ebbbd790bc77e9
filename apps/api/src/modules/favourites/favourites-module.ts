import { favouriteShareTokenSchema } from '@maplenest/core'
import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createFavouriteChangeReaction } from './favourite-changes.ts'
import { createFavouriteChangesRepository } from './favourite-changes-repository.ts'
import { createTargetLookup } from './favourite-targets.ts'
import { createFavouritesRepository } from './favourites-repository.ts'
import { favouritesRoutes } from './favourites-routes.ts'
import { createFavouritesService, type FavouritesService } from './favourites-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Registered users' favourites ("attention") and their public shares. */
    favourites: FavouritesService
  }
}

/** The public page of a share of favourites, under /h5/; link previews come from the share's items. */
const FAVOURITE_SHARE_PAGE = /^pages\/collect\/share\/collect-share$/

/**
 * Favourites of listings, projects, layouts, schools and agents. It reads each item through its own module's
 * service, so those modules come first; none of them knows about favourites.
 */
export const favouritesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const favourites = createFavouritesService({
      repository: createFavouritesRepository(ctx.transactor),
      lookup: createTargetLookup({
        listings: app.listings,
        precons: app.precons,
        schools: app.schools,
        agents: app.agents,
      }),
      isLiveAccount: async (userId) => (await app.users.getRecord(userId)) !== null,
      now: ctx.now,
    })
    app.decorate('favourites', favourites)
    app.sharePreviews.register(FAVOURITE_SHARE_PAGE, async (query, locale) => {
      const token = favouriteShareTokenSchema.safeParse(query.token)
      return token.success ? favourites.sharePreview(token.data, locale) : null
    })
    app.listingChanges.subscribe(
      'favourites',
      createFavouriteChangeReaction({
        repository: createFavouriteChangesRepository(ctx.transactor),
        notices: app.notices,
      }),
    )
    await app.register(favouritesRoutes, { favourites })
  },
  {
    name: 'maplenest-favourites',
    dependencies: [
      'maplenest-users',
      'maplenest-listings',
      'maplenest-precons',
      'maplenest-schools',
      'maplenest-agents',
      'maplenest-viewer',
      'maplenest-share-previews',
      'maplenest-listing-changes',
      'maplenest-notices',
    ],
  },
)
