export * from './session-item.ts'
export * from './storage.ts'
export * from './storage-keys.ts'
