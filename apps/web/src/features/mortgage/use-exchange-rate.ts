import { type ExchangeRate, FALLBACK_EXCHANGE_RATE, parseExchangeRate, toCnyPerCad } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { exchangeRateQuery } from '../../shared/money/get-exchange-rate.ts'
import { storage } from '../../shared/storage/storage.ts'

/** Where the rate on screen comes from: the server now, the server earlier (kept locally), or the app itself. */
type ExchangeRateSource = 'server' | 'saved' | 'bundled'

export interface ShownExchangeRate {
  rate: ExchangeRate
  source: ExchangeRateSource
  /** Yuan for one Canadian dollar. */
  cnyPerCad: number
}

const shown = (rate: ExchangeRate, source: ExchangeRateSource): ShownExchangeRate => ({
  rate,
  source,
  cnyPerCad: toCnyPerCad(rate),
})

function savedOrBundled(): ShownExchangeRate {
  const saved = parseExchangeRate(storage.get('exchange_rate_info'))
  return saved ? shown(saved, 'saved') : shown(FALLBACK_EXCHANGE_RATE, 'bundled')
}

/**
 * The CAD→CNY rate for the yuan amounts: the last rate the server gave (spec §3 `exchange_rate_info`) or the
 * bundled Bank of Canada rate at once, then the server's current rate when it answers. A failed call changes
 * nothing on screen and shows no toast.
 */
export function useExchangeRate(): ShownExchangeRate {
  const [fallback] = useState(savedOrBundled)
  // No rate from the server (the endpoint may not exist yet): the saved or bundled rate stays.
  const { data } = useQuery(exchangeRateQuery())
  return useMemo(() => (data ? shown(data, 'server') : fallback), [data, fallback])
}
