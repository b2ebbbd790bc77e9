export * from './storage.ts'
export * from './storage-keys.ts'
