export { marketModule } from './market-module.ts'
export type { MarketFactsQuery, MarketFigures, MarketService } from './market-service.ts'
