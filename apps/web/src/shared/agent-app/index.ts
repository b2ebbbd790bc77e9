export * from './agent-app-store.ts'
export * from './product-domains.ts'
