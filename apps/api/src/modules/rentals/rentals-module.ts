import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { demandRoutes } from './demand-routes.ts'
import { createDemandsRepository } from './demands-repository.ts'
import { createDemandsService, type DemandsService } from './demands-service.ts'
import { createRentalListingsRepository } from './rental-listings-repository.ts'
import { reservationRoutes } from './reservation-routes.ts'
import { createReservationsRepository } from './reservations-repository.ts'
import { createReservationsService, type ReservationsService } from './reservations-service.ts'
import { safetyRoutes } from './safety-routes.ts'
import { createSafetyService, type SafetyService } from './safety-service.ts'
import { createScamReportsRepository } from './scam-reports-repository.ts'
import { createScamReportsService, type ScamReportsService } from './scam-reports-service.ts'

export interface RentalsService {
  demands: DemandsService
  reservations: ReservationsService
  safety: SafetyService
  reports: ScamReportsService
  /** Matches new leases with demands and closes reservations of listings that left the market. */
  reactToListingChanges(mlNums?: readonly string[]): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Student rentals: demands and their matching, room reservations, the safety card and scam reports. */
    rentals: RentalsService
  }
}

/**
 * Rentals: listings read through the listings service (and, read-only, the listing and agent-profile rows matching
 * and the safety card need), handlers chosen by the showings service, people told through the notification centre.
 */
export const rentalsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const rentalListings = createRentalListingsRepository(ctx.transactor)
    const demands = createDemandsService({
      repository: createDemandsRepository(ctx.transactor),
      listings: rentalListings,
      notices: app.notices,
      now: ctx.now,
    })
    const reservations = createReservationsService({
      repository: createReservationsRepository(ctx.transactor),
      rentalListings,
      listings: app.listings,
      showings: app.showings,
      notices: app.notices,
      now: ctx.now,
    })
    const safety = createSafetyService({ listings: rentalListings })
    const reports = createScamReportsService({
      repository: createScamReportsRepository(ctx.transactor),
      rentalListings,
      listings: app.listings,
      now: ctx.now,
    })
    const rentals: RentalsService = {
      demands,
      reservations,
      safety,
      reports,
      async reactToListingChanges(mlNums) {
        await demands.matchNewLeases(mlNums)
        await reservations.reactToListingChanges(mlNums)
      },
    }
    app.decorate('rentals', rentals)
    // New and changed leases reach demands at once from the feed; the sweep catches the rest and expires the
    // reservations whose move-in passed.
    app.listingChanges.subscribe('rentals', (mlNums) => rentals.reactToListingChanges(mlNums))
    await app.register(demandRoutes, { demands })
    await app.register(reservationRoutes, { reservations })
    await app.register(safetyRoutes, { safety, reports })
  },
  {
    name: 'maplenest-rentals',
    dependencies: [
      'maplenest-viewer',
      'maplenest-listings',
      'maplenest-notices',
      'maplenest-listing-changes',
      'maplenest-showings',
    ],
  },
)
