/** Pre-construction rules shared by the screens and the API: project status, layouts by bedrooms, money lines. */
export * from './bedrooms.ts'
export * from './deposits.ts'
export * from './precons.schema.ts'
export * from './precons-money.ts'
export * from './precons-search.schema.ts'
export * from './status.ts'
