import { FALLBACK_EXCHANGE_RATE, parseExchangeRate, toCnyPerCad } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { storage } from '../storage/storage.ts'
import { exchangeRateQuery } from './get-exchange-rate.ts'

function savedCnyPerCad(): number {
  const saved = parseExchangeRate(storage.get('exchange_rate_info'))
  return toCnyPerCad(saved ?? FALLBACK_EXCHANGE_RATE)
}

/** Yuan for one Canadian dollar: the saved or bundled rate at once, the server's when it answers. */
export function useCnyPerCad(): number {
  const [saved] = useState(savedCnyPerCad)
  const { data } = useQuery(exchangeRateQuery())
  return data ? toCnyPerCad(data) : saved
}
