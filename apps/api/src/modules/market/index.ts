export { marketModule } from './market-module.ts'
export type { MarketService } from './market-service.ts'
