/** The compare basket (the spec's cart): its limit, the calls' schemas, and the side-by-side table's rules. */

export * from './compare.schema.ts'
export * from './compare-limits.ts'
export * from './compare-table.ts'
