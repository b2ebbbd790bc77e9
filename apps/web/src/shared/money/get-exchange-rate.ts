import { EXCHANGE_RATE_BASE_CURRENCY, type ExchangeRate, parseExchangeRate } from '@maplenest/core'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api/api.ts'
import { storage } from '../storage/storage.ts'

/**
 * GET /house/api/common/v1/exchangeRate?baseCurrency=CNY (spec §7). Quiet: no toast when it fails, because every
 * screen showing yuan falls back to a saved or bundled rate. Resolves null when the answer is not a CNY-based rate.
 */
async function getExchangeRate(signal?: AbortSignal): Promise<ExchangeRate | null> {
  const data = await api.get<unknown>('/house/api/common/v1/exchangeRate', {
    query: { baseCurrency: EXCHANGE_RATE_BASE_CURRENCY },
    toast: false,
    signal,
  })
  return parseExchangeRate(data)
}

/** The server's rate, asked once per visit and kept as `exchange_rate_info` for the next start. */
export const exchangeRateQuery = () =>
  queryOptions({
    queryKey: ['exchange-rate', EXCHANGE_RATE_BASE_CURRENCY],
    queryFn: async ({ signal }) => {
      const rate = await getExchangeRate(signal)
      if (rate) await storage.set('exchange_rate_info', rate)
      return rate
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
