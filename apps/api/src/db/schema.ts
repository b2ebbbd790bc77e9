/** The whole database schema; drizzle-kit and the client read it from here. */
export * from './schema/accounts.ts'
export * from './schema/agents.ts'
export * from './schema/listings.ts'
export * from './schema/map.ts'
export * from './schema/precons.ts'
export * from './schema/schools.ts'
