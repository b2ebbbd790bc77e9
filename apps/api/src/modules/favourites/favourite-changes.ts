import { calculateFavouriteChange, toFavouriteStatus } from '@maplenest/core'
import type { NoticesService } from '../notices/index.ts'
import type { FavouriteChangesRepository } from './favourite-changes-repository.ts'

/**
 * Tells each person whose saved listing changed price or status since they were last told (or since they saved
 * it): one notice per change, the status change outweighing the price as on the Favs badge. Idempotent: what was
 * told is recorded, so a second run over the same listings tells nobody.
 */
export function createFavouriteChangeReaction(deps: {
  repository: FavouriteChangesRepository
  notices: Pick<NoticesService, 'notify'>
}) {
  const { repository, notices } = deps
  return async (mlNums?: readonly string[]): Promise<void> => {
    for (const saved of await repository.savedListings(mlNums)) {
      const { listing } = saved
      const status = toFavouriteStatus(listing)
      const change = calculateFavouriteChange(
        { price: saved.toldPrice, status: saved.toldStatus },
        { price: listing.price, status },
      )
      if (!change) continue
      if (!(await repository.markTold(saved, { price: listing.price, status }))) continue
      const where = { mlNum: listing.mlNum, city: listing.city, sr: listing.sr, roomType: listing.roomType }
      const address = listing.unit ? `${listing.unit} - ${listing.address}` : listing.address
      if (change.kind === 'status')
        await notices.notify(saved.userId, 'favourite.statusChanged', { ...where, address, status })
      else await notices.notify(saved.userId, 'favourite.priceChanged', { ...where, address, price: listing.price })
    }
  }
}
