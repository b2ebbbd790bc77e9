import { EXCHANGE_RATE_BASE_CURRENCY, type ExchangeRate, parseExchangeRate } from '@maplenest/core'
import { api } from '../api/api.ts'

/**
 * GET /house/api/common/v1/exchangeRate?baseCurrency=CNY (spec §7). Quiet: no toast when it fails, because every
 * screen showing yuan falls back to a saved or bundled rate. Resolves null when the answer is not a CNY-based rate.
 */
export async function getExchangeRate(): Promise<ExchangeRate | null> {
  const data = await api.get<unknown>('/house/api/common/v1/exchangeRate', {
    query: { baseCurrency: EXCHANGE_RATE_BASE_CURRENCY },
    toast: false,
  })
  return parseExchangeRate(data)
}
