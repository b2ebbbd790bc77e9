/** Agents' own apps: sub-domains, the app record and its brand, the web manifest, attribution, plans and orders. */
export * from './agent-app.schema.ts'
export * from './app-manifest.ts'
export * from './brand-colour.ts'
export * from './order.schema.ts'
export * from './subdomain.schema.ts'
export * from './subdomain.ts'
export * from './theme-palette.ts'
