/** Condominium buildings: the call's schemas, the figures by year and floor, and the screen's address. */
export * from './building.schema.ts'
export * from './building-figures.ts'
export * from './building-paths.ts'
