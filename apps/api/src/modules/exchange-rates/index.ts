export { exchangeRatesModule } from './exchange-rates-module.ts'
export type { ExchangeRatesService } from './exchange-rates-service.ts'
