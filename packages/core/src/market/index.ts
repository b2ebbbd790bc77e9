export * from './market.schema.ts'
export * from './market-chart.ts'
export * from './market-months.ts'
export * from './market-paths.ts'
