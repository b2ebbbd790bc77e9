/** Favourites ("attention"): the kinds of item, the calls' schemas and the change badge. */
export * from './change-badge.ts'
export * from './favourite.schema.ts'
export * from './favourite-types.ts'
