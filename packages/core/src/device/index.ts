export * from './device.schema.ts'
export * from './version.ts'
