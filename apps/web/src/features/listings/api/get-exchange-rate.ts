import { EXCHANGE_RATE_BASE_CURRENCY, type ExchangeRate, parseExchangeRate } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/common/v1/exchangeRate?baseCurrency=CNY, quiet: prices fall back to a saved or bundled rate. */
export async function getExchangeRate(): Promise<ExchangeRate | null> {
  const data = await api.get<unknown>('/house/api/common/v1/exchangeRate', {
    query: { baseCurrency: EXCHANGE_RATE_BASE_CURRENCY },
    toast: false,
  })
  return parseExchangeRate(data)
}
