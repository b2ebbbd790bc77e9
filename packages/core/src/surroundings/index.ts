export * from './nearest-area.ts'
export * from './station-walk.ts'
export * from './surroundings.schema.ts'
