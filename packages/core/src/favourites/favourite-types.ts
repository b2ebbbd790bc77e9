/** The kinds, statuses and orders of favourites: plain values (the schemas are in favourite.schema.ts). */

/** What a person can follow ("attention" in the product's words): the five kinds of item with a heart. */
export const FAVOURITE_TYPES = ['listing', 'precons', 'layout', 'school', 'agent'] as const
export type FavouriteType = (typeof FAVOURITE_TYPES)[number]

/**
 * Where an item stands, as far as a favourite cares: a listing is on the market, sold, leased or off the market;
 * the other kinds have no status (null).
 */
export const FAVOURITE_STATUSES = ['active', 'sold', 'leased', 'offMarket'] as const
export type FavouriteStatus = (typeof FAVOURITE_STATUSES)[number]

/**
 * Orders of the Favs tab: newest saved first, or by the item's current price (low or high first; items without a
 * price last, ties by kind and id), sorted by the server so every page continues the same order.
 */
export const FAVOURITE_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number]

export function isFavouriteType(value: string): value is FavouriteType {
  return (FAVOURITE_TYPES as readonly string[]).includes(value)
}
