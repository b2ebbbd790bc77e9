/** Favourites ("attention"): the kinds of item, the calls' schemas, the change badge and a share's selection. */
export * from './change-badge.ts'
export * from './favourite.schema.ts'
export * from './favourite-types.ts'
export * from './share-selection.ts'
