export * from './agent-app-store.ts'
