export * from './app-update.ts'
export * from './install.ts'
export * from './network.ts'
export * from './unsaved-input.ts'
