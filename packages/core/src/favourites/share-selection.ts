import type { FavouriteType } from './favourite-types.ts'

/** A favourite's id as it is stored and compared: an MLS number in capitals, any other id as given. */
export function toFavouriteTargetId(type: FavouriteType, targetId: string): string {
  return type === 'listing' ? targetId.toUpperCase() : targetId
}

/**
 * What a share holds, whatever order the items were chosen in: each distinct "kind:id" once, sorted by character
 * code, joined by commas ("listing:C1000001,listing:C1000002,school:1234"). Two shares by one person with the same
 * key are the same selection, and share one link while it is live. Ids are letters, digits, "-" and "_", so the
 * order is the same as PostgreSQL's under the "C" collation.
 */
export function toShareSelectionKey(items: readonly { type: FavouriteType; targetId: string }[]): string {
  const keys = new Set(items.map((i) => `${i.type}:${toFavouriteTargetId(i.type, i.targetId)}`))
  return [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(',')
}
