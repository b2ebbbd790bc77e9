import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createListingChanges, type ListingChanges } from './listing-changes-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the feed announces listings whose status or price changed, and where other modules react. */
    listingChanges: ListingChanges
  }
}

/**
 * The meeting point between whatever changes listings (the feed sync, the sweep that catches changes made
 * directly in the database) and the modules that react: neither side knows the other.
 */
export const listingChangesModule = fp<ModuleContext>(
  async (app) => {
    app.decorate('listingChanges', createListingChanges({ log: app.log }))
  },
  { name: 'maplenest-listing-changes' },
)
