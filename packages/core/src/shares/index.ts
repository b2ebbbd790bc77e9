/** Shares: the share record's request, what a share page needs, the app's own share card and the listing PDF. */
export * from './share.schema.ts'
