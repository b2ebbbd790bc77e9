import { FALLBACK_EXCHANGE_RATE, parseExchangeRate, toCnyPerCad } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { storage } from '../storage/storage.ts'
import { getExchangeRate } from './get-exchange-rate.ts'

let serverRate: Promise<number | null> | null = null

function savedCnyPerCad(): number {
  const saved = parseExchangeRate(storage.get('exchange_rate_info'))
  return toCnyPerCad(saved ?? FALLBACK_EXCHANGE_RATE)
}

/** The server's rate, asked once per visit and kept as `exchange_rate_info`; null when it has none. */
function loadServerRate(): Promise<number | null> {
  serverRate ??= getExchangeRate()
    .then((rate) => {
      if (!rate) return null
      void storage.set('exchange_rate_info', rate)
      return toCnyPerCad(rate)
    })
    .catch(() => null)
  return serverRate
}

/** Yuan for one Canadian dollar: the saved or bundled rate at once, the server's when it answers. */
export function useCnyPerCad(): number {
  const [rate, setRate] = useState(savedCnyPerCad)
  useEffect(() => {
    let active = true
    void loadServerRate().then((fromServer) => {
      if (active && fromServer) setRate(fromServer)
    })
    return () => {
      active = false
    }
  }, [])
  return rate
}
